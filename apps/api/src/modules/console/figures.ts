import { addDays, type DashboardFigures, type DashboardFigureValues, type DashboardPeriod, previousPeriod } from '@vedmarked/domain';
import { type Executor, orderDailyTotals, refundDailyRollup, users, vendors } from '@vedmarked/db';
import { and, between, eq, gte, lt, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { num, osloStart } from './period.ts';

const zero = (): DashboardFigureValues => ({ orders: 0, gmv: 0, average_order: 0, fees: 0, refunds: 0, new_customers: 0, new_vendors: 0 });

/**
 * GET /api/admin/dashboard/figures: the period's figures and the previous period's (same length,
 * just before), read from the daily totals (decision 0037): five rows a day whatever the number of
 * orders or vendors, plus two counts of accounts made.
 */
export async function dashboardFigures(db: Executor, { from, to }: DashboardPeriod): Promise<DashboardFigures> {
  const prev = previousPeriod(from, to);
  const isCurrent = (day: AnyPgColumn) => sql<boolean>`${day} >= ${from}::date`;
  const [orderRows, refundRows, customerRows, vendorRows] = await Promise.all([
    db
      .select({
        current: isCurrent(orderDailyTotals.day),
        orders: sql`sum(${orderDailyTotals.orders})`,
        sales: sql`sum(${orderDailyTotals.orders}) filter (where ${orderDailyTotals.statusGroup} <> 'lost')`,
        gmv: sql`sum(${orderDailyTotals.gmv})`,
        fees: sql`sum(${orderDailyTotals.fees})`,
      })
      .from(orderDailyTotals)
      .where(between(orderDailyTotals.day, prev.from, to))
      .groupBy(sql`1`),
    db
      .select({ current: isCurrent(refundDailyRollup.day), refunds: sql`sum(${refundDailyRollup.refunds})` })
      .from(refundDailyRollup)
      .where(between(refundDailyRollup.day, prev.from, to))
      .groupBy(sql`1`),
    madeIn(db, users.createdAt, from, prev.from, to, eq(users.role, 'customer')),
    madeIn(db, vendors.createdAt, from, prev.from, to),
  ]);
  const current = zero();
  const previous = zero();
  const of = (isCur: unknown) => (isCur === true || isCur === 't' ? current : previous);
  for (const r of orderRows) {
    const f = of(r.current);
    f.orders = num(r.orders);
    f.gmv = num(r.gmv);
    f.fees = num(r.fees);
    f.average_order = num(r.sales) > 0 ? Math.round(f.gmv / num(r.sales)) : 0;
  }
  for (const r of refundRows) of(r.current).refunds = num(r.refunds);
  current.new_customers = customerRows.current;
  previous.new_customers = customerRows.previous;
  current.new_vendors = vendorRows.current;
  previous.new_vendors = vendorRows.previous;
  return { currency: 'NOK', period: { from, to }, previous_period: prev, current, previous };
}

/** How many rows were made in the period and in the previous one (Oslo days). */
async function madeIn(db: Executor, createdAt: typeof users.createdAt | typeof vendors.createdAt, from: string, prevFrom: string, to: string, extra?: SQL) {
  const [row] = await db
    .select({
      current: sql`count(*) filter (where ${createdAt} >= ${osloStart(from)})`,
      previous: sql`count(*) filter (where ${createdAt} < ${osloStart(from)})`,
    })
    .from(createdAt.table === users ? users : vendors)
    .where(and(gte(createdAt, osloStart(prevFrom)), lt(createdAt, osloStart(addDays(to, 1))), extra));
  return { current: num(row?.current), previous: num(row?.previous) };
}
