import { orderLines, orders, products } from '@vedmarked/db';
import { ORDER_STATUS } from '@vedmarked/domain';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { idemKey, inject, newSession, orderForm, shopWorld } from '../../../../test/commerce-helpers.ts';
import { buildTestApp, signIn } from '../../../../test/helpers.ts';
import { pdfText } from '../../../../test/pdf-text.ts';

const { app } = await buildTestApp();
const http = inject(app);
const w = await shopWorld(app, { stock: 1000 });
const kari = await signIn(app);
const ola = await signIn(app);

async function paidOrder(user: { headers: Record<string, string> }, over: Record<string, unknown> = {}) {
  const s = newSession();
  await http.post(`/api/cart/add?session_id=${s}`, { postcode: '0150', vendor_product_id: w.sack.id, quantity: 10 }, user.headers);
  await http.post(`/api/cart/add?session_id=${s}`, { postcode: '0150', vendor_product_id: w.gloves.id }, user.headers);
  const r = await http.post(
    '/api/payment/create-dibs-payment',
    { ...orderForm(s, over), idempotency_key: idemKey(), return_url: '/checkout-success' },
    user.headers,
  );
  expect(r.statusCode, r.body).toBe(200);
  const sessionId = r.json().data.payment.hosted_url.split('/').pop();
  await http.post(`/api/sandbox/session/${sessionId}/pay`, { card_number: '4242424242424242', expiry: '12/39', cvc: '123', name: 'Kari N' });
  await app.jobs.runDue();
  return { s, id: r.json().data.order.id as number };
}

describe('GET /api/customer/order/list and show/{id}', () => {
  it('lists only the customer’s own orders, newest first, with status colour and payment progress', async () => {
    const a = await paidOrder(kari);
    const b = await paidOrder(kari, { carry_and_placement: '1', time_window: 'evening', comment: 'Ring på' });
    await paidOrder(ola);
    const list = await http.get('/api/customer/order/list', kari.headers);
    expect(list.statusCode).toBe(200);
    expect(list.json().data.map((o: { id: number }) => o.id)).toEqual([b.id, a.id]);
    expect(list.json().data[0]).toMatchObject({
      status: 1,
      status_name: 'unconfirmed',
      status_colour: 'yellow',
      progress: { label: 'deposit-paid', paid_pct: 10 },
    });
    const show = await http.get(`/api/customer/order/show/${b.id}`, kari.headers);
    const d = show.json().data;
    expect(d).toMatchObject({
      id: b.id,
      vendor: { id: w.vendor.id, name: 'Test Ved' },
      delivery: {
        street: 'Dronningens gate 15',
        city: 'Oslo',
        postcode: '0150',
        time_window: 'evening',
        window_from: '17:00',
        window_to: '22:00',
        arrival_date: null,
      },
      services: [{ code: 'carry_and_placement', price: 10 * w.vendor.carryPrices.sack }],
      shipping: 40000,
      comment: 'Ring på',
      cancellation: { allowed: true, deadline: null },
    });
    expect(d.lines.map((l: { quantity: number }) => l.quantity)).toEqual([10, 1]);
    expect(d.payments.map((p: { stage: string; status: string }) => `${p.stage}:${p.status}`)).toEqual([
      'initial:paid',
      'confirmation:reserved',
      'final:reserved',
    ]);
    expect(d.neighbour_code).toMatch(/^NB-/);
  });

  it('hides other customers’ orders (404), asks guests to log in (401) and refuses vendors (403)', async () => {
    const theirs = await paidOrder(ola);
    expect((await http.get(`/api/customer/order/show/${theirs.id}`, kari.headers)).statusCode).toBe(404);
    expect((await http.get(`/api/customer/order/invoice/${theirs.id}`, kari.headers)).statusCode).toBe(404);
    const guest = await http.get('/api/customer/order/list', { 'x-language': 'en' });
    expect(guest.statusCode).toBe(401);
    expect(guest.json().error.message).toBe('You need to log in first');
    const vendor = await signIn(app, { role: 'vendor' });
    expect((await http.get('/api/customer/order/list', vendor.headers)).statusCode).toBe(403);
    expect((await http.get('/api/customer/order/show/abc', kari.headers)).statusCode).toBe(422);
  });

  it('answers the same on the customer-company path', async () => {
    const firm = await signIn(app, { role: 'customer-company' });
    const o = await paidOrder(firm);
    expect((await http.get('/api/customer-company/order/list', firm.headers)).json().data[0].id).toBe(o.id);
  });
});

describe('GET /api/customer/order/invoice/{id}', () => {
  it('is a PDF receipt of the order', async () => {
    const o = await paidOrder(kari);
    const r = await app.inject({ method: 'GET', url: `/api/customer/order/invoice/${o.id}`, headers: { ...kari.headers, 'x-language': 'no' } });
    expect(r.statusCode).toBe(200);
    expect(r.headers['content-type']).toBe('application/pdf');
    expect(r.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    expect(r.rawPayload.length).toBeGreaterThan(1500);
  });
});

describe('product names on an order', () => {
  const sackNames = async () => (await app.db.select({ name: products.name }).from(products).where(eq(products.id, w.sack.productId)))[0]!.name;

  it('stores the names in every language, and each reader sees their own', async () => {
    const o = await paidOrder(kari, {});
    const names = await sackNames();
    const [line] = await app.db.select().from(orderLines).where(eq(orderLines.orderId, o.id)).orderBy(orderLines.id);
    expect(line!.names).toEqual(names);
    for (const lang of ['es', 'en', 'no'] as const) {
      const show = await http.get(`/api/customer/order/show/${o.id}`, { ...kari.headers, 'x-language': lang });
      expect(show.json().data.lines[0].name).toBe(names[lang]);
    }
    // With no x-language, Accept-Language decides (nb maps to Norwegian).
    const nb = await app.inject({ method: 'GET', url: `/api/customer/order/show/${o.id}`, headers: { ...kari.headers, 'accept-language': 'nb-NO,nb;q=0.9' } });
    expect(nb.json().data.lines[0].name).toBe(names.no);
  });

  it('writes the invoice in the language the customer ordered in, whatever language it is downloaded in', async () => {
    const { id } = await paidOrder({ ...kari, headers: { ...kari.headers, 'x-language': 'es' } });
    expect((await app.db.select().from(orders).where(eq(orders.id, id)))[0]!.language).toBe('es');
    const names = await sackNames();
    for (const lang of ['no', 'en']) {
      const pdf = await app.inject({ method: 'GET', url: `/api/customer/order/invoice/${id}`, headers: { ...kari.headers, 'x-language': lang } });
      expect(pdf.statusCode).toBe(200);
      const text = pdfText(pdf.rawPayload);
      expect(text).toContain('Recibo');
      expect(text).toContain(names.es);
      expect(text).not.toContain(names.no);
      expect(text).not.toMatch(/Kvittering|Receipt/);
    }
  });
});

describe('POST /api/order/repeat/{id}', () => {
  it('puts the order’s products back in the cart', async () => {
    const o = await paidOrder(kari);
    const s = newSession();
    const r = await http.post(`/api/order/repeat/${o.id}`, { session_id: s }, kari.headers);
    expect(r.statusCode, r.body).toBe(200);
    expect(r.json().data.newCart.lines.map((l: { vendor_product_id: number; quantity: number }) => [l.vendor_product_id, l.quantity])).toEqual([
      [w.sack.id, 10],
      [w.gloves.id, 1],
    ]);
    expect(r.json().data.skipped).toEqual([]);
    expect((await http.post(`/api/order/repeat/${o.id}`, { session_id: s }, ola.headers)).statusCode).toBe(404);
    expect((await http.post(`/api/order/repeat/${o.id}`, { session_id: s })).statusCode).toBe(401);
    expect((await http.post(`/api/order/repeat/${o.id}`, {}, kari.headers)).json().error.fields.session_id).toBe('This field is required');
  });
});

describe('POST /api/order/cancel/{id}', () => {
  it('cancels free while no delivery is announced, and refuses within 48 hours of an announced one', async () => {
    const o = await paidOrder(kari);
    const soon = new Date(Date.now() + 24 * 3600_000);
    const day = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Oslo' }).format(soon);
    await app.db.update(orders).set({ status: ORDER_STATUS.scheduled, arrivalDate: day, arrivalTime: '12:00' }).where(eq(orders.id, o.id));
    const late = await http.post(`/api/order/cancel/${o.id}`, {}, kari.headers);
    expect(late.statusCode).toBe(409);
    expect(late.json().error.message).toBe('It is too late to cancel: cancelling is free until 48 hours before delivery');
    await app.db.update(orders).set({ status: ORDER_STATUS.delivered }).where(eq(orders.id, o.id));
    expect((await http.post(`/api/order/cancel/${o.id}`, {}, kari.headers)).json().error.message).toBe('This order can no longer be cancelled');
    const o2 = await paidOrder(kari);
    const ok = await http.post(`/api/order/cancel/${o2.id}`, {}, kari.headers);
    expect(ok.json().data).toMatchObject({ order: { status: ORDER_STATUS.canceled, cancel_reason: 'customer' }, restored: false });
  });

  it('puts an unpaid order back in the cart (the failed-payment page’s “back to cart”)', async () => {
    const s = newSession();
    await http.post(`/api/cart/add?session_id=${s}`, { postcode: '0150', vendor_product_id: w.bigBag.id });
    const r = await http.post('/api/payment/create-dibs-payment', { ...orderForm(s), idempotency_key: idemKey() });
    const id = r.json().data.order.id;
    const c = await http.post(`/api/order/cancel/${id}`, { session_id: s });
    expect(c.json().data).toMatchObject({ restored: true, order: { status: ORDER_STATUS.canceled } });
    expect((await http.get(`/api/cart/list?session_id=${s}`)).json().data.newCart.lines).toHaveLength(1);
    expect((await http.post(`/api/order/cancel/${id}`, { session_id: newSession() })).statusCode).toBe(404);
  });
});

describe('GET /api/order/image/{uploadId}', () => {
  it('serves a placement photo by a signed link only', async () => {
    const s = newSession();
    await http.post(`/api/cart/add?session_id=${s}`, { postcode: '0150', vendor_product_id: w.bigBag.id }, kari.headers);
    const png = await sharp({ create: { width: 20, height: 20, channels: 3, background: '#225522' } })
      .png()
      .toBuffer();
    const fd = new FormData();
    for (const [k, v] of Object.entries({ ...orderForm(s, { deliver_if_iam_not_at_home: '1' }), idempotency_key: idemKey() })) fd.append(k, String(v));
    fd.append('images[]', new Blob([png], { type: 'image/png' }), 'place.png');
    const req = new Request('http://x', { method: 'POST', body: fd });
    const add = await app.inject({
      method: 'POST',
      url: '/api/order/add',
      payload: Buffer.from(await req.arrayBuffer()),
      headers: { ...kari.headers, 'content-type': req.headers.get('content-type')! },
    });
    expect(add.statusCode, add.body).toBe(200);
    const d = (await http.get(`/api/customer/order/show/${add.json().data.order.id}`, kari.headers)).json().data;
    expect(d.images).toHaveLength(1);
    const img = await app.inject({ method: 'GET', url: d.images[0].url });
    expect(img.statusCode).toBe(200);
    expect(img.headers['content-type']).toBe('image/webp');
    const tampered = d.images[0].url.replace(/sig=.{4}/, 'sig=AAAA');
    expect((await app.inject({ method: 'GET', url: tampered })).statusCode).toBe(403);
  });
});
