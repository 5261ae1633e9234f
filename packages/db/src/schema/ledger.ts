import { LEDGER_ACCOUNTS, LEDGER_TRANSACTION_KINDS, SETTLEMENT_PARTY_KINDS, SETTLEMENT_STATUSES } from '@vedmarked/domain';
import { sql } from 'drizzle-orm';
import { check, date, index, integer, pgTable, serial, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from './accounts.ts';
import { createdAt, oneOf, ts } from './helpers.ts';
import { dugnads } from './dugnad.ts';
import { transportRequests, wholesaleOrders } from './market.ts';
import { orders } from './orders.ts';
import { routes } from './routes.ts';
import { vendors } from './vendors.ts';

/**
 * The double-entry ledger (decision 0031). One row per money movement, with a unique key per event
 * (capture:<payment>, refund:<payment>, allocation:<order>:<period>, payout:<settlement>), so a
 * retried event posts once. Entries are never updated or deleted, and each transaction's entries
 * sum to zero: both are enforced by triggers (migration 0009). Owned by the settlements module.
 */
export const ledgerTransactions = pgTable(
  'ledger_transactions',
  {
    id: serial('id').primaryKey(),
    key: text('key').notNull(),
    kind: text('kind').notNull(),
    orderId: integer('order_id').references(() => orders.id),
    vendorId: integer('vendor_id').references(() => vendors.id),
    paymentId: uuid('payment_id'),
    /** A delivered wholesale order's sale, or a transport job's (decision 0044). */
    wholesaleOrderId: integer('wholesale_order_id').references(() => wholesaleOrders.id),
    transportRequestId: integer('transport_request_id').references(() => transportRequests.id),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('ledger_transactions_key_unique').on(t.key),
    index('ledger_transactions_market_idx').on(t.kind, t.createdAt),
    index('ledger_transactions_order_idx').on(t.orderId),
    index('ledger_transactions_vendor_idx').on(t.vendorId, t.kind),
    oneOf('ledger_transactions_kind_check', 'kind', LEDGER_TRANSACTION_KINDS),
  ],
);

export const ledgerEntries = pgTable(
  'ledger_entries',
  {
    id: serial('id').primaryKey(),
    transactionId: integer('transaction_id')
      .notNull()
      .references(() => ledgerTransactions.id),
    account: text('account').notNull(),
    /** The order (customer, refunds), the vendor (vendor_payable), the dugnad (group_payable); null for the platform's accounts. */
    partyId: integer('party_id'),
    /** Debit positive, credit negative, øre. */
    amount: integer('amount').notNull(),
  },
  (t) => [
    index('ledger_entries_transaction_idx').on(t.transactionId),
    index('ledger_entries_account_idx').on(t.account, t.partyId),
    oneOf('ledger_entries_account_check', 'account', LEDGER_ACCOUNTS),
  ],
);

const money = (name: string) => integer(name).notNull().default(0);
/** The §3 figures, øre, of a settlement line and of a settlement's sums. */
const sums = () => ({
  amount: money('amount'),
  amountExclVat: money('amount_excl_vat'),
  fee: money('fee'),
  feeVat: money('fee_vat'),
  groupShare: money('group_share'),
  shippingExclVat: money('shipping_excl_vat'),
  payout: money('payout'),
  payoutExclVat: money('payout_excl_vat'),
});

/**
 * One settlement per party and period (unique): the delivered orders whose route was completed, as
 * the §3 lines. The party is a vendor or a volunteer group's dugnad (decision 0039): exactly one of
 * vendor_id and group_id is set, as party_kind says. Outstanding until the admin marks it paid with the bank's reference; a paid
 * settlement cannot change (trigger).
 */
export const settlements = pgTable(
  'settlements',
  {
    id: serial('id').primaryKey(),
    partyKind: text('party_kind').notNull().default('vendor'),
    vendorId: integer('vendor_id').references(() => vendors.id),
    groupId: integer('group_id').references(() => dugnads.id),
    /** A wholesaler's or round-timber transporter's settlement: its user (decision 0044). */
    userId: integer('user_id').references(() => users.id),
    periodStart: date('period_start').notNull(),
    periodEnd: date('period_end').notNull(),
    status: text('status').notNull().default('outstanding'),
    currency: text('currency').notNull().default('NOK'),
    orders: integer('orders').notNull().default(0),
    ...sums(),
    /** A vendor's market purchases kept back from its payout at the close (decision 0049): the transfer pays payout − this. */
    marketNetted: money('market_netted'),
    bankReference: text('bank_reference'),
    paidAt: ts('paid_at'),
    paidBy: integer('paid_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('settlements_vendor_period_unique').on(t.vendorId, t.periodStart),
    uniqueIndex('settlements_group_period_unique').on(t.groupId, t.periodStart),
    uniqueIndex('settlements_user_period_unique').on(t.userId, t.partyKind, t.periodStart),
    index('settlements_status_idx').on(t.status, t.vendorId),
    oneOf('settlements_party_kind_check', 'party_kind', SETTLEMENT_PARTY_KINDS),
    check(
      'settlements_party_check',
      sql`(party_kind = 'vendor' and vendor_id is not null and group_id is null and user_id is null) or (party_kind = 'group' and group_id is not null and vendor_id is null and user_id is null) or (party_kind in ('wholesaler', 'transporter') and user_id is not null and vendor_id is null and group_id is null)`,
    ),
    oneOf('settlements_status_check', 'status', SETTLEMENT_STATUSES),
    check('settlements_paid_check', sql`(status = 'paid') = (paid_at is not null and bank_reference is not null)`),
    check('settlements_market_netted_check', sql`market_netted >= 0 and market_netted <= greatest(payout, 0)`),
  ],
);

export const settlementLines = pgTable(
  'settlement_lines',
  {
    settlementId: integer('settlement_id')
      .notNull()
      .references(() => settlements.id),
    /** Whose line: a dugnad order's allocation is on its vendor's settlement and on its group's. */
    partyKind: text('party_kind').notNull().default('vendor'),
    /** The shop order; null on a market line (decision 0044). */
    orderId: integer('order_id').references(() => orders.id),
    /** A wholesaler's line: the wholesale order; a transporter's: the order its request moved. */
    wholesaleOrderId: integer('wholesale_order_id').references(() => wholesaleOrders.id),
    transportRequestId: integer('transport_request_id').references(() => transportRequests.id),
    /** The allocation this line pays: each allocation is settled once per party kind. */
    ledgerTransactionId: integer('ledger_transaction_id')
      .notNull()
      .references(() => ledgerTransactions.id),
    routeId: integer('route_id').references(() => routes.id),
    buyer: text('buyer').notNull(),
    deliveryDate: date('delivery_date'),
    paymentDate: date('payment_date'),
    ...sums(),
  },
  (t) => [
    uniqueIndex('settlement_lines_order_unique').on(t.settlementId, t.orderId),
    uniqueIndex('settlement_lines_wholesale_order_unique').on(t.settlementId, t.wholesaleOrderId),
    uniqueIndex('settlement_lines_transaction_unique').on(t.ledgerTransactionId, t.partyKind),
    check('settlement_lines_order_check', sql`(order_id is null) <> (wholesale_order_id is null)`),
  ],
);
