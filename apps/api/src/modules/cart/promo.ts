import { type Executor, postcodes, promoCodes } from '@vedmarked/db';
import { eq, sql } from 'drizzle-orm';

export interface PromoCodeInfo {
  id: number;
  code: string;
  kind: 'neighbour' | 'group';
  vendorId: number | null;
  firstName: string | null;
  lastName: string | null;
  deliveryPostcode: string | null;
  lat: number | null;
  lon: number | null;
  deliveryDateFrom: string | null;
  deliveryDateTo: string | null;
  productExtraCost: number;
  expiresAt: Date | null;
}

export type PromoLookup = { status: 'valid'; promo: PromoCodeInfo } | { status: 'expired'; promo: PromoCodeInfo } | { status: 'not-found' };

/** Finds a group or neighbour code (case-insensitive) and says whether it still holds. */
export async function lookupPromoCode(db: Executor, code: string, now: Date = new Date()): Promise<PromoLookup> {
  const [row] = await db.select().from(promoCodes).where(sql`upper(${promoCodes.code}) = ${code.trim().toUpperCase()}`).limit(1);
  if (!row?.active) return { status: 'not-found' };
  const promo: PromoCodeInfo = {
    id: row.id,
    code: row.code,
    kind: row.kind as 'neighbour' | 'group',
    vendorId: row.vendorId,
    firstName: row.firstName,
    lastName: row.lastName,
    deliveryPostcode: row.deliveryPostcode,
    lat: row.lat,
    lon: row.lon,
    deliveryDateFrom: row.deliveryDateFrom,
    deliveryDateTo: row.deliveryDateTo,
    productExtraCost: row.productExtraCost,
    expiresAt: row.expiresAt,
  };
  if (row.expiresAt && row.expiresAt.getTime() <= now.getTime()) return { status: 'expired', promo };
  return { status: 'valid', promo };
}

/** The coordinate of a postcode (the address point when no street geocoder is configured). */
export async function postcodePoint(db: Executor, code: string): Promise<{ lat: number; lon: number } | null> {
  const [row] = await db.select({ lat: postcodes.lat, lon: postcodes.lon }).from(postcodes).where(eq(postcodes.code, code)).limit(1);
  return row ?? null;
}
