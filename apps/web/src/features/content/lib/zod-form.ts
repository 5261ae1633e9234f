import { issueField, issueMessageWith } from '@vedmarked/domain/validation/issue-key';
import i18n, { type TFunction } from 'i18next';
import type { z } from 'zod';
import { ApiError } from '../../../lib/api.ts';

/** Namespaces a form page loads: its own texts and the shared validation messages. */
export const FORM_NAMESPACES = ['content', 'forms', 'errors'] as const;

/**
 * Validates form values with the shared zod schema and returns the first translated message per
 * field, the same messages the API answers with.
 */
export function validateWith<S extends z.ZodType>(schema: S, t: TFunction, values: unknown): Record<string, string> {
  const result = schema.safeParse(values);
  if (result.success) return {};
  const errors: Record<string, string> = {};
  for (const issue of result.error.issues) {
    const field = issueField(issue).split('.')[0] || '_';
    if (errors[field] !== undefined) continue;
    // The same choice of message as the API makes (issueMessage), asking i18next which keys exist.
    const { key, params } = issueMessageWith(issue, (k) => i18n.exists(k, { ns: ['forms', 'errors'] }));
    errors[field] = t(key, { ...params, ns: ['forms', 'errors'] });
  }
  return errors;
}

/** What a failed submission shows: field errors next to fields, otherwise one message. */
export function submissionErrors(err: unknown, t: TFunction): { fields: Record<string, string>; message: string | null } {
  if (err instanceof ApiError) {
    const fields = Object.fromEntries(Object.entries(err.fields).map(([k, v]) => [k.split('.')[0]!, v]));
    return { fields, message: Object.keys(fields).length ? null : err.message };
  }
  return { fields: {}, message: t('errors:internal-error') };
}

/** Moves focus to the first field with an error (call it after the errors have been rendered). */
export function focusFirstError(form: HTMLFormElement | null) {
  // An invalid input, or the error text of a group (checkboxes, radios), whichever comes first.
  const first = form?.querySelector<HTMLElement>('[aria-invalid="true"], .mantine-InputWrapper-error');
  const target = first?.matches('[aria-invalid="true"]')
    ? first
    : first?.closest('.mantine-InputWrapper-root')?.querySelector<HTMLElement>('input, textarea, select');
  target?.focus();
}
