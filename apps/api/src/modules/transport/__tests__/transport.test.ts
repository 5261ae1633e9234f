import { transportRequestPhotos, wholesaleOrders } from '@vedmarked/db';
import { SHIPPING_CATEGORIES } from '@vedmarked/domain';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { inject } from '../../../../test/commerce-helpers.ts';
import { buildTestApp, createUser } from '../../../../test/helpers.ts';
import { createBuyer, createListing, createTimberTransporter, createWholesaleOrder, createWholesaler, requestOf } from '../../../../test/market-helpers.ts';
import { openTransportRequest } from '../index.ts';

/** Transportation requests (issue 12; decision 0036): shipping categories, the transporter's list, accept, pick up, deliver. */
const { app } = await buildTestApp();
const http = inject(app);
const seller = await createWholesaler(app);
const buyer = await createBuyer(app);
const customer = await createUser(app, { role: 'customer' });
const near = await createTimberTransporter(app, '0150', 'Nær Transport AS');
const far = await createTimberTransporter(app, '9008', 'Nord Transport AS'); // Tromsø, ~1,150 km away
const bearer = async (userId: number) => ({ authorization: `Bearer ${(await app.issueToken(userId)).token}`, 'x-language': 'en' });
const as = {
  seller: await bearer(seller.id),
  buyer: await bearer(buyer.user.id),
  customer: await bearer(customer.id),
  near: await bearer(near.id),
  far: await bearer(far.id),
};
const listing = await createListing(app, seller.id, { amount: 1000, remaining: 1000 });

/** A confirmed order with its open request. */
async function openRequest() {
  const o = await createWholesaleOrder(app, listing, buyer.party);
  expect((await http.post(`/api/wholesaler/order/confirm/${o.id}`, {}, as.seller)).statusCode).toBe(200);
  return { order: o, request: (await requestOf(app, o.id))! };
}

const jpeg = () =>
  sharp({ create: { width: 64, height: 48, channels: 3, background: '#6b4a2a' } })
    .jpeg()
    .toBuffer();
async function deliver(id: number, photos: number, headers: Record<string, string> = as.near) {
  const fd = new FormData();
  for (let i = 0; i < photos; i++) fd.append('images[]', new Blob([await jpeg()], { type: 'image/jpeg' }), `levert-${i}.jpg`);
  const request = new Request('http://local/', { method: 'POST', body: fd });
  return app.inject({
    method: 'POST',
    url: `/api/transporter/transportation/deliver/${id}`,
    headers: { ...headers, 'content-type': request.headers.get('content-type')! },
    payload: Buffer.from(await request.arrayBuffer()),
  });
}

describe('shipping categories', () => {
  it('are read by the market’s parties, not by customers or guests', async () => {
    for (const who of ['seller', 'buyer', 'near'] as const) {
      const r = await http.get('/api/transporter/shipping-categories', as[who]);
      expect(r.statusCode).toBe(200);
      expect(r.json().data).toEqual(SHIPPING_CATEGORIES);
    }
    expect((await http.get('/api/transporter/shipping-categories', as.customer)).statusCode).toBe(403);
    expect((await http.get('/api/transporter/shipping-categories')).statusCode).toBe(401);
  });
});

describe('who may call the transportation calls', () => {
  it('answers 401 to a guest and 403 to a customer, a vendor and a wholesaler', async () => {
    const { request } = await openRequest();
    const calls: [string, string][] = [
      ['GET', '/api/transporter/transportation/list'],
      ['GET', `/api/transporter/transportation/show/${request.id}`],
      ['POST', `/api/transporter/transportation/accept/${request.id}`],
      ['POST', `/api/transporter/transportation/pick-up/${request.id}`],
      ['POST', `/api/transporter/transportation/deliver/${request.id}`],
    ];
    for (const [method, url] of calls) {
      const payload = method === 'POST' ? {} : undefined;
      expect((await app.inject({ method: method as 'GET', url, payload })).statusCode, url).toBe(401);
      for (const who of ['customer', 'buyer', 'seller'] as const)
        expect((await app.inject({ method: method as 'GET', url, payload, headers: as[who] })).statusCode, `${who} ${url}`).toBe(403);
    }
  });
});

describe('a round-timber transporter', () => {
  it('sees open requests near it, nearest first, with every §3 field', async () => {
    const { order, request } = await openRequest();
    const list = (await http.get('/api/transporter/transportation/list', as.near)).json().data as { id: number }[];
    const mine = list.find((r) => r.id === request.id);
    expect(mine).toMatchObject({
      order_id: order.id,
      status: 'open',
      product_type: 'round-timber',
      quantity: 30,
      volume_m3: 30,
      seller_address: { street: 'Skogsveien 1', postcode: '0150' },
      delivery_address: { street: 'Sagbruksveien 2', postcode: '0150' },
      delivery_from: '2030-01-15',
      delivery_to: '2030-01-31',
      goods_ready_date: '2030-01-10',
      shipping_cost: 30 * 9000,
      distance_to_pickup_km: 0,
      mine: false,
    });
    expect((await http.get('/api/transporter/transportation/list', as.far)).json().data.map((r: { id: number }) => r.id)).not.toContain(request.id);
    const wide = await http.get('/api/transporter/transportation/list?radius_km=2000', as.far);
    expect(wide.json().data.map((r: { id: number }) => r.id)).toContain(request.id);
    expect((await http.get('/api/transporter/transportation/list?radius_km=0', as.far)).statusCode).toBe(422);
  });

  it('of 10 accepting at once, exactly one wins', async () => {
    const { request } = await openRequest();
    const ten = await Promise.all(Array.from({ length: 10 }, (_, i) => createTimberTransporter(app, '0150', `Transport ${i} AS`)));
    const answers = await Promise.all(ten.map(async (t) => http.post(`/api/transporter/transportation/accept/${request.id}`, {}, await bearer(t.id))));
    const won = answers.filter((r) => r.statusCode === 200);
    expect(won).toHaveLength(1);
    for (const r of answers.filter((a) => a.statusCode !== 200)) {
      expect(r.statusCode).toBe(409);
      expect(r.json().error).toMatchObject({ code: 'transport_request_wrong_status', message: 'The transportation request is in the wrong status for this.' });
    }
    const winner = ten[answers.indexOf(won[0]!)]!;
    expect((await requestOf(app, request.orderId))!.transporterUserId).toBe(winner.id);
    // Gone from the others' open list; another transporter cannot read it any more.
    expect((await http.get(`/api/transporter/transportation/show/${request.id}`, as.near)).statusCode).toBe(404);
  });

  it('accepts, picks up and delivers with photos; the order follows', async () => {
    const { order, request } = await openRequest();
    const accept = await http.post(`/api/transporter/transportation/accept/${request.id}`, {}, as.near);
    expect(accept.json().data).toMatchObject({ changed: true, request: { status: 'accepted', mine: true } });
    expect((await http.post(`/api/transporter/transportation/accept/${request.id}`, {}, as.near)).json().data.changed).toBe(false);
    const early = await deliver(request.id, 1);
    expect(early.statusCode).toBe(409);
    expect(early.json().error.code).toBe('transport_request_wrong_status');
    expect((await http.post(`/api/transporter/transportation/pick-up/${request.id}`, {}, as.far)).statusCode).toBe(404);
    const pick = await http.post(`/api/transporter/transportation/pick-up/${request.id}`, {}, as.near);
    expect(pick.json().data.request.status).toBe('picked-up');
    expect((await app.db.select().from(wholesaleOrders).where(eq(wholesaleOrders.id, order.id)))[0]!.status).toBe('in-transport');
    const none = await deliver(request.id, 0);
    expect(none.statusCode).toBe(422);
    expect(none.json().error.message).toBe('Add at least 1 and at most 10 photos of the delivered goods.');
    const done = await deliver(request.id, 2);
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json().data.request).toMatchObject({ status: 'delivered' });
    expect(done.json().data.request.photos).toHaveLength(2);
    const again = await deliver(request.id, 1);
    expect(again.json().data.changed).toBe(false);
    expect(await app.db.select().from(transportRequestPhotos).where(eq(transportRequestPhotos.requestId, request.id))).toHaveLength(2);
    for (const [url, who] of [
      [`/api/wholesaler/order/show/${order.id}`, as.seller],
      [`/api/wholesaler/order/vendor/show/${order.id}`, as.buyer],
    ] as const) {
      const o = (await http.get(url, who)).json().data;
      expect(o).toMatchObject({ status: 'delivered', transport: { status: 'delivered', transporter_name: 'Nær Transport AS' } });
      expect(o.transport.photos).toHaveLength(2);
    }
    const mineTab = (await http.get('/api/transporter/transportation/list?tab=mine', as.near)).json().data.map((r: { id: number }) => r.id);
    expect(mineTab).toContain(request.id);
  });

  it('cannot accept a cancelled request, and a request needs a confirmed order (§8)', async () => {
    const { order, request } = await openRequest();
    await http.post(`/api/wholesaler/order/cancel/${order.id}`, { reason: 'Solgt lokalt' }, as.seller);
    const r = await http.post(`/api/transporter/transportation/accept/${request.id}`, {}, as.near);
    expect(r.statusCode).toBe(409); // §8: transportation request wrong status
    expect(r.json().error.code).toBe('transport_request_wrong_status');
    const ordered = await createWholesaleOrder(app, listing, buyer.party);
    await expect(app.db.transaction((tx) => openTransportRequest(tx, ordered, listing))).rejects.toMatchObject({
      statusCode: 409,
      code: 'transport_order_wrong_status',
    });
  });
});
