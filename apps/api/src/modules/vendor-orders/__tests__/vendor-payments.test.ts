import { ORDER_STATUS, type VendorPaymentItem } from '@vedmarked/domain';
import { orders } from '@vedmarked/db';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { idemKey, inject, newSession, orderForm, shopWorld } from '../../../../test/commerce-helpers.ts';
import { buildTestApp, createVendor, offer, signIn } from '../../../../test/helpers.ts';

const { app } = await buildTestApp();
const http = inject(app);
/** Vendor A at 0150 sells a sack; B delivers to 0150 too with its own sack; C sells nothing there. */
const a = await shopWorld(app, { stock: 1000 });
const b = await createVendor(app, { postcode: '0150', name: 'B Ved' });
const c = await createVendor(app, { postcode: '0150', name: 'C Ved' });
const bSack = await offer(app, b.vendor.id, a.sack.productId, 13000, { stock: 50 });
const CARD = { card_number: '4242 4242 4242 4242', expiry: '12/39', cvc: '123', name: 'Kari Nordmann' };
const bearer = async (userId: number) => ({ authorization: `Bearer ${(await app.issueToken(userId)).token}` });
const as = { a: await bearer(a.user.id), b: await bearer(b.user.id), c: await bearer(c.user.id) };

/** An order of `quantity` sacks at 0150 from a vendor product; paid (the 10% charged) unless `pay` is false. */
async function placeOrder(vendorProductId: number, quantity: number, pay = true) {
  const s = newSession();
  await http.post(`/api/cart/add?session_id=${s}`, { postcode: '0150', vendor_product_id: vendorProductId, quantity });
  const r = await http.post('/api/payment/create-dibs-payment', { ...orderForm(s), idempotency_key: idemKey(), return_url: '/checkout-success' });
  expect(r.statusCode, r.body).toBe(200);
  const orderId = r.json().data.order.id as number;
  if (pay) {
    await http.post(`/api/sandbox/session/${r.json().data.payment.hosted_url.split('/').pop()}/pay`, CARD);
    await app.jobs.runDue();
  }
  return orderId;
}
const orderRow = async (id: number) => (await app.db.select().from(orders).where(eq(orders.id, id)))[0]!;
const payments = async (who: Record<string, string>, query = '') => {
  const r = await http.get(`/api/vendor/order/payments${query}`, who);
  expect(r.statusCode, r.body).toBe(200);
  return r.json().data as { total: number; payments: VendorPaymentItem[] };
};

const first = await placeOrder(a.sack.id, 10);
const second = await placeOrder(a.sack.id, 12);
const unpaid = await placeOrder(a.sack.id, 11, false);
const ofB = await placeOrder(bSack.id, 10);

describe('GET /api/vendor/order/payments (the Payments tab)', () => {
  it('lists each stage of the vendor’s own paid orders: amounts adding up to the total, the 10% paid, newest order first', async () => {
    expect((await orderRow(first)).status).toBe(ORDER_STATUS.unconfirmed);
    const list = await payments(as.a);
    expect(list.total).toBe(6);
    expect(list.payments.map((p) => [p.order_id, p.stage])).toEqual([
      [second, 'initial'],
      [second, 'confirmation'],
      [second, 'final'],
      [first, 'initial'],
      [first, 'confirmation'],
      [first, 'final'],
    ]);
    const stages = list.payments.filter((p) => p.order_id === first);
    expect(stages.reduce((sum, p) => sum + p.amount, 0)).toBe((await orderRow(first)).total);
    expect(stages[0]).toMatchObject({ status: 'paid', customer_name: 'Kari Nordmann', currency: 'NOK' });
    expect(stages[0]!.paid_at).toEqual(expect.any(String));
    expect(stages[1]!.status).not.toBe('paid');
    expect(stages[1]!.paid_at).toBeNull();
    // The order still awaiting its 10% is not the vendor's to see yet; B's order is B's alone.
    expect(list.payments.some((p) => p.order_id === unpaid || p.order_id === ofB)).toBe(false);
  });

  it('never shows another vendor’s orders', async () => {
    const listB = await payments(as.b);
    expect(new Set(listB.payments.map((p) => p.order_id))).toEqual(new Set([ofB]));
    expect(await payments(as.c)).toEqual({ total: 0, payments: [] });
  });

  it('sorts, filters and pages as the data table asks', async () => {
    const byAmount = await payments(as.a, '?sort=-amount');
    const amounts = byAmount.payments.map((p) => p.amount);
    expect(amounts).toEqual([...amounts].sort((x, y) => y - x));
    const byStage = await payments(as.a, '?sort=stage');
    expect(byStage.payments.map((p) => p.stage)).toEqual(['initial', 'initial', 'confirmation', 'confirmation', 'final', 'final']);
    const onlyFirst = await payments(as.a, `?filter=${encodeURIComponent(`order:contains:${first}`)}`);
    expect(new Set(onlyFirst.payments.map((p) => p.order_id))).toEqual(new Set([first]));
    const page = await payments(as.a, '?limit=4&offset=4');
    expect(page.total).toBe(6);
    expect(page.payments.map((p) => [p.order_id, p.stage])).toEqual([
      [first, 'confirmation'],
      [first, 'final'],
    ]);
    const bad = await http.get('/api/vendor/order/payments?sort=method', as.a);
    expect(bad.statusCode).toBe(422);
  });

  it('refuses a customer (403) and a guest (401)', async () => {
    const customer = await signIn(app, { role: 'customer' });
    expect((await http.get('/api/vendor/order/payments', customer.headers)).statusCode).toBe(403);
    expect((await http.get('/api/vendor/order/payments')).statusCode).toBe(401);
  });
});
