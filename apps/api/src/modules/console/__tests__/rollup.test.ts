import { orderDailyRollup, orderDailyTotals, orders, payments, refundDailyRollup } from '@vedmarked/db';
import { DASHBOARD_STATUS_GROUPS, ORDER_STATUS_VALUES, statusGroupOf } from '@vedmarked/domain';
import fc from 'fast-check';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { buildTestApp, createOrder, createUser, createVendor } from '../../../../test/helpers.ts';

/**
 * The rollups the triggers keep (migration 0013) always equal a direct count of the orders and
 * payments, whatever mix of inserts, status changes, re-assignments, price changes, moves in time,
 * deletions and refunds happened (property test, decision 0037).
 */
const { app } = await buildTestApp();
const customer = await createUser(app);
const vendorIds = [(await createVendor(app)).vendor.id, (await createVendor(app)).vendor.id];
const POSTCODES = ['0150', '5003', '9008'];
const DAYS = ['2026-06-01T10:00:00Z', '2026-06-01T22:30:00Z', '2026-06-02T12:00:00Z'];

type Op =
  | { kind: 'insert'; status: number; vendor: number | null; postcode: number; day: number; total: number; profit: number }
  | { kind: 'status'; pick: number; status: number }
  | { kind: 'vendor'; pick: number; vendor: number | null }
  | { kind: 'money'; pick: number; total: number; profit: number }
  | { kind: 'move'; pick: number; postcode: number; day: number }
  | { kind: 'delete'; pick: number }
  | { kind: 'refund'; pick: number; amount: number; day: number }
  | { kind: 'unrefund'; pick: number };

const status = fc.constantFrom(...ORDER_STATUS_VALUES);
const vendor = fc.option(fc.constantFrom(0, 1), { nil: null });
const pick = fc.nat(1000);
const op: fc.Arbitrary<Op> = fc.oneof(
  fc.record({ kind: fc.constant('insert' as const), status, vendor, postcode: fc.nat(2), day: fc.nat(2), total: fc.nat(500_000), profit: fc.nat(20_000) }),
  fc.record({ kind: fc.constant('status' as const), pick, status }),
  fc.record({ kind: fc.constant('vendor' as const), pick, vendor }),
  fc.record({ kind: fc.constant('money' as const), pick, total: fc.nat(500_000), profit: fc.nat(20_000) }),
  fc.record({ kind: fc.constant('move' as const), pick, postcode: fc.nat(2), day: fc.nat(2) }),
  fc.record({ kind: fc.constant('delete' as const), pick }),
  fc.record({ kind: fc.constant('refund' as const), pick, amount: fc.nat(100_000), day: fc.nat(2) }),
  fc.record({ kind: fc.constant('unrefund' as const), pick }),
);

async function apply(o: Op) {
  const ids = (await app.db.select({ id: orders.id }).from(orders).orderBy(orders.id)).map((r) => r.id);
  const target = ids.length ? ids[('pick' in o ? o.pick : 0) % ids.length]! : null;
  const v = (i: number | null) => (i === null ? null : vendorIds[i]!);
  switch (o.kind) {
    case 'insert':
      await createOrder(app, {
        userId: customer.id,
        status: o.status,
        vendorId: v(o.vendor),
        deliveryPostcode: POSTCODES[o.postcode]!,
        createdAt: new Date(DAYS[o.day]!),
        total: o.total,
        profit: o.profit,
      });
      return;
    case 'refund':
      if (target === null) return;
      await app.db
        .insert(payments)
        .values({ orderId: target, stage: 'final', amount: o.amount, status: 'refunded', provider: 'sandbox', updatedAt: new Date(DAYS[o.day]!) })
        .onConflictDoUpdate({ target: [payments.orderId, payments.stage], set: { status: 'refunded', amount: o.amount, updatedAt: new Date(DAYS[o.day]!) } });
      return;
    case 'unrefund':
      if (target !== null) await app.db.update(payments).set({ status: 'paid' }).where(eq(payments.orderId, target));
      return;
  }
  if (target === null) return;
  const set =
    o.kind === 'status'
      ? { status: o.status }
      : o.kind === 'vendor'
        ? { vendorId: v(o.vendor) }
        : o.kind === 'money'
          ? { total: o.total, profit: o.profit }
          : o.kind === 'move'
            ? { deliveryPostcode: POSTCODES[o.postcode]!, createdAt: new Date(DAYS[o.day]!) }
            : null;
  if (set) await app.db.update(orders).set(set).where(eq(orders.id, target));
  else await app.db.delete(orders).where(eq(orders.id, target));
}

type Row = { key: string; orders: number; gmv: number; fees: number };
const rowsOf = (r: { rows: Record<string, unknown>[] } | Record<string, unknown>[]) => ('rows' in r ? r.rows : r);

async function direct(): Promise<Row[]> {
  const r = await app.db.execute(sql`
    select (o.created_at at time zone 'Europe/Oslo')::date::text || '|' || coalesce(o.vendor_id, 0) || '|' || coalesce(p.county_id, 0) || '|' ||
           case ${sql.raw(
             Object.entries(DASHBOARD_STATUS_GROUPS)
               .map(([g, s]) => `when o.status in (${s.join(',')}) then '${g}'`)
               .join(' '),
           )} end as key,
           count(*)::int as orders,
           sum(case when o.status in (6, 7) then 0 else o.total end)::bigint as gmv,
           sum(case when o.status in (6, 7) then 0 else o.profit end)::bigint as fees
    from orders o left join postcodes p on p.code = o.delivery_postcode group by 1 order by 1`);
  return rowsOf(r as never).map((x) => ({ key: String(x.key), orders: Number(x.orders), gmv: Number(x.gmv), fees: Number(x.fees) }));
}

async function rolled(): Promise<Row[]> {
  const rows = await app.db.select().from(orderDailyRollup);
  return rows
    .filter((r) => r.orders !== 0 || r.gmv !== 0 || r.fees !== 0)
    .map((r) => ({ key: `${r.day}|${r.vendorId}|${r.countyId}|${r.statusGroup}`, orders: r.orders, gmv: Number(r.gmv), fees: Number(r.fees) }))
    .sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0));
}

/** The day × group totals the trigger keeps, and what they should be (the direct rows summed). */
async function totals(): Promise<Row[]> {
  const rows = await app.db.select().from(orderDailyTotals);
  return rows
    .filter((r) => r.orders !== 0 || r.gmv !== 0 || r.fees !== 0)
    .map((r) => ({ key: `${r.day}|${r.statusGroup}`, orders: r.orders, gmv: Number(r.gmv), fees: Number(r.fees) }))
    .sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0));
}
function totalsOf(rows: Row[]): Row[] {
  const sums = new Map<string, Row>();
  for (const r of rows) {
    const [day, , , group] = r.key.split('|');
    const key = `${day}|${group}`;
    const s = sums.get(key) ?? { key, orders: 0, gmv: 0, fees: 0 };
    sums.set(key, { key, orders: s.orders + r.orders, gmv: s.gmv + r.gmv, fees: s.fees + r.fees });
  }
  return [...sums.values()].filter((r) => r.orders !== 0 || r.gmv !== 0 || r.fees !== 0).sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0));
}

async function refunds() {
  const r = await app.db.execute(
    sql`select (updated_at at time zone 'Europe/Oslo')::date::text as day, sum(amount)::bigint as refunds, count(*)::int as count from payments where status = 'refunded' group by 1 order by 1`,
  );
  const want = rowsOf(r as never).map((x) => ({ day: String(x.day), refunds: Number(x.refunds), count: Number(x.count) }));
  const have = (await app.db.select().from(refundDailyRollup).orderBy(refundDailyRollup.day))
    .filter((x) => x.count !== 0 || x.refunds !== 0)
    .map((x) => ({ day: x.day, refunds: Number(x.refunds), count: x.count }));
  return { want, have };
}

describe('the dashboard rollups', () => {
  it('the database groups statuses as the domain does', async () => {
    for (const s of ORDER_STATUS_VALUES) {
      const r = rowsOf((await app.db.execute(sql`select order_status_group(${s}) as g`)) as never);
      expect([s, r[0]!.g]).toEqual([s, statusGroupOf(s)]);
    }
  });

  it('equal a direct count after any mix of order and payment changes', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(op, { minLength: 1, maxLength: 25 }), async (ops) => {
        for (const o of ops) await apply(o);
        const want = await direct();
        expect(await rolled()).toEqual(want);
        expect(await totals()).toEqual(totalsOf(want));
        const r = await refunds();
        expect(r.have).toEqual(r.want);
      }),
      { numRuns: 25 },
    );
  }, 120_000);

  it('rebuild_dashboard_rollups() gives the same rows the triggers kept', async () => {
    const kept = await rolled();
    const keptTotals = await totals();
    await app.db.execute(sql`select rebuild_dashboard_rollups()`);
    expect(await rolled()).toEqual(kept);
    expect(await totals()).toEqual(keptTotals);
  });
});
