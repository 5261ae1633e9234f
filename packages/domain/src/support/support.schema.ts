import { z } from 'zod';
import { idSchema, line, pageQuery, text } from '../validation/primitives.ts';
import { SUPPORT_MESSAGE_MAX, SUPPORT_TICKET_STATUSES } from './support.ts';

const id = idSchema;
const optionalId = z.preprocess((v) => (v === '' || v === 0 || v === '0' ? null : v), id.nullable().optional());

/** A message: blank is refused (spec section 5), long text is cut off by the limit. */
export const supportMessageText = text({ error: 'support-message-required' })
  .trim()
  .min(1, { error: 'support-message-required' })
  .max(SUPPORT_MESSAGE_MAX, { error: 'error-valid-max-length' });

/** An optional key chosen by the client per message, so a retried send is stored once. */
const clientId = line({ error: 'validation-invalid' })
  .trim()
  .regex(/^[A-Za-z0-9_-]{8,64}$/, { error: 'validation-invalid' })
  .optional();

/** The topic of a ticket: its category and, for the order category, the order and the question type. */
export const ticketTopicBody = z.strictObject({
  category_id: id,
  order_id: optionalId,
  question_type_id: optionalId,
});
export type TicketTopicBody = z.infer<typeof ticketTopicBody>;

/** POST /support/add-ticket: the topic and the first message, which creates the ticket. */
export const addTicketBody = ticketTopicBody.extend({ message: supportMessageText, client_id: clientId });
export type AddTicketBody = z.infer<typeof addTicketBody>;

/** POST /support/add-message. */
export const addMessageBody = z.strictObject({
  support_ticket_id: id,
  message: supportMessageText,
  client_id: clientId,
});
export type AddMessageBody = z.infer<typeof addMessageBody>;

export const supportListQuery = z.object({
  ...pageQuery(50, 100),
  /** Only tickets with messages the caller has not read. */
  unread: z
    .enum(['0', '1', 'true', 'false'])
    .optional()
    .transform((v) => v === '1' || v === 'true'),
});

const named = z.object({ id: z.number(), code: z.string(), name: z.string() });
export const supportCategoryEntry = named;
export const supportQuestionTypeEntry = named;

export const supportMessageEntry = z.object({
  id: z.number(),
  message: z.string(),
  /** 0: written by the caller's side; 1: by the other side (spec section 3). */
  is_reply: z.union([z.literal(0), z.literal(1)]),
  created_at: z.string(),
});
export type SupportMessage = z.infer<typeof supportMessageEntry>;

export const supportTicketEntry = z.object({
  id: z.number(),
  category_id: z.number(),
  category: named,
  order_id: z.number().nullable(),
  question_type_id: z.number().nullable(),
  question_type: named.nullable(),
  status: z.enum(SUPPORT_TICKET_STATUSES),
  /** Messages the caller has not read yet. */
  receiver_unread: z.number(),
  last_message: supportMessageEntry.nullable(),
  created_at: z.string(),
  last_message_at: z.string().nullable(),
  /** Who asked: shown to the admin answering from the inbox. */
  customer: z.object({ id: z.number(), first_name: z.string().nullable(), last_name: z.string().nullable(), email: z.string(), role: z.string() }).optional(),
});
export type SupportTicket = z.infer<typeof supportTicketEntry>;

export const supportTicketDetail = supportTicketEntry.extend({ messages: z.array(supportMessageEntry) });
export type SupportTicketDetail = z.infer<typeof supportTicketDetail>;

/** An order the caller may ask about (their own). */
export const supportOrderEntry = z.object({
  id: z.number(),
  status: z.number(),
  created_at: z.string(),
  total: z.number(),
  currency: z.string(),
  delivery_date_from: z.string(),
  delivery_date_to: z.string(),
});
export type SupportOrder = z.infer<typeof supportOrderEntry>;

/** GET /{role}/badges: counters per navigation item. */
export const badgesEntry = z.object({ messages: z.number() });
export type Badges = z.infer<typeof badgesEntry>;
