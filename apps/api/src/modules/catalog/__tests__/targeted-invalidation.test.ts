import { deliveryAreas, products, vendorProducts, vendors } from '@vedmarked/db';
import { productsByPostcodeView } from '@vedmarked/domain';
import { eq, inArray, sql } from 'drizzle-orm';
import { gunzipSync } from 'node:zlib';
import { describe, expect, it, vi } from 'vitest';
import { inject } from '../../../../test/commerce-helpers.ts';
import { buildTestApp, createProduct, createVendor, offer } from '../../../../test/helpers.ts';
import { type CachedAnswer, Storefront } from '../answer-cache.ts';
import { storefronts } from '../catalog.http.ts';
import { postcodeOffers } from '../postcode-offers.ts';
import { changedFor } from './heard.ts';

/**
 * A change of one vendor drops only the cached answers that vendor is in, or comes to be in
 * (decision 50); a catalogue-wide change still drops everything. Runs on PGlite and, with
 * TEST_DATABASE_URL, on a PostgreSQL server, where the notification arrives over LISTEN.
 */
const { app } = await buildTestApp();
const http = inject(app);
const storefront = storefronts.get(app.db)!;

/** Runs a write and waits until this process has heard the catalogue change. */
const changed = changedFor(storefront);

const data = async (query: string) => {
  const res = await http.get(`/api/products/get-products-by-postcode${query}`, { 'x-language': 'en' });
  expect(res.statusCode, res.body.slice(0, 300)).toBe(200);
  return productsByPostcodeView.parse(res.json().data);
};
const vendorNames = async (postcode: string) => (await data(`?postcode=${postcode}`)).by_vendor.map((v) => v.vendor.name);
/** What a call adds to the storefront's counters. */
async function counted<T>(call: () => Promise<T>) {
  const before = { ...storefront.stats };
  const result = await call();
  const delta = Object.fromEntries(Object.entries(storefront.stats).map(([k, v]) => [k, v - before[k as keyof typeof before]]));
  return { result, delta: delta as Record<keyof typeof before, number> };
}

const birch40 = await createProduct(app, { weightKg: 16, format: '40L', position: 1 });
// Oslo (hub at 0150, 30 km: Oslo and Lørenskog), Bergen (5003), Tromsø (9008, 5 km): no two reach the same postcode.
const oslo = await createVendor(app, { postcode: '0150', name: 'Oslo Ved' });
const osloBirch = await offer(app, oslo.vendor.id, birch40.id, 12000);
const bergen = await createVendor(app, { postcode: '5003', name: 'Bergen Brensel', radiusKm: 20 });
const bergenBirch = await offer(app, bergen.vendor.id, birch40.id, 11000);
const tromso = await createVendor(app, { postcode: '9008', name: 'Nord Ved', radiusKm: 5 });
await offer(app, tromso.vendor.id, birch40.id, 13000);
const { token: osloToken } = await app.issueToken(oslo.user.id);

describe('the notification', () => {
  it('names the vendors whose rows a statement changed, and nothing for stock that stays in stock', async () => {
    const heard: unknown[] = [];
    const off = await app.realtime.subscribe('catalog', (payload) => heard.push(payload));
    try {
      await changed(() => app.db.update(vendorProducts).set({ price: 12500 }).where(eq(vendorProducts.id, osloBirch.id)));
      await app.db.update(vendorProducts).set({ stock: 90 }).where(eq(vendorProducts.id, osloBirch.id));
      await changed(() =>
        app.db
          .update(vendors)
          .set({ minOrderPrice: 0 })
          .where(inArray(vendors.id, [tromso.vendor.id, oslo.vendor.id])),
      );
      await changed(() => app.db.update(products).set({ position: 1 }).where(eq(products.id, birch40.id)));
      expect(heard).toEqual([{ vendors: [oslo.vendor.id] }, { vendors: [oslo.vendor.id, tromso.vendor.id].sort((a, b) => a - b) }, {}]);
    } finally {
      await off();
    }
  });
});

describe('a change of one vendor', () => {
  it('is sent as that vendor’s id, and only the answers with the vendor are built again', async () => {
    for (const pc of ['0150', '1473', '5003', '9008']) await data(`?postcode=${pc}`);
    const { delta } = await counted(() => changed(() => app.db.update(vendorProducts).set({ price: 11500 }).where(eq(vendorProducts.id, osloBirch.id))));
    expect(delta).toMatchObject({ partialInvalidations: 1, invalidations: 0 });

    // Bergen and Tromsø are answered from the cache; Oslo and Lørenskog show the new price (their
    // answers are dropped when the vendor's part of the catalogue has been read again).
    const far = await counted(async () => [await data('?postcode=5003'), await data('?postcode=9008')]);
    expect(far.delta).toMatchObject({ hits: 2, misses: 0, snapshotLoads: 0, snapshotPatches: 1, answersDropped: 2 });
    // The wait for the patch is counted (vedmarked_catalog_cache_patch_wait_seconds_total).
    expect(far.delta.patchWaitMs + delta.patchWaitMs).toBeGreaterThan(0);
    const near = await counted(async () => [await data('?postcode=0150'), await data('?postcode=1473')]);
    expect(near.delta).toMatchObject({ hits: 0, misses: 2 });
    for (const d of near.result) expect(d.by_vendor[0]!.products[0]!.price).toBe(11500);
  });

  it('changes the "from" prices of the whole market', async () => {
    expect((await data('')).grouped[0]).toMatchObject({ vendor_name: 'Bergen Brensel', price: 11000 });
    await changed(() => app.db.update(vendorProducts).set({ price: 8000 }).where(eq(vendorProducts.id, bergenBirch.id)));
    expect((await data('')).grouped[0]).toMatchObject({ vendor_name: 'Bergen Brensel', price: 8000 });
    await changed(() => app.db.update(vendorProducts).set({ price: 11000 }).where(eq(vendorProducts.id, bergenBirch.id)));
  });

  it('shows a stock-out at once, where the vendor delivers only', async () => {
    for (const pc of ['0150', '9008']) await data(`?postcode=${pc}`);
    await changed(() => app.db.update(vendorProducts).set({ stock: 0 }).where(eq(vendorProducts.id, osloBirch.id)));
    const { result, delta } = await counted(async () => [await data('?postcode=0150'), await data('?postcode=9008')]);
    expect(result[0]!.by_vendor[0]!.products[0]!.in_stock).toBe(false);
    expect(delta).toMatchObject({ hits: 1, misses: 1 });
    await changed(() => app.db.update(vendorProducts).set({ stock: 100 }).where(eq(vendorProducts.id, osloBirch.id)));
  });

  it('follows a hub that moves: the vendor appears at its new postcodes and leaves the old ones', async () => {
    for (const pc of ['0150', '5003', '9008']) await data(`?postcode=${pc}`);
    expect(await vendorNames('0150')).toEqual(['Oslo Ved']);
    expect(await vendorNames('5003')).toEqual(['Bergen Brensel']);

    const hubMove = {
      name: 'Minde',
      street: 'Kanalveien 54',
      postcode: '5068',
      radius_km: 25,
      standard_delivery_cost: 99000,
      carry_price: 1500,
      delivery_areas: [{ radius_km: 15, price: 39000 }],
    };
    const { delta } = await counted(() =>
      changed(async () => {
        const res = await http.post(`/api/vendor/hub/update/${oslo.hub.id}`, hubMove, { authorization: `Bearer ${osloToken}` });
        expect(res.statusCode, res.body.slice(0, 300)).toBe(200);
      }),
    );
    expect(delta.invalidations).toBe(0);

    const { result, delta: after } = await counted(async () => ({
      tromso: await vendorNames('9008'),
      bergen: await vendorNames('5003'),
      oslo: await vendorNames('0150'),
    }));
    expect(result).toEqual({ tromso: ['Nord Ved'], bergen: ['Oslo Ved', 'Bergen Brensel'], oslo: [] });
    expect(after).toMatchObject({ hits: 1, misses: 2, snapshotLoads: 0 });
    expect((await data('?postcode=5003')).by_vendor[0]!.vendor.hub_city).toBe('Bergen');

    // And back.
    await changed(() =>
      http.post(
        `/api/vendor/hub/update/${oslo.hub.id}`,
        { ...hubMove, name: 'Hub', street: 'Testveien 1', postcode: '0150', radius_km: 30, delivery_areas: [{ radius_km: 30, price: 60000 }] },
        { authorization: `Bearer ${osloToken}` },
      ),
    );
    expect(await vendorNames('5003')).toEqual(['Bergen Brensel']);
    expect(await vendorNames('0150')).toEqual(['Oslo Ved']);
  });

  it('shows a new shipping price when a delivery area changes, and a vendor switched off disappears', async () => {
    const fullBefore = storefront.stats.invalidations;
    await data('?postcode=9008');
    await changed(() => app.db.update(deliveryAreas).set({ price: 45000 }).where(eq(deliveryAreas.hubId, tromso.hub.id)));
    // Only the coverage rebuild changes the price; both statements name the vendor.
    const { rebuildCoverage } = await import('@vedmarked/db');
    await changed(() => rebuildCoverage(app.db, tromso.vendor.id));
    expect((await data('?postcode=9008')).by_vendor[0]!.vendor.shipping_price).toBe(45000);

    await changed(() => app.db.update(vendors).set({ active: false }).where(eq(vendors.id, tromso.vendor.id)));
    expect(await vendorNames('9008')).toEqual([]);
    await changed(() => app.db.update(vendors).set({ active: true }).where(eq(vendors.id, tromso.vendor.id)));
    expect(await vendorNames('9008')).toEqual(['Nord Ved']);
    expect(storefront.stats.invalidations).toBe(fullBefore);
  });

  it('keeps an answer a vendor is neither shown in nor the cheapest of, and drops it when the vendor becomes either', async () => {
    const first = await createVendor(app, { postcode: '7010', name: 'Trondheim Ved', radiusKm: 5 });
    await offer(app, first.vendor.id, birch40.id, 11000);
    const second = await createVendor(app, { postcode: '7010', name: 'Nidaros Brensel', radiusKm: 5 });
    const dear = await offer(app, second.vendor.id, birch40.id, 15000);
    // Both at the same place: the older vendor ranks first. Once both show with their offers, this process has heard every write above.
    await vi.waitFor(async () => {
      const both = await data('?postcode=7010&limit=2');
      expect(both.by_vendor.map((v) => [v.vendor.name, v.products[0]?.price])).toEqual([
        ['Trondheim Ved', 11000],
        ['Nidaros Brensel', 15000],
      ]);
    });
    const one = '?postcode=7010&limit=1';
    expect((await data(one)).by_vendor.map((v) => v.vendor.name)).toEqual(['Trondheim Ved']);

    // Dearer still, or out of stock: the answer with one vendor cannot change.
    await changed(() => app.db.update(vendorProducts).set({ price: 14000 }).where(eq(vendorProducts.id, dear.id)));
    await changed(() => app.db.update(vendorProducts).set({ stock: 0 }).where(eq(vendorProducts.id, dear.id)));
    const kept = await counted(() => data(one));
    // (The answer with both vendors, limit 2, is dropped: the vendor is shown there.)
    expect(kept.delta).toMatchObject({ hits: 1, misses: 0 });
    expect(kept.result.grouped[0]).toMatchObject({ vendor_name: 'Trondheim Ved', price: 11000 });

    // In stock and cheaper than the best: dropped, and the new best is shown.
    await changed(() => app.db.update(vendorProducts).set({ stock: 100, price: 10000 }).where(eq(vendorProducts.id, dear.id)));
    const cheaper = await counted(() => data(one));
    expect(cheaper.delta).toMatchObject({ hits: 0, misses: 1 });
    expect(cheaper.result.grouped[0]).toMatchObject({ vendor_name: 'Nidaros Brensel', price: 10000 });
    expect(cheaper.result.by_vendor.map((v) => v.vendor.name)).toEqual(['Trondheim Ved']);

    // The shown vendor's name is in the answer: a rename drops it.
    await changed(() => app.db.update(vendors).set({ name: 'Trondheim Ved og Brensel' }).where(eq(vendors.id, first.vendor.id)));
    expect((await data(one)).by_vendor.map((v) => v.vendor.name)).toEqual(['Trondheim Ved og Brensel']);
  });

  it('never caches an answer built from the snapshot before the change', async () => {
    const snap = await storefront.snapshot();
    const key = { postcode: snap.postcodes.get('0150')!, limit: 5, lang: 'no' as const, extraCost: 0 };
    const building = storefront.answer(snap, key);
    storefront.invalidateVendors([oslo.vendor.id]);
    await building;
    const fresh = await storefront.snapshot();
    expect(fresh.version).toBe(storefront.version);
    expect(storefront.cached(fresh, key)).toBeUndefined();
  });
});

describe('while a change is read in (decision 0056)', () => {
  const key = async (sf: Storefront) => ({ postcode: (await sf.snapshot()).postcodes.get('0150')!, limit: 5, lang: 'en' as const, extraCost: 0 });
  const priceIn = (answer: CachedAnswer) => {
    const body = JSON.parse(gunzipSync(answer.ready(false, true)!).toString()) as { data: unknown };
    return productsByPostcodeView.parse(body.data).by_vendor[0]!.products[0]!.price;
  };

  it("'stale' answers from the catalogue as it was until the patch is in, then once more from each altered answer while it is rebuilt", async () => {
    const sf = new Storefront(app.db, 8 * 1024 * 1024, 'stale');
    const k = await key(sf);
    const before = await sf.snapshot();
    const was = priceIn(await sf.answer(before, k));
    await changed(() =>
      app.db
        .update(vendorProducts)
        .set({ price: was + 100 })
        .where(eq(vendorProducts.id, osloBirch.id)),
    );
    sf.invalidateVendors([oslo.vendor.id]);
    // Heard, not yet read in: the same snapshot and its cached answer, without waiting.
    expect(sf.loadedSnapshot()).toBe(before);
    expect(priceIn(sf.cached(before, k)!)).toBe(was);
    const after = await sf.snapshot();
    expect(after.version).toBe(sf.version);
    expect(sf.loadedSnapshot()).toBe(after);
    // The altered answer is served once more, marked, and its rebuild starts.
    const stale = sf.cached(after, k)!;
    expect(stale.stale).toBe(true);
    expect(priceIn(stale)).toBe(was);
    await vi.waitFor(() => expect(sf.cached(after, k)!.stale).toBe(false));
    expect(priceIn(await sf.answer(after, k))).toBe(was + 100);
    await changed(() => app.db.update(vendorProducts).set({ price: was }).where(eq(vendorProducts.id, osloBirch.id)));
  });

  it("'wait' (the default) holds every new request until the patch is in", async () => {
    const sf = new Storefront(app.db, 8 * 1024 * 1024);
    const k = await key(sf);
    const before = await sf.snapshot();
    await sf.answer(before, k);
    sf.invalidateVendors([oslo.vendor.id]);
    expect(sf.loadedSnapshot()).toBeUndefined();
    expect(sf.cached(before, k)).toBeUndefined();
    expect((await sf.snapshot()).version).toBe(sf.version);
  });
});

describe("the server's copy of a page with a visitor's postcode", () => {
  it('reads the offers from the cached answer once, and again after a change the answer shows', async () => {
    const first = await postcodeOffers(app, '0150', 'en');
    expect(first?.postcode).toEqual({ code: '0150', city: expect.any(String) });
    const bytesBefore = storefront.cacheBytes;
    // The same answer: the same objects, no second parse.
    expect(await postcodeOffers(app, '0150', 'en')).toBe(first);
    expect(storefront.cacheBytes).toBe(bytesBefore);
    const was = first!.products.find((p) => p.id === osloBirch.id)!.price;
    await changed(() =>
      app.db
        .update(vendorProducts)
        .set({ price: was + 100 })
        .where(eq(vendorProducts.id, osloBirch.id)),
    );
    const after = await postcodeOffers(app, '0150', 'en');
    expect(after).not.toBe(first);
    expect(after!.products.find((p) => p.id === osloBirch.id)!.price).toBe(was + 100);
    // A postcode without home deliveries, or not in the register: no offers.
    expect(await postcodeOffers(app, '0000', 'en')).toBeNull();
    await changed(() => app.db.update(vendorProducts).set({ price: was }).where(eq(vendorProducts.id, osloBirch.id)));
  });
});

describe('a catalogue-wide change', () => {
  it('still empties every cached answer (a catalogue product, or too many vendors for one notification)', async () => {
    for (const pc of ['0150', '5003', '9008']) await data(`?postcode=${pc}`);
    expect(storefront.cachedAnswers).toBeGreaterThanOrEqual(3);
    const product = await counted(() => changed(() => app.db.update(products).set({ weightKg: 17 }).where(eq(products.id, birch40.id))));
    expect(product.delta).toMatchObject({ invalidations: 1, partialInvalidations: 0 });
    expect(storefront.cachedAnswers).toBe(0);
    expect((await data('?postcode=9008')).grouped[0]!.weight).toBe(17);

    await data('?postcode=0150');
    const many = await counted(() => changed(() => app.db.execute(sql`select vm_catalog_vendors_changed(array(select generate_series(1, 501)))`)));
    expect(many.delta).toMatchObject({ invalidations: 1, partialInvalidations: 0 });
    expect(storefront.cachedAnswers).toBe(0);
  });
});
