import { CHAT_PREVIEW_CHARS } from '../common/constants.ts';

/** Support chat rules (spec sections 3, 4, 5 and 9). Pure functions: no zod here, so the web bundle stays small. */

/** Ticket categories and question types, as seeded reference data (their ids are stable). */
export const SUPPORT_CATEGORY_CODES = ['general', 'order'] as const;
export type SupportCategoryCode = (typeof SUPPORT_CATEGORY_CODES)[number];
export const SUPPORT_QUESTION_TYPE_CODES = ['delivery', 'product', 'refund', 'update-order-details'] as const;
export type SupportQuestionTypeCode = (typeof SUPPORT_QUESTION_TYPE_CODES)[number];
export const SUPPORT_TICKET_STATUSES = ['open', 'closed'] as const;
export type SupportTicketStatus = (typeof SUPPORT_TICKET_STATUSES)[number];

/** The code the API answers when no ticket exists for a topic: the client starts a draft ticket (id 0). */
export const SUPPORT_TICKET_NOT_FOUND = 'support-ticket-not-found';
/** The id of a draft ticket that exists only on the client until its first message creates it. */
export const DRAFT_TICKET_ID = 0;

/** The longest message the chat accepts. */
export const SUPPORT_MESSAGE_MAX = 4000;

/** Server-Sent Events: a comment line this often keeps proxies from closing an idle stream. */
export const SUPPORT_STREAM_HEARTBEAT_MS = 25_000;

/** Whether a typed message may be sent: blank messages are not sent (spec section 5). */
export function isSendable(text: string): boolean {
  const trimmed = text.trim();
  return trimmed.length > 0 && trimmed.length <= SUPPORT_MESSAGE_MAX;
}

/** Ctrl+Enter sends (Cmd+Enter on a Mac); a plain Enter makes a new line. */
export function isSendShortcut(e: { key: string; ctrlKey: boolean; metaKey: boolean; isComposing?: boolean }): boolean {
  return e.key === 'Enter' && (e.ctrlKey || e.metaKey) && !e.isComposing;
}

/**
 * A one-line preview of a message: whitespace collapsed and cut at 50 characters (spec section 9),
 * counting characters (not UTF-16 units) so an emoji or æøå is never split.
 */
export function previewText(text: string, max = CHAT_PREVIEW_CHARS): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  const chars = Array.from(flat);
  if (chars.length <= max) return flat;
  return `${chars.slice(0, max).join('').trimEnd()}…`;
}

/** A ticket is a question about one topic: a category and, for orders, the order and the question type. */
export interface TicketTopic {
  category_id: number;
  order_id?: number | null;
  question_type_id?: number | null;
}

/** Two topics name the same conversation (the API keeps one open ticket per topic and user). */
export function sameTopic(a: TicketTopic, b: TicketTopic): boolean {
  return a.category_id === b.category_id && (a.order_id ?? null) === (b.order_id ?? null) && (a.question_type_id ?? null) === (b.question_type_id ?? null);
}
