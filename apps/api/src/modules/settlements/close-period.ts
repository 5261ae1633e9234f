import {
  allocateOrder,
  feePct,
  type LedgerPosting,
  ORDER_STATUS,
  ROUTE_STATUS,
  type SettlementLine,
  type SettlementPeriod,
  settlementLine,
  settlementSums,
} from '@vedmarked/domain';
import { type Executor, ledgerEntries, ledgerTransactions, settlementLines, settlements } from '@vedmarked/db';
import { eq, sql } from 'drizzle-orm';

/** A delivered order with money still held for it, as the close reads it. */
interface Candidate {
  order_id: number;
  user_id: number | null;
  total: number;
  products_subtotal: number;
  shipping_paid: number;
  buyer: string;
  route_id: number;
  delivery_date: string;
  payment_date: string | null;
  held: number;
  allocated_before: number;
  own: boolean;
}

const CHUNK = 500;
/** The rows of a raw query (node-postgres and PGlite both answer { rows }). */
const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

/**
 * The vendors with something to settle in a period: delivered orders on a route completed before
 * the period ended, whose customer's money is not yet all allocated.
 */
const candidateWhere = (periodEnd: string) => sql`
  o.status = ${ORDER_STATUS.delivered} and o.vendor_id is not null
  and exists (select 1 from route_stops rs join routes r on r.id = rs.route_id
    where rs.order_id = o.id and rs.released_at is null and rs.delivered_at is not null
      and r.status = ${ROUTE_STATUS.delivered} and r.completed_at < (${periodEnd}::date)::timestamptz)`;

const held = sql`(select coalesce(-sum(e.amount), 0)::int from ledger_entries e where e.account in ('customer', 'refunds') and e.party_id = o.id)`;

async function vendorsToSettle(tx: Executor, period: SettlementPeriod): Promise<number[]> {
  const rows = rowsOf<{ vendor_id: number }>(
    await tx.execute(sql`
    select distinct o.vendor_id from orders o where ${candidateWhere(period.end)} and ${held} <> 0 order by o.vendor_id`),
  );
  return rows.map((r) => Number(r.vendor_id));
}

async function candidatesOf(tx: Executor, vendorId: number, period: SettlementPeriod, afterOrderId: number): Promise<Candidate[]> {
  const rows = rowsOf<Candidate>(
    await tx.execute(sql`
    select o.id as order_id, o.user_id, o.total, o.products_subtotal,
        (o.shipping + o.period_extra - o.discount) as shipping_paid,
        coalesce(o.company_name, o.first_name || ' ' || o.last_name) as buyer,
        rs.route_id, to_char(rs.delivered_at at time zone 'Europe/Oslo', 'YYYY-MM-DD') as delivery_date,
        (select to_char(max(p.paid_at) at time zone 'Europe/Oslo', 'YYYY-MM-DD') from payments p where p.order_id = o.id and p.paid_at is not null) as payment_date,
        ${held} as held,
        (select coalesce(sum(e.amount), 0)::int from ledger_entries e join ledger_transactions t on t.id = e.transaction_id
          where t.kind = 'allocation' and e.account = 'customer' and e.party_id = o.id) as allocated_before,
        exists (select 1 from vendor_customers vc where vc.vendor_id = o.vendor_id and vc.user_id = o.user_id) as own
      from orders o
      join route_stops rs on rs.order_id = o.id and rs.released_at is null
      where o.vendor_id = ${vendorId} and o.id > ${afterOrderId} and ${candidateWhere(period.end)} and ${held} <> 0
      order by o.id limit ${CHUNK}`),
  );
  return rows.map((r) => ({ ...r, total: Number(r.total), held: Number(r.held), allocated_before: Number(r.allocated_before) }));
}

/** One chunk of a vendor's orders: their allocations posted and their lines written, in three statements. */
async function settleChunk(tx: Executor, settlementId: number, vendorId: number, period: SettlementPeriod, chunk: Candidate[], standardPct: number) {
  const made = chunk.map((c) => {
    const allocation = allocateOrder(
      {
        orderId: c.order_id,
        vendorId,
        total: Number(c.total),
        productsSubtotal: Number(c.products_subtotal),
        feePct: feePct(c.own, standardPct),
        allocatedBefore: c.allocated_before,
        held: c.held,
      },
      `allocation:${c.order_id}:${period.start}`,
    );
    const line = settlementLine({
      orderId: c.order_id,
      buyer: c.buyer,
      deliveryDate: c.delivery_date,
      paymentDate: c.payment_date,
      amount: c.held,
      shipping: c.allocated_before === 0 ? Number(c.shipping_paid) : 0,
      fee: allocation.fee,
      feeVat: allocation.feeVat,
    });
    return { c, allocation, line };
  });
  const ids = await tx
    .insert(ledgerTransactions)
    .values(made.map((m) => ({ key: m.allocation.key, kind: m.allocation.kind, orderId: m.c.order_id, vendorId })))
    .onConflictDoNothing({ target: ledgerTransactions.key })
    .returning({ id: ledgerTransactions.id, key: ledgerTransactions.key });
  const idOf = new Map(ids.map((r) => [r.key, r.id]));
  const posted = made.filter((m) => idOf.has(m.allocation.key));
  if (!posted.length) return [];
  const entries = posted.flatMap((m) => entriesOf(m.allocation, idOf.get(m.allocation.key)!));
  if (entries.length) await tx.insert(ledgerEntries).values(entries);
  await tx.insert(settlementLines).values(
    posted.map((m) => ({
      settlementId,
      orderId: m.c.order_id,
      ledgerTransactionId: idOf.get(m.allocation.key)!,
      routeId: m.c.route_id,
      buyer: m.line.buyer,
      deliveryDate: m.line.deliveryDate,
      paymentDate: m.line.paymentDate,
      amount: m.line.amount,
      amountExclVat: m.line.amountExclVat,
      fee: m.line.fee,
      feeVat: m.line.feeVat,
      shippingExclVat: m.line.shippingExclVat,
      payout: m.line.payout,
      payoutExclVat: m.line.payoutExclVat,
    })),
  );
  return posted.map((m) => m.line);
}

const entriesOf = (p: LedgerPosting, transactionId: number) =>
  p.entries.filter((e) => e.amount !== 0).map((e) => ({ transactionId, account: e.account, partyId: e.party, amount: e.amount }));

/**
 * Closes a settlement period (decision 0031): for each vendor with delivered orders on completed
 * routes, one settlement (unique per vendor and period) whose lines are the orders' allocations.
 * A second run, or a second process at once, finds each vendor's settlement made (the unique index
 * makes the second wait, then skip) and each allocation's key taken: it changes nothing. Vendors and
 * their orders are read in chunks, so memory stays flat however many there are.
 */
export async function closePeriod(tx: Executor, period: SettlementPeriod, standardPct: number): Promise<{ settlements: number; orders: number }> {
  let made = 0;
  let orders = 0;
  for (const vendorId of await vendorsToSettle(tx, period)) {
    const [row] = await tx
      .insert(settlements)
      .values({ vendorId, periodStart: period.start, periodEnd: period.end })
      .onConflictDoNothing({ target: [settlements.vendorId, settlements.periodStart] })
      .returning({ id: settlements.id });
    if (!row) continue;
    const lines: SettlementLine[] = [];
    let after = 0;
    for (;;) {
      const chunk = await candidatesOf(tx, vendorId, period, after);
      if (!chunk.length) break;
      lines.push(...(await settleChunk(tx, row.id, vendorId, period, chunk, standardPct)));
      after = chunk.at(-1)!.order_id;
      if (chunk.length < CHUNK) break;
    }
    const sums = settlementSums(lines);
    await tx
      .update(settlements)
      .set({ orders: lines.length, ...sums })
      .where(eq(settlements.id, row.id));
    made++;
    orders += lines.length;
  }
  return { settlements: made, orders };
}
