import { users, vendorCoverage, vendors } from '@vedmarked/db';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { inject, newSession, orderForm, shopWorld } from '../../../../test/commerce-helpers.ts';
import { buildTestApp, createVendor, signIn } from '../../../../test/helpers.ts';

const { app } = await buildTestApp();

const call = (method: 'GET' | 'POST', url: string, token: string | null, payload?: unknown, lang = 'en') =>
  app.inject({
    method,
    url,
    headers: { ...(token ? { authorization: `Bearer ${token}` } : {}), 'x-language': lang },
    ...(payload !== undefined ? { payload: payload as object } : {}),
  });

async function vendorWithToken(opts: Parameters<typeof createVendor>[1] = {}) {
  const v = await createVendor(app, opts);
  const { token } = await app.issueToken(v.user.id);
  return { ...v, token };
}

const vendorInfo = (vendorId: number, postcode = '0150') =>
  call('GET', `/api/cart/get-vendor-info?session_id=${'b'.repeat(32)}&postcode=${postcode}&vendor_id=${vendorId}`, null).then((r) => r.json().data);

describe('GET /api/vendor/delivery/list', () => {
  it('gives the vendor’s delivery terms and hubs', async () => {
    const { vendor, hub, token } = await vendorWithToken({ minOrderPrice: 150000, name: 'Ved AS' });
    const res = await call('GET', '/api/vendor/delivery/list', token);
    expect(res.statusCode).toBe(200);
    const data = res.json().data;
    expect(data).toMatchObject({
      vendor_id: vendor.id,
      name: 'Ved AS',
      currency: 'NOK',
      active: true,
      is_transporter: false,
      min_order_price: 150000,
      carry_prices: { sack: 0, bigBag: 0 },
      hubs: [{ id: hub.id, active: true }],
    });
    expect(data.postcodes_covered).toBeGreaterThan(0);
    expect(data.postcodes_covered).toBe(data.hubs[0].postcodes_covered);
  });

  it('asks for the company first when the vendor has no vendor row yet', async () => {
    const { token } = await signIn(app, { role: 'vendor' });
    const res = await call('GET', '/api/vendor/delivery/list', token, undefined, 'es');
    expect(res.statusCode).toBe(409);
    expect(res.json().error.code).toBe('company_required');
  });
});

describe('POST /api/vendor/delivery/update', () => {
  it('stores the carry prices, which the cart then shows', async () => {
    const { vendor, token } = await vendorWithToken();
    const res = await call('POST', '/api/vendor/delivery/update', token, { carry_prices: { sack: 2500, bigBag: 30000 } });
    expect(res.json().data.carry_prices).toEqual({ sack: 2500, bigBag: 30000 });
    expect((await vendorInfo(vendor.id)).carry_prices).toEqual({ sack: 2500, bigBag: 30000 });
  });

  it('checks the prices', async () => {
    const { token } = await vendorWithToken();
    const res = await call('POST', '/api/vendor/delivery/update', token, { carry_prices: { sack: -100, bigBag: 10.5 } }, 'no');
    expect(res.statusCode).toBe(422);
    expect(res.json().error.fields).toEqual({
      'carry_prices.sack': 'Skriv en bærepris på 0 eller mer, med høyst 2 desimaler',
      'carry_prices.bigBag': 'Skriv en bærepris på 0 eller mer, med høyst 2 desimaler',
    });
    expect((await call('POST', '/api/vendor/delivery/update', token, { carry_prices: { sack: 1 } })).json().error.fields).toEqual({
      'carry_prices.bigBag': 'This field is required',
    });
  });
});

describe('POST /api/{role}/change-min-order-price', () => {
  it('stores the minimum order price under either vendor role path', async () => {
    const { vendor, token } = await vendorWithToken();
    for (const [path, price] of [
      ['/api/vendor/change-min-order-price', 90000],
      ['/api/vendor-transporter/change-min-order-price', 110000],
    ] as const) {
      const res = await call('POST', path, token, { min_order_price: price });
      expect(res.json().data.min_order_price).toBe(price);
      expect((await vendorInfo(vendor.id)).min_order_price).toBe(price);
    }
  });

  it('checks it, and it is only for vendors', async () => {
    const { token } = await vendorWithToken();
    const res = await call('POST', '/api/vendor/change-min-order-price', token, { min_order_price: 'mucho' }, 'es');
    expect(res.statusCode).toBe(422);
    expect(res.json().error.fields.min_order_price).toBe('Este valor no es válido');
    expect((await call('POST', '/api/vendor/change-min-order-price', token, { min_order_price: -1 })).json().error.fields.min_order_price).toBe(
      'Enter a minimum order amount of 0 or more, with at most 2 decimals',
    );
    const transporter = await signIn(app, { role: 'transporter' });
    expect((await call('POST', '/api/vendor/change-min-order-price', transporter.token, { min_order_price: 1 })).statusCode).toBe(403);
  });
});

describe('POST /api/{role}/change-status', () => {
  it('an inactive vendor has no coverage and is not offered; active again, it is back', async () => {
    const { vendor, token } = await vendorWithToken({ postcode: '0150' });
    expect(await vendorInfo(vendor.id)).toMatchObject({ delivers: true, shipping_price: 40000 });

    const off = await call('POST', '/api/vendor/change-status', token, { active: false });
    expect(off.statusCode).toBe(200);
    expect(off.json().data).toMatchObject({ active: false, postcodes_covered: 0, hubs: [{ active: true, postcodes_covered: 0 }] });
    expect(await app.db.select().from(vendorCoverage).where(eq(vendorCoverage.vendorId, vendor.id))).toEqual([]);
    expect(await vendorInfo(vendor.id)).toMatchObject({ delivers: false });
    // Nothing of it in the storefront's index for the postcode.
    const shown = await app.db.select().from(vendorCoverage).where(eq(vendorCoverage.postcode, '0150'));
    expect(shown.map((r) => r.vendorId)).not.toContain(vendor.id);

    const on = await call('POST', '/api/vendor/change-status', token, { active: true });
    expect(on.json().data.active).toBe(true);
    expect(await vendorInfo(vendor.id)).toMatchObject({ delivers: true, shipping_price: 40000 });
  });

  it('an inactive vendor receives no new order: the delivery step refuses, and accepts again once it is active', async () => {
    const http = inject(app);
    const w = await shopWorld(app);
    const { token } = await app.issueToken(w.user.id);
    const s = newSession();
    expect((await http.post(`/api/cart/add?session_id=${s}`, { postcode: '0150', vendor_product_id: w.sack.id, quantity: 10 })).statusCode).toBe(200);
    expect((await http.post('/api/order/check-order', orderForm(s))).statusCode).toBe(200);

    await call('POST', '/api/vendor/change-status', token, { active: false });
    const refused = await http.post('/api/order/check-order', orderForm(s));
    expect(refused.statusCode).toBe(422);
    expect(refused.json().error.fields.delivery_postcode).toBe('The supplier of your cart does not deliver to postcode 0150');

    await call('POST', '/api/vendor/change-status', token, { active: true });
    expect((await http.post('/api/order/check-order', orderForm(s))).statusCode).toBe(200);
  });

  it('while inactive, a new hub adds no coverage', async () => {
    const { vendor, token } = await vendorWithToken({ postcode: '0150' });
    await call('POST', '/api/vendor/change-status', token, { active: '0' });
    const res = await call('POST', '/api/vendor/hub/add', token, {
      name: 'Bergen',
      street: 'Kanalveien 54',
      postcode: '5068',
      radius_km: 10,
      standard_delivery_cost: 50000,
      carry_price: 0,
    });
    expect(res.json().data).toMatchObject({ active: true, postcodes_covered: 0 });
    expect(await app.db.select().from(vendorCoverage).where(eq(vendorCoverage.vendorId, vendor.id))).toEqual([]);
  });

  it('checks the flag and refuses other roles', async () => {
    const { token } = await vendorWithToken();
    expect((await call('POST', '/api/vendor/change-status', token, { active: 'maybe' })).statusCode).toBe(422);
    const customer = await signIn(app, { role: 'customer' });
    expect((await call('POST', '/api/vendor/change-status', customer.token, { active: false })).statusCode).toBe(403);
    expect((await call('POST', '/api/vendor/change-status', null, { active: false })).statusCode).toBe(401);
  });
});

describe('POST /api/vendor/become-transporter', () => {
  it('switches vendor ↔ vendor-transporter; the same token goes on working with the new role', async () => {
    const { vendor, user, token } = await vendorWithToken();
    // A plain vendor is not in the transporter group.
    expect((await call('GET', '/api/transporter/profile', token)).statusCode).toBe(403);

    const on = await call('POST', '/api/vendor/become-transporter', token, { is_transporter: true });
    expect(on.statusCode).toBe(200);
    expect(on.json().data).toEqual({ is_transporter: true, role: 'vendor-transporter' });
    const [u] = await app.db.select().from(users).where(eq(users.id, user.id));
    const [v] = await app.db.select().from(vendors).where(eq(vendors.id, vendor.id));
    expect(u!.role).toBe('vendor-transporter');
    expect(v!.isTransporter).toBe(true);

    // The same session: the token describes the new role, and opens the transporter group's calls.
    const described = await call('GET', `/api/auth/access-token?access_token=${token}`, null);
    expect(described.json().data.user.role).toBe('vendor-transporter');
    expect((await call('GET', '/api/transporter/profile', token)).statusCode).toBe(200);
    // Still a vendor: the vendor calls keep working.
    expect((await call('GET', '/api/vendor/delivery/list', token)).json().data.is_transporter).toBe(true);

    const off = await call('POST', '/api/vendor/become-transporter', token, { is_transporter: false });
    expect(off.json().data).toEqual({ is_transporter: false, role: 'vendor' });
    expect((await call('GET', '/api/transporter/profile', token)).statusCode).toBe(403);
    expect((await call('GET', `/api/auth/access-token?access_token=${token}`, null)).json().data.user.role).toBe('vendor');
  });

  it('checks the flag; a transporter without a vendor cannot use it', async () => {
    const { token } = await vendorWithToken();
    const bad = await call('POST', '/api/vendor/become-transporter', token, {});
    expect(bad.statusCode).toBe(422);
    expect(bad.json().error.fields.is_transporter).toBe('This field is required');
    const transporter = await signIn(app, { role: 'transporter' });
    expect((await call('POST', '/api/vendor/become-transporter', transporter.token, { is_transporter: false })).statusCode).toBe(403);
  });
});
