import { auditLog, ledgerEntries, ledgerTransactions, orders, payments, vehicles } from '@vedmarked/db';
import { ORDER_STATUS, periodOf } from '@vedmarked/domain';
import { and, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { idemKey, inject, newSession, orderForm, shopWorld } from '../../../../test/commerce-helpers.ts';
import { buildTestApp, createUser } from '../../../../test/helpers.ts';
import { closePeriod } from '../../settlements/index.ts';

const { app } = await buildTestApp();
const http = inject(app);
const a = await shopWorld(app, { stock: 1000 });
const admin = await createUser(app, { role: 'admin' });
const bearer = async (userId: number) => ({ authorization: `Bearer ${(await app.issueToken(userId)).token}` });
const as = { a: await bearer(a.user.id), admin: await bearer(admin.id) };
const [van] = await app.db
  .insert(vehicles)
  .values({ ownerUserId: a.user.id, carNumber: 'EL 54321', capacityKg: 3000, widthCm: 200, heightCm: 180, depthCm: 400 })
  .returning();
const CARD = { card_number: '4242 4242 4242 4242', expiry: '12/39', cvc: '123', name: 'Kari Nordmann' };

/** A guest's order of 10 sacks, its 10% paid (unconfirmed, the 90% reserved). */
async function paidOrder(over: Record<string, unknown> = {}) {
  const s = newSession();
  await http.post(`/api/cart/add?session_id=${s}`, { postcode: '0150', vendor_product_id: a.sack.id, quantity: 10 });
  const r = await http.post('/api/payment/create-dibs-payment', { ...orderForm(s, over), idempotency_key: idemKey(), return_url: '/checkout-success' });
  expect(r.statusCode, r.body).toBe(200);
  const { order, payment } = r.json().data;
  await http.post(`/api/sandbox/session/${payment.hosted_url.split('/').pop()}/pay`, CARD);
  await app.jobs.runDue();
  sessions.set(order.id, s);
  return order.id as number;
}
const sessions = new Map<number, string>();

async function deliver(orderId: number) {
  expect((await http.post(`/api/vendor/order/confirm/${orderId}`, {}, as.a)).statusCode).toBe(200);
  const [o] = await app.db.select().from(orders).where(eq(orders.id, orderId));
  const add = await http.post(
    '/api/vendor/routes/add',
    { delivery_date: o!.deliveryDateFrom, departure_time: '08:00', vehicle_id: van!.id, order_ids: [orderId] },
    as.a,
  );
  expect(add.statusCode, add.body).toBe(200);
  const id = add.json().data.route.id;
  for (const [action, body] of [
    ['start', {}],
    ['deliver', { order_id: orderId }],
    ['complete', {}],
  ] as const)
    expect((await http.post(`/api/vendor/routes/${action}/${id}`, body, as.a)).statusCode).toBe(200);
}

const orderRow = async (id: number) => (await app.db.select().from(orders).where(eq(orders.id, id)))[0]!;
const stages = async (id: number) => Object.fromEntries((await app.db.select().from(payments).where(eq(payments.orderId, id))).map((p) => [p.stage, p]));
const auditOf = (id: number) =>
  app.db
    .select()
    .from(auditLog)
    .where(eq(auditLog.target, `order:${id}`));
const vendorAllocation = async (orderId: number) =>
  Number(
    (
      await app.db
        .select({ n: sql<number>`coalesce(sum(${ledgerEntries.amount}), 0)` })
        .from(ledgerEntries)
        .innerJoin(ledgerTransactions, eq(ledgerTransactions.id, ledgerEntries.transactionId))
        .where(and(eq(ledgerTransactions.orderId, orderId), eq(ledgerEntries.account, 'vendor_payable')))
    )[0]!.n,
  );

describe('GET /api/admin/orders', () => {
  it('lists every order, by status group, searched by id, name, phone and postcode, paged on the server', async () => {
    const id = await paidOrder({ first_name: 'Solveig', last_name: 'Listeby', phone: '98765432' });
    const list = (q: string) => http.get(`/api/admin/orders?${q}`, as.admin).then((r) => r.json().data);
    const raw = await http.get('/api/admin/orders?group=awaitingRoute&limit=100', as.admin);
    expect(raw.statusCode, raw.body).toBe(200);
    const unconfirmed = raw.json().data;
    expect(unconfirmed.orders.map((o: { id: number }) => o.id)).toContain(id);
    expect(unconfirmed.orders.every((o: { status: number }) => [1, 2].includes(o.status))).toBe(true);
    expect((await list('group=history')).orders.map((o: { id: number }) => o.id)).not.toContain(id);
    for (const q of [`q=${id}`, `q=%23${id}`, 'q=listeby', 'q=98765432', 'q=0150'])
      expect(
        (await list(q)).orders.map((o: { id: number }) => o.id),
        q,
      ).toContain(id);
    const row = (await list(`q=${id}`)).orders.find((o: { id: number }) => o.id === id);
    expect(row).toMatchObject({ customer_name: 'Solveig Listeby', postcode: '0150', vendor_id: a.vendor.id, status_name: 'unconfirmed', fixed_shipping: null });
    const page = await list('limit=1&sort=-id');
    expect(page.orders).toHaveLength(1);
    expect(page.total).toBeGreaterThanOrEqual(1);
  });

  it('refuses an unknown group or sort with field errors', async () => {
    const r = await http.get('/api/admin/orders?group=nope&sort=colour', as.admin);
    expect(r.statusCode).toBe(422);
    expect(Object.keys(r.json().error.fields)).toEqual(expect.arrayContaining(['group']));
  });
});

describe('GET /api/admin/orders/{id}', () => {
  it('shows the order with its history, payments and actions; 404 for none', async () => {
    const id = await paidOrder();
    const d = (await http.get(`/api/admin/orders/${id}`, as.admin)).json().data;
    expect(d.id).toBe(id);
    // The history carries facts, not codes glued together: the page writes them as sentences.
    expect(d.history[0]).toMatchObject({ kind: 'placed', amount: d.total, stage: null, reason: null });
    const paid = d.history.find((e: { kind: string; what: string }) => e.kind === 'payment' && e.what === 'paid');
    const initial = d.payments.find((p: { stage: string }) => p.stage === 'initial');
    expect(paid).toMatchObject({ stage: 'initial', amount: initial.amount });
    expect(d.history.every((e: Record<string, unknown>) => !('detail' in e))).toBe(true);
    expect(d.payments.map((p: { stage: string }) => p.stage).sort()).toEqual(['confirmation', 'final', 'initial']);
    expect(d.actions).toEqual({ fix_shipping: true, to_market: true, cancel: true });
    expect((await http.get('/api/admin/orders/999999', as.admin)).statusCode).toBe(404);
  });
});

describe('POST /api/admin/orders/{id}/shipping', () => {
  it('fixes the price: total and open stages move by the difference, the vendor sees price and comment; a retry changes nothing', async () => {
    const id = await paidOrder();
    const before = await orderRow(id);
    const beforeStages = await stages(id);
    const body = { shipping: before.shipping + 12345, comment: 'Long road, agreed with the customer', reason: 'Ferry to the island' };
    const r = await http.post(`/api/admin/orders/${id}/shipping`, body, as.admin);
    expect(r.statusCode, r.body).toBe(200);
    expect(r.json().data).toMatchObject({ changed: true, order: { shipping: body.shipping, fixed_shipping: body.shipping, total: before.total + 12345 } });
    const after = await stages(id);
    expect(after.initial!.amount).toBe(beforeStages.initial!.amount);
    const open = (s: typeof after) => s.confirmation!.amount + s.final!.amount;
    expect(open(after) - open(beforeStages)).toBe(12345);
    expect(Object.values(after).reduce((s, p) => s + p.amount, 0)).toBe(before.total + 12345);
    const audit = await auditOf(id);
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ actorUserId: admin.id, action: 'order.fixed-shipping', details: { reason: 'Ferry to the island' } });
    expect(r.json().data.order.history.at(-1)).toMatchObject({
      kind: 'admin',
      what: 'order.fixed-shipping',
      amount: body.shipping,
      previous_amount: before.shipping,
      reason: 'Ferry to the island',
    });
    // A retry (or a double click) changes nothing and audits nothing more.
    const again = await http.post(`/api/admin/orders/${id}/shipping`, body, as.admin);
    expect(again.json().data.changed).toBe(false);
    expect(await auditOf(id)).toHaveLength(1);
    const seen = (await http.get(`/api/vendor/order/show/${id}`, as.a)).json().data;
    expect(seen).toMatchObject({ admin_comment: body.comment, fixed_shipping: body.shipping, shipping: body.shipping, total: before.total + 12345 });
  });

  it('the vendor is paid exactly the difference, and the ledger balances', async () => {
    const plain = await paidOrder();
    const fixed = await paidOrder();
    const diff = 7000;
    const f = await orderRow(fixed);
    expect((await http.post(`/api/admin/orders/${fixed}/shipping`, { shipping: f.shipping + diff, reason: 'Extra distance' }, as.admin)).statusCode).toBe(200);
    await deliver(plain);
    await deliver(fixed);
    await app.jobs.runDue();
    // The raised last stage no longer fits the card reservation: the customer pays it by link.
    expect((await stages(fixed)).final).toMatchObject({ status: 'pending' });
    const link = await http.post('/api/payment/create-dibs-payment-by-order-id', {
      order_ids: [fixed],
      return_url: '/orders',
      session_id: sessions.get(fixed),
    });
    expect(link.json().data).toMatchObject({ stage: 'final' });
    await http.post(`/api/sandbox/session/${link.json().data.hosted_url.split('/').pop()}/pay`, CARD);
    await app.jobs.runDue();
    expect((await stages(fixed)).final).toMatchObject({ status: 'paid' });
    const period = periodOf(new Date());
    await app.db.transaction((tx) => closePeriod(tx, period, { standardPct: 10 }));
    expect(await vendorAllocation(fixed)).toBe((await vendorAllocation(plain)) - diff);
    const [{ n }] = (await app.db.select({ n: sql<number>`coalesce(sum(amount), 0)::int` }).from(ledgerEntries)) as [{ n: number }];
    expect(Number(n)).toBe(0);
  });

  it('refuses bad input with field errors in the caller’s language, and a price below what is paid', async () => {
    const id = await paidOrder();
    for (const [lang, text] of [
      ['en', 'Write the reason'],
      ['es', 'Escribe el motivo'],
      ['no', 'Skriv begrunnelsen'],
    ] as const) {
      const r = await http.post(`/api/admin/orders/${id}/shipping`, { shipping: -1, reason: '' }, { ...as.admin, 'x-language': lang });
      expect(r.statusCode).toBe(422);
      expect(r.json().error.fields.reason).toContain(text);
      expect(r.json().error.fields.shipping).toBeTruthy();
    }
    const o = await orderRow(id);
    const paid = (await stages(id)).initial!.amount;
    const low = await http.post(`/api/admin/orders/${id}/shipping`, { shipping: 0, reason: 'Too low on purpose' }, as.admin);
    if (o.total - o.shipping < paid) expect(low.statusCode).toBe(409);
    else expect(low.statusCode).toBe(200);
  });
});

describe('POST /api/admin/orders/{id}/comment, /market, /cancel', () => {
  it('writes the admin comment the vendor sees', async () => {
    const id = await paidOrder();
    const r = await http.post(`/api/admin/orders/${id}/comment`, { comment: 'Call before arriving', reason: 'Customer asked support' }, as.admin);
    expect(r.json().data).toMatchObject({ changed: true, order: { admin_comment: 'Call before arriving' } });
    expect((await http.get(`/api/vendor/order/show/${id}`, as.a)).json().data.admin_comment).toBe('Call before arriving');
    expect((await http.post(`/api/admin/orders/${id}/comment`, { comment: 'Call before arriving', reason: 'again' }, as.admin)).json().data.changed).toBe(
      false,
    );
  });

  it('moves an order to the market (its vendor’s stock back), once', async () => {
    const id = await paidOrder();
    const r = await http.post(`/api/admin/orders/${id}/market`, { reason: 'Vendor is ill this week' }, as.admin);
    expect(r.statusCode, r.body).toBe(200);
    expect(await orderRow(id)).toMatchObject({ status: ORDER_STATUS.market, vendorId: null });
    expect((await http.post(`/api/admin/orders/${id}/market`, { reason: 'Vendor is ill this week' }, as.admin)).json().data.changed).toBe(false);
    expect((await auditOf(id)).map((e) => e.action)).toEqual(['order.to-market']);
  });

  it('cancels with a refund of what was paid, posted to the ledger; a second cancel changes nothing', async () => {
    const id = await paidOrder();
    const paid = (await stages(id)).initial!;
    const r = await http.post(`/api/admin/orders/${id}/cancel`, { reason: 'Duplicate order' }, as.admin);
    expect(r.statusCode, r.body).toBe(200);
    expect(r.json().data.order).toMatchObject({ status: ORDER_STATUS.canceled, progress: { label: 'refunded' } });
    expect((await stages(id)).initial!.status).toBe('refunded');
    const refunds = await app.db
      .select()
      .from(ledgerTransactions)
      .where(and(eq(ledgerTransactions.orderId, id), eq(ledgerTransactions.kind, 'refund')));
    expect(refunds).toHaveLength(1);
    expect(paid.amount).toBeGreaterThan(0);
    expect((await http.post(`/api/admin/orders/${id}/cancel`, { reason: 'Duplicate order' }, as.admin)).json().data.changed).toBe(false);
    // A cancelled order cannot be moved to the market.
    expect((await http.post(`/api/admin/orders/${id}/market`, { reason: 'too late now' }, as.admin)).statusCode).toBe(409);
  });
});
