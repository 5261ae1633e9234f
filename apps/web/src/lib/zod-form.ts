import { fieldMessages, type IssueLike } from '@vedmarked/domain';
import type { TFunction } from 'i18next';

interface Parsable {
  safeParse(v: unknown): { success: true } | { success: false; error: { issues: readonly unknown[] } };
}

export interface FormMessageOptions {
  /** The i18next namespaces that hold the schema's message keys (default: the shared "errors"). */
  ns?: readonly string[];
  /** Which form field a path's message belongs to (default: the whole path, as the API names it). */
  field?: (path: string) => string;
}

/**
 * A form's field errors from one of the shared zod schemas: the first message per field, in the
 * interface language, chosen exactly as the API chooses it (fieldMessages; one schema, two sides).
 */
export function formErrors(schema: Parsable, values: unknown, t: TFunction, { ns = ['errors'], field }: FormMessageOptions = {}): Record<string, string> {
  const res = schema.safeParse(values);
  if (res.success) return {};
  return fieldMessages(res.error.issues as readonly IssueLike[], { field, message: (m): string => t(m.key, { ...m.params, ns }) });
}

/** A @mantine/form validator built on formErrors; `prepare` turns the form's values into the payload. */
export function zodValidate<V>(schema: Parsable, t: TFunction, prepare: (values: V) => unknown = (v) => v, options?: FormMessageOptions) {
  return (values: V): Record<string, string> => formErrors(schema, prepare(values), t, options);
}

/** Drops empty optional text fields, so an untouched optional input is not sent as ''. */
export function withoutBlanks<T extends Record<string, unknown>>(values: T, keep: (keyof T)[] = []): Partial<T> {
  return Object.fromEntries(
    Object.entries(values).filter(([k, v]) => keep.includes(k as keyof T) || !(typeof v === 'string' && v.trim() === '')),
  ) as Partial<T>;
}
