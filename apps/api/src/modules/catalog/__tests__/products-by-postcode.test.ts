import { gunzipSync } from 'node:zlib';
import { hubs, products, promoCodes, rebuildCoverage, vendorProducts, vendors } from '@vedmarked/db';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { inject, newSession } from '../../../../test/commerce-helpers.ts';
import { buildTestApp, createProduct, createVendor, offer, signIn } from '../../../../test/helpers.ts';
import { acceptsGzip } from '../../../lib/accept-encoding.ts';
import { storefronts } from '../catalog.http.ts';
import { changedFor } from './heard.ts';
import { productsByPostcodeView } from '@vedmarked/domain';

const { app, database } = await buildTestApp();
const http = inject(app);
const storefront = storefronts.get(app.db)!;

/** Runs a write and waits until this process has heard the catalogue change. */
const changed = changedFor(storefront);
/** Runs a write the storefront does not show, and checks that the cache was kept. */
async function unchanged(write: () => Promise<unknown>) {
  const before = storefront.version;
  await write();
  if (database.kind === 'postgres') await new Promise((r) => setTimeout(r, 150));
  expect(storefront.version).toBe(before);
}

// The catalogue.
const birch40 = await createProduct(app, {
  weightKg: 16,
  format: '40L',
  position: 1,
  name: { es: 'Leña de abedul, saco 40 L', en: 'Birch firewood, 40 L sack', no: 'Bjørkeved, 40 L sekk' },
});
const birch1000 = await createProduct(app, { weightKg: 320, format: '1000L', position: 2 });
const pellet = await createProduct(app, { categoryId: 2, weightKg: 15, format: null, woodType: null, position: 3 });
const gloves = await createProduct(app, {
  categoryId: 5,
  weightKg: 1,
  format: null,
  woodType: null,
  image: '/images/products/fireplace-gloves.svg',
  gallery: ['/images/products/fireplace-gloves-2.svg'],
});
const withdrawn = await createProduct(app, { weightKg: 23, format: '60L', active: false });

// Oslo (hub at 0150): areas 10 km 400 kr, 30 km 600 kr. Lørenskog (hub at 1473, ~11 km away): the same.
const oslo = await createVendor(app, { postcode: '0150', name: 'Oslo Ved' });
const osloBirch40 = await offer(app, oslo.vendor.id, birch40.id, 12000);
const osloBirch1000 = await offer(app, oslo.vendor.id, birch1000.id, 240000);
const osloGloves = await offer(app, oslo.vendor.id, gloves.id, 15000);
const lorenskog = await createVendor(app, { postcode: '1473', name: 'Lørenskog Brensel' });
const lorenskogBirch40 = await offer(app, lorenskog.vendor.id, birch40.id, 11000);
await offer(app, lorenskog.vendor.id, pellet.id, 8900);
// Cheaper, but never shown: an inactive vendor, a vendor whose only hub is inactive, inactive offers.
const closed = await createVendor(app, { postcode: '0150', name: 'Stengt Ved', active: false });
await offer(app, closed.vendor.id, birch40.id, 5000);
const noHub = await createVendor(app, { postcode: '0150', name: 'Uten Lager', hubActive: false });
await offer(app, noHub.vendor.id, birch40.id, 5000);
const paused = await createVendor(app, { postcode: '0150', name: 'Pause Ved' });
await offer(app, paused.vendor.id, birch40.id, 5000, { active: false });
await offer(app, paused.vendor.id, withdrawn.id, 5000);
// Bergen: the cheapest birch sack on the whole market, not delivered in Oslo.
const bergen = await createVendor(app, { postcode: '5003', name: 'Bergen Brensel' });
await offer(app, bergen.vendor.id, birch40.id, 9000);

const get = async (query: string, headers: Record<string, string> = { 'x-language': 'en' }) => {
  const res = await http.get(`/api/products/get-products-by-postcode${query}`, headers);
  return res;
};
const data = async (query: string, headers?: Record<string, string>) => {
  const res = await get(query, headers);
  expect(res.statusCode, res.body.slice(0, 300)).toBe(200);
  const body = res.json();
  expect(productsByPostcodeView.parse(body.data)).toEqual(body.data);
  return body.data as ReturnType<typeof productsByPostcodeView.parse>;
};
const ids = (list: { id: number }[]) => list.map((x) => x.id);

describe('GET /api/products/get-products-by-postcode', () => {
  it('lists the vendors delivering to the postcode, cheapest shipping first, with their fuel', async () => {
    const d = await data('?postcode=0150');
    expect(d.postcode).toEqual({ code: '0150', city: 'Oslo', category: 'G' });
    expect(d.from).toBe(false);
    expect(d.updateCart).toBe(false);
    expect(d.product_extra_cost).toBe(0);
    expect(d.by_vendor.map((v) => [v.vendor.name, v.vendor.shipping_price])).toEqual([
      ['Oslo Ved', 40000],
      ['Lørenskog Brensel', 60000],
    ]);
    expect(d.by_vendor[0]!.vendor).toMatchObject({ id: oslo.vendor.id, hub_city: 'Oslo', distance_km: 0, currency: 'NOK', slug: oslo.vendor.slug });
    expect(d.by_vendor[1]!.vendor.distance_km).toBeGreaterThan(10);
    expect(d.by_vendor[1]!.vendor.distance_km).toBeLessThan(30);
    // Fuel only in by_vendor, in catalogue order; the gloves are an accessory.
    expect(ids(d.by_vendor[0]!.products)).toEqual([osloBirch40.id, osloBirch1000.id]);
    expect(d.by_vendor[0]!.products[0]).toEqual({
      id: osloBirch40.id,
      product_id: birch40.id,
      vendor_id: oslo.vendor.id,
      vendor_name: 'Oslo Ved',
      name: 'Birch firewood, 40 L sack',
      title: 'Title',
      description: 'Description',
      image: '/images/products/firewood-birch-40l.svg',
      images: [],
      price: 12000,
      currency: 'NOK',
      weight: 16,
      format: '40L',
      wood_type: 'birch',
      product_category_id: 1,
      category_slug: 'lena',
      category_type: 'fuel',
      shipping_price: 40000,
      in_stock: true,
      min_order_price: oslo.vendor.minOrderPrice,
    });
  });

  it('groups one offer per catalogue product, the cheapest there, and lists accessories with their gallery', async () => {
    const d = await data('?postcode=0150');
    expect(d.grouped.map((p) => [p.product_id, p.vendor_name, p.price, p.shipping_price])).toEqual([
      [birch40.id, 'Lørenskog Brensel', 11000, 60000],
      [birch1000.id, 'Oslo Ved', 240000, 40000],
      [pellet.id, 'Lørenskog Brensel', 8900, 60000],
    ]);
    expect(d.accessories).toHaveLength(1);
    expect(d.accessories[0]).toMatchObject({
      id: osloGloves.id,
      category_type: 'accessory',
      category_slug: 'accessories',
      image: '/images/products/fireplace-gloves.svg',
      images: ['/images/products/fireplace-gloves-2.svg'],
    });
  });

  it('never shows inactive vendors, vendors without an active hub, inactive offers or withdrawn products', async () => {
    const d = await data('?postcode=0150');
    const everything = [...d.by_vendor.flatMap((v) => v.products), ...d.grouped, ...d.accessories];
    const hidden = [closed.vendor.id, noHub.vendor.id, paused.vendor.id];
    expect(everything.filter((p) => hidden.includes(p.vendor_id))).toEqual([]);
    expect(d.by_vendor.filter((v) => hidden.includes(v.vendor.id))).toEqual([]);
    expect(everything.filter((p) => p.product_id === withdrawn.id)).toEqual([]);
    expect(Math.min(...everything.map((p) => p.price))).toBeGreaterThan(5000);
  });

  it('prices shipping by the delivery area that holds the postcode', async () => {
    const d = await data('?postcode=1473');
    expect(d.by_vendor.map((v) => [v.vendor.name, v.vendor.shipping_price])).toEqual([
      ['Lørenskog Brensel', 40000],
      ['Oslo Ved', 60000],
    ]);
    expect(d.grouped.find((p) => p.product_id === birch40.id)).toMatchObject({ vendor_name: 'Lørenskog Brensel', shipping_price: 40000 });
  });

  it('shows "from" prices of the whole market without a postcode', async () => {
    const d = await data('');
    expect(d).toMatchObject({ postcode: null, by_vendor: [], from: true, updateCart: false });
    expect(d.grouped.map((p) => [p.product_id, p.vendor_name, p.price, p.shipping_price])).toEqual([
      [birch40.id, 'Bergen Brensel', 9000, null],
      [birch1000.id, 'Oslo Ved', 240000, null],
      [pellet.id, 'Lørenskog Brensel', 8900, null],
    ]);
    expect(d.accessories.map((p) => p.id)).toEqual([osloGloves.id]);
  });

  it('answers empty lists where no vendor delivers', async () => {
    const d = await data('?postcode=9170');
    expect(d).toMatchObject({ postcode: { code: '9170', city: 'Longyearbyen' }, by_vendor: [], grouped: [], accessories: [], from: false });
  });

  it('caps the vendors at limit (default 20, 1 to 100)', async () => {
    const d = await data('?postcode=0150&limit=1');
    expect(d.by_vendor.map((v) => v.vendor.name)).toEqual(['Oslo Ved']);
    // grouped still holds the cheapest offer of every vendor delivering there.
    expect(d.grouped[0]!.vendor_name).toBe('Lørenskog Brensel');
    for (const limit of ['0', '101', 'x']) {
      const res = await get(`?postcode=0150&limit=${limit}`);
      expect(res.statusCode).toBe(422);
      expect(res.json().error).toMatchObject({ code: 'validation_failed', fields: { limit: expect.any(String) } });
    }
  });

  it('writes names in the request language (x-language, ?lang, Accept-Language; Spanish by default)', async () => {
    const name = async (headers: Record<string, string>, q = '') => (await data(`?postcode=0150${q}`, headers)).by_vendor[0]!.products[0]!.name;
    expect(await name({})).toBe('Leña de abedul, saco 40 L');
    expect(await name({ 'x-language': 'no' })).toBe('Bjørkeved, 40 L sekk');
    expect(await name({ 'accept-language': 'nb-NO,nb;q=0.9' })).toBe('Bjørkeved, 40 L sekk');
    expect(await name({}, '&lang=en')).toBe('Birch firewood, 40 L sack');
  });

  it.each([
    ['015', 'three digits'],
    ['01500', 'five digits'],
    ['abcd', 'letters'],
    ['01a5', 'a letter among digits'],
  ])('refuses a malformed postcode (%s: %s) with validation_failed on the field', async (code) => {
    const res = await get(`?postcode=${code}`);
    expect(res.statusCode).toBe(422);
    expect(res.json()).toEqual({
      success: false,
      error: { code: 'validation_failed', message: 'The postcode must be exactly 4 digits', fields: { postcode: 'The postcode must be exactly 4 digits' } },
    });
  });

  it('answers 404 postcode_not_found for a code that is not in the register', async () => {
    const res = await get('?postcode=0000');
    expect(res.statusCode).toBe(404);
    expect(res.json().error).toEqual({ code: 'postcode_not_found', message: 'Postcode not found!', fields: { postcode: 'Postcode not found!' } });
    const es = await get('?postcode=0000', {});
    expect(es.json().error.message).toBe('¡Código postal no encontrado!');
  });

  it.each([
    ['0001', 'a PO-box-only code'],
    ['0018', 'a service code'],
  ])('refuses %s (%s) with 422 postcode_not_deliverable', async (code) => {
    const res = await get(`?postcode=${code}`);
    expect(res.statusCode).toBe(422);
    expect(res.json().error).toMatchObject({ code: 'postcode_not_deliverable', fields: { postcode: expect.stringContaining(code) } });
    expect(res.json().error.message).toMatch(/PO boxes/);
  });

  it('adds the extra cost of a valid group code to firewood prices, as the cart does', async () => {
    await app.db.insert(promoCodes).values({ code: 'DUGNAD-OSLO', kind: 'group', vendorId: oslo.vendor.id, productExtraCost: 1000 });
    await app.db.insert(promoCodes).values({ code: 'OLD-DUGNAD', kind: 'group', productExtraCost: 1000, expiresAt: new Date(Date.now() - 1000) });
    const d = await data('?postcode=0150&code=dugnad-oslo');
    expect(d.product_extra_cost).toBe(1000);
    expect(d.by_vendor[0]!.products.map((p) => p.price)).toEqual([13000, 241000]);
    expect(d.grouped.find((p) => p.product_id === pellet.id)!.price).toBe(8900);
    const expired = await data('?postcode=0150&code=OLD-DUGNAD');
    expect(expired.product_extra_cost).toBe(0);
    expect(expired.by_vendor[0]!.products[0]!.price).toBe(12000);
    expect((await data('?postcode=0150&code=NO-SUCH-CODE')).product_extra_cost).toBe(0);
  });

  it('sends the same answer gzipped to clients that accept it', async () => {
    const plain = await get('?postcode=0150');
    const zipped = await app.inject({
      method: 'GET',
      url: '/api/products/get-products-by-postcode?postcode=0150',
      headers: { 'x-language': 'en', 'accept-encoding': 'gzip, deflate, br' },
    });
    expect(zipped.headers['content-encoding']).toBe('gzip');
    expect(zipped.headers.vary).toMatch(/accept-encoding/);
    expect(zipped.headers['cache-control']).toBe('no-store');
    expect(zipped.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(gunzipSync(zipped.rawPayload).toString()).toBe(plain.body);
    const refused = await app.inject({
      method: 'GET',
      url: '/api/products/get-products-by-postcode?postcode=0150',
      headers: { 'accept-encoding': 'gzip;q=0' },
    });
    expect(refused.headers['content-encoding']).toBeUndefined();
    expect(acceptsGzip('gzip;q=0, *')).toBe(false);
    expect(acceptsGzip('*')).toBe(true);
    expect(acceptsGzip('br')).toBe(false);
  });
});

describe('updateCart', () => {
  const add = (s: string, vendorProductId: number, postcode = '0150', headers: Record<string, string> = {}) =>
    http.post(`/api/cart/add?session_id=${s}`, { postcode, vendor_product_id: vendorProductId }, headers);
  const flag = async (postcode: string, s?: string, headers: Record<string, string> = {}) =>
    (await data(`?postcode=${postcode}${s ? `&session_id=${s}` : ''}`, headers)).updateCart;

  it('is false without a cart, for an empty cart and for the postcode the cart was made for', async () => {
    const s = newSession();
    expect(await flag('0150', s)).toBe(false);
    expect((await add(s, osloBirch40.id)).statusCode).toBe(200);
    expect(await flag('0150', s)).toBe(false);
    expect(await flag('1473')).toBe(false);
    await http.post(`/api/cart/clear?session_id=${s}`, {});
    expect(await flag('1473', s)).toBe(false);
  });

  it('is true for another postcode, until the cart follows it (cart/list with the new postcode)', async () => {
    const s = newSession();
    await add(s, osloBirch40.id);
    expect(await flag('1473', s)).toBe(true);
    const listed = await http.get(`/api/cart/list?session_id=${s}&postcode=1473`);
    expect(listed.json().data).toMatchObject({ updateCart: true, newCart: { postcode: '1473' } });
    expect(await flag('1473', s)).toBe(false);
    expect(await flag('0150', s)).toBe(true);
  });

  it('stays true while the cart holds a line whose vendor does not deliver to the postcode', async () => {
    const s = newSession();
    await add(s, osloBirch40.id);
    await http.get(`/api/cart/list?session_id=${s}&postcode=5003`);
    expect(await flag('5003', s)).toBe(true);
  });

  it('answers each caller about their own cart when many ask at once (their carts are read together)', async () => {
    const withCart = [newSession(), newSession(), newSession()];
    for (const s of withCart) await add(s, osloBirch40.id);
    const callers = [...withCart, newSession(), withCart[0]!, newSession(), undefined];
    const flags = await Promise.all(callers.map((s) => flag('1473', s)));
    expect(flags).toEqual([true, true, true, false, true, false, false]);
  });

  it('follows the signed-in customer’s cart (bearer), whatever session id is sent', async () => {
    const customer = await signIn(app, { role: 'customer' });
    const s = newSession();
    await add(s, osloBirch40.id, '0150', customer.headers);
    expect(await flag('0150', newSession(), customer.headers)).toBe(false);
    expect(await flag('1473', undefined, customer.headers)).toBe(true);
    expect(await flag('1473', newSession())).toBe(false);
  });
});

describe('the cached answer', () => {
  it('is served from memory on the next identical call', async () => {
    await data('?postcode=1473&limit=7');
    const before = { ...storefront.stats };
    await data('?postcode=1473&limit=7');
    expect(storefront.stats.hits).toBe(before.hits + 1);
    expect(storefront.stats.misses).toBe(before.misses);
  });

  it('shows a changed price on the very next call', async () => {
    await data('?postcode=0150');
    await changed(() => app.db.update(vendorProducts).set({ price: 11500 }).where(eq(vendorProducts.id, osloBirch40.id)));
    const d = await data('?postcode=0150');
    expect(d.by_vendor[0]!.products[0]!.price).toBe(11500);
    await changed(() => app.db.update(vendorProducts).set({ price: 10500 }).where(eq(vendorProducts.id, osloBirch40.id)));
    expect((await data('?postcode=0150')).grouped[0]).toMatchObject({ vendor_name: 'Oslo Ved', price: 10500 });
    expect((await data('')).grouped[0]).toMatchObject({ vendor_name: 'Bergen Brensel', price: 9000 });
  });

  it('does not start over when only the stock moves, but shows when a product runs out', async () => {
    await data('?postcode=0150');
    const loads = storefront.stats.snapshotLoads;
    await unchanged(() => app.db.update(vendorProducts).set({ stock: 90 }).where(eq(vendorProducts.id, osloBirch1000.id)));
    expect((await data('?postcode=0150')).by_vendor[0]!.products[1]!.in_stock).toBe(true);
    expect(storefront.stats.snapshotLoads).toBe(loads);
    await changed(() => app.db.update(vendorProducts).set({ stock: 0 }).where(eq(vendorProducts.id, osloBirch1000.id)));
    expect((await data('?postcode=0150')).by_vendor[0]!.products[1]!.in_stock).toBe(false);
    await changed(() => app.db.update(vendorProducts).set({ stock: 100 }).where(eq(vendorProducts.id, osloBirch1000.id)));
  });

  it('drops a vendor, hub, offer or product the moment it is set inactive', async () => {
    const vendorNames = async () => (await data('?postcode=0150')).by_vendor.map((v) => v.vendor.name);
    expect(await vendorNames()).toEqual(['Oslo Ved', 'Lørenskog Brensel']);

    await changed(() => app.db.update(vendors).set({ active: false }).where(eq(vendors.id, lorenskog.vendor.id)));
    expect(await vendorNames()).toEqual(['Oslo Ved']);
    await changed(() => app.db.update(vendors).set({ active: true }).where(eq(vendors.id, lorenskog.vendor.id)));

    // Even before coverage is rebuilt, an inactive hub delivers nothing.
    await changed(() => app.db.update(hubs).set({ active: false }).where(eq(hubs.id, lorenskog.hub.id)));
    expect(await vendorNames()).toEqual(['Oslo Ved']);
    await changed(() => rebuildCoverage(app.db, lorenskog.vendor.id));
    expect(await vendorNames()).toEqual(['Oslo Ved']);
    await changed(() => app.db.update(hubs).set({ active: true }).where(eq(hubs.id, lorenskog.hub.id)));
    await changed(() => rebuildCoverage(app.db, lorenskog.vendor.id));
    expect(await vendorNames()).toEqual(['Oslo Ved', 'Lørenskog Brensel']);

    await changed(() => app.db.update(vendorProducts).set({ active: false }).where(eq(vendorProducts.id, lorenskogBirch40.id)));
    let d = await data('?postcode=0150');
    expect(d.grouped.find((p) => p.product_id === birch40.id)!.vendor_name).toBe('Oslo Ved');
    await changed(() => app.db.update(vendorProducts).set({ active: true }).where(eq(vendorProducts.id, lorenskogBirch40.id)));

    await changed(() => app.db.update(products).set({ active: false }).where(eq(products.id, birch40.id)));
    d = await data('?postcode=0150');
    expect(d.grouped.map((p) => p.product_id)).not.toContain(birch40.id);
    expect(d.by_vendor[0]!.products.map((p) => p.product_id)).toEqual([birch1000.id]);
    await changed(() => app.db.update(products).set({ active: true }).where(eq(products.id, birch40.id)));
  });

  it('shows a new vendor as soon as its coverage is built', async () => {
    const fresh = await createVendor(app, { postcode: '0151', name: 'Ny Ved' });
    await changed(() => offer(app, fresh.vendor.id, pellet.id, 7000));
    const d = await data('?postcode=0150');
    expect(d.by_vendor.map((v) => v.vendor.name)).toContain('Ny Ved');
    expect(d.grouped.find((p) => p.product_id === pellet.id)).toMatchObject({ vendor_name: 'Ny Ved', price: 7000 });
    await app.db.update(vendors).set({ active: false }).where(eq(vendors.id, fresh.vendor.id));
    await changed(() => rebuildCoverage(app.db, fresh.vendor.id));
  });
});
