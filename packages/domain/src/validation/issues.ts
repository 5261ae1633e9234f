import { hasMessage } from '../i18n/translate.ts';
import { type IssueLike, issueMessageWith, type MessageRef } from './issue-key.ts';

export { type IssueLike, issueField, issueMessageWith, type MessageRef } from './issue-key.ts';

/** Maps a validation issue to a message key of the server's catalogs (see issueMessageWith). */
export function issueMessage(issue: IssueLike): MessageRef {
  return issueMessageWith(issue, hasMessage);
}
