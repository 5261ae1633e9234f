import { fieldMessages, topLevelField } from '@vedmarked/domain';
import type { TFunction } from 'i18next';
import { ApiError } from '../../../lib/api.ts';

/** Namespaces a form page loads: its own texts and the shared validation messages. */
export const FORM_NAMESPACES = ['content', 'forms', 'errors'] as const;

/** The public forms show one message per input group (the top-level field), from these catalogues. */
export const FORM_MESSAGES = { ns: ['forms', 'errors'], field: topLevelField } as const;

/** What a failed submission shows: field errors next to fields, otherwise one message. */
export function submissionErrors(err: unknown, t: TFunction): { fields: Record<string, string>; message: string | null } {
  if (err instanceof ApiError) {
    const fields = fieldMessages(err.fields, { field: topLevelField });
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
