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

/** A postcode's centre (the register's point), or null for an unknown code. */
export async function postcodeCentre(db: Executor, code: string): Promise<{ lat: number; lon: number } | null> {
  const [pc] = await db.select({ lat: postcodes.lat, lon: postcodes.lon }).from(postcodes).where(eq(postcodes.code, code)).limit(1);
  return pc ?? null;
}
