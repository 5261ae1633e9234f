import { type Executor, vendorCoverage } from '@vedmarked/db';
import { type SQL, sql } from 'drizzle-orm';
import { rowsOf } from '../../lib/sql-rows.ts';

export interface CoverageRow {
  id: number;
  hubId: number;
  distanceM: number;
  shippingPrice: number;
}

/**
 * vendor_coverage rows (a postcode's few hundred, a vendor's thousand) read as one text of
 * "postcode,vendor,hub,distance,shipping;…" and split here: about a third of the process's time
 * that decoding them row by row takes (bench/README.md, "Cold answers"). Postcodes are digits.
 */
export async function readCoverage(db: Executor, where: SQL): Promise<(CoverageRow & { postcode: string })[]> {
  const c = vendorCoverage;
  const result = await db.execute(
    sql`select string_agg(${c.postcode} || ',' || ${c.vendorId} || ',' || ${c.hubId} || ',' || ${c.distanceM} || ',' || ${c.shippingPrice}, ';') as rows
        from ${c} where ${where}`,
  );
  const text = rowsOf<{ rows: string | null }>(result)[0]?.rows;
  if (!text) return [];
  return text.split(';').map((row) => {
    const [postcode, id, hubId, distanceM, shippingPrice] = row.split(',') as [string, string, string, string, string];
    return { postcode, id: Number(id), hubId: Number(hubId), distanceM: Number(distanceM), shippingPrice: Number(shippingPrice) };
  });
}
