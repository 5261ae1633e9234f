import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type Database, DEMO_LOGINS, dataDir, readPostcodeData, seedDemo } from '../src/index.ts';

let database: Database;
beforeAll(async () => {
  database = await createTestDatabase();
  await seedDemo(database.db);
}, 120_000);
afterAll(async () => database?.close());

const rows = async <T>(q: ReturnType<typeof sql>) => ((await database.db.execute(q)) as unknown as { rows: T[] }).rows;

describe('postcode register', () => {
  it('ships 5,122 postcodes with coordinates and Posten categories, and no quoted CSV fields', () => {
    const data = readPostcodeData();
    expect(data).toHaveLength(5122);
    expect(new Set(data.map((p) => p.code)).size).toBe(5122);
    expect(data.every((p) => /^\d{4}$/.test(p.code) && Number.isFinite(p.lat) && Number.isFinite(p.lon))).toBe(true);
    const count = (c: string) => data.filter((p) => p.category === c).length;
    expect([count('G'), count('P'), count('B')]).toEqual([3318, 1740, 60]);
    expect(
      data
        .filter((p) => p.category === 'S')
        .map((p) => p.code)
        .sort(),
    ).toEqual(['0018', '0045', '0046', '0047']);
    for (const f of ['no-postcodes.csv', 'no-postcodes-details.csv']) expect(readFileSync(join(dataDir(), f), 'utf8')).not.toContain('"');
  });

  it('is loaded into the database with counties', async () => {
    const [pc] = await rows<{ n: number }>(sql`select count(*)::int as n from postcodes`);
    expect(pc!.n).toBe(5122);
    const [oslo] = await rows<{ city: string; county: string }>(
      sql`select p.city, c.name as county from postcodes p join counties c on c.id = p.county_id where p.code = '0150'`,
    );
    expect(oslo).toEqual({ city: 'Oslo', county: 'Oslo' });
  });
});

describe('demo world', () => {
  it('has at least 12 active vendors with hubs in at least 6 cities, each hub with delivery areas', async () => {
    const [v] = await rows<{ vendors: number; cities: number }>(
      sql`select count(distinct v.id)::int as vendors, count(distinct h.city)::int as cities from vendors v join hubs h on h.vendor_id = v.id where v.active and h.active`,
    );
    expect(v!.vendors).toBeGreaterThanOrEqual(12);
    expect(v!.cities).toBeGreaterThanOrEqual(6);
    const cities = (await rows<{ city: string }>(sql`select distinct city from hubs`)).map((r) => r.city);
    for (const c of ['Oslo', 'Bergen', 'Trondheim', 'Stavanger', 'Kristiansand S', 'Tromsø'])
      expect(cities.some((x) => x.startsWith(c.split(' ')[0]!))).toBe(true);
    const [bare] = await rows<{ n: number }>(
      sql`select count(*)::int as n from hubs h where not exists (select 1 from delivery_areas a where a.hub_id = h.id)`,
    );
    expect(bare!.n).toBe(0);
  });

  it('sells all four fuel categories and accessories, firewood in every format and wood, each with an image', async () => {
    const cats = await rows<{ category_id: number; n: number }>(
      sql`select p.category_id, count(*)::int as n from products p join vendor_products vp on vp.product_id = p.id group by 1 order by 1`,
    );
    expect(cats.map((c) => c.category_id)).toEqual([1, 2, 3, 4, 5]);
    const fw = await rows<{ format: string; wood_type: string }>(sql`select distinct format, wood_type from products where category_id = 1`);
    expect(new Set(fw.map((r) => r.format))).toEqual(new Set(['40L', '60L', '1000L', '1500L']));
    expect(new Set(fw.map((r) => r.wood_type))).toEqual(new Set(['birch', 'pine', 'spruce', 'oak', 'mixed']));
    const images = await rows<{ image: string }>(sql`select image from products`);
    for (const { image } of images) expect(readFileSync(join(import.meta.dirname, '../../../apps/web/public', image), 'utf8')).toMatch(/^<svg/);
    const [pellet] = await rows<{ weight_kg: number }>(sql`select weight_kg from products where slug = 'pellet-6mm-15kg'`);
    expect(pellet!.weight_kg).toBe(15);
  });

  it('gives some accessories extra gallery images, each a drawing the web app serves', async () => {
    const galleries = await rows<{ slug: string; gallery: string[] }>(
      sql`select slug, gallery from products where category_id = 5 and jsonb_array_length(gallery) > 0 order by slug`,
    );
    expect(galleries.length).toBeGreaterThanOrEqual(3);
    for (const { gallery } of galleries)
      for (const image of gallery) expect(readFileSync(join(import.meta.dirname, '../../../apps/web/public', image), 'utf8')).toMatch(/^<svg/);
  });

  it('has every demo login of the README, verified, and covers Oslo 0150 and Bergen 5003', async () => {
    for (const l of DEMO_LOGINS) {
      const [u] = await rows<{ role: string; verified: boolean }>(
        sql`select role, email_verified_at is not null as verified from users where email = ${l.email}`,
      );
      expect(u, l.email).toEqual({ role: l.role, verified: true });
    }
    const readme = readFileSync(join(import.meta.dirname, '../../../README.md'), 'utf8');
    for (const l of DEMO_LOGINS) expect(readme).toContain(l.email);
    const [cov] = await rows<{ oslo: number; bergen: number }>(
      sql`select count(*) filter (where postcode = '0150')::int as oslo, count(*) filter (where postcode = '5003')::int as bergen from vendor_coverage`,
    );
    expect(cov!.oslo).toBeGreaterThan(0);
    expect(cov!.bergen).toBeGreaterThan(0);
  });
});
