import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, oneOf, ts } from './helpers.ts';

/** E-mail and SMS waiting to go out, and what went out. Read at /dev/outbox outside production. */
export const outbox = pgTable(
  'outbox',
  {
    id: serial('id').primaryKey(),
    channel: text('channel').notNull(),
    recipient: text('recipient').notNull(),
    subject: text('subject'),
    bodyText: text('body_text').notNull(),
    bodyHtml: text('body_html'),
    template: text('template'),
    status: text('status').notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
    createdAt: createdAt(),
    sentAt: ts('sent_at'),
  },
  (t) => [
    index('outbox_status_idx').on(t.status, t.createdAt),
    index('outbox_recipient_idx').on(t.recipient),
    oneOf('outbox_channel_check', 'channel', ['email', 'sms']),
    oneOf('outbox_status_check', 'status', ['pending', 'sent', 'failed', 'kept']),
  ],
);

/** Scheduled work, taken with SELECT … FOR UPDATE SKIP LOCKED by any API process. */
export const jobs = pgTable(
  'jobs',
  {
    id: serial('id').primaryKey(),
    kind: text('kind').notNull(),
    payload: jsonb('payload').notNull().default(sql`'{}'::jsonb`),
    dedupeKey: text('dedupe_key'),
    runAt: ts('run_at').notNull().defaultNow(),
    status: text('status').notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    lockedAt: ts('locked_at'),
    lastError: text('last_error'),
    createdAt: createdAt(),
    finishedAt: ts('finished_at'),
  },
  (t) => [
    index('jobs_due_idx').on(t.status, t.runAt),
    uniqueIndex('jobs_dedupe_unique').on(t.dedupeKey),
    oneOf('jobs_status_check', 'status', ['pending', 'running', 'done', 'failed']),
    check('jobs_attempts_check', sql`attempts >= 0`),
  ],
);
