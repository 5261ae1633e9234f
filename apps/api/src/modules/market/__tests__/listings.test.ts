import { timberListings, uploads, wholesaleOrders } from '@vedmarked/db';
import { type Listing, listingPresetView } from '@vedmarked/domain';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { inject } from '../../../../test/commerce-helpers.ts';
import { buildTestApp, createVendor, signIn } from '../../../../test/helpers.ts';
import { multipart, sendForm, signInWholesaler, timberFields } from './market-helpers.ts';

const { app } = await buildTestApp();
const http = inject(app);
const seller = await signInWholesaler(app, 'Østlandet Tømmer AS');
const other = await signInWholesaler(app, 'Annen Skog AS');
const incomplete = await signIn(app, { role: 'wholesaler' });
const vendor = await createVendor(app, { postcode: '0150' });
const vendorHeaders = { authorization: `Bearer ${(await app.issueToken(vendor.user.id)).token}` };
const customer = await signIn(app, { role: 'customer' });

const photo = await sharp({ create: { width: 800, height: 600, channels: 3, background: '#6b4f2a' } })
  .jpeg()
  .toBuffer();

async function add(fields = timberFields(), files: Buffer[] = [], headers = seller.headers, lang = 'en') {
  return sendForm(app, '/api/wholesaler/product/add', multipart(fields, files), headers, lang);
}

describe('wholesaler listings: add and show', () => {
  it('adds a round-timber listing with a photo: remaining = amount, place from the postcode register', async () => {
    const res = await add(timberFields(), [photo]);
    expect(res.statusCode).toBe(200);
    const l = res.json().data as Listing;
    expect(l).toMatchObject({
      product_type: 'round-timber',
      wood_type: 'spruce',
      unit: 'm3',
      amount: 100,
      remaining: 100,
      reserved: 0,
      minimum_order_amount: 10,
      price_per_unit: 45000,
      curving: 1,
      postcode: '0150',
      city: 'Oslo',
      active: true,
    });
    expect(l.county_id).not.toBeNull();
    expect(l.lat).toBeGreaterThan(59);
    expect(l.images).toHaveLength(1);
    // Listing photos are private uploads: a signed link that expires (decision 0044), never a public path.
    const url = l.images[0]!.url;
    expect(url).toMatch(/^\/api\/uploads\/[0-9a-f-]{36}\?exp=\d+&sig=[\w-]+$/);
    const served = await app.inject({ method: 'GET', url });
    expect(served.statusCode).toBe(200);
    expect(served.headers['cache-control']).toMatch(/^private/);
    expect((await app.inject({ method: 'GET', url: url.replace(/sig=[\w-]+/, 'sig=forged') })).statusCode).toBe(403);
    const [upload] = await app.db
      .select()
      .from(uploads)
      .where(eq(uploads.id, url.split('/')[3]!.split('?')[0]!));
    expect((await app.inject({ method: 'GET', url: `/uploads/${upload!.storageKey}` })).statusCode).toBe(404);
    // The market's view of the same listing signs its photos too.
    const market = await http.get(`/api/wholesaler/market/show/${l.id}`, vendorHeaders);
    expect(market.json().data.images[0].url).toMatch(/^\/api\/uploads\//);
    const show = await http.get(`/api/wholesaler/product/show/${l.id}`, seller.headers);
    expect(show.json().data).toMatchObject({ id: l.id, remaining: 100 });
  });

  it('adds wholesale firewood (bags of a format) and lists by product type', async () => {
    const res = await add(
      timberFields({
        product_type: 'wholesale-firewood',
        wood_type: 'birch',
        firewood_format: '1000L',
        humidity_pct: '18',
        dryness: 'kiln-dried',
        min_diameter_cm: '',
        max_diameter_cm: '',
        curving: '',
      }),
    );
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ unit: 'bag', firewood_format: '1000L', humidity_pct: 18, dryness: 'kiln-dried', min_diameter_cm: null });
    const list = await http.get('/api/wholesaler/product/list?product_type=wholesale-firewood', seller.headers);
    expect((list.json().data as Listing[]).every((x) => x.product_type === 'wholesale-firewood')).toBe(true);
    const all = await http.get('/api/wholesaler/product/list', seller.headers);
    expect((all.json().data as Listing[]).length).toBeGreaterThanOrEqual(2);
  });

  it.each([
    [{ max_diameter_cm: '15' }, 'max_diameter_cm', 'The maximum diameter must be greater than the minimum diameter'],
    [{ curving: '5' }, 'curving', 'Curving must be from 0 to 3'],
    [{ chopped_date_to: '2020-01-01' }, 'chopped_date_to', 'The chopped-to date must come after the chopped-from date'],
    [{ shipped_date_to: '2020-01-01' }, 'shipped_date_to', 'The shipped-to date must come after the shipped-from date'],
    [{ minimum_order_amount: '500' }, 'minimum_order_amount', 'The minimum order amount cannot be above the amount'],
    [{ price_per_unit: '0' }, 'price_per_unit', 'Invalid price'],
    [{ postcode: '0000' }, 'postcode', 'Postcode not found!'],
    [{ product_type: 'trees-on-the-root' }, 'product_type', 'This product type cannot be listed yet'],
  ])('refuses %o with a message next to %s', async (change, field, message) => {
    const res = await add(timberFields(change));
    expect(res.statusCode).toBe(422);
    expect(res.json().error.code).toBe('validation_failed');
    expect(res.json().error.fields[field]).toBe(message);
  });

  it('speaks the caller’s language (Norwegian and Spanish)', async () => {
    const no = await add(timberFields({ curving: '9' }), [], seller.headers, 'no');
    expect(no.json().error.fields.curving).toBe('Krumning må være fra 0 til 3');
    const es = await add(timberFields({ curving: '9' }), [], seller.headers, 'es');
    expect(es.json().error.fields.curving).toBe('La curvatura debe ir de 0 a 3');
  });

  it('preset: three product types, trees on the root disabled', async () => {
    const res = await http.get('/api/wholesaler/product/preset', seller.headers);
    const presets = listingPresetView.array().parse(res.json().data);
    expect(presets.map((p) => [p.product_type, p.enabled])).toEqual([
      ['round-timber', true],
      ['trees-on-the-root', false],
      ['wholesale-firewood', true],
    ]);
  });
});

describe('update, change-status and photos', () => {
  it('update keeps remaining consistent with what orders reserved', async () => {
    const l = (await add()).json().data as Listing;
    // An order reserved 30 (as place-order does).
    await app.db.update(timberListings).set({ remaining: 70 }).where(eq(timberListings.id, l.id));
    const up = await sendForm(app, `/api/wholesaler/product/update/${l.id}`, multipart(omitType(timberFields({ amount: '150' }))), seller.headers);
    expect(up.statusCode).toBe(200);
    expect(up.json().data).toMatchObject({ amount: 150, remaining: 120, reserved: 30 });
    const below = await sendForm(
      app,
      `/api/wholesaler/product/update/${l.id}`,
      multipart(omitType(timberFields({ amount: '20', minimum_order_amount: '5' }))),
      seller.headers,
    );
    expect(below.statusCode).toBe(422);
    expect(below.json().error.fields.amount).toBe('The amount cannot be lower than the 30 already ordered');
  });

  it('change-status takes a listing off the market and back', async () => {
    const l = (await add()).json().data as Listing;
    const off = await http.post(`/api/wholesaler/product/change-status/${l.id}`, { active: false }, seller.headers);
    expect(off.json().data.active).toBe(false);
    const on = await http.post(`/api/wholesaler/product/change-status/${l.id}`, { active: true }, seller.headers);
    expect(on.json().data.active).toBe(true);
  });

  it('adds photos up to 10 and deletes one', async () => {
    const l = (await add(timberFields(), [photo, photo])).json().data as Listing;
    const tooMany = await sendForm(app, `/api/wholesaler/product/update/${l.id}`, multipart(omitType(timberFields()), Array(9).fill(photo)), seller.headers);
    expect(tooMany.statusCode).toBe(422);
    expect(tooMany.json().error.fields.images).toBeTruthy();
    const del = await http.post(`/api/wholesaler/product/delete-product-image/${l.images[0]!.id}`, {}, seller.headers);
    expect(del.json().data).toEqual({ id: l.images[0]!.id, listing_id: l.id });
    const after = await http.get(`/api/wholesaler/product/show/${l.id}`, seller.headers);
    expect(after.json().data.images).toHaveLength(1);
  });
});

function omitType(f: Record<string, string>) {
  const { product_type: _, ...rest } = f;
  return rest;
}

describe('permissions (spec §6, §8)', () => {
  it('another wholesaler’s listing is 404 on every call, and changes nothing', async () => {
    const l = (await add(timberFields(), [photo])).json().data as Listing;
    expect((await http.get(`/api/wholesaler/product/show/${l.id}`, other.headers)).statusCode).toBe(404);
    expect(
      (
        await sendForm(
          app,
          `/api/wholesaler/product/update/${l.id}`,
          multipart(omitType(timberFields({ amount: '1', minimum_order_amount: '1' }))),
          other.headers,
        )
      ).statusCode,
    ).toBe(404);
    expect((await http.post(`/api/wholesaler/product/change-status/${l.id}`, { active: false }, other.headers)).statusCode).toBe(404);
    expect((await http.post(`/api/wholesaler/product/delete-product-image/${l.images[0]!.id}`, {}, other.headers)).statusCode).toBe(404);
    const list = (await http.get('/api/wholesaler/product/list', other.headers)).json().data as Listing[];
    expect(list.find((x) => x.id === l.id)).toBeUndefined();
    const [still] = await app.db.select().from(timberListings).where(eq(timberListings.id, l.id));
    expect(still).toMatchObject({ amount: 100, active: true });
  });

  it('a wholesaler without company details: registration incomplete (409), in its language', async () => {
    for (const [url, method] of [
      ['/api/wholesaler/product/list', 'GET'],
      ['/api/wholesaler/product/preset', 'GET'],
    ] as const) {
      const res = await app.inject({ method, url, headers: { ...incomplete.headers, 'x-language': 'no' } });
      expect(res.statusCode).toBe(409);
      expect(res.json().error).toMatchObject({
        code: 'wholesaler_registration_incomplete',
        message: 'Grossistregistreringen din er ikke fullført: fyll ut firmaopplysningene først',
      });
    }
    expect((await add(timberFields(), [], incomplete.headers)).json().error.code).toBe('wholesaler_registration_incomplete');
  });

  it('a vendor cannot list timber: 403 with the wrong-role message', async () => {
    const res = await add(timberFields(), [], vendorHeaders);
    expect(res.statusCode).toBe(403);
    expect(res.json().error.message).toBe('You are not registered as a vendor or bulk wholesaler');
    expect((await http.get('/api/wholesaler/product/list', vendorHeaders)).statusCode).toBe(403);
  });

  it('a customer gets 403 and a guest 401 on every listing call', async () => {
    const calls = [
      ['GET', '/api/wholesaler/product/list'],
      ['GET', '/api/wholesaler/product/preset'],
      ['GET', '/api/wholesaler/product/show/1'],
      ['POST', '/api/wholesaler/product/add'],
      ['POST', '/api/wholesaler/product/update/1'],
      ['POST', '/api/wholesaler/product/change-status/1'],
      ['POST', '/api/wholesaler/product/delete-product-image/1'],
    ] as const;
    for (const [method, url] of calls) {
      const c = await app.inject({ method, url, headers: customer.headers, ...(method === 'POST' ? { payload: {} } : {}) });
      expect(c.statusCode, `${method} ${url}`).toBe(403);
      const g = await app.inject({ method, url, ...(method === 'POST' ? { payload: {} } : {}) });
      expect(g.statusCode, `${method} ${url}`).toBe(401);
    }
    expect(await app.db.select().from(wholesaleOrders)).toEqual([]);
  });
});
