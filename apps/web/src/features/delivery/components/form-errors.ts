import { issueField, issueMessageWith } from '@vedmarked/domain';
import type { TFunction } from 'i18next';

interface Parsable {
  safeParse(v: unknown): { success: true } | { success: false; error: { issues: readonly unknown[] } };
}

/**
 * Validates a form with the API's own schema: the first message per field, in the interface
 * language. The delivery rules name keys of the delivery-rules catalog, which the browser loads
 * as a namespace (the domain's translate() knows only the errors catalog here).
 */
export function validateWith<V>(schema: Parsable, t: TFunction, prepare: (values: V) => unknown) {
  return (values: V): Record<string, string> => {
    const res = schema.safeParse(prepare(values));
    if (res.success) return {};
    const errors: Record<string, string> = {};
    for (const issue of res.error.issues as Parameters<typeof issueMessageWith>[0][]) {
      const field = issueField(issue) || '_';
      if (errors[field]) continue;
      const m = issueMessageWith(issue, (key) => /^(error|validation|message)-[a-z0-9-]+$/.test(key));
      errors[field] = t(m.key, { ...m.params, ns: ['delivery-rules', 'errors'] });
    }
    return errors;
  };
}
