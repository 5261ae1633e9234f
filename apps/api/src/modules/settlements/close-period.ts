import {
  allocateOrder,
  feePct,
  groupSettlementLine,
  groupSharePct,
  type LedgerPosting,
  ORDER_STATUS,
  type PlatformSettings,
  ROUTE_STATUS,
  type SettlementLine,
  type SettlementPeriod,
  settlementLine,
} from '@vedmarked/domain';
import { type Executor, settlements } from '@vedmarked/db';
import { sql } from 'drizzle-orm';
import { rowsOf } from '../../lib/sql-rows.ts';
import { netMarketPurchases } from './market-netting.ts';

/** A delivered order with money still held for it, as the close reads it. */
interface Candidate {
  vendor_id: number;
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
  /** The dugnad the order was placed with: its group gets a share (decision 0039). */
  dugnad_id: number | null;
}

const CHUNK = 500;
/** The rows of a raw query (node-postgres and PGlite both answer { rows }). */

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

async function vendorsToSettle(tx: Executor, period: SettlementPeriod, onlyVendorId?: number): Promise<number[]> {
  const only = onlyVendorId === undefined ? sql`` : sql` and o.vendor_id = ${onlyVendorId}`;
  const rows = rowsOf<{ vendor_id: number }>(
    await tx.execute(sql`
    select distinct o.vendor_id from orders o where ${candidateWhere(period.end)} and ${held} <> 0${only} order by o.vendor_id`),
  );
  return rows.map((r) => Number(r.vendor_id));
}

/** The dugnads with orders among the vendors' candidates: each gets a group settlement for the period. */
async function groupsToSettle(tx: Executor, vendorIds: number[], period: SettlementPeriod): Promise<number[]> {
  const rows = rowsOf<{ dugnad_id: number }>(
    await tx.execute(sql`
    select distinct o.dugnad_id from orders o
    where o.dugnad_id is not null and o.vendor_id = any(${sql.raw(`array[${vendorIds.map(Number).join(',')}]::int[]`)})
      and ${candidateWhere(period.end)} and ${held} <> 0 order by o.dugnad_id`),
  );
  return rows.map((r) => Number(r.dugnad_id));
}

/** The next chunk of candidates of the given vendors, after (vendor, order) in that order (keyset paging). */
async function candidatesOf(tx: Executor, vendorIds: number[], period: SettlementPeriod, after: [number, number]): Promise<Candidate[]> {
  const rows = rowsOf<Candidate>(
    await tx.execute(sql`
    select o.vendor_id, o.id as order_id, o.user_id, o.total, o.products_subtotal,
        (o.shipping + o.period_extra - o.discount) as shipping_paid,
        coalesce(o.company_name, o.first_name || ' ' || o.last_name) as buyer,
        rs.route_id, to_char(rs.delivered_at at time zone 'Europe/Oslo', 'YYYY-MM-DD') as delivery_date,
        (select to_char(max(p.paid_at) at time zone 'Europe/Oslo', 'YYYY-MM-DD') from payments p where p.order_id = o.id and p.paid_at is not null) as payment_date,
        ${held} as held,
        (select coalesce(sum(e.amount), 0)::int from ledger_entries e join ledger_transactions t on t.id = e.transaction_id
          where t.kind = 'allocation' and e.account = 'customer' and e.party_id = o.id) as allocated_before,
        exists (select 1 from vendor_customers vc where vc.vendor_id = o.vendor_id and vc.user_id = o.user_id) as own,
        o.dugnad_id
      from orders o
      join route_stops rs on rs.order_id = o.id and rs.released_at is null
      where o.vendor_id = any(${sql.raw(`array[${vendorIds.map(Number).join(',')}]::int[]`)}) and (o.vendor_id, o.id) > (${after[0]}, ${after[1]})
        and ${candidateWhere(period.end)} and ${held} <> 0
      order by o.vendor_id, o.id limit ${CHUNK}`),
  );
  return rows.map((r) => ({
    ...r,
    vendor_id: Number(r.vendor_id),
    total: Number(r.total),
    held: Number(r.held),
    allocated_before: Number(r.allocated_before),
    dugnad_id: r.dugnad_id == null ? null : Number(r.dugnad_id),
  }));
}

/** The settlements made by this close: per vendor, and per dugnad (group). */
interface Made {
  vendor: Map<number, number>;
  group: Map<number, number>;
}

/** One chunk of orders: their allocations posted and their lines written, in three statements. */
async function settleChunk(tx: Executor, settlementOf: Made, period: SettlementPeriod, chunk: Candidate[], rates: ClosingRates) {
  const { standardPct, ownPct } = rates;
  const sharePct = rates.groupSharePct ?? groupSharePct();
  const made = chunk.map((c) => {
    const allocation = allocateOrder(
      {
        orderId: c.order_id,
        vendorId: c.vendor_id,
        total: Number(c.total),
        productsSubtotal: Number(c.products_subtotal),
        // A dugnad's buyers are brought by the group, as own customers are by the vendor: the own-customer fee (decision 0039).
        feePct: feePct(c.own || c.dugnad_id !== null, standardPct, ownPct),
        allocatedBefore: c.allocated_before,
        held: c.held,
        group: c.dugnad_id !== null && settlementOf.group.has(c.dugnad_id) ? { id: c.dugnad_id, sharePct } : null,
      },
      `allocation:${c.order_id}:${period.start}`,
    );
    const facts = {
      orderId: c.order_id,
      buyer: c.buyer,
      deliveryDate: c.delivery_date,
      paymentDate: c.payment_date,
      amount: c.held,
      shipping: c.allocated_before === 0 ? Number(c.shipping_paid) : 0,
      fee: allocation.fee,
      feeVat: allocation.feeVat,
      groupShare: allocation.groupShare,
    };
    const group = c.dugnad_id !== null && settlementOf.group.has(c.dugnad_id) ? groupSettlementLine(facts) : null;
    return { c, allocation, line: settlementLine(facts), group };
  });
  const ids = rowsOf<{ id: number; key: string }>(
    await tx.execute(sql`insert into ledger_transactions (key, kind, order_id, vendor_id)
      select * from unnest(${column(
        made.map((m) => m.allocation.key),
        'text',
      )}, ${column(
        made.map((m) => m.allocation.kind),
        'text',
      )}, ${column(
        made.map((m) => m.c.order_id),
        'int',
      )}, ${column(
        made.map((m) => m.c.vendor_id),
        'int',
      )})
      on conflict (key) do nothing returning id, key`),
  );
  const idOf = new Map(ids.map((r) => [r.key, r.id]));
  const posted = made.filter((m) => idOf.has(m.allocation.key));
  if (!posted.length) return 0;
  const entries = posted.flatMap((m) => entriesOf(m.allocation, idOf.get(m.allocation.key)!));
  // One parameter per column (unnest), not one per value: thousands of rows in one cheap statement.
  await tx.execute(sql`insert into ledger_entries (transaction_id, account, party_id, amount)
    select * from unnest(${column(
      entries.map((e) => e.transactionId),
      'int',
    )}, ${column(
      entries.map((e) => e.account),
      'text',
    )}, ${column(
      entries.map((e) => e.partyId),
      'int',
    )}, ${column(
      entries.map((e) => e.amount),
      'int',
    )})`);
  // The vendor's line of every order, and the group's line of a dugnad order: one statement.
  const rows: { settlementId: number; partyKind: string; m: (typeof posted)[number]; line: SettlementLine }[] = posted.flatMap((m) => [
    { settlementId: settlementOf.vendor.get(m.c.vendor_id)!, partyKind: 'vendor', m, line: m.line },
    ...(m.group ? [{ settlementId: settlementOf.group.get(m.c.dugnad_id!)!, partyKind: 'group', m, line: m.group }] : []),
  ]);
  const ints = (f: (r: (typeof rows)[number]) => number | null) => column(rows.map(f), 'int');
  const texts = (f: (r: (typeof rows)[number]) => string | null) => column(rows.map(f), 'text');
  await tx.execute(sql`insert into settlement_lines (settlement_id, party_kind, order_id, ledger_transaction_id, route_id, buyer, delivery_date, payment_date,
      amount, amount_excl_vat, fee, fee_vat, group_share, shipping_excl_vat, payout, payout_excl_vat)
    select * from unnest(${ints((r) => r.settlementId)}, ${texts((r) => r.partyKind)}, ${ints((r) => r.m.c.order_id)},
      ${ints((r) => idOf.get(r.m.allocation.key)!)}, ${ints((r) => r.m.c.route_id)}, ${texts((r) => r.line.buyer)},
      ${column(
        rows.map((r) => r.line.deliveryDate),
        'date',
      )}, ${column(
        rows.map((r) => r.line.paymentDate),
        'date',
      )},
      ${ints((r) => r.line.amount)}, ${ints((r) => r.line.amountExclVat)}, ${ints((r) => r.line.fee)}, ${ints((r) => r.line.feeVat)},
      ${ints((r) => r.line.groupShare)}, ${ints((r) => r.line.shippingExclVat)}, ${ints((r) => r.line.payout)}, ${ints((r) => r.line.payoutExclVat)})`);
  return posted.length;
}

/** A column of values as one array parameter. */
export const column = (values: unknown[], type: 'int' | 'text' | 'date') => sql`${sql.param(values)}::${sql.raw(type)}[]`;

const entriesOf = (p: LedgerPosting, transactionId: number) =>
  p.entries.filter((e) => e.amount !== 0).map((e) => ({ transactionId, account: e.account, partyId: e.party, amount: e.amount }));

/**
 * Closes a settlement period (decision 0031): for each vendor with delivered orders on completed
 * routes, one settlement (unique per vendor and period) whose lines are the orders' allocations, and
 * for each dugnad among them one group settlement of its share (decision 0039).
 * A second run, or a second process at once, finds each vendor's settlement made (the unique index
 * makes the second wait, then skip) and each allocation's key taken: it changes nothing. Orders are
 * read and written in chunks of 500 across vendors, so memory stays flat however many there are.
 */
/**
 * The rates of the platform settings a close applies, read in the close's transaction: the standard
 * and own-customer fees (ownPct: spec section 9's 5% when not given) and the dugnad group's share
 * (groupSharePct: spec section 9's 5% when not given).
 */
export interface ClosingRates {
  standardPct: number;
  ownPct?: number;
  groupSharePct?: number;
}

/** The closing rates from the platform settings. */
export const closingRatesOf = (s: PlatformSettings): ClosingRates => ({
  standardPct: s.platform_fee_pct,
  ownPct: s.own_customer_fee_pct,
  groupSharePct: s.group_share_pct,
});

export async function closePeriod(
  tx: Executor,
  period: SettlementPeriod,
  rates: ClosingRates,
  onlyVendorId?: number,
): Promise<{ settlements: number; orders: number }> {
  const vendorIds = await vendorsToSettle(tx, period, onlyVendorId);
  if (!vendorIds.length) return { settlements: 0, orders: 0 };
  const made = await tx
    .insert(settlements)
    .values(vendorIds.map((vendorId) => ({ vendorId, periodStart: period.start, periodEnd: period.end })))
    .onConflictDoNothing({ target: [settlements.vendorId, settlements.periodStart] })
    .returning({ id: settlements.id, vendorId: settlements.vendorId });
  if (!made.length) return { settlements: 0, orders: 0 };
  const vendorOf = new Map(made.map((r) => [r.vendorId!, r.id]));
  const ours = [...vendorOf.keys()];
  // Each dugnad among these vendors' orders gets its group's settlement (unique per group and period).
  const groupIds = await groupsToSettle(tx, ours, period);
  const madeGroups = groupIds.length
    ? await tx
        .insert(settlements)
        .values(groupIds.map((groupId) => ({ partyKind: 'group', groupId, periodStart: period.start, periodEnd: period.end })))
        .onConflictDoNothing({ target: [settlements.groupId, settlements.periodStart] })
        .returning({ id: settlements.id, groupId: settlements.groupId })
    : [];
  const settlementOf: Made = { vendor: vendorOf, group: new Map(madeGroups.map((r) => [r.groupId!, r.id])) };
  const all = [...made.map((r) => r.id), ...madeGroups.map((r) => r.id)];
  let orders = 0;
  let after: [number, number] = [0, 0];
  for (;;) {
    const chunk = await candidatesOf(tx, ours, period, after);
    if (!chunk.length) break;
    orders += await settleChunk(tx, settlementOf, period, chunk, rates);
    const last = chunk.at(-1)!;
    after = [last.vendor_id, last.order_id];
    if (chunk.length < CHUNK) break;
  }
  await sumSettlements(tx, all);
  // The vendors' market purchases are kept back from their new settlements (decision 0049).
  await netMarketPurchases(
    tx,
    made.map((r) => r.id),
  );
  return { settlements: made.length + madeGroups.length, orders };
}

/** The sums of each new settlement, from its lines, in one statement. */
export async function sumSettlements(tx: Executor, ids: number[]) {
  if (!ids.length) return;
  await tx.execute(sql`
    update settlements s set orders = l.n, amount = l.amount, amount_excl_vat = l.amount_excl_vat, fee = l.fee, fee_vat = l.fee_vat, group_share = l.group_share,
      shipping_excl_vat = l.shipping_excl_vat, payout = l.payout, payout_excl_vat = l.payout_excl_vat
    from (select settlement_id, count(*)::int as n, sum(amount)::int as amount, sum(amount_excl_vat)::int as amount_excl_vat, sum(fee)::int as fee,
        sum(fee_vat)::int as fee_vat, sum(group_share)::int as group_share, sum(shipping_excl_vat)::int as shipping_excl_vat, sum(payout)::int as payout, sum(payout_excl_vat)::int as payout_excl_vat
      from settlement_lines where settlement_id = any(${sql.raw(`array[${ids.map(Number).join(',')}]::int[]`)}) group by settlement_id) l
    where s.id = l.settlement_id`);
}
