import { timberListings, wholesaleOrders } from '@vedmarked/db';
import { type Listing, type MarketList, marketListView, marketShowView, type WholesaleOrderPlaced, wholesaleOrderPlacedView } from '@vedmarked/domain';
import { eq } from 'drizzle-orm';
import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { inject } from '../../../../test/commerce-helpers.ts';
import { buildTestApp, createVendor, signIn } from '../../../../test/helpers.ts';
import { multipart, sendForm, signInWholesaler, soon, timberFields } from './market-helpers.ts';

const { app } = await buildTestApp();
const http = inject(app);
const seller = await signInWholesaler(app, 'Østlandet Tømmer AS');
const oslo = await createVendor(app, { postcode: '0150', name: 'Oslo Ved' });
const buyer = { authorization: `Bearer ${(await app.issueToken(oslo.user.id)).token}` };
const customer = await signIn(app, { role: 'customer' });
const noCompanyVendor = await signIn(app, { role: 'vendor' });

async function list(fields: Record<string, string>) {
  const res = await sendForm(app, '/api/wholesaler/product/add', multipart(timberFields(fields)), seller.headers);
  expect(res.statusCode).toBe(200);
  return res.json().data as Listing;
}

// Spruce in Oslo (near the vendor), pine in Bergen (far), birch firewood in Oslo, and one inactive.
const spruce = await list({ wood_type: 'spruce', price_per_unit: '50000' });
const pine = await list({ wood_type: 'pine', postcode: '5003', price_per_unit: '40000', min_diameter_cm: '30', max_diameter_cm: '60' });
const birch = await list({
  product_type: 'wholesale-firewood',
  wood_type: 'birch',
  firewood_format: '1000L',
  min_diameter_cm: '',
  max_diameter_cm: '',
  curving: '',
  price_per_unit: '90000',
});
const hidden = await list({ wood_type: 'oak', active: '0' });

const key = () => randomBytes(8).toString('hex');
const order = (over: Record<string, unknown> = {}, headers = buyer) =>
  http.post(
    '/api/wholesaler/order/add',
    {
      listing_id: spruce.id,
      amount: 30,
      goods_ready_date: soon(10),
      delivery_from: soon(11),
      delivery_to: soon(20),
      street: 'Hubveien 1',
      postcode: '0150',
      needs_transport: true,
      comment: 'Levering på dagtid',
      client_key: key(),
      ...over,
    },
    headers,
  );

const ids = (l: MarketList) => l.items.map((i) => i.id);

describe('the market list (vendors)', () => {
  it('shows active listings with something left, with seller, county, distance and photos', async () => {
    const res = await http.get('/api/wholesaler/market/list', buyer);
    expect(res.statusCode).toBe(200);
    const l = marketListView.parse(res.json().data);
    expect(ids(l)).toEqual(expect.arrayContaining([spruce.id, pine.id, birch.id]));
    expect(ids(l)).not.toContain(hidden.id);
    const row = l.items.find((i) => i.id === spruce.id)!;
    expect(row).toMatchObject({ seller: { company_name: 'Østlandet Tømmer AS' }, unit: 'm3', vat_percent: 25 });
    expect(row.county).toBeTruthy();
    expect(row.distance_km).toBeLessThan(5);
    expect(l.items.find((i) => i.id === pine.id)!.distance_km).toBeGreaterThan(200);
  });

  it('filters by product type, wood type, diameters, price, distance and ready dates', async () => {
    const q = async (s: string) => ids((await http.get(`/api/wholesaler/market/list?${s}`, buyer)).json().data);
    expect(await q('wood_type=pine')).toEqual([pine.id]);
    expect(await q('product_type=wholesale-firewood')).toEqual([birch.id]);
    expect(await q('min_diameter_cm=25')).toEqual([pine.id]);
    expect(await q('max_diameter_cm=45&product_type=round-timber')).toEqual([spruce.id]);
    expect(await q('min_price=45000&max_price=60000')).toEqual([spruce.id]);
    expect((await q('distance_km=50')).sort()).toEqual([spruce.id, birch.id].sort());
    expect(await q(`ready_from=${soon(100)}`)).toEqual([]);
    expect((await q(`ready_from=${soon(6)}&ready_to=${soon(7)}`)).length).toBe(3);
  });

  it('sorts by price, distance and newest, and pages', async () => {
    const q = async (s: string) => (await http.get(`/api/wholesaler/market/list?${s}`, buyer)).json().data as MarketList;
    expect(ids(await q('sort=price-asc'))).toEqual([pine.id, spruce.id, birch.id]);
    expect(ids(await q('sort=price-desc'))).toEqual([birch.id, spruce.id, pine.id]);
    expect(ids(await q('sort=distance')).at(-1)).toBe(pine.id);
    expect(ids(await q('sort=newest'))[0]).toBe(birch.id);
    const page = await q('sort=price-asc&limit=1&offset=1');
    expect(page).toMatchObject({ total: 3, limit: 1, offset: 1 });
    expect(ids(page)).toEqual([spruce.id]);
  });

  it('bad filters are field errors, not 500s', async () => {
    const res = await http.get('/api/wholesaler/market/list?wood_type=teak&sort=x', buyer);
    expect(res.statusCode).toBe(422);
  });

  it('show: the listing with the order form’s defaults (the vendor’s first hub); inactive is 404', async () => {
    const res = await http.get(`/api/wholesaler/market/show/${spruce.id}`, buyer);
    const s = marketShowView.parse(res.json().data);
    expect(s).toMatchObject({ id: spruce.id, seller: { company_name: 'Østlandet Tømmer AS' }, order_defaults: { postcode: '0150', street: 'Testveien 1' } });
    expect((await http.get(`/api/wholesaler/market/show/${hidden.id}`, buyer)).statusCode).toBe(404);
  });
});

describe('placing a market order', () => {
  it('orders 30 m³: reserved from the listing, totals in øre with 25 % VAT, status ordered', async () => {
    const res = await order();
    expect(res.statusCode).toBe(200);
    const o = wholesaleOrderPlacedView.parse(res.json().data);
    expect(o).toMatchObject({ status: 'ordered', amount: 30, price_per_unit: 50000, total_excl_vat: 1_500_000, vat: 375_000, total: 1_875_000, city: 'Oslo' });
    const [l] = await app.db.select().from(timberListings).where(eq(timberListings.id, spruce.id));
    expect(l!.remaining).toBe(70);
    const seen = await http.get(`/api/wholesaler/product/show/${spruce.id}`, seller.headers);
    expect(seen.json().data).toMatchObject({ remaining: 70, reserved: 30 });
  });

  it('the same client key returns the same order and reserves once', async () => {
    const k = key();
    const [a, b] = await Promise.all([order({ client_key: k, amount: 10 }), order({ client_key: k, amount: 10 })]);
    expect(a.json().data.id).toBe(b.json().data.id);
    const again = await order({ client_key: k, amount: 10 });
    expect(again.json().data.id).toBe(a.json().data.id);
    const rows = await app.db.select().from(wholesaleOrders).where(eq(wholesaleOrders.clientKey, k));
    expect(rows).toHaveLength(1);
  });

  it.each([
    [{ amount: 5 }, 422, 'amount', 'The smallest order from this listing is 10'],
    [{ amount: 10_000 }, 409, 'amount', 'The seller does not have that much: only'],
    [{ goods_ready_date: soon(100), delivery_from: soon(101), delivery_to: soon(102) }, 422, 'goods_ready_date', 'within the seller'],
    [{ delivery_from: soon(9) }, 422, 'delivery_from', 'Delivery cannot start before the goods are ready'],
    [{ delivery_to: soon(10) }, 422, 'delivery_to', 'The end of the delivery period must come after its start'],
    [{ postcode: '0000' }, 422, 'postcode', 'Postcode not found!'],
    [{ comment: 'x'.repeat(300) }, 422, 'comment', 'The comment must be under 255 characters'],
    [{ amount: 2.5 }, 422, 'amount', 'Invalid quantity'],
  ])('refuses %o (%i) with a message on %s', async (change, status, field, message) => {
    const res = await order(change);
    expect(res.statusCode).toBe(status);
    expect(res.json().error.fields[field]).toContain(message);
  });

  it('an inactive listing cannot be ordered (404)', async () => {
    expect((await order({ listing_id: hidden.id })).statusCode).toBe(404);
  });

  it('speaks Norwegian and Spanish', async () => {
    const body = {
      listing_id: spruce.id,
      amount: 10_000,
      goods_ready_date: soon(10),
      delivery_from: soon(11),
      delivery_to: soon(20),
      street: 'X 1',
      postcode: '0150',
      client_key: key(),
    };
    const no = await app.inject({ method: 'POST', url: '/api/wholesaler/order/add', payload: body, headers: { ...buyer, 'x-language': 'no' } });
    expect(no.json().error.message).toMatch(/^Selgeren har ikke så mye: bare \d+ igjen$/);
    const es = await app.inject({
      method: 'POST',
      url: '/api/wholesaler/order/add',
      payload: { ...body, client_key: key() },
      headers: { ...buyer, 'x-language': 'es' },
    });
    expect(es.json().error.message).toMatch(/^El vendedor no tiene tanto/);
  });
});

describe('permissions', () => {
  it('a wholesaler cannot browse or order: 403 with the wrong-role message', async () => {
    const res = await http.get('/api/wholesaler/market/list', seller.headers);
    expect(res.statusCode).toBe(403);
    expect(res.json().error.message).toBe('No estás registrado como vendedor ni como mayorista');
    expect((await order({}, seller.headers)).statusCode).toBe(403);
  });

  it('a customer gets 403, a guest 401, a vendor without company 409', async () => {
    for (const [method, url] of [
      ['GET', '/api/wholesaler/market/list'],
      ['GET', `/api/wholesaler/market/show/${spruce.id}`],
      ['POST', '/api/wholesaler/order/add'],
    ] as const) {
      expect((await app.inject({ method, url, headers: customer.headers, ...(method === 'POST' ? { payload: {} } : {}) })).statusCode).toBe(403);
      expect((await app.inject({ method, url, ...(method === 'POST' ? { payload: {} } : {}) })).statusCode).toBe(401);
    }
    const res = await app.inject({ method: 'GET', url: '/api/wholesaler/market/list', headers: noCompanyVendor.headers });
    expect(res.statusCode).toBe(409);
    expect(res.json().error.code).toBe('company_required');
  });
});

describe('the race: 20 vendors order the last 100 m³ at once', () => {
  it('exactly 10 orders of 10 succeed, nothing is oversold', async () => {
    const last = await list({ wood_type: 'larch', amount: '100', minimum_order_amount: '10' });
    const vendors = await Promise.all(Array.from({ length: 20 }, (_, i) => createVendor(app, { postcode: '0150', name: `Racer ${i}` })));
    const tokens = await Promise.all(vendors.map(async (v) => ({ authorization: `Bearer ${(await app.issueToken(v.user.id)).token}` })));
    const results = await Promise.all(tokens.map((h) => order({ listing_id: last.id, amount: 10 }, h)));
    const won = results.filter((r) => r.statusCode === 200);
    const lost = results.filter((r) => r.statusCode !== 200);
    expect(won).toHaveLength(10);
    expect(lost.every((r) => r.statusCode === 409 && ['listing_lacks_amount', 'listing_sold_out'].includes(r.json().error.code))).toBe(true);
    const [l] = await app.db.select().from(timberListings).where(eq(timberListings.id, last.id));
    expect(l!.remaining).toBe(0);
    const orders = await app.db.select().from(wholesaleOrders).where(eq(wholesaleOrders.listingId, last.id));
    expect(orders.reduce((s, o) => s + o.amount, 0)).toBe(100);
    expect((won.map((r) => r.json().data) as WholesaleOrderPlaced[]).every((o) => o.status === 'ordered')).toBe(true);
    // Sold out: it leaves the market.
    expect(ids((await http.get('/api/wholesaler/market/list?wood_type=larch', buyer)).json().data)).toEqual([]);
  });
});
