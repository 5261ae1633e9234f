import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, oneOf, ts } from './helpers.ts';

/**
 * The built-in sandbox card provider's own books (it plays an external payment provider inside the
 * app): one row per hosted checkout session. Nothing else reads these tables.
 */
export const sandboxPayments = pgTable(
  'sandbox_payments',
  {
    id: text('id').primaryKey(),
    /** The merchant's reference (our payments.id). */
    reference: text('reference').notNull(),
    /** The merchant's idempotency key for creating this session. */
    idempotencyKey: text('idempotency_key').notNull(),
    chargeAmount: integer('charge_amount').notNull(),
    reserveAmount: integer('reserve_amount').notNull().default(0),
    currency: text('currency').notNull(),
    description: text('description').notNull(),
    merchantName: text('merchant_name').notNull(),
    returnUrl: text('return_url').notNull(),
    status: text('status').notNull().default('open'),
    failureReason: text('failure_reason'),
    cardLast4: text('card_last4'),
    capturedAmount: integer('captured_amount').notNull().default(0),
    refundedAmount: integer('refunded_amount').notNull().default(0),
    releasedAmount: integer('released_amount').notNull().default(0),
    createdAt: createdAt(),
    expiresAt: ts('expires_at').notNull(),
    completedAt: ts('completed_at'),
    reservationExpiresAt: ts('reservation_expires_at'),
  },
  (t) => [
    uniqueIndex('sandbox_payments_idempotency_unique').on(t.idempotencyKey),
    index('sandbox_payments_reference_idx').on(t.reference),
    oneOf('sandbox_payments_status_check', 'status', ['open', 'charged', 'failed', 'canceled', 'expired']),
    check(
      'sandbox_payments_money_check',
      sql`charge_amount >= 0 and reserve_amount >= 0 and captured_amount >= 0 and refunded_amount >= 0 and released_amount >= 0 and captured_amount + released_amount <= reserve_amount`,
    ),
  ],
);

/** Money movements of a sandbox session; an idempotency key makes each happen at most once. */
export const sandboxOperations = pgTable(
  'sandbox_operations',
  {
    id: serial('id').primaryKey(),
    sandboxPaymentId: text('sandbox_payment_id')
      .notNull()
      .references(() => sandboxPayments.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    idempotencyKey: text('idempotency_key').notNull(),
    amount: integer('amount').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('sandbox_operations_unique').on(t.sandboxPaymentId, t.kind, t.idempotencyKey),
    oneOf('sandbox_operations_kind_check', 'kind', ['charge', 'reserve', 'capture', 'refund', 'release']),
    check('sandbox_operations_amount_check', sql`amount >= 0`),
  ],
);
