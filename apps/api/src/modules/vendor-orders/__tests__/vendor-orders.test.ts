import { orderLines, orderRejections, orders, payments, products, sandboxOperations, vendorProducts } from '@vedmarked/db';
import { ORDER_STATUS } from '@vedmarked/domain';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { idemKey, inject, newSession, orderForm, shopWorld } from '../../../../test/commerce-helpers.ts';
import { buildTestApp, createVendor, offer, signIn } from '../../../../test/helpers.ts';

const { app } = await buildTestApp();
const http = inject(app);
/** Vendor A at 0150 (Oslo) sells a sack and a big bag; the customer's orders go to A. */
const a = await shopWorld(app, { stock: 1000 });
/** B and D deliver to 0150 too and stock the same sack; far is in Tromsø and does not deliver there; empty has no sacks. */
const b = await createVendor(app, { postcode: '0150', name: 'B Ved' });
const d = await createVendor(app, { postcode: '0150', name: 'D Ved' });
const far = await createVendor(app, { postcode: '9008', name: 'Nord Ved' });
const empty = await createVendor(app, { postcode: '0150', name: 'Tom Ved' });
const bSack = await offer(app, b.vendor.id, a.sack.productId, 13000, { stock: 50 });
const dSack = await offer(app, d.vendor.id, a.sack.productId, 11000, { stock: 50 });
await offer(app, far.vendor.id, a.sack.productId, 11000, { stock: 50 });
await offer(app, empty.vendor.id, a.sack.productId, 11000, { stock: 5 });
const CARD = { card_number: '4242 4242 4242 4242', expiry: '12/39', cvc: '123', name: 'Kari Nordmann' };

const bearer = async (userId: number) => ({ authorization: `Bearer ${(await app.issueToken(userId)).token}` });
const as = {
  a: await bearer(a.user.id),
  b: await bearer(b.user.id),
  d: await bearer(d.user.id),
  far: await bearer(far.user.id),
  empty: await bearer(empty.user.id),
};

/** A paid order of 10 sacks at 0150 (the 10% charged, 90% reserved), as the checkout makes it. */
async function paidOrder(over: Record<string, unknown> = {}, headers: Record<string, string> = {}) {
  const s = newSession();
  await http.post(`/api/cart/add?session_id=${s}`, { postcode: '0150', vendor_product_id: a.sack.id, quantity: 10 }, headers);
  const r = await http.post(
    '/api/payment/create-dibs-payment',
    { ...orderForm(s, over), idempotency_key: idemKey(), return_url: '/checkout-success' },
    headers,
  );
  expect(r.statusCode, r.body).toBe(200);
  const sessionId = r.json().data.payment.hosted_url.split('/').pop() as string;
  await http.post(`/api/sandbox/session/${sessionId}/pay`, CARD);
  await app.jobs.runDue();
  const orderId = r.json().data.order.id as number;
  expect((await orderRow(orderId)).status).toBe(ORDER_STATUS.unconfirmed);
  return { orderId, sessionId, s };
}
const orderRow = async (id: number) => (await app.db.select().from(orders).where(eq(orders.id, id)))[0]!;
const stockOf = async (vpId: number) => (await app.db.select().from(vendorProducts).where(eq(vendorProducts.id, vpId)))[0]!.stock;
const captures = async (sessionId: string) =>
  (await app.db.select().from(sandboxOperations).where(eq(sandboxOperations.sandboxPaymentId, sessionId))).filter((o) => o.kind === 'capture');
const list = async (who: Record<string, string>, query = '') => (await http.get(`/api/vendor/order/list${query}`, who)).json().data as { id: number }[];
const ids = (rows: { id: number }[]) => rows.map((r) => r.id);
const confirm = (id: number, who: Record<string, string>) => http.post(`/api/vendor/order/confirm/${id}`, {}, who);
const cancel = (id: number, who: Record<string, string>) => http.post(`/api/vendor/order/cancel/${id}`, {}, who);

describe('product names in the reader’s language', () => {
  it('shows a Norwegian vendor Norwegian names on an order placed in Spanish, in the list, the order and after confirming', async () => {
    const { orderId } = await paidOrder({}, { 'x-language': 'es' });
    expect((await orderRow(orderId)).language).toBe('es');
    const { name } = (await app.db.select({ name: products.name }).from(products).where(eq(products.id, a.sack.productId)))[0]!;
    const no = { ...as.a, 'accept-language': 'nb-NO,nb;q=0.9,en;q=0.5' };
    const listed = (await app.inject({ method: 'GET', url: '/api/vendor/order/list?tab=mine', headers: no })).json().data as {
      id: number;
      lines: { name: string }[];
    }[];
    expect(listed.find((o) => o.id === orderId)!.lines).toEqual([{ name: name.no, quantity: 10 }]);
    const show = await app.inject({ method: 'GET', url: `/api/vendor/order/show/${orderId}`, headers: no });
    expect(show.json().data.lines[0].name).toBe(name.no);
    const confirmed = await app.inject({ method: 'POST', url: `/api/vendor/order/confirm/${orderId}`, payload: {}, headers: no });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    expect(confirmed.json().data.order.lines[0].name).toBe(name.no);
    // The same order read in English by the same vendor.
    const en = await http.get(`/api/vendor/order/show/${orderId}`, { ...as.a, 'x-language': 'en' });
    expect(en.json().data.lines[0].name).toBe(name.en);
  });
});

describe('a vendor’s own orders', () => {
  it('lists a paid order under My orders for its vendor only; no other vendor sees or touches it', async () => {
    const { orderId } = await paidOrder();
    const mine = await list(as.a, '?tab=mine');
    expect(ids(mine)).toContain(orderId);
    expect(mine.find((o) => o.id === orderId)).toMatchObject({
      status: 1,
      tab: 'mine',
      market: false,
      postcode: '0150',
      actions: { confirm: true, cancel: true },
    });
    expect(ids(await list(as.a, '?status_id=1'))).toContain(orderId);
    for (const who of [as.b, as.d, as.far]) {
      for (const q of ['', '?tab=market', '?tab=confirmed', '?status_id=1', '?status_id=8']) expect(ids(await list(who, q))).not.toContain(orderId);
      expect((await http.get(`/api/vendor/order/show/${orderId}`, who)).statusCode).toBe(404);
      expect((await confirm(orderId, who)).statusCode).toBe(404);
      expect((await cancel(orderId, who)).statusCode).toBe(404);
    }
    expect((await orderRow(orderId)).status).toBe(ORDER_STATUS.unconfirmed);
    const show = await http.get(`/api/vendor/order/show/${orderId}`, as.a);
    expect(show.json().data).toMatchObject({ id: orderId, market: false, customer: { first_name: 'Kari' }, lines: [{ quantity: 10 }] });
    expect(show.json().data.customer.email).toMatch(/@example\.no$/);
  });

  it('refuses a customer, a wholesaler and a guest, and a bad status_id', async () => {
    const customer = await signIn(app, { role: 'customer' });
    expect((await http.get('/api/vendor/order/list', customer.headers)).statusCode).toBe(403);
    const wholesaler = await signIn(app, { role: 'wholesaler' });
    expect((await http.get('/api/vendor/order/list', wholesaler.headers)).statusCode).toBe(403);
    expect((await http.get('/api/vendor/order/list')).statusCode).toBe(401);
    const bad = await http.get('/api/vendor/order/list?status_id=0', as.a);
    expect(bad.statusCode).toBe(422);
    expect(bad.json().error.code).toBe('validation_failed');
  });

  it('confirms: the order is confirmed, 50% is captured once, and a double click changes nothing', async () => {
    const { orderId, sessionId } = await paidOrder();
    const [r1, r2] = await Promise.all([confirm(orderId, as.a), confirm(orderId, as.a)]);
    expect([r1.statusCode, r2.statusCode]).toEqual([200, 200]);
    expect([r1.json().data.changed, r2.json().data.changed].sort()).toEqual([false, true]);
    for (const r of [r1, r2])
      expect(r.json().data.order).toMatchObject({ status: 2, tab: 'confirmed', progress: { label: 'confirmation-paid', paid_pct: 60 } });
    const again = await confirm(orderId, as.a);
    expect(again.json().data).toMatchObject({ changed: false, order: { status: 2 } });
    expect((await captures(sessionId)).map((c) => c.amount)).toEqual([80000]);
    const stages = await app.db.select().from(payments).where(eq(payments.orderId, orderId));
    expect(stages.find((p) => p.stage === 'confirmation')).toMatchObject({ status: 'paid' });
    expect(ids(await list(as.a, '?tab=confirmed'))).toContain(orderId);
    expect(ids(await list(as.a, '?tab=mine'))).not.toContain(orderId);
    // A confirmed order can still be handed back before it is on a route; a delivered one cannot.
    await app.db.update(orders).set({ status: ORDER_STATUS.delivered }).where(eq(orders.id, orderId));
    expect((await cancel(orderId, as.a)).json().error.code).toBe('order_wrong_status');
  });
});

describe('the market list', () => {
  it('a rejected order goes to the market with its stock back; the rejecting vendor can no longer confirm it', async () => {
    const { orderId } = await paidOrder();
    const before = await stockOf(a.sack.id);
    const r = await cancel(orderId, as.a);
    expect(r.statusCode, r.body).toBe(200);
    expect(r.json().data.order).toMatchObject({ status: 8, market: true });
    expect(await stockOf(a.sack.id)).toBe(before + 10);
    expect((await app.db.select().from(orderLines).where(eq(orderLines.orderId, orderId)))[0]!.vendorProductId).toBeNull();
    expect(await app.db.select().from(orderRejections).where(eq(orderRejections.orderId, orderId))).toEqual([
      expect.objectContaining({ vendorId: a.vendor.id }),
    ]);
    // Cancelling twice changes nothing more (the stock is not returned twice).
    expect((await cancel(orderId, as.a)).json().data).toMatchObject({ changed: false });
    expect(await stockOf(a.sack.id)).toBe(before + 10);
    expect(ids(await list(as.a, '?tab=market'))).not.toContain(orderId);
    expect(ids(await list(as.a, '?tab=mine'))).not.toContain(orderId);
    const refused = await confirm(orderId, as.a);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error).toMatchObject({ code: 'order_rejected_by_you', message: 'You rejected this order, so you can no longer confirm it' });
    // B and D deliver to 0150 and see it; the vendor in Tromsø does not.
    expect(ids(await list(as.b, '?tab=market'))).toContain(orderId);
    expect(ids(await list(as.d, '?status_id=8'))).toContain(orderId);
    expect(ids(await list(as.far, '?tab=market'))).not.toContain(orderId);
    expect((await http.get(`/api/vendor/order/show/${orderId}`, as.far)).statusCode).toBe(404);
    const shown = (await http.get(`/api/vendor/order/show/${orderId}`, as.b)).json().data;
    expect(shown).toMatchObject({ market: true, customer: { email: null, phone: null }, actions: { confirm: true, cancel: true } });
  });

  it('two vendors confirm the same market order at once: exactly one wins, the other is too late; 50% captured once', async () => {
    const { orderId, sessionId } = await paidOrder();
    await cancel(orderId, as.a);
    const bBefore = await stockOf(bSack.id);
    const dBefore = await stockOf(dSack.id);
    const results = await Promise.all([confirm(orderId, as.b), confirm(orderId, as.d)]);
    const codes = results.map((r) => r.statusCode).sort();
    expect(codes).toEqual([200, 409]);
    const lost = results.find((r) => r.statusCode === 409)!;
    expect(lost.json().error).toMatchObject({ code: 'order_taken', message: 'Too late: another vendor has already taken this order' });
    const winner = results[0]!.statusCode === 200 ? b : d;
    const winnerOffer = winner === b ? bSack : dSack;
    const row = await orderRow(orderId);
    expect(row).toMatchObject({ status: ORDER_STATUS.confirmed, vendorId: winner.vendor.id });
    // The customer keeps the price they paid; the goods now come from the winner's stock.
    const [line] = await app.db.select().from(orderLines).where(eq(orderLines.orderId, orderId));
    expect(line).toMatchObject({ vendorProductId: winnerOffer.id, unitPrice: 12000 });
    expect(await stockOf(bSack.id)).toBe(winner === b ? bBefore - 10 : bBefore);
    expect(await stockOf(dSack.id)).toBe(winner === d ? dBefore - 10 : dBefore);
    expect((await captures(sessionId)).map((c) => c.amount)).toEqual([80000]);
    // It left the market: the loser does not see it, and the winner lists it as confirmed.
    const loserHeaders = winner === b ? as.d : as.b;
    expect(ids(await list(loserHeaders, '?tab=market'))).not.toContain(orderId);
    expect((await http.get(`/api/vendor/order/show/${orderId}`, loserHeaders)).statusCode).toBe(404);
    expect(ids(await list(winner === b ? as.b : as.d, '?tab=confirmed'))).toContain(orderId);
    // A later click of the loser is still too late; the winner's repeat is harmless.
    expect((await confirm(orderId, loserHeaders)).json().error.code).toBe('order_taken');
    expect((await confirm(orderId, winner === b ? as.b : as.d)).json().data.changed).toBe(false);
  });

  it('a vendor without enough stock cannot take a market order, and it stays on the market', async () => {
    const { orderId } = await paidOrder();
    await cancel(orderId, as.a);
    const r = await confirm(orderId, as.empty);
    expect(r.statusCode).toBe(409);
    expect(r.json().error.code).toBe('vendor_lacks_product');
    expect(r.json().error.message).toMatch(/^You do not have enough of these products in stock to take this order: /);
    expect(await orderRow(orderId)).toMatchObject({ status: ORDER_STATUS.market, vendorId: null });
    // Not wanted: "cancel" hides it from this vendor's market list only.
    expect((await cancel(orderId, as.empty)).json().data).toMatchObject({ changed: true, order: { status: 8 } });
    expect(ids(await list(as.empty, '?tab=market'))).not.toContain(orderId);
    expect(ids(await list(as.b, '?tab=market'))).toContain(orderId);
  });

  it('a customer’s cancellation of a market order returns no stock twice', async () => {
    const { orderId, s } = await paidOrder();
    await cancel(orderId, as.a);
    const before = await stockOf(a.sack.id);
    // The order statuses allow a customer no cancellation while an order is on the market: it is
    // cancelled once another vendor took it, and only the taker's goods go back.
    expect((await confirm(orderId, as.b)).statusCode).toBe(200);
    expect((await http.post(`/api/order/cancel/${orderId}`, { session_id: s })).statusCode).toBe(200);
    expect(await stockOf(a.sack.id)).toBe(before);
    expect((await confirm(orderId, as.b)).json().error.code).toBe('order_wrong_status');
  });
});

describe('neighbour orders', () => {
  it('confirming or rejecting one applies to the neighbour orders placed with its code', async () => {
    const first = await paidOrder();
    const code = (await orderRow(first.orderId)).neighbourCode!;
    expect(code).toMatch(/^NB-/);
    const second = await paidOrder({ delivery_street: 'Dronningens gate 17' });
    // Link the second order to the first's neighbour code, as the checkout does when the code is used.
    await app.db.update(orders).set({ promoCode: code }).where(eq(orders.id, second.orderId));
    const r = await cancel(second.orderId, as.a);
    expect(r.json().data.neighbour_ids).toEqual([first.orderId]);
    expect((await orderRow(first.orderId)).status).toBe(ORDER_STATUS.market);
    const taken = await confirm(first.orderId, as.b);
    expect(taken.json().data).toMatchObject({ changed: true, neighbour_ids: [second.orderId] });
    expect(await orderRow(second.orderId)).toMatchObject({ status: ORDER_STATUS.confirmed, vendorId: b.vendor.id });
    expect((await captures(second.sessionId)).map((c) => c.amount)).toEqual([80000]);
  });
});
