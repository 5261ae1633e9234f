/** The part of a zod issue this mapping reads (works for zod issues and their Fastify copies). */
export interface IssueLike {
  code?: string;
  message?: string;
  path?: readonly PropertyKey[];
  input?: unknown;
  origin?: string;
  minimum?: unknown;
  maximum?: unknown;
  exact?: boolean;
  format?: string;
  keys?: readonly string[];
}

export interface MessageRef {
  key: string;
  params: Record<string, unknown>;
}

/**
 * Whether a schema's message is one of our message keys: lower-case words joined by hyphens
 * ('error-valid-postcode', 'validation-field-required'). zod's own messages are sentences, so
 * they never look like one. A test checks that every key the schemas name is in the catalogues.
 */
export function isMessageKey(message: string): boolean {
  return /^[a-z][a-z0-9]*(?:-[a-z0-9]+)+$/.test(message);
}

/**
 * Maps a validation issue to a translatable message. Schemas name their own message keys;
 * for zod's built-in checks a generic key is chosen from the issue's code.
 */
export function issueMessage(issue: IssueLike): MessageRef {
  const params: Record<string, unknown> = {};
  if (issue.minimum !== undefined) params.min = Number(issue.minimum);
  if (issue.maximum !== undefined) params.max = Number(issue.maximum);
  if (issue.exact) params.length = Number(issue.minimum ?? issue.maximum);
  if (issue.message && isMessageKey(issue.message)) return { key: issue.message, params };
  switch (issue.code) {
    case 'invalid_type':
      return { key: issue.input === undefined || issue.input === null ? 'validation-field-required' : 'validation-invalid', params };
    case 'too_small':
      if (issue.origin === 'string') {
        if (issue.exact) return { key: 'error-valid-length', params };
        return { key: Number(issue.minimum) <= 1 ? 'validation-field-required' : 'error-valid-min-length', params };
      }
      return { key: 'validation-too-small', params };
    case 'too_big':
      if (issue.origin === 'string') return { key: issue.exact ? 'error-valid-length' : 'error-valid-max-length', params };
      return { key: 'validation-too-big', params };
    case 'invalid_format':
      return { key: issue.format === 'email' ? 'error-valid-email' : 'validation-invalid', params };
    case 'unrecognized_keys':
      return { key: 'validation-unknown-field', params: { field: (issue.keys ?? []).join(', ') } };
    default:
      return { key: 'validation-invalid', params };
  }
}

/** The field name of an issue: its path joined with dots ('' for the whole payload). */
export function issueField(issue: IssueLike): string {
  return (issue.path ?? []).map(String).join('.');
}
