import { marketNetting, postMarketNetting } from '@vedmarked/domain';
import { type Executor, settlements } from '@vedmarked/db';
import { eq, sql } from 'drizzle-orm';
import { rowsOf } from '../../lib/sql-rows.ts';
import { post } from './ledger.ts';

/**
 * The vendors' market purchases, collected at their settlement (decision 0049). Each new vendor
 * settlement keeps back what the vendor owes the marketplace for delivered wholesale orders and
 * their transport (its market_receivable balance at the close), up to the settlement's payout: one
 * `netting:<settlement>` posting each, and the settlement's `market_netted`. What is left stays owed,
 * for the next settlement (or an invoice). Runs in the close's transaction; closes of one vendor in
 * two processes at once take turns on an advisory lock per vendor, so a debt is never kept back twice.
 */
export async function netMarketPurchases(tx: Executor, settlementIds: number[]): Promise<number> {
  if (!settlementIds.length) return 0;
  const ids = sql.raw(`array[${settlementIds.map(Number).join(',')}]::int[]`);
  const vendors = rowsOf<{ vendor_id: number }>(
    await tx.execute(sql`select distinct vendor_id from settlements where id = any(${ids}) and party_kind = 'vendor' order by vendor_id`),
  );
  for (const v of vendors) await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`market-netting:${v.vendor_id}`}))`);
  const rows = rowsOf<{ id: number; vendor_id: number; payout: number; owed: number }>(
    await tx.execute(sql`
      select s.id, s.vendor_id, s.payout,
        (select coalesce(sum(e.amount), 0)::int from ledger_entries e where e.account = 'market_receivable' and e.party_id = s.vendor_id) as owed
      from settlements s where s.id = any(${ids}) and s.party_kind = 'vendor' and s.status = 'outstanding' and s.market_netted = 0
      order by s.id`),
  );
  let kept = 0;
  for (const r of rows) {
    const amount = marketNetting(Number(r.owed), Number(r.payout));
    if (amount === 0) continue;
    // Keyed per settlement: a second close finds the key taken and keeps nothing back again.
    if ((await post(tx, postMarketNetting(Number(r.id), Number(r.vendor_id), amount), { vendorId: Number(r.vendor_id) })) === null) continue;
    await tx
      .update(settlements)
      .set({ marketNetted: amount })
      .where(eq(settlements.id, Number(r.id)));
    kept += amount;
  }
  return kept;
}
