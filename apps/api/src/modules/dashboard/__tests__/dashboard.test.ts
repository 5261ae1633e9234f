import { orderRejections, routes, settlements, timberListings, transportRequests, users, vehicles } from '@vedmarked/db';
import { ORDER_STATUS, osloToday, SHORTCUTS_MAX } from '@vedmarked/domain';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { buildTestApp, createOrder, createProduct, createUser, createVendor, offer, signIn } from '../../../../test/helpers.ts';
import { createBuyer, createListing, createTimberTransporter, createWholesaleOrder, createWholesaler } from '../../../../test/market-helpers.ts';
import { openTransportRequest } from '../../transport/index.ts';

const { app } = await buildTestApp();
const bearer = async (userId: number) => ({ authorization: `Bearer ${(await app.issueToken(userId)).token}`, 'x-language': 'en' });
const call = (method: 'GET' | 'POST' | 'DELETE', url: string, headers: Record<string, string> = {}, payload?: object) =>
  app.inject({ method, url, headers, ...(payload ? { payload } : {}) });

const a = await createVendor(app, { postcode: '0150', name: 'A Ved' });
const other = await createVendor(app, { postcode: '0150', name: 'B Ved' });
const buyer = await createUser(app, { role: 'customer' });

/** A's world: 2 orders to confirm, 1 market order nearby (and one A rejected), 2 low offers, 1 route today, 2 outstanding settlements. */
async function aWorld() {
  await createOrder(app, { userId: buyer.id, vendorId: a.vendor.id, status: ORDER_STATUS.unconfirmed });
  await createOrder(app, { userId: buyer.id, vendorId: a.vendor.id, status: ORDER_STATUS.unconfirmed });
  await createOrder(app, { userId: buyer.id, vendorId: other.vendor.id, status: ORDER_STATUS.unconfirmed });
  await createOrder(app, { userId: buyer.id, vendorId: null, status: ORDER_STATUS.market });
  const refused = await createOrder(app, { userId: buyer.id, vendorId: null, status: ORDER_STATUS.market });
  await app.db.insert(orderRejections).values({ orderId: refused.id, vendorId: a.vendor.id });
  await offer(app, a.vendor.id, (await createProduct(app)).id, 12000, { stock: 5 });
  await offer(app, a.vendor.id, (await createProduct(app)).id, 12000, { stock: 19 });
  await offer(app, a.vendor.id, (await createProduct(app)).id, 12000, { stock: 20 });
  await offer(app, a.vendor.id, (await createProduct(app)).id, 12000, { stock: 0, active: false });
  const [van] = await app.db
    .insert(vehicles)
    .values({ ownerUserId: a.user.id, carNumber: 'EL 1', capacityKg: 3000, widthCm: 200, heightCm: 180, depthCm: 400 })
    .returning();
  await app.db.insert(routes).values([
    { vendorId: a.vendor.id, vehicleId: van!.id, deliveryDate: osloToday(), departureTime: '08:00' },
    { vendorId: a.vendor.id, vehicleId: van!.id, deliveryDate: '2030-01-01', departureTime: '08:00' },
  ]);
  await app.db.insert(settlements).values([
    { vendorId: a.vendor.id, periodStart: '2026-01-01', periodEnd: '2026-01-15', payout: 100_000 },
    { vendorId: a.vendor.id, periodStart: '2026-01-15', periodEnd: '2026-01-29', payout: 50_050 },
    { vendorId: other.vendor.id, periodStart: '2026-01-01', periodEnd: '2026-01-15', payout: 9_999 },
  ]);
}
await aWorld();

const cardsOf = (body: string) => Object.fromEntries(JSON.parse(body).data.cards.map((c: { key: string }) => [c.key, c]));

describe('GET /api/dashboard/home', () => {
  it('counts what needs a vendor’s attention, each card with its page', async () => {
    const res = await call('GET', '/api/dashboard/home', await bearer(a.user.id));
    expect(res.statusCode, res.body).toBe(200);
    const cards = cardsOf(res.body);
    expect(Object.keys(cards)).toEqual(['confirm', 'market', 'low-stock', 'routes', 'settlements']);
    expect(cards.confirm).toMatchObject({ count: 2, to: '/dashboard/orders' });
    expect(cards.market).toMatchObject({ count: 1, to: '/dashboard/orders?tab=market' });
    expect(cards['low-stock']).toMatchObject({ count: 2, to: '/dashboard/products' });
    expect(cards.routes).toMatchObject({ count: 1 });
    expect(cards.settlements).toMatchObject({ count: 2, amount: 150_050, currency: 'NOK' });
    expect(res.json().data.guide).toBeNull();
  });

  it('gives a vendor without a company zeros, and its company tour while it is pending', async () => {
    const v = await createUser(app, { role: 'vendor', companyTour: true });
    const res = await call('GET', '/api/dashboard/home', await bearer(v.id));
    expect(res.statusCode, res.body).toBe(200);
    expect(Object.values(cardsOf(res.body)).map((c) => (c as { count: number }).count)).toEqual([0, 0, 0, 0, 0]);
    expect(res.json().data.guide).toBe('company');
  });

  it('counts a wholesaler’s active listings and new wholesale orders, and shows it the welcome page once', async () => {
    const w = await createUser(app, { role: 'wholesaler', companyTour: true });
    const listing = {
      sellerUserId: w.id,
      productType: 'round-timber',
      woodType: 'spruce',
      amount: 100,
      remaining: 100,
      pricePerUnit: 50000,
      street: 'Skogveien 1',
      city: 'Oslo',
      postcode: '0150',
      lat: 59.9,
      lon: 10.7,
    };
    await app.db.insert(timberListings).values([listing, listing, { ...listing, active: false }]);
    const h = await bearer(w.id);
    const res = await call('GET', '/api/dashboard/home', h);
    const cards = cardsOf(res.body);
    expect(Object.keys(cards)).toEqual(['listings', 'wholesale-orders', 'settlements']);
    expect(cards.listings.count).toBe(2);
    expect(cards['wholesale-orders'].count).toBe(0);
    expect(res.json().data.guide).toBe('welcome');
    const done = await call('POST', '/api/dashboard/tours/welcome/done', h);
    expect(done.statusCode, done.body).toBe(200);
    expect((await call('POST', '/api/dashboard/tours/welcome/done', h)).statusCode).toBe(200);
    expect((await call('GET', '/api/dashboard/home', h)).json().data.guide).toBeNull();
  });

  it('shows a transporter its routes, and a round-timber transporter the open requests its open tab lists', async () => {
    const t = await createUser(app, { role: 'transporter' });
    expect(Object.keys(cardsOf((await call('GET', '/api/dashboard/home', await bearer(t.id))).body))).toEqual(['routes']);
    // Pickups at Oslo (0150) and at Trondheim (7010, about 390 km away): open, taken and cancelled requests.
    const seller = await createWholesaler(app);
    const { party } = await createBuyer(app);
    const oslo = await createListing(app, seller.id, { postcode: '0150' });
    const trondheim = await createListing(app, seller.id, { postcode: '7010' });
    const r = await createTimberTransporter(app, '0150');
    const request = async (listing: typeof oslo, status: 'open' | 'accepted' | 'cancelled') => {
      const order = await createWholesaleOrder(app, listing, party, { status: 'confirmed', amount: 10 });
      const { id } = await openTransportRequest(app.db, order, listing);
      if (status !== 'open') await app.db.update(transportRequests).set({ status, transporterUserId: r.id }).where(eq(transportRequests.id, id));
    };
    await request(oslo, 'open');
    await request(oslo, 'open');
    await request(oslo, 'accepted');
    await request(oslo, 'cancelled');
    await request(trondheim, 'open');
    const h = await bearer(r.id);
    const cards = cardsOf((await call('GET', '/api/dashboard/home', h)).body);
    expect(Object.keys(cards)).toEqual(['transport-requests', 'settlements']);
    expect(cards['transport-requests']).toMatchObject({ count: 2, to: '/dashboard/transportation' });
    // The card counts what the page it leads to lists.
    const open = await call('GET', '/api/transporter/transportation/list?tab=open', h);
    expect(open.statusCode, open.body).toBe(200);
    expect(open.json().data).toHaveLength(2);
    // Without an address every open request is within reach (the open tab lists them all).
    const nowhere = await createUser(app, { role: 'round-timber-transporter' });
    expect(cardsOf((await call('GET', '/api/dashboard/home', await bearer(nowhere.id))).body)['transport-requests'].count).toBe(3);
  });

  it('refuses a customer (403) and a guest (401)', async () => {
    expect((await call('GET', '/api/dashboard/home', await bearer(buyer.id))).statusCode).toBe(403);
    expect((await call('GET', '/api/dashboard/home')).statusCode).toBe(401);
  });
});

describe('POST /api/dashboard/tours/{name}/done', () => {
  it('ends the company tour; an unknown guide is refused clearly', async () => {
    const { user, headers } = await signIn(app, { role: 'vendor', companyTour: true });
    const bad = await call('POST', '/api/dashboard/tours/nope/done', { ...headers, 'x-language': 'no' });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().error.message).toBe('Den veiledningen finnes ikke');
    expect((await call('POST', '/api/dashboard/tours/company/done', headers)).statusCode).toBe(200);
    const [u] = await app.db.select().from(users).where(eq(users.id, user.id));
    expect(u!.companyTour).toBe(false);
    expect((await call('POST', '/api/dashboard/tours/company/done', await bearer(buyer.id))).statusCode).toBe(403);
    expect((await call('POST', '/api/dashboard/tours/company/done')).statusCode).toBe(401);
  });
});

describe('/api/dashboard/shortcuts', () => {
  it('pins once, lists, unpins; only pages the role may open', async () => {
    const h = await bearer(a.user.id);
    expect((await call('GET', '/api/dashboard/shortcuts', h)).json().data.shortcuts).toEqual([]);
    const pinned = await call('POST', '/api/dashboard/shortcuts', h, { path: '/dashboard/routes' });
    expect(pinned.statusCode, pinned.body).toBe(200);
    await call('POST', '/api/dashboard/shortcuts', h, { path: '/dashboard/routes' });
    const list = (await call('GET', '/api/dashboard/shortcuts', h)).json().data;
    expect(list.shortcuts).toEqual([{ path: '/dashboard/routes', title_key: 'nav.routes' }]);
    expect(list.available.map((p: { path: string }) => p.path)).not.toContain('/dashboard/routes');
    expect(list.available.map((p: { path: string }) => p.path)).not.toContain('/dashboard/support');

    const refused = await call('POST', '/api/dashboard/shortcuts', h, { path: '/dashboard/support' });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().error.fields.path).toBe('You cannot pin this page');
    expect((await call('POST', '/api/dashboard/shortcuts', h, { path: 'https://evil.example' })).statusCode).toBe(422);
    expect((await call('POST', '/api/dashboard/shortcuts', h, { path: '/dashboard/routes', extra: 1 })).statusCode).toBe(422);

    const gone = await call('DELETE', '/api/dashboard/shortcuts?path=%2Fdashboard%2Froutes', h);
    expect(gone.statusCode, gone.body).toBe(200);
    expect(gone.json().data.shortcuts).toEqual([]);
    expect((await call('DELETE', '/api/dashboard/shortcuts?path=%2Fdashboard%2Froutes', h)).statusCode).toBe(200);
  });

  it('keeps at most 8, also when pinned all at once', async () => {
    const { headers } = await signIn(app, { role: 'vendor' });
    const pages = (await call('GET', '/api/dashboard/shortcuts', headers)).json().data.available.map((p: { path: string }) => p.path);
    expect(pages.length).toBeGreaterThan(SHORTCUTS_MAX);
    const answers = await Promise.all(pages.map((path: string) => call('POST', '/api/dashboard/shortcuts', headers, { path })));
    expect(answers.filter((r) => r.statusCode === 200)).toHaveLength(SHORTCUTS_MAX);
    const full = answers.find((r) => r.statusCode !== 200)!;
    expect(full.statusCode).toBe(409);
    expect((await call('GET', '/api/dashboard/shortcuts', headers)).json().data.shortcuts).toHaveLength(SHORTCUTS_MAX);
  });

  it('refuses a customer (403) and a guest (401)', async () => {
    expect((await call('GET', '/api/dashboard/shortcuts', await bearer(buyer.id))).statusCode).toBe(403);
    expect((await call('POST', '/api/dashboard/shortcuts', {}, { path: '/dashboard/routes' })).statusCode).toBe(401);
    expect((await call('DELETE', '/api/dashboard/shortcuts?path=x')).statusCode).toBe(401);
  });
});
