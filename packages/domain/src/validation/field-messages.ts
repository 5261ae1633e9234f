import { type IssueLike, issueField, issueMessage, type MessageRef } from './issue-key.ts';

/** A field as the API names it: the whole path ('delivery.street'), '_' for the payload itself. */
export const wholePath = (path: string): string => path || '_';

/** The top-level field of a path ('delivery.street' → 'delivery'), for forms with one message per input group. */
export const topLevelField = (path: string): string => path.split('.')[0] || '_';

export interface FieldMessageOptions {
  /** Which field a path's message belongs to (default: wholePath). */
  field?: (path: string) => string;
}

/**
 * The one path for validation messages (decision 0017): turns a validation failure into
 * per-field messages, keeping the first message per field (decision 0002). The API answers with
 * it (schema validation, multipart forms) and every web form shows its errors with it.
 *
 * - zod issues (a failed `safeParse`, or Fastify's copies of them): each issue's message key
 *   (`issueMessage`), passed through `message` — translate it, or keep the key and its params.
 * - the `fields` of the API's error envelope (already translated): regrouped by `field`.
 */
export function fieldMessages<T>(issues: readonly IssueLike[], options: FieldMessageOptions & { message: (m: MessageRef) => T }): Record<string, T>;
export function fieldMessages(issues: readonly IssueLike[], options?: FieldMessageOptions): Record<string, MessageRef>;
export function fieldMessages<T>(fields: Readonly<Record<string, T>>, options?: FieldMessageOptions): Record<string, T>;
export function fieldMessages(
  failure: readonly IssueLike[] | Readonly<Record<string, unknown>>,
  options: FieldMessageOptions & { message?: (m: MessageRef) => unknown } = {},
): Record<string, unknown> {
  const field = options.field ?? wholePath;
  const render = options.message ?? ((m: MessageRef) => m);
  const out: Record<string, unknown> = {};
  const entries: [string, () => unknown][] = Array.isArray(failure)
    ? (failure as readonly IssueLike[]).map((issue) => [issueField(issue), () => render(issueMessage(issue))])
    : Object.entries(failure).map(([path, message]) => [path, () => message]);
  for (const [path, message] of entries) {
    const name = field(path);
    if (!(name in out)) out[name] = message();
  }
  return out;
}
