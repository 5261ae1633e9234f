import { sql } from 'drizzle-orm';
import { bigint, check, date, integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';

/** The status group and its figures, shared by both order rollups (fresh columns for each table). */
const groupFigures = () => ({
  statusGroup: text('status_group').notNull(),
  orders: integer('orders').notNull().default(0),
  gmv: bigint('gmv', { mode: 'number' }).notNull().default(0),
  fees: bigint('fees', { mode: 'number' }).notNull().default(0),
});

/**
 * The admin dashboard's daily rollup of orders (issue 13, decision 0037): per Oslo calendar day of
 * the order's creation × vendor × county × status group, the orders, their GMV and the platform's
 * fees. It is kept by a trigger on `orders` (migration 0013: `orders_rollup`), so it changes in the
 * same transaction as the order and is never behind; the dashboard reads it instead of scanning
 * every order. vendor_id and county_id are 0 when the order has none (no foreign keys: a deleted
 * vendor's history stays counted).
 */
export const orderDailyRollup = pgTable(
  'order_daily_rollup',
  {
    day: date('day').notNull(),
    vendorId: integer('vendor_id').notNull().default(0),
    countyId: integer('county_id').notNull().default(0),
    ...groupFigures(),
  },
  (t) => [
    primaryKey({ columns: [t.day, t.vendorId, t.countyId, t.statusGroup] }),
    check('order_daily_rollup_group_check', sql`status_group in ('new', 'market', 'active', 'delivered', 'lost')`),
  ],
);

/**
 * Refunded payment stages per Oslo day of the refund, kept by a trigger on `payments`
 * (`payments_refund_rollup`, migration 0013).
 */
export const refundDailyRollup = pgTable('refund_daily_rollup', {
  day: date('day').primaryKey(),
  refunds: bigint('refunds', { mode: 'number' }).notNull().default(0),
  count: integer('count').notNull().default(0),
});

/**
 * The same orders per Oslo day × status group only (a few rows a day): the figures and the
 * orders-per-day chart read it, whatever the number of vendors. Kept by the same trigger.
 */
export const orderDailyTotals = pgTable(
  'order_daily_totals',
  {
    day: date('day').notNull(),
    ...groupFigures(),
  },
  (t) => [primaryKey({ columns: [t.day, t.statusGroup] })],
);
