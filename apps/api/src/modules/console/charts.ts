import { DASHBOARD_STATUS_GROUP_NAMES, type DashboardCharts, type DashboardPeriod, type DashboardStatusGroup, daysOf } from '@vedmarked/domain';
import { counties, type Executor, orderDailyRollup, orderDailyTotals, vendors } from '@vedmarked/db';
import { and, between, desc, eq, ne, sql } from 'drizzle-orm';
import { num } from './period.ts';

const sales = sql`sum(${orderDailyRollup.orders}) filter (where ${orderDailyRollup.statusGroup} <> 'lost')`;
const gmv = sql`sum(${orderDailyRollup.gmv})`;

/**
 * GET /api/admin/dashboard/charts: orders per day by status group (every day of the period, zeros
 * included), GMV by county (from the delivery postcode) and the ten vendors with the most GMV,
 * all from the daily rollup (decision 0037).
 */
export async function dashboardCharts(db: Executor, { from, to }: DashboardPeriod): Promise<DashboardCharts> {
  const inPeriod = between(orderDailyRollup.day, from, to);
  const [perDay, byCounty, top] = await Promise.all([
    db
      .select({ day: orderDailyTotals.day, group: orderDailyTotals.statusGroup, orders: orderDailyTotals.orders })
      .from(orderDailyTotals)
      .where(between(orderDailyTotals.day, from, to)),
    db
      .select({ countyId: orderDailyRollup.countyId, county: counties.name, gmv, orders: sales })
      .from(orderDailyRollup)
      .leftJoin(counties, eq(counties.id, orderDailyRollup.countyId))
      .where(inPeriod)
      .groupBy(orderDailyRollup.countyId, counties.name)
      .having(sql`${gmv} > 0`)
      .orderBy(desc(gmv), orderDailyRollup.countyId),
    db
      .select({ vendorId: orderDailyRollup.vendorId, vendor: vendors.name, gmv, orders: sales })
      .from(orderDailyRollup)
      .innerJoin(vendors, eq(vendors.id, orderDailyRollup.vendorId))
      .where(and(inPeriod, ne(orderDailyRollup.vendorId, 0)))
      .groupBy(orderDailyRollup.vendorId, vendors.name)
      .having(sql`${gmv} > 0`)
      .orderBy(desc(gmv), orderDailyRollup.vendorId)
      .limit(10),
  ]);
  const days = new Map(
    daysOf(from, to).map((day) => [day, Object.fromEntries(DASHBOARD_STATUS_GROUP_NAMES.map((g) => [g, 0])) as Record<DashboardStatusGroup, number>]),
  );
  for (const r of perDay) {
    const counts = days.get(String(r.day));
    if (counts) counts[r.group as DashboardStatusGroup] += num(r.orders);
  }
  return {
    currency: 'NOK',
    orders_per_day: [...days].map(([day, counts]) => ({ day, ...counts })),
    gmv_by_county: byCounty.map((r) => ({ county_id: r.countyId || null, county: r.county, gmv: num(r.gmv), orders: num(r.orders) })),
    top_vendors: top.map((r) => ({ vendor_id: r.vendorId, vendor: r.vendor, gmv: num(r.gmv), orders: num(r.orders) })),
  };
}
