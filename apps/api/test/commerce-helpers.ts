import { randomBytes } from 'node:crypto';
import { orders } from '@vedmarked/db';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { createProduct, createVendor, offer } from './helpers.ts';

const ALPHABET = '0123456789abcdefghijklmnopqrstuvwxyz';
/** A fresh anonymous session id (32 base-36 characters). */
export const newSession = () => Array.from(randomBytes(32), (b) => ALPHABET[b % 36]).join('');
export const idemKey = () => randomBytes(16).toString('hex');

/** A vendor at 0150 (Oslo) selling a birch sack (40 L, 120 kr), a big bag (300 kg, 2,400 kr) and gloves (150 kr). */
export async function shopWorld(app: FastifyInstance, opts: { minOrderPrice?: number; postcode?: string; stock?: number } = {}) {
  const v = await createVendor(app, { postcode: opts.postcode ?? '0150', minOrderPrice: opts.minOrderPrice ?? 0, name: 'Test Ved' });
  const sack = await createProduct(app, { weightKg: 16, format: '40L' });
  const bigBag = await createProduct(app, { weightKg: 300, format: '1000L' });
  const gloves = await createProduct(app, { categoryId: 5, weightKg: 0.5, format: null, woodType: null });
  const stock = opts.stock ?? 100;
  return {
    ...v,
    sack: await offer(app, v.vendor.id, sack.id, 12000, { stock }),
    bigBag: await offer(app, v.vendor.id, bigBag.id, 240000, { stock }),
    gloves: await offer(app, v.vendor.id, gloves.id, 15000, { stock }),
  };
}

export function inject(app: FastifyInstance) {
  return {
    get: (url: string, headers: Record<string, string> = {}) => app.inject({ method: 'GET', url, headers }),
    post: (url: string, payload?: unknown, headers: Record<string, string> = {}) =>
      app.inject({ method: 'POST', url, payload: payload as Record<string, unknown>, headers: { 'x-language': 'en', ...headers } }),
  };
}

/** A valid delivery step for postcode 0150. */
export function orderForm(session: string, over: Record<string, unknown> = {}) {
  return {
    session_id: session,
    first_name: 'Kari',
    last_name: 'Nordmann',
    email: `kari-${randomBytes(4).toString('hex')}@example.no`,
    phone: `9${String(randomBytes(4).readUInt32BE() % 10_000_000).padStart(7, '0')}`,
    delivery_street: 'Dronningens gate 15',
    delivery_city: 'Oslo',
    delivery_postcode: '0150',
    agree_terms: '1',
    ...over,
  };
}

/** A failed step of a helper (no vitest import here: child processes outside the runner use these helpers too). */
function must(ok: boolean, what: string) {
  if (!ok) throw new Error(what);
}

/** The sandbox's card that pays. */
export const TEST_CARD = { card_number: '4242 4242 4242 4242', expiry: '12/39', cvc: '123', name: 'Kari Nordmann' };

/** A guest's order of `quantity` of an offer at 0150, its 10% paid by card on the sandbox page (the other 90% reserved). */
export async function paidShopOrder(app: FastifyInstance, vendorProductId: number, quantity = 10) {
  const http = inject(app);
  const s = newSession();
  await http.post(`/api/cart/add?session_id=${s}`, { postcode: '0150', vendor_product_id: vendorProductId, quantity });
  const r = await http.post('/api/payment/create-dibs-payment', { ...orderForm(s), idempotency_key: idemKey(), return_url: '/checkout-success' });
  must(r.statusCode === 200, r.body);
  const { order, payment } = r.json().data;
  await http.post(`/api/sandbox/session/${payment.hosted_url.split('/').pop()}/pay`, TEST_CARD);
  await app.jobs.runDue();
  return { id: order.id as number, session: s };
}

/** Confirmed by its vendor (the 50% is captured), put on a route, delivered (the 40%) and the route completed; returns the route. */
export async function deliverOnRoute(app: FastifyInstance, orderId: number, vendorHeaders: Record<string, string>, vehicleId: number) {
  const http = inject(app);
  const confirmed = await http.post(`/api/vendor/order/confirm/${orderId}`, {}, vendorHeaders);
  must(confirmed.statusCode === 200, confirmed.body);
  const [o] = await app.db.select().from(orders).where(eq(orders.id, orderId));
  const add = await http.post(
    '/api/vendor/routes/add',
    { delivery_date: o!.deliveryDateFrom, departure_time: '08:00', vehicle_id: vehicleId, order_ids: [orderId] },
    vendorHeaders,
  );
  must(add.statusCode === 200, add.body);
  const id = add.json().data.route.id as number;
  for (const [action, body] of [
    ['start', {}],
    ['deliver', { order_id: orderId }],
    ['complete', {}],
  ] as const) {
    const r = await http.post(`/api/vendor/routes/${action}/${id}`, body, vendorHeaders);
    must(r.statusCode === 200, `${action}: ${r.body}`);
  }
  return id;
}
