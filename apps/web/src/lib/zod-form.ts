import { issueField, issueMessage } from '@vedmarked/domain';
import type { TFunction } from 'i18next';

interface Parsable {
  safeParse(v: unknown): { success: true } | { success: false; error: { issues: readonly unknown[] } };
}

/**
 * A @mantine/form validator from one of the shared zod schemas: the first message per field, in
 * the interface language, exactly as the API would answer (one schema, two sides).
 */
export function zodValidate<V>(schema: Parsable, t: TFunction, prepare: (values: V) => unknown = (v) => v) {
  return (values: V): Record<string, string> => {
    const res = schema.safeParse(prepare(values));
    if (res.success) return {};
    const errors: Record<string, string> = {};
    for (const issue of res.error.issues as Parameters<typeof issueMessage>[0][]) {
      const field = issueField(issue) || '_';
      if (errors[field]) continue;
      const m = issueMessage(issue);
      errors[field] = t(`errors:${m.key}`, m.params);
    }
    return errors;
  };
}

/** Drops empty optional text fields, so an untouched optional input is not sent as ''. */
export function withoutBlanks<T extends Record<string, unknown>>(values: T, keep: (keyof T)[] = []): Partial<T> {
  return Object.fromEntries(
    Object.entries(values).filter(([k, v]) => keep.includes(k as keyof T) || !(typeof v === 'string' && v.trim() === '')),
  ) as Partial<T>;
}
