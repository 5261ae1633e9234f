import { type CoverageHub, hubCoverageAt, vendorCoverageAt } from '@vedmarked/domain';
import { eq, sql } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type Database, deliveryAreas, hubs, postcodes, rebuildCoverage, users, vendorCoverage, vendors } from '../src/index.ts';

/**
 * rebuildCoverage (SQL) and the domain's coverage rule (vendorCoverageAt) must say the same thing
 * for every postcode: which vendors deliver, through which hub, how far and at what price.
 */
let database: Database;
let points: { code: string; lat: number; lon: number }[];
beforeAll(async () => {
  database = await createTestDatabase();
  points = await database.db.select({ code: postcodes.code, lat: postcodes.lat, lon: postcodes.lon }).from(postcodes);
}, 120_000);
afterAll(async () => database?.close());

let seq = 0;
async function newVendor(active: boolean) {
  const db = database.db;
  seq++;
  const [u] = await db
    .insert(users)
    .values({ email: `coverage-${seq}@test.vedmarked.no`, role: 'vendor' })
    .returning();
  const [v] = await db
    .insert(vendors)
    .values({ userId: u!.id, name: `Coverage ${seq}`, slug: `coverage-${seq}`, active })
    .returning();
  return v!;
}

/** A hub near a random postcode (so that it covers some) or, now and then, anywhere over Norway's box. */
const arbHub = () =>
  fc.record({
    at: fc.oneof(
      { weight: 4, arbitrary: fc.integer({ min: 0, max: points.length - 1 }).map((i) => ({ lat: points[i]!.lat + 0.01, lon: points[i]!.lon - 0.01 })) },
      { weight: 1, arbitrary: fc.record({ lat: fc.double({ min: 58, max: 70.5, noNaN: true }), lon: fc.double({ min: 5, max: 29, noNaN: true }) }) },
    ),
    radiusKm: fc.double({ min: 2, max: 150, noNaN: true }),
    standardDeliveryCost: fc.integer({ min: 0, max: 200_000 }),
    active: fc.boolean(),
    areas: fc.uniqueArray(fc.record({ radiusKm: fc.integer({ min: 1, max: 160 }), price: fc.integer({ min: 0, max: 200_000 }) }), {
      selector: (a) => a.radiusKm,
      maxLength: 3,
    }),
  });
const arbVendor = () => fc.record({ active: fc.boolean(), hubs: fc.array(arbHub(), { minLength: 1, maxLength: 3 }) });

type CoverageRow = { postcode: string; vendorId: number; hubId: number; distanceM: number; shippingPrice: number };

describe('rebuildCoverage agrees with the domain rule', () => {
  it('on random vendors and hubs, for every postcode', async () => {
    let covered = 0;
    await fc.assert(
      // The first vendor is active with an active hub at a postcode, so every world covers something.
      fc.asyncProperty(
        fc.tuple(arbHub(), fc.integer({ min: 0, max: points.length - 1 }), fc.array(arbVendor(), { maxLength: 3 })),
        async ([hub, i, others]) => {
          const world = [{ active: true, hubs: [{ ...hub, at: { lat: points[i]!.lat, lon: points[i]!.lon }, active: true }] }, ...others];
          const db = database.db;
          await db.delete(vendorCoverage);
          await db.delete(hubs);
          await db.delete(vendors);
          const model: { id: number; active: boolean; hubs: CoverageHub[] }[] = [];
          for (const w of world) {
            const v = await newVendor(w.active);
            const modelHubs: CoverageHub[] = [];
            for (const { at, ...h } of w.hubs) {
              const [row] = await db
                .insert(hubs)
                .values({ vendorId: v.id, name: 'Hub', street: 'Veien 1', city: 'By', postcode: '0150', ...at, ...h })
                .returning();
              if (h.areas.length) await db.insert(deliveryAreas).values(h.areas.map((a) => ({ hubId: row!.id, ...a })));
              modelHubs.push({ id: row!.id, ...at, ...h });
            }
            model.push({ id: v.id, active: w.active, hubs: modelHubs });
          }
          await rebuildCoverage(db);

          const stored = (await db.select().from(vendorCoverage)) as CoverageRow[];
          const storedByKey = new Map(stored.map((r) => [`${r.postcode}:${r.vendorId}`, r]));
          let expected = 0;
          for (const p of points) {
            for (const v of model) {
              const want = vendorCoverageAt(v, p);
              const got = storedByKey.get(`${p.code}:${v.id}`);
              if (!want) {
                expect(got, `${v.id} should not cover ${p.code}`).toBeUndefined();
                continue;
              }
              expected++;
              expect(got, `${v.id} should cover ${p.code}`).toBeDefined();
              expect({ distanceM: got!.distanceM, shippingPrice: got!.shippingPrice }).toEqual({
                distanceM: want.distanceM,
                shippingPrice: want.shippingPrice,
              });
              // The hub the SQL chose offers exactly that (hubs may tie on price and distance).
              const chosen = v.hubs.find((h) => h.id === got!.hubId)!;
              expect(hubCoverageAt(chosen, p)).toMatchObject({ distanceM: want.distanceM, shippingPrice: want.shippingPrice });
            }
          }
          expect(stored).toHaveLength(expected);
          covered += expected;
        },
      ),
      { numRuns: 8 },
    );
    expect(covered).toBeGreaterThan(0);
  }, 120_000);

  it('rebuilds one vendor without touching the others, and drops a vendor set inactive', async () => {
    const db = database.db;
    await db.delete(vendorCoverage);
    const a = await newVendor(true);
    const b = await newVendor(true);
    for (const v of [a, b])
      await db
        .insert(hubs)
        .values({ vendorId: v.id, name: 'Bergen', street: 'Bryggen 1', city: 'Bergen', postcode: '5003', lat: 60.3971, lon: 5.3245, radiusKm: 20 });
    await rebuildCoverage(db);
    const count = async (vendorId: number) =>
      (await db.select({ n: sql<number>`count(*)::int` }).from(vendorCoverage).where(eq(vendorCoverage.vendorId, vendorId)))[0]!.n;
    const before = await count(b.id);
    expect(before).toBeGreaterThan(10);
    await db.update(vendors).set({ active: false }).where(eq(vendors.id, a.id));
    await rebuildCoverage(db, a.id);
    expect(await count(a.id)).toBe(0);
    expect(await count(b.id)).toBe(before);
  });
});
