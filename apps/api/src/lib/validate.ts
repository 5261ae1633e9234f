import { issueField, issueMessage } from '@vedmarked/domain';
import type { z } from 'zod';
import { fieldError } from './errors.ts';

/**
 * Validates a payload the route could not give to Fastify's schema (multipart forms): the same
 * 422 validation_failed with the first message per field as schema validation.
 */
export function parseOrFail<T extends z.ZodType>(schema: T, value: unknown): z.output<T> {
  const res = schema.safeParse(value);
  if (res.success) return res.data;
  const fields: Record<string, { key: string; params: Record<string, unknown> }> = {};
  for (const issue of res.error.issues) {
    const field = issueField(issue) || '_';
    if (fields[field]) continue;
    fields[field] = issueMessage(issue);
  }
  throw fieldError(fields);
}
