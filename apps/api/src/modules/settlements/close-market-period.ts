import { type LedgerAccount, type LedgerPosting, marketSaleLine, type SettlementPeriod } from '@vedmarked/domain';
import { type Executor, settlements } from '@vedmarked/db';
import { sql } from 'drizzle-orm';
import { column, sumSettlements } from './close-period.ts';
import { rowsOf } from '../../lib/sql-rows.ts';

/** A market sale posted before the period ended and not yet on its party's settlement. */
interface Sale {
  id: number;
  kind: 'wholesale' | 'transport';
  key: string;
  wholesale_order_id: number;
  transport_request_id: number | null;
  buyer: string;
  delivery_date: string | null;
  amount_excl_vat: number;
}

const PARTY_KIND = { wholesale: 'wholesaler', transport: 'transporter' } as const;
const PAYABLE = { wholesale: 'wholesaler_payable', transport: 'transporter_payable' } as const;

async function salesToSettle(tx: Executor, period: SettlementPeriod, onlyUserId?: number): Promise<Sale[]> {
  const only =
    onlyUserId === undefined
      ? sql``
      : sql` and exists (select 1 from ledger_entries p where p.transaction_id = t.id and p.account in ('wholesaler_payable', 'transporter_payable') and p.party_id = ${onlyUserId})`;
  const rows = rowsOf<Sale>(
    await tx.execute(sql`
    select t.id, t.kind, t.key, t.wholesale_order_id, t.transport_request_id, v.name as buyer,
        to_char(coalesce(tr.delivered_at, wo.delivered_at, t.created_at) at time zone 'Europe/Oslo', 'YYYY-MM-DD') as delivery_date,
        case when t.kind = 'transport' then tr.shipping_cost else wo.total_excl_vat end as amount_excl_vat
      from ledger_transactions t
      join wholesale_orders wo on wo.id = t.wholesale_order_id
      join vendors v on v.id = wo.buyer_vendor_id
      left join transport_requests tr on tr.id = t.transport_request_id
      where t.kind in ('wholesale', 'transport') and t.created_at < (${period.end}::date)::timestamptz${only}
        and not exists (select 1 from settlement_lines l where l.ledger_transaction_id = t.id
          and l.party_kind = case t.kind when 'wholesale' then 'wholesaler' else 'transporter' end)
      order by t.id`),
  );
  return rows.map((r) => ({ ...r, id: Number(r.id), wholesale_order_id: Number(r.wholesale_order_id), amount_excl_vat: Number(r.amount_excl_vat) }));
}

async function postingsOf(tx: Executor, sales: Sale[]): Promise<Map<number, LedgerPosting>> {
  const rows = rowsOf<{ transaction_id: number; account: LedgerAccount; party_id: number | null; amount: number }>(
    await tx.execute(sql`select transaction_id, account, party_id, amount from ledger_entries
      where transaction_id = any(${column(
        sales.map((s) => s.id),
        'int',
      )}) order by id`),
  );
  const out = new Map<number, LedgerPosting>(sales.map((s) => [s.id, { kind: s.kind, key: s.key, entries: [] }]));
  for (const r of rows)
    out.get(Number(r.transaction_id))?.entries.push({ account: r.account, party: r.party_id == null ? null : Number(r.party_id), amount: Number(r.amount) });
  return out;
}

/**
 * Closes a period for the industry market (decision 0044): one settlement per wholesaler and per
 * round-timber transporter with sales posted at delivery before the period ended and not yet
 * settled, its lines read from those postings. Idempotent like the vendors' close: the settlement
 * is unique per party and period (a second run or process finds it made and skips its sales), and
 * each posting is on one line per party kind.
 */
export async function closeMarketPeriod(tx: Executor, period: SettlementPeriod, onlyUserId?: number): Promise<{ settlements: number; orders: number }> {
  const sales = await salesToSettle(tx, period, onlyUserId);
  if (!sales.length) return { settlements: 0, orders: 0 };
  const postings = await postingsOf(tx, sales);
  const partyOf = (s: Sale) => postings.get(s.id)!.entries.find((e) => e.account === PAYABLE[s.kind])!.party!;
  const parties = [...new Map(sales.map((s) => [`${s.kind}:${partyOf(s)}`, { kind: PARTY_KIND[s.kind], userId: partyOf(s) }])).values()];
  const made = await tx
    .insert(settlements)
    .values(parties.map((p) => ({ partyKind: p.kind, userId: p.userId, periodStart: period.start, periodEnd: period.end })))
    .onConflictDoNothing({ target: [settlements.userId, settlements.partyKind, settlements.periodStart] })
    .returning({ id: settlements.id, userId: settlements.userId, partyKind: settlements.partyKind });
  if (!made.length) return { settlements: 0, orders: 0 };
  const settlementOf = new Map(made.map((m) => [`${m.partyKind}:${m.userId}`, m.id]));
  const lines = sales.flatMap((s) => {
    const settlementId = settlementOf.get(`${PARTY_KIND[s.kind]}:${partyOf(s)}`);
    if (settlementId === undefined) return [];
    const line = marketSaleLine(s.kind, postings.get(s.id)!, {
      orderId: s.wholesale_order_id,
      buyer: s.buyer,
      deliveryDate: s.delivery_date,
      amountExclVat: s.amount_excl_vat,
    });
    return [{ settlementId, s, line }];
  });
  const ints = (f: (r: (typeof lines)[number]) => number | null) => column(lines.map(f), 'int');
  await tx.execute(sql`insert into settlement_lines (settlement_id, party_kind, wholesale_order_id, transport_request_id, ledger_transaction_id, buyer, delivery_date,
      amount, amount_excl_vat, fee, fee_vat, group_share, shipping_excl_vat, payout, payout_excl_vat)
    select * from unnest(${ints((r) => r.settlementId)}, ${column(
      lines.map((r) => PARTY_KIND[r.s.kind]),
      'text',
    )}, ${ints((r) => r.s.wholesale_order_id)}, ${ints((r) => r.s.transport_request_id)}, ${ints((r) => r.s.id)},
      ${column(
        lines.map((r) => r.line.buyer),
        'text',
      )}, ${column(
        lines.map((r) => r.line.deliveryDate),
        'date',
      )},
      ${ints((r) => r.line.amount)}, ${ints((r) => r.line.amountExclVat)}, ${ints((r) => r.line.fee)}, ${ints((r) => r.line.feeVat)},
      ${ints((r) => r.line.groupShare)}, ${ints((r) => r.line.shippingExclVat)}, ${ints((r) => r.line.payout)}, ${ints((r) => r.line.payoutExclVat)})`);
  await sumSettlements(
    tx,
    made.map((m) => m.id),
  );
  return { settlements: made.length, orders: lines.length };
}
