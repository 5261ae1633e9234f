import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { PostcodeCategory } from '@vedmarked/domain';
import { sql } from 'drizzle-orm';
import type { Executor } from './client.ts';
import { dataDir } from './paths.ts';
import { counties, postcodes } from './schema/index.ts';

export interface PostcodeRow {
  code: string;
  city: string;
  municipality: string;
  municipalityNo: string | null;
  county: string;
  lat: number;
  lon: number;
  category: PostcodeCategory;
}

function parseCsv(text: string): string[][] {
  // The shipped files have no quoted fields (checked by a test); split plainly.
  return text
    .trim()
    .split('\n')
    .slice(1)
    .map((line) => line.split(','));
}

let cache: PostcodeRow[] | undefined;

/** Reads the shipped Norwegian postcode data (see packages/db/data/README.md for sources and licences). */
export function readPostcodeData(): PostcodeRow[] {
  if (cache) return cache;
  const dir = dataDir();
  const details = new Map<string, { category: PostcodeCategory; municipalityNo: string }>();
  for (const [code, category, municipalityNo] of parseCsv(readFileSync(join(dir, 'no-postcodes-details.csv'), 'utf8'))) {
    details.set(code!, { category: category as PostcodeCategory, municipalityNo: municipalityNo! });
  }
  cache = parseCsv(readFileSync(join(dir, 'no-postcodes.csv'), 'utf8')).map(([code, city, municipality, county, lat, lon]) => {
    const d = details.get(code!);
    return {
      code: code!,
      city: city!,
      municipality: municipality!,
      municipalityNo: d?.municipalityNo ?? null,
      county: county!,
      lat: Number(lat),
      lon: Number(lon),
      category: d?.category ?? 'G',
    };
  });
  return cache;
}

/** Loads counties and postcodes; safe to run again (updates in place). */
export async function loadPostcodes(db: Executor): Promise<number> {
  const rows = readPostcodeData();
  const countyNames = [...new Set(rows.map((r) => r.county))].sort();
  await db
    .insert(counties)
    .values(countyNames.map((name) => ({ name })))
    .onConflictDoNothing();
  const countyRows = await db.select().from(counties);
  const countyId = new Map(countyRows.map((c) => [c.name, c.id]));
  for (let i = 0; i < rows.length; i += 1000) {
    const batch = rows.slice(i, i + 1000).map((r) => ({
      code: r.code,
      city: r.city,
      municipality: r.municipality,
      municipalityNo: r.municipalityNo,
      countyId: countyId.get(r.county) ?? null,
      lat: r.lat,
      lon: r.lon,
      category: r.category,
    }));
    await db
      .insert(postcodes)
      .values(batch)
      .onConflictDoUpdate({
        target: postcodes.code,
        set: {
          city: sql`excluded.city`,
          municipality: sql`excluded.municipality`,
          municipalityNo: sql`excluded.municipality_no`,
          countyId: sql`excluded.county_id`,
          lat: sql`excluded.lat`,
          lon: sql`excluded.lon`,
          category: sql`excluded.category`,
        },
      });
  }
  return rows.length;
}
