import { jobs, orders, outbox, paymentEvents, payments, sandboxOperations, vendorProducts } from '@vedmarked/db';
import { ORDER_STATUS } from '@vedmarked/domain';
import { and, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { idemKey, inject, newSession, orderForm, shopWorld } from '../../../../test/commerce-helpers.ts';
import { buildTestApp, createProduct, offer } from '../../../../test/helpers.ts';
import { SIGNATURE_HEADER, signPayload } from '../sandbox-provider.ts';

const { app, config } = await buildTestApp();
const http = inject(app);
const w = await shopWorld(app, { stock: 1000 });
const CARD = { card_number: '4242 4242 4242 4242', expiry: '12/39', cvc: '123', name: 'Kari Nordmann' };

/** A cart of 10 sacks and the hosted payment for its order. */
async function checkout(over: Record<string, unknown> = {}, vendorProductId = w.sack.id) {
  const s = newSession();
  await http.post(`/api/cart/add?session_id=${s}`, { postcode: '0150', vendor_product_id: vendorProductId, quantity: 10 });
  const key = idemKey();
  const form = { ...orderForm(s, over), idempotency_key: key, return_url: '/checkout-success' };
  const r = await http.post('/api/payment/create-dibs-payment', form);
  expect(r.statusCode, r.body).toBe(200);
  const data = r.json().data;
  return {
    s,
    key,
    form,
    data,
    orderId: data.order.id as number,
    paymentId: data.payment.payment_id as string,
    sessionId: data.payment.hosted_url.split('/').pop() as string,
  };
}
const pay = (sessionId: string, card = CARD) => http.post(`/api/sandbox/session/${sessionId}/pay`, card);
const status = (paymentId: string, s: string) => http.post('/api/payment/set-order-status-by-payment-id', { payment_id: paymentId, session_id: s });
const mailsFor = (email: string) => app.db.select().from(outbox).where(eq(outbox.recipient, email));
const pendingWebhooks = async () =>
  app.db
    .select()
    .from(jobs)
    .where(and(eq(jobs.kind, 'sandbox.webhook'), eq(jobs.status, 'pending')));
const orderRow = async (id: number) => (await app.db.select().from(orders).where(eq(orders.id, id)))[0]!;
const plan = async (orderId: number) =>
  Object.fromEntries((await app.db.select().from(payments).where(eq(payments.orderId, orderId))).map((p) => [p.stage, p]));
const charges = async (sessionId: string) => app.db.select().from(sandboxOperations).where(eq(sandboxOperations.sandboxPaymentId, sessionId));

describe('POST /api/payment/create-dibs-payment', () => {
  it('places the order and opens the hosted page for 10%, reserving the other 90%', async () => {
    const c = await checkout();
    expect(c.data.payment).toMatchObject({ stage: 'initial', amount: 16000, reserve_amount: 144000, currency: 'NOK', already_paid: false });
    expect(c.data.payment.hosted_url).toMatch(/^\/sandbox\/pay\/sbx_[0-9a-f]{24}$/);
    const page = await http.get(`/api/sandbox/session/${c.sessionId}`);
    expect(page.json().data).toMatchObject({ amount: 16000, reserve_amount: 144000, status: 'open', merchant: 'Vedmarked' });
  });

  it('gives the same order and the same session to a double click', async () => {
    const c = await checkout();
    const again = await http.post('/api/payment/create-dibs-payment', c.form);
    expect(again.json().data.order.id).toBe(c.orderId);
    expect(again.json().data.payment.hosted_url).toBe(c.data.payment.hosted_url);
    const byId = await http.post('/api/payment/create-dibs-payment-by-order-id', { order_ids: [c.orderId], return_url: '/checkout-success', session_id: c.s });
    expect(byId.json().data.hosted_url).toBe(c.data.payment.hosted_url);
  });

  it('refuses invoice as a method and a return URL outside the shop', async () => {
    const s = newSession();
    await http.post(`/api/cart/add?session_id=${s}`, { postcode: '0150', vendor_product_id: w.bigBag.id });
    const inv = await http.post('/api/payment/create-dibs-payment', { ...orderForm(s, { payment_method: 'invoice' }), idempotency_key: idemKey() });
    expect(inv.json().error.fields.payment_method).toBe('This payment is by card');
    const ext = await http.post('/api/payment/create-dibs-payment', { ...orderForm(s), idempotency_key: idemKey(), return_url: 'https://evil.example/x' });
    expect(ext.json().error.fields.return_url).toBe('The return address must be a page of this shop');
  });
});

describe('paying: the webhook and the browser’s return race, and the order is paid once', () => {
  it('applies the payment once whichever comes first', async () => {
    const c = await checkout();
    const paid = await pay(c.sessionId);
    expect(paid.json().data).toEqual({ status: 'charged', failure_reason: null, redirect_url: `/checkout-success?payment_id=${c.paymentId}&status=charged` });
    const [back] = await Promise.all([status(c.paymentId, c.s), app.jobs.runDue(), status(c.paymentId, c.s)]);
    expect(back.json().data).toMatchObject({
      order: { id: c.orderId, status: 1, status_name: 'unconfirmed', progress: { label: 'deposit-paid', paid_pct: 10, reserved_amount: 144000 } },
      payment: { status: 'paid', stage: 'initial' },
    });
    await app.jobs.runDue();
    expect((await mailsFor(c.form.email as string)).filter((m) => m.template === 'mail-order-paid-body')).toHaveLength(1);
    expect((await charges(c.sessionId)).map((o) => o.kind).sort()).toEqual(['charge', 'reserve']);
    const p = await plan(c.orderId);
    expect([p.initial!.status, p.confirmation!.status, p.final!.status]).toEqual(['paid', 'reserved', 'reserved']);
    expect((await orderRow(c.orderId)).neighbourCode).toMatch(/^NB-/);
    // Paying the page again moves no more money.
    expect((await pay(c.sessionId)).json().data.status).toBe('charged');
    expect(await charges(c.sessionId)).toHaveLength(2);
  });

  it('records duplicated webhooks once and refuses bad or stale signatures', async () => {
    const c = await checkout();
    await pay(c.sessionId);
    const [job] = await pendingWebhooks();
    const body = JSON.stringify((job!.payload as { event: unknown }).event);
    const send = (sig: string) =>
      app.inject({
        method: 'POST',
        url: '/api/payment/webhook/sandbox',
        payload: body,
        headers: { 'content-type': 'application/json', [SIGNATURE_HEADER]: sig },
      });
    const now = Math.floor(Date.now() / 1000);
    const results = await Promise.all(Array.from({ length: 5 }, () => send(signPayload(config.paymentWebhookSecret, body, now))));
    expect(results.map((r) => r.statusCode)).toEqual([200, 200, 200, 200, 200]);
    expect(results.filter((r) => r.json().data.duplicate === false)).toHaveLength(1);
    const [{ n }] = (await app.db
      .select({ n: sql<number>`count(*)::int` })
      .from(paymentEvents)
      .where(sql`payload->>'id' = ${JSON.parse(body).id}`)) as [{ n: number }];
    expect(n).toBe(1);
    expect((await orderRow(c.orderId)).status).toBe(ORDER_STATUS.unconfirmed);
    const forged = await send(signPayload('another-secret-another-secret-another-secret', body, now));
    expect(forged.statusCode).toBe(401);
    expect(forged.json().error).toMatchObject({ code: 'bad_signature' });
    expect((await send(signPayload(config.paymentWebhookSecret, body, now - 3600))).statusCode).toBe(401);
    expect((await send('')).statusCode).toBe(401);
    await app.jobs.runDue();
  });

  it('declined, insufficient funds, expired card: failed with the cause; a retry opens a new page and can succeed', async () => {
    const c = await checkout();
    for (const [card, cause] of [
      ['4000 0000 0000 0002', 'declined'],
      ['4000 0000 0000 9995', 'insufficient_funds'],
      ['4000 0000 0000 0069', 'expired_card'],
      ['4000 0000 0000 0119', 'processing_error'],
    ] as const) {
      const retry = await http.post('/api/payment/create-dibs-payment-by-order-id', {
        order_ids: [c.orderId],
        return_url: '/checkout-success',
        session_id: c.s,
      });
      const sessionId = retry.json().data.hosted_url.split('/').pop();
      const r = await pay(sessionId, { ...CARD, card_number: card });
      expect(r.json().data).toMatchObject({ status: 'failed', failure_reason: cause });
      const st = await status(c.paymentId, c.s);
      expect(st.json().data.payment).toMatchObject({ status: 'failed', failure_reason: cause });
      expect(st.json().data.order.progress.label).toBe('initial-due');
    }
    await app.jobs.runDue();
    const retry = await http.post('/api/payment/create-dibs-payment-by-order-id', { order_ids: [c.orderId], return_url: '/checkout-success', session_id: c.s });
    const fresh = retry.json().data.hosted_url.split('/').pop();
    expect(fresh).not.toBe(c.sessionId);
    await pay(fresh);
    await app.jobs.runDue();
    expect((await status(c.paymentId, c.s)).json().data.payment.status).toBe('paid');
  });

  it('a payment cancelled on the page, or given up in the shop, can be paid later', async () => {
    const c = await checkout();
    const cancel = await http.post(`/api/sandbox/session/${c.sessionId}/cancel`, {});
    expect(cancel.json().data).toEqual({ status: 'canceled', redirect_url: `/checkout-success?payment_id=${c.paymentId}&status=canceled` });
    expect((await status(c.paymentId, c.s)).json().data.payment).toMatchObject({ status: 'failed', failure_reason: 'canceled' });
    const retry = await http.post('/api/payment/create-dibs-payment-by-order-id', { order_ids: [c.orderId], return_url: '/checkout-success', session_id: c.s });
    const gaveUp = await http.post('/api/payment/failed', { payment_id: c.paymentId, session_id: c.s });
    expect(gaveUp.json().data.payment).toMatchObject({ status: 'failed', failure_reason: 'canceled' });
    // The closed page can no longer take money.
    const late = await pay(retry.json().data.hosted_url.split('/').pop());
    expect(late.json().data.status).toBe('canceled');
    await app.jobs.runDue();
  });

  it('ignores a late event from a superseded page and keeps the order’s money in one place', async () => {
    const c = await checkout();
    await pay(c.sessionId, { ...CARD, card_number: '4000000000000002' });
    const retry = await http.post('/api/payment/create-dibs-payment-by-order-id', { order_ids: [c.orderId], return_url: '/checkout-success', session_id: c.s });
    await pay(retry.json().data.hosted_url.split('/').pop());
    // Deliver the webhooks newest first.
    const hooks = (await pendingWebhooks()).reverse();
    for (const h of hooks) {
      const body = JSON.stringify((h.payload as { event: unknown }).event);
      await app.inject({
        method: 'POST',
        url: '/api/payment/webhook/sandbox',
        payload: body,
        headers: { 'content-type': 'application/json', [SIGNATURE_HEADER]: signPayload(config.paymentWebhookSecret, body, Math.floor(Date.now() / 1000)) },
      });
    }
    expect((await plan(c.orderId)).initial!.status).toBe('paid');
    await app.jobs.runDue();
    expect((await plan(c.orderId)).initial!.status).toBe('paid');
  });

  it('refuses another browser’s payment and unknown ones', async () => {
    const c = await checkout();
    expect((await status(c.paymentId, newSession())).statusCode).toBe(404);
    expect((await http.post('/api/payment/set-order-status-by-payment-id', { payment_id: 'nope', session_id: c.s })).statusCode).toBe(422);
    expect(
      (await http.post('/api/payment/create-dibs-payment-by-order-id', { order_ids: [c.orderId], return_url: '/x', session_id: newSession() })).statusCode,
    ).toBe(404);
    expect(
      (await http.post('/api/payment/create-dibs-payment-by-order-id', { order_ids: [c.orderId, 1], return_url: '/x', session_id: c.s })).json().error.fields
        .order_ids,
    ).toBe('Pay one order at a time');
  });
});

describe('the sandbox payment page', () => {
  it.each([
    [{ card_number: '4242 4242 4242 4241' }, 'card_number', 'Check the card number'],
    [{ card_number: '4111 1111 1111 1111' }, 'card_number', 'This is a test payment page: use one of the test cards shown'],
    [{ expiry: '01/20' }, 'expiry', 'Check the expiry date (MM/YY)'],
    [{ expiry: '1/2' }, 'expiry', 'Check the expiry date (MM/YY)'],
    [{ cvc: '12' }, 'cvc', 'The security code has 3 or 4 digits'],
    [{ name: 'K' }, 'name', 'Enter the name on the card'],
    [{ card_number: '' }, 'card_number', 'This field is required'],
  ])('refuses %j', async (patch, field, message) => {
    const c = await checkout();
    const r = await pay(c.sessionId, { ...CARD, ...patch });
    expect(r.statusCode).toBe(422);
    expect(r.json().error.fields[field]).toBe(message);
  });

  it('answers 404 for an unknown session', async () => {
    expect((await http.get('/api/sandbox/session/sbx_000000000000000000000000')).statusCode).toBe(404);
    expect((await http.get('/api/sandbox/session/nope')).statusCode).toBe(422);
  });
});

describe('deadlines in the jobs table', () => {
  const later = (ms: number) => new Date(Date.now() + ms);

  it('releases an order whose 10% is not paid within 2 days: cancelled, stock back, e-mail sent', async () => {
    const own = await offer(app, w.vendor.id, (await createProduct(app)).id, 12000, { stock: 40 });
    const c = await checkout({}, own.id);
    const [taken] = await app.db.select().from(vendorProducts).where(eq(vendorProducts.id, own.id));
    expect(taken!.stock).toBe(30);
    await app.jobs.runDue({ now: later(47 * 3600_000) });
    expect((await orderRow(c.orderId)).status).toBe(ORDER_STATUS.suggested);
    await app.jobs.runDue({ now: later(48 * 3600_000 + 60_000) });
    const o = await orderRow(c.orderId);
    expect(o).toMatchObject({ status: ORDER_STATUS.canceled, cancelReason: 'initial-payment-missed' });
    const [after] = await app.db.select().from(vendorProducts).where(eq(vendorProducts.id, own.id));
    expect(after!.stock).toBe(40);
    expect((await mailsFor(c.form.email as string)).map((m) => m.template)).toContain('mail-order-released-body');
    // The page can no longer be paid, and paying the order is refused.
    expect((await pay(c.sessionId)).json().data.status).toBe('canceled');
    const retry = await http.post('/api/payment/create-dibs-payment-by-order-id', { order_ids: [c.orderId], return_url: '/x', session_id: c.s });
    expect(retry.json().error.code).toBe('order_canceled');
    await app.jobs.runDue();
  });

  it('keeps an order paid at the last second even if nothing told the shop yet', async () => {
    const c = await checkout();
    await pay(c.sessionId);
    // No webhook delivered, no browser return: the deadline job asks the provider first.
    await app.db.update(jobs).set({ status: 'done' }).where(eq(jobs.kind, 'sandbox.webhook'));
    await app.jobs.runDue({ now: later(49 * 3600_000) });
    expect((await orderRow(c.orderId)).status).toBe(ORDER_STATUS.unconfirmed);
    expect((await plan(c.orderId)).initial!.status).toBe('paid');
  });
});

describe('the payment plan after checkout', () => {
  it('captures 50% at confirmation and 40% at delivery from the reservation: 10% → 60% → 100% paid', async () => {
    const c = await checkout();
    await pay(c.sessionId);
    await app.jobs.runDue();
    await app.db.update(orders).set({ status: ORDER_STATUS.confirmed }).where(eq(orders.id, c.orderId));
    const r1 = await app.db.transaction((tx) => app.payments.requestStage(tx, c.orderId, 'confirmation'));
    expect(r1.status).toBe('paid');
    // A repeated call (a retried vendor confirmation) captures nothing more.
    await app.db.transaction((tx) => app.payments.requestStage(tx, c.orderId, 'confirmation'));
    expect((await status(c.paymentId, c.s)).json().data.order.progress).toMatchObject({ label: 'confirmation-paid', paid_pct: 60 });
    await app.db.transaction((tx) => app.payments.requestStage(tx, c.orderId, 'final'));
    expect((await status(c.paymentId, c.s)).json().data.order.progress).toMatchObject({ label: 'paid', paid_pct: 100, paid_amount: 160000 });
    const ops = await charges(c.sessionId);
    expect(ops.filter((o) => o.kind === 'capture').map((o) => o.amount)).toEqual([80000, 64000]);
    await app.jobs.runDue();
  });

  it('after 14 days the reservation lapses: the 50% becomes due and is paid by link', async () => {
    const c = await checkout();
    await pay(c.sessionId);
    await app.jobs.runDue();
    await app.db.update(orders).set({ status: ORDER_STATUS.confirmed }).where(eq(orders.id, c.orderId));
    await app.jobs.runDue({ now: new Date(Date.now() + 14 * 86_400_000 + 60_000) });
    const p = await plan(c.orderId);
    expect(p.confirmation).toMatchObject({ status: 'pending' });
    expect(p.confirmation!.deadline).not.toBeNull();
    expect(p.final).toMatchObject({ status: 'pending', deadline: null });
    expect((await status(c.paymentId, c.s)).json().data.order.progress).toMatchObject({ label: 'confirmation-due', due_amount: 80000 });
    const link = await http.post('/api/payment/create-dibs-payment-by-order-id', { order_ids: [c.orderId], return_url: '/orders', session_id: c.s });
    expect(link.json().data).toMatchObject({ stage: 'confirmation', amount: 80000, reserve_amount: 0 });
    await pay(link.json().data.hosted_url.split('/').pop());
    await app.jobs.runDue();
    expect((await status(c.paymentId, c.s)).json().data.order.progress).toMatchObject({ label: 'confirmation-paid', paid_pct: 60 });
    expect((await mailsFor(c.form.email as string)).map((m) => m.template)).toEqual(
      expect.arrayContaining(['mail-order-paid-body', 'mail-stage-due-body', 'mail-stage-paid-body']),
    );
  });

  it('a customer’s cancellation refunds what was paid and releases the reservation', async () => {
    const c = await checkout();
    await pay(c.sessionId);
    await app.jobs.runDue();
    const r = await http.post(`/api/order/cancel/${c.orderId}`, { session_id: c.s });
    expect(r.statusCode, r.body).toBe(200);
    expect(r.json().data.order).toMatchObject({ status: ORDER_STATUS.canceled, progress: { label: 'refunded' } });
    const ops = await charges(c.sessionId);
    expect(ops.filter((o) => o.kind === 'refund').map((o) => o.amount)).toEqual([16000]);
    expect(ops.filter((o) => o.kind === 'release').map((o) => o.amount)).toEqual([144000]);
    await app.jobs.runDue();
  });
});
