import { isDeliverableCategory, type PostcodeCategory, type PostcodeEntry } from '@vedmarked/domain';
import { type Executor, postcodes } from '@vedmarked/db';
import { asc, eq, like } from 'drizzle-orm';
import { AppError } from '../../lib/errors.ts';

const toEntry = (r: { code: string; city: string; category: string }): PostcodeEntry => ({
  code: r.code,
  city: r.city,
  category: r.category as PostcodeCategory,
  deliverable: isDeliverableCategory(r.category as PostcodeCategory),
});

let listCache: { at: number; rows: PostcodeEntry[] } | undefined;

export async function listPostcodes(db: Executor): Promise<PostcodeEntry[]> {
  // The register changes a few times a year; keep it for an hour in memory.
  if (listCache && Date.now() - listCache.at < 3_600_000) return listCache.rows;
  const rows = await db.select({ code: postcodes.code, city: postcodes.city, category: postcodes.category }).from(postcodes).orderBy(asc(postcodes.code));
  listCache = { at: Date.now(), rows: rows.map(toEntry) };
  return listCache.rows;
}

export async function searchPostcodes(db: Executor, prefix: string, limit: number): Promise<PostcodeEntry[]> {
  const rows = await db
    .select({ code: postcodes.code, city: postcodes.city, category: postcodes.category })
    .from(postcodes)
    .where(like(postcodes.code, `${prefix}%`))
    .orderBy(asc(postcodes.code))
    .limit(limit);
  return rows.map(toEntry);
}

export interface PostcodeWithPoint extends PostcodeEntry {
  lat: number;
  lon: number;
}

/** 404 postcode_not_found: the code is not in the register (message-postcode-not-found). */
export const postcodeNotFound = () => new AppError(404, 'postcode_not_found', 'message-postcode-not-found', {}, { postcode: 'message-postcode-not-found' });

/** 422 postcode_not_deliverable: a PO-box-only or service code takes no home delivery. */
export const postcodeNotDeliverable = (code: string) =>
  new AppError(
    422,
    'postcode_not_deliverable',
    'message-postcode-not-deliverable',
    { code },
    { postcode: { key: 'message-postcode-not-deliverable', params: { code } } },
  );

/** Looks a postcode up; unknown → message-postcode-not-found. */
export async function findPostcode(db: Executor, code: string): Promise<PostcodeWithPoint> {
  const [row] = await db.select().from(postcodes).where(eq(postcodes.code, code)).limit(1);
  if (!row) throw postcodeNotFound();
  return { ...toEntry(row), lat: row.lat, lon: row.lon };
}

/** A postcode a home delivery can go to: it exists and is not for PO boxes or services only. */
export async function requireDeliverablePostcode(db: Executor, code: string): Promise<PostcodeWithPoint> {
  const pc = await findPostcode(db, code);
  if (!pc.deliverable) throw postcodeNotDeliverable(code);
  return pc;
}
