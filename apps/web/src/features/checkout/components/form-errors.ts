import { issueField, issueMessage, orderFields } from '@vedmarked/domain';
import type { TFunction } from 'i18next';

/** Validates the delivery form with the API's own schema; messages in the user's language. */
export function validateDraft(values: Record<string, unknown>, t: TFunction): Record<string, string> {
  const r = orderFields.safeParse(values);
  if (r.success) return {};
  const errors: Record<string, string> = {};
  for (const issue of r.error.issues) {
    const field = issueField(issue).split('.')[0] || '_';
    if (errors[field]) continue;
    const m = issueMessage(issue);
    // The schema names its own message keys (some live in the commerce catalog, which the domain's
    // translate() does not know in the browser).
    const key = issue.message && /^(error|validation|message)-[a-z0-9-]+$/.test(issue.message) ? issue.message : m.key;
    errors[field] = t(key, { ...m.params, ns: ['commerce', 'errors'] });
  }
  return errors;
}

/** Server field names that are not inputs of the form: shown above it. */
export const GENERAL_FIELDS = ['cart', 'lines', 'code', 'delivery_postcode', 'session_id', 'idempotency_key', 'address_image_ids', '_'];
