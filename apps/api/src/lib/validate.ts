import { fieldMessages } from '@vedmarked/domain';
import type { z } from 'zod';
import { fieldError } from './errors.ts';

/**
 * Validates a payload the route could not give to Fastify's schema (multipart forms): the same
 * 422 validation_failed with the first message per field as schema validation (fieldMessages).
 */
export function parseOrFail<T extends z.ZodType>(schema: T, value: unknown): z.output<T> {
  const res = schema.safeParse(value);
  if (res.success) return res.data;
  throw fieldError(fieldMessages(res.error.issues));
}
