import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, jsonb, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from './accounts.ts';
import type { LocalisedText } from './catalog.ts';
import { createdAt, oneOf, ts, updatedAt } from './helpers.ts';
import { orders } from './orders.ts';

/** A reference list of the chat (fixed ids, a unique code, a name in each language). */
const referenceList = <N extends string>(table: N) =>
  pgTable(
    table,
    {
      id: integer('id').primaryKey(),
      code: text('code').notNull(),
      name: jsonb('name').$type<LocalisedText>().notNull(),
    },
    (t) => [uniqueIndex(`${table}_code_unique`).on(t.code)],
  );

export const supportCategories = referenceList('support_categories');
export const supportQuestionTypes = referenceList('support_question_types');

export const supportTickets = pgTable(
  'support_tickets',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    categoryId: integer('category_id')
      .notNull()
      .references(() => supportCategories.id),
    orderId: integer('order_id').references(() => orders.id, { onDelete: 'set null' }),
    questionTypeId: integer('question_type_id').references(() => supportQuestionTypes.id),
    status: text('status').notNull().default('open'),
    userUnread: integer('user_unread').notNull().default(0),
    staffUnread: integer('staff_unread').notNull().default(0),
    lastMessageAt: ts('last_message_at'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('support_tickets_user_idx').on(t.userId, t.lastMessageAt),
    index('support_tickets_last_message_idx').on(t.lastMessageAt),
    // One open ticket per user and topic: ticket-exist finds it, and a retried add-ticket cannot make a second.
    uniqueIndex('support_tickets_open_topic_unique')
      .on(t.userId, t.categoryId, sql`coalesce(${t.orderId}, 0)`, sql`coalesce(${t.questionTypeId}, 0)`)
      .where(sql`status = 'open'`),
    oneOf('support_tickets_status_check', 'status', ['open', 'closed']),
    check('support_tickets_unread_check', sql`user_unread >= 0 and staff_unread >= 0`),
  ],
);

export const supportMessages = pgTable(
  'support_messages',
  {
    id: serial('id').primaryKey(),
    ticketId: integer('ticket_id')
      .notNull()
      .references(() => supportTickets.id, { onDelete: 'cascade' }),
    authorUserId: integer('author_user_id').references(() => users.id, { onDelete: 'set null' }),
    fromStaff: boolean('from_staff').notNull().default(false),
    body: text('body').notNull(),
    /** A key the sending client chose, so a retried send is stored once. */
    clientId: text('client_id'),
    createdAt: createdAt(),
  },
  (t) => [
    index('support_messages_ticket_idx').on(t.ticketId, t.createdAt),
    uniqueIndex('support_messages_client_unique').on(t.ticketId, t.clientId),
    check('support_messages_body_check', sql`char_length(trim(body)) > 0`),
  ],
);

/** Question form, firewood-dealer (ildstedet) form and contact form submissions. */
export const formSubmissions = pgTable(
  'form_submissions',
  {
    id: serial('id').primaryKey(),
    kind: text('kind').notNull(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    email: text('email').notNull(),
    payload: jsonb('payload').notNull(),
    language: text('language').notNull().default('es'),
    createdAt: createdAt(),
  },
  (t) => [oneOf('form_submissions_kind_check', 'kind', ['question', 'jotul', 'contact']), index('form_submissions_kind_idx').on(t.kind, t.createdAt)],
);
