export * from './field-messages.ts';
export { type IssueLike, issueField, issueMessage, isMessageKey, type MessageRef } from './issue-key.ts';
export * from './primitives.ts';
