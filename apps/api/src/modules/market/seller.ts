import { companies, counties, type Executor, postcodes } from '@vedmarked/db';
import { eq } from 'drizzle-orm';
import { conflict, fieldError } from '../../lib/errors.ts';

/*
 * Who may list on the market, and where the timber lies (issue 12; decision 0035).
 */

/**
 * The signed-in wholesaler, with its company: a wholesaler without company details (name and
 * organisation number) has an incomplete registration and cannot list (spec §6, §8).
 */
export async function ownWholesaler(db: Executor, userId: number): Promise<{ userId: number; companyName: string }> {
  const [c] = await db.select({ name: companies.companyName, org: companies.organizationNumber }).from(companies).where(eq(companies.userId, userId)).limit(1);
  if (!c?.name.trim() || !c.org) throw conflict('wholesaler_registration_incomplete', 'error-wholesaler-registration-incomplete');
  return { userId, companyName: c.name };
}

export interface Place {
  city: string;
  countyId: number | null;
  county: string | null;
  lat: number;
  lon: number;
}

/** A postcode's place from the postcode register: city, county and coordinates; unknown → a field error. */
export async function placeOfPostcode(db: Executor, code: string, errorKey = 'error-listing-postcode-not-found'): Promise<Place> {
  const [pc] = await db
    .select({ city: postcodes.city, countyId: postcodes.countyId, county: counties.name, lat: postcodes.lat, lon: postcodes.lon })
    .from(postcodes)
    .leftJoin(counties, eq(counties.id, postcodes.countyId))
    .where(eq(postcodes.code, code))
    .limit(1);
  if (!pc) throw fieldError({ postcode: errorKey });
  return pc;
}
