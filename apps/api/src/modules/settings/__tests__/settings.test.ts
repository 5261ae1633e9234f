import { auditLog, orders, payments, platformSettings, promoCodes } from '@vedmarked/db';
import { addDays, osloToday } from '@vedmarked/domain';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { idemKey, inject, newSession, orderForm, shopWorld } from '../../../../test/commerce-helpers.ts';
import { buildTestApp, createUser } from '../../../../test/helpers.ts';

const { app } = await buildTestApp({ platformFeePct: 12 });
const http = inject(app);
const w = await shopWorld(app, { stock: 1000 });
const admin = await createUser(app, { role: 'admin' });
const as = { authorization: `Bearer ${(await app.issueToken(admin.id)).token}` };

async function placeCardOrder(over: Record<string, unknown> = {}) {
  const s = newSession();
  await http.post(`/api/cart/add?session_id=${s}`, { postcode: '0150', vendor_product_id: w.sack.id, quantity: 10 });
  const r = await http.post('/api/payment/create-dibs-payment', { ...orderForm(s, over), idempotency_key: idemKey(), return_url: '/checkout-success' });
  expect(r.statusCode, r.body).toBe(200);
  const id = r.json().data.order.id as number;
  return { s, order: (await app.db.select().from(orders).where(eq(orders.id, id)))[0]! };
}

describe('GET/POST /api/admin/settings', () => {
  it('starts from the defaults, the standard fee from PLATFORM_FEE_PCT', async () => {
    const d = (await http.get('/api/admin/settings', as)).json().data;
    expect(d.settings).toEqual({
      platform_fee_pct: 12,
      own_customer_fee_pct: 5,
      fast_delivery_extra_pct: 10,
      fast_delivery_days: 6,
      standard_delivery_days: 12,
      custom_delivery_max_days: 30,
      deposit_days: 2,
      neighbour_discount_pct: 50,
      group_share_pct: 5,
      market_fee_pct: 3,
      transport_fee_pct: 5,
    });
    expect(d.defaults).toEqual(d.settings);
    expect(d.updated_at).toBeNull();
  });

  it('refuses bad values with a message per field in the caller’s language', async () => {
    const body = {
      platform_fee_pct: 80,
      deposit_days: 0,
      fast_delivery_extra_pct: 1.5,
      neighbour_discount_pct: 101,
      group_share_pct: -1,
      fast_delivery_days: 0,
      custom_delivery_max_days: 61,
      reason: 'x',
    };
    for (const [lang, fee, days, reason, pct, deliveryDays, order] of [
      ['en', 'from 0 to 50', 'from 1 to 14', 'Write the reason', 'from 0 to 100', 'from 1 to 60', 'Fast delivery must be shorter than standard delivery'],
      ['es', 'de 0 a 50', 'de 1 a 14', 'Escribe el motivo', 'de 0 a 100', 'de 1 a 60', 'La entrega rápida debe ser más corta que la estándar'],
      ['no', 'fra 0 til 50', 'fra 1 til 14', 'Skriv begrunnelsen', 'fra 0 til 100', 'fra 1 til 60', 'Rask levering må være kortere enn standard levering'],
    ] as const) {
      const r = await http.post('/api/admin/settings', body, { ...as, 'x-language': lang });
      expect(r.statusCode).toBe(422);
      const f = r.json().error.fields;
      expect(f.platform_fee_pct).toContain(fee);
      expect(f.deposit_days).toContain(days);
      expect(f.fast_delivery_extra_pct).toBeTruthy();
      expect(f.reason).toContain(reason);
      expect(f.neighbour_discount_pct).toContain(pct);
      expect(f.group_share_pct).toContain(fee);
      expect(f.fast_delivery_days).toContain(deliveryDays);
      expect(f.custom_delivery_max_days).toContain(deliveryDays);
      // Each day count is valid alone, but standard delivery would not be longer than fast (6 by default).
      const unordered = await http.post('/api/admin/settings', { standard_delivery_days: 6, reason: 'Shorter standard' }, { ...as, 'x-language': lang });
      expect(unordered.statusCode, unordered.body).toBe(422);
      expect(unordered.json().error.fields.standard_delivery_days).toContain(order);
    }
    expect(
      (await http.post('/api/admin/settings', { fast_delivery_days: 10, custom_delivery_max_days: 11, reason: 'custom below standard' }, as)).json().error
        .fields,
    ).toHaveProperty('custom_delivery_max_days');
    expect((await http.post('/api/admin/settings', { neighbour_discount_pct: '50', reason: 'text is no number' }, as)).json().error.fields).toHaveProperty(
      'neighbour_discount_pct',
    );
    expect((await http.post('/api/admin/settings', { colour: 'red', reason: 'unknown key' }, as)).statusCode).toBe(422);
  });

  it('stores a change with its reason in the audit log; a repeat changes nothing', async () => {
    const body = { platform_fee_pct: 15, own_customer_fee_pct: 4, reason: 'New price list from January' };
    const r = await http.post('/api/admin/settings', body, as);
    expect(r.statusCode, r.body).toBe(200);
    expect(r.json().data).toMatchObject({
      changed: ['platform_fee_pct', 'own_customer_fee_pct'],
      settings: { platform_fee_pct: 15, own_customer_fee_pct: 4 },
      updated_by: admin.id,
    });
    const again = await http.post('/api/admin/settings', body, as);
    expect(again.json().data.changed).toEqual([]);
    const log = await app.db.select().from(auditLog).where(eq(auditLog.action, 'settings.update'));
    expect(log).toHaveLength(1);
    expect(log[0]!.details).toMatchObject({ reason: 'New price list from January', changes: { platform_fee_pct: { from: 12, to: 15 } } });
  });

  it('is read by the code that uses it: the fee of a new order, fast delivery’s extra, the deposit deadline', async () => {
    await http.post('/api/admin/settings', { platform_fee_pct: 20, fast_delivery_extra_pct: 25, deposit_days: 5, reason: 'Testing the wiring' }, as);
    const info = (await http.get(`/api/cart/get-vendor-info?session_id=${newSession()}&vendor_id=${w.vendor.id}&postcode=0150`)).json().data;
    expect(info.delivery_options.find((o: { period: string }) => o.period === 'fast').extra_pct).toBe(25);
    const before = Date.now();
    const { order } = await placeCardOrder({ delivery_period: 'fast' });
    expect(order.profit).toBe(Math.round(order.productsSubtotal * 0.2));
    expect(order.periodExtra).toBe(Math.round(order.shipping * 0.25));
    const [initial] = await app.db
      .select()
      .from(payments)
      .where(and(eq(payments.orderId, order.id), eq(payments.stage, 'initial')));
    const days = (initial!.deadline!.getTime() - before) / 86_400_000;
    expect(days).toBeGreaterThan(4.99);
    expect(days).toBeLessThan(5.01);
  });
});

describe('the neighbour discount is a platform setting', () => {
  it('the cart and the placed order take the operator’s percentage off shipping, read in the order’s transaction', async () => {
    await app.db.insert(promoCodes).values({ code: 'NABO-SETTING', kind: 'group', vendorId: w.vendor.id });
    const set = await http.post('/api/admin/settings', { neighbour_discount_pct: 30, reason: 'Smaller neighbour discount' }, as);
    expect(set.statusCode, set.body).toBe(200);
    const s = newSession();
    await http.post(`/api/cart/add?session_id=${s}`, { postcode: '0150', vendor_product_id: w.sack.id, quantity: 10 });
    const cart = (await http.get(`/api/cart/list?session_id=${s}&code=NABO-SETTING`)).json().data;
    const shipping = cart.newCart.shipping;
    expect(shipping).toBeGreaterThan(0);
    expect(cart.discount).toBe(Math.round((shipping * 30) / 100));
    const r = await http.post('/api/payment/create-dibs-payment', {
      ...orderForm(s),
      code: 'NABO-SETTING',
      idempotency_key: idemKey(),
      return_url: '/checkout-success',
    });
    expect(r.statusCode, r.body).toBe(200);
    const [order] = await app.db.select().from(orders).where(eq(orders.id, r.json().data.order.id));
    expect(order!.discount).toBe(Math.round((order!.shipping * 30) / 100));
    expect(order!.total).toBe(order!.productsSubtotal + order!.carryPrice + order!.shipping + order!.periodExtra - order!.discount);
    await http.post('/api/admin/settings', { neighbour_discount_pct: 50, reason: 'Back to the standard discount' }, as);
  });
});

describe('the delivery days are platform settings', () => {
  it('the cart’s options, the public read and the placed order’s date rules take the operator’s days', async () => {
    const set = await http.post(
      '/api/admin/settings',
      { fast_delivery_days: 4, standard_delivery_days: 9, custom_delivery_max_days: 20, reason: 'Faster trucks this winter' },
      as,
    );
    expect(set.statusCode, set.body).toBe(200);
    const info = (await http.get(`/api/cart/get-vendor-info?session_id=${newSession()}&vendor_id=${w.vendor.id}&postcode=0150`)).json().data;
    expect(info.delivery_options.map((o: { days: number }) => o.days)).toEqual([4, 9, 20]);
    expect((await http.get('/api/settings/public')).json().data.delivery_periods).toMatchObject({
      fast_days: 4,
      standard_days: 9,
      custom_min_days: 4,
      custom_max_days: 20,
    });

    const today = osloToday();
    const s = newSession();
    await http.post(`/api/cart/add?session_id=${s}`, { postcode: '0150', vendor_product_id: w.sack.id, quantity: 10 });
    const place = (over: Record<string, unknown>) =>
      http.post(
        '/api/payment/create-dibs-payment',
        { ...orderForm(s, over), idempotency_key: idemKey(), return_url: '/checkout-success' },
        { 'x-language': 'en' },
      );
    const late = await place({ delivery_period: 'custom', delivery_date_to: addDays(today, 21) });
    expect(late.statusCode).toBe(422);
    expect(late.json().error.fields.delivery_date_to).toBe(`Delivery can be at most 20 days ahead (until ${addDays(today, 20)})`);
    // 5 days would be too soon with the default 6; the operator's fast delivery is 4.
    const placed = await place({ delivery_period: 'custom', delivery_date_to: addDays(today, 5) });
    expect(placed.statusCode, placed.body).toBe(200);
    const [order] = await app.db.select().from(orders).where(eq(orders.id, placed.json().data.order.id));
    expect(order!.deliveryDateTo).toBe(addDays(today, 5));

    const back = await http.post(
      '/api/admin/settings',
      { fast_delivery_days: 6, standard_delivery_days: 12, custom_delivery_max_days: 30, reason: 'Back to the standard periods' },
      as,
    );
    expect(back.statusCode, back.body).toBe(200);
  });
});

describe('GET /api/settings/public', () => {
  it('answers anyone, cacheably, with only what a shopper sees, and follows an admin’s change', async () => {
    const r = await http.get('/api/settings/public');
    expect(r.statusCode, r.body).toBe(200);
    expect(r.headers['cache-control']).toBe('public, max-age=60');
    const before = r.json().data;
    expect(Object.keys(before).sort()).toEqual(['delivery_periods', 'group_share_pct', 'neighbour_discount_pct']);
    expect(before.delivery_periods).toMatchObject({ fast_days: 6, standard_days: 12, custom_min_days: 6, custom_max_days: 30 });
    expect(JSON.stringify(before)).not.toMatch(/platform_fee|own_customer|deposit|market_fee|transport_fee|updated_by/);

    const set = await http.post(
      '/api/admin/settings',
      { neighbour_discount_pct: 40, group_share_pct: 7, fast_delivery_extra_pct: 15, reason: 'Spring campaign' },
      as,
    );
    expect(set.statusCode, set.body).toBe(200);
    const after = (await http.get('/api/settings/public')).json().data;
    expect(after).toMatchObject({ neighbour_discount_pct: 40, group_share_pct: 7, delivery_periods: { fast_extra_pct: 15 } });
    await http.post(
      '/api/admin/settings',
      { neighbour_discount_pct: 50, group_share_pct: 5, fast_delivery_extra_pct: before.delivery_periods.fast_extra_pct, reason: 'Campaign over' },
      as,
    );
    expect((await http.get('/api/settings/public')).json().data).toEqual(before);
  });
});

describe('the settings cache', () => {
  it('drops its copy when any process announces a change (NOTIFY on the settings channel)', async () => {
    const cached = await app.settings.get();
    // Another process writes the table and announces it in its transaction.
    await app.db.transaction(async (tx) => {
      await tx
        .insert(platformSettings)
        .values({ key: 'deposit_days', value: 9 })
        .onConflictDoUpdate({ target: platformSettings.key, set: { value: 9 } });
      await app.realtime.publish(tx, 'settings', { keys: ['deposit_days'] });
    });
    await expect.poll(async () => (await app.settings.get()).deposit_days, { timeout: 5000 }).toBe(9);
    expect(cached.deposit_days).not.toBe(9);
  });
});
