import { cartLines, carts, products, promoCodes, vendorProducts } from '@vedmarked/db';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { inject, newSession, shopWorld } from '../../../../test/commerce-helpers.ts';
import { buildTestApp, createProduct, createVendor, offer, signIn } from '../../../../test/helpers.ts';

const { app } = await buildTestApp();
const http = inject(app);
const w = await shopWorld(app, { minOrderPrice: 100000 });
const other = await createVendor(app, { postcode: '0150', name: 'Annen Ved' });
const otherSack = await offer(app, other.vendor.id, (await createProduct(app)).id, 11000);

const add = (s: string, body: Record<string, unknown>, headers: Record<string, string> = {}) =>
  http.post(`/api/cart/add?session_id=${s}`, { postcode: '0150', ...body }, headers);

describe('GET /api/cart/list', () => {
  it('answers an empty cart for a new session, with every part of the response', async () => {
    const res = await http.get(`/api/cart/list?session_id=${newSession()}`);
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({
      newCart: { id: null, lines: [], total_quantity: 0, subtotal: 0, shipping: 0, total: 0, min_order: { ok: false, shortfall: 'empty' } },
      vendorInfo: null,
      crossSell: [],
      discount: 0,
      updateCart: false,
    });
  });

  it.each([
    ['', 'This field is required'],
    ['?session_id=short', 'The session id must be 32 letters and digits'],
    [`?session_id=${'A'.repeat(32)}`, 'The session id must be 32 letters and digits'],
  ])('refuses a missing or malformed session id (%s)', async (q, message) => {
    const res = await http.get(`/api/cart/list${q}`, { 'x-language': 'en' });
    expect(res.statusCode).toBe(422);
    expect(res.json().error).toMatchObject({ code: 'validation_failed', fields: { session_id: message } });
  });

  it('is refused to vendors (the cart is for guests and customers)', async () => {
    const vendor = await signIn(app, { role: 'vendor' });
    const res = await http.get(`/api/cart/list?session_id=${newSession()}`, vendor.headers);
    expect(res.statusCode).toBe(403);
  });

  it('re-prices for a new postcode and says so with updateCart', async () => {
    const s = newSession();
    await add(s, { vendor_product_id: w.sack.id });
    const near = await http.get(`/api/cart/list?session_id=${s}&postcode=0150`);
    expect(near.json().data.updateCart).toBe(false);
    const far = await http.get(`/api/cart/list?session_id=${s}&postcode=5003`);
    expect(far.json().data).toMatchObject({ updateCart: true, newCart: { postcode: '5003', shipping: 0 }, vendorInfo: { delivers: false } });
    expect(far.json().data.newCart.lines[0].available).toBe(false);
  });
});

describe('POST /api/cart/add', () => {
  it('adds 10 of a sack, 1 of a big bag (50 kg and over) and 1 accessory by default', async () => {
    const s = newSession();
    const a = await add(s, { vendor_product_id: w.sack.id });
    expect(a.statusCode).toBe(200);
    expect(a.json().data.added.quantity).toBe(10);
    expect((await add(s, { vendor_product_id: w.bigBag.id })).json().data.added.quantity).toBe(1);
    const c = await add(s, { vendor_product_id: w.gloves.id });
    expect(c.json().data.added.quantity).toBe(1);
    const cart = c.json().data;
    expect(cart.newCart.total_quantity).toBe(12);
    expect(cart.newCart.subtotal).toBe(10 * 12000 + 240000 + 15000);
    expect(cart.newCart.shipping).toBe(40000);
    expect(cart.newCart.total).toBe(cart.newCart.subtotal + 40000);
    expect(cart.vendorInfo).toMatchObject({ vendorId: w.vendor.id, min_order_price: 100000, delivers: true, shipping_price: 40000 });
    expect(cart.newCart.lines.map((l: { is_sack: boolean }) => l.is_sack)).toEqual([true, false, true]);
  });

  it('adds to the same line and takes an explicit quantity', async () => {
    const s = newSession();
    await add(s, { vendor_product_id: w.sack.id, quantity: 3 });
    const r = await add(s, { vendor_product_id: w.sack.id, quantity: 4 });
    expect(r.json().data.newCart.lines).toHaveLength(1);
    expect(r.json().data.newCart.lines[0].quantity).toBe(7);
  });

  it('refuses a product of another vendor with dialog-add-product-no-vendor, in the caller’s language', async () => {
    const s = newSession();
    await add(s, { vendor_product_id: w.sack.id });
    const en = await add(s, { vendor_product_id: otherSack.id });
    expect(en.statusCode).toBe(409);
    expect(en.json().error.code).toBe('other_vendor');
    expect(en.json().error.message).toMatch(/another supplier/);
    const es = await add(s, { vendor_product_id: otherSack.id }, { 'x-language': 'es' });
    expect(es.json().error.message).toMatch(/otro proveedor/);
    const no = await add(s, { vendor_product_id: otherSack.id }, { 'x-language': 'no' });
    expect(no.json().error.message).toMatch(/annen leverandør/);
    // An emptied cart takes any vendor.
    await http.post(`/api/cart/clear?session_id=${s}`, {});
    expect((await add(s, { vendor_product_id: otherSack.id })).statusCode).toBe(200);
  });

  it.each([
    [{ postcode: '015' }, 'postcode', 'The postcode must be exactly 4 digits'],
    [{ postcode: '01a0' }, 'postcode', 'The postcode must be exactly 4 digits'],
    [{ postcode: '0000' }, 'postcode', 'Postcode not found!'],
    [{ postcode: '0001' }, 'postcode', 'Postcode 0001 is for PO boxes'],
    [{ vendor_product_id: 999999 }, 'vendor_product_id', 'This product is no longer for sale'],
    [{ vendor_product_id: 'abc' }, 'vendor_product_id', 'This value is not valid'],
    [{ quantity: 0 }, 'quantity', 'Invalid quantity'],
    [{ quantity: 1.5 }, 'quantity', 'Invalid quantity'],
    [{ quantity: 10001 }, 'quantity', 'Invalid quantity'],
    [{ vendor_product_id: undefined }, 'vendor_product_id', 'This field is required'],
  ])('refuses %j with a message on %s', async (patch, field, message) => {
    const res = await add(newSession(), { vendor_product_id: w.sack.id, ...patch });
    expect(res.statusCode).toBe(422);
    expect(res.json().error.code).toBe('validation_failed');
    expect(res.json().error.fields[field]).toContain(message);
  });

  it('refuses a product its vendor does not deliver to the postcode, and an inactive one', async () => {
    const far = await add(newSession(), { vendor_product_id: w.sack.id, postcode: '5003' });
    expect(far.json().error.fields.vendor_product_id).toBe('This product is not delivered to postcode 5003');
    const p = await createProduct(app);
    const vp = await offer(app, w.vendor.id, p.id, 9000, { active: false });
    expect((await add(newSession(), { vendor_product_id: vp.id })).json().error.fields.vendor_product_id).toBe('This product is no longer for sale');
    await app.db.update(products).set({ active: false }).where(eq(products.id, p.id));
  });

  it('refuses unknown body fields', async () => {
    const res = await add(newSession(), { vendor_product_id: w.sack.id, price: 1 });
    expect(res.statusCode).toBe(422);
  });
});

describe('POST /api/cart/update/{cartId} and /api/cart/delete/{cartId}', () => {
  it('changes and removes lines of the own cart only', async () => {
    const s = newSession();
    const line = (await add(s, { vendor_product_id: w.sack.id })).json().data.added.line_id;
    const up = await http.post(`/api/cart/update/${line}?session_id=${s}`, { quantity: 25 });
    expect(up.json().data.newCart.lines[0]).toMatchObject({ quantity: 25, total: 25 * 12000 });
    // Another session cannot touch it.
    const stranger = newSession();
    expect((await http.post(`/api/cart/update/${line}?session_id=${stranger}`, { quantity: 1 })).statusCode).toBe(404);
    expect((await http.post(`/api/cart/delete/${line}?session_id=${stranger}`, {})).statusCode).toBe(404);
    const bad = await http.post(`/api/cart/update/${line}?session_id=${s}`, { quantity: -2 });
    expect(bad.json().error.fields.quantity).toBe('Invalid quantity');
    expect((await http.post(`/api/cart/update/${line}?session_id=${s}`, {})).json().error.fields.quantity).toBe('This field is required');
    const del = await http.post(`/api/cart/delete/${line}?session_id=${s}`, {});
    expect(del.json().data.newCart.lines).toEqual([]);
    expect((await http.post(`/api/cart/delete/${line}?session_id=${s}`, {})).json().error.message).toBe('That product is no longer in your cart');
    expect((await http.post(`/api/cart/update/abc?session_id=${s}`, { quantity: 1 })).statusCode).toBe(422);
  });
});

describe('POST /api/cart/clear', () => {
  it('empties the cart and frees it for any vendor', async () => {
    const s = newSession();
    await add(s, { vendor_product_id: w.sack.id });
    const r = await http.post(`/api/cart/clear?session_id=${s}`, {});
    expect(r.json().data.newCart).toMatchObject({ lines: [], total: 0 });
    const [cart] = await app.db.select().from(carts).where(eq(carts.sessionId, s));
    expect(cart!.vendorId).toBeNull();
  });
});

describe('POST /api/cart/check', () => {
  it('says what blocks the checkout: the minimum price, then 10 sacks', async () => {
    const s = newSession();
    await add(s, { vendor_product_id: w.sack.id, quantity: 5 });
    const low = await http.post(`/api/cart/check?session_id=${s}`, { postcode: '0150' });
    expect(low.json().data).toMatchObject({ valid: false, loggedIn: false, checkoutType: 'private', customer: null });
    expect(low.json().data.errors.cart).toBe('The minimum order from this supplier is 1,000.00 kr');
    await add(s, { vendor_product_id: w.gloves.id, quantity: 5 });
    const sacks = await http.post(`/api/cart/check?session_id=${s}`, { postcode: '0150' });
    expect(sacks.json().data.message).toBe('The minimum order is 10 sacks (or one big bag)');
    await add(s, { vendor_product_id: w.sack.id, quantity: 5 });
    const ok = await http.post(`/api/cart/check?session_id=${s}`, { postcode: '0150' });
    expect(ok.json().data).toMatchObject({ valid: true, errors: {}, message: null });
  });

  it('reports an empty cart, an unknown or expired code, and a bad postcode', async () => {
    const s = newSession();
    expect((await http.post(`/api/cart/check?session_id=${s}`, { postcode: '0150' })).json().data.errors.cart).toBe('Your cart is empty');
    await add(s, { vendor_product_id: w.bigBag.id });
    const unknown = await http.post(`/api/cart/check?session_id=${s}`, { postcode: '0150', code: 'NOPE-123' });
    expect(unknown.json().data.errors.code).toMatch(/could not find this code/);
    await app.db.insert(promoCodes).values([
      { code: 'OLD-CODE', kind: 'neighbour', vendorId: w.vendor.id, expiresAt: new Date(Date.now() - 1000) },
      { code: 'OLD-GROUP', kind: 'group', vendorId: w.vendor.id, expiresAt: new Date(Date.now() - 1000) },
    ]);
    const expired = await http.post(`/api/cart/check?session_id=${s}`, { postcode: '0150', code: 'old-code' });
    expect(expired.json().data.errors.code).toMatch(/expired/);
    // A group (dugnad) code past its delivery period says so (decision 0039).
    const ended = await http.post(`/api/cart/check?session_id=${s}`, { postcode: '0150', code: 'old-group' });
    expect(ended.json().data.errors.code).toMatch(/delivery period is over/);
    expect((await http.post(`/api/cart/check?session_id=${s}`, { postcode: '15' })).statusCode).toBe(422);
    expect((await http.post(`/api/cart/check?session_id=${s}`, { postcode: '0150', code: '!' })).json().error.fields.code).toBe(
      'A code has 3 to 32 letters, digits or dashes',
    );
  });

  it('knows a confirmed company customer (company checkout, invoice allowed)', async () => {
    const firm = await signIn(app, { role: 'customer-company' });
    const { companies } = await import('@vedmarked/db');
    await app.db.insert(companies).values({ userId: firm.user.id, companyName: 'Kafé AS', organizationNumber: '912345670', status: 'confirmed' });
    const s = newSession();
    await add(s, { vendor_product_id: w.bigBag.id }, firm.headers);
    const r = await http.post(`/api/cart/check?session_id=${s}`, { postcode: '0150' }, firm.headers);
    expect(r.json().data).toMatchObject({
      loggedIn: true,
      checkoutType: 'company',
      customer: { customer_type: 'COMPANY', company_status: 'confirmed', can_pay_by_invoice: true },
    });
    const pending = await signIn(app, { role: 'customer-company' });
    await app.db.insert(companies).values({ userId: pending.user.id, companyName: 'Ny AS', status: 'pending' });
    await add(s, { vendor_product_id: w.bigBag.id }, pending.headers);
    const p = await http.post(`/api/cart/check?session_id=${s}`, { postcode: '0150' }, pending.headers);
    expect(p.json().data).toMatchObject({ checkoutType: 'private', customer: { can_pay_by_invoice: false } });
  });
});

describe('GET /api/cart/get-vendor-info', () => {
  it('gives the cart vendor’s terms for the postcode, or a named vendor’s', async () => {
    const s = newSession();
    expect((await http.get(`/api/cart/get-vendor-info?session_id=${s}`)).json().data).toBeNull();
    await add(s, { vendor_product_id: w.sack.id });
    const r = await http.get(`/api/cart/get-vendor-info?session_id=${s}&postcode=0150`);
    expect(r.json().data).toMatchObject({
      vendorId: w.vendor.id,
      min_order_price: 100000,
      min_order_sacks: 10,
      shipping_price: 40000,
      delivers: true,
      delivery_options: [
        { period: 'fast', days: 6, extra_pct: 10 },
        { period: 'standard', days: 12, extra_pct: 0 },
        { period: 'custom', days: 30, extra_pct: 0 },
      ],
    });
    expect(r.json().data.products.map((p: { vendor_product_id: number }) => p.vendor_product_id)).toEqual([w.sack.id, w.bigBag.id, w.gloves.id]);
    const named = await http.get(`/api/cart/get-vendor-info?session_id=${s}&postcode=5003&vendor_id=${other.vendor.id}`);
    expect(named.json().data).toMatchObject({ vendorId: other.vendor.id, delivers: false, shipping_price: null, products: [] });
    expect((await http.get(`/api/cart/get-vendor-info?session_id=${s}&vendor_id=999999`)).json().data).toBeNull();
    expect((await http.get(`/api/cart/get-vendor-info?session_id=${s}&postcode=99`)).statusCode).toBe(422);
  });
});

describe('cross-sell', () => {
  it('offers the cart vendor’s other products, sacks first, not those in the cart', async () => {
    const s = newSession();
    const r = await add(s, { vendor_product_id: w.bigBag.id });
    const ids = r.json().data.crossSell.map((c: { vendor_product_id: number }) => c.vendor_product_id);
    expect(ids).toContain(w.sack.id);
    expect(ids).toContain(w.gloves.id);
    expect(ids).not.toContain(w.bigBag.id);
    expect(r.json().data.crossSell.find((c: { vendor_product_id: number }) => c.vendor_product_id === w.sack.id).default_quantity).toBe(10);
  });
});

describe('group codes', () => {
  it('add the code’s extra cost to firewood and give 50% off shipping', async () => {
    await app.db.insert(promoCodes).values({ code: 'DUGNAD-1', kind: 'group', vendorId: w.vendor.id, productExtraCost: 1000 });
    const s = newSession();
    await add(s, { vendor_product_id: w.sack.id });
    const r = await http.get(`/api/cart/list?session_id=${s}&code=dugnad-1`);
    expect(r.json().data.newCart.lines[0].unit_price).toBe(13000);
    expect(r.json().data.discount).toBe(20000);
    expect(r.json().data.newCart.code).toMatchObject({ code: 'DUGNAD-1', status: 'valid', kind: 'group', vendor_id: w.vendor.id });
  });

  it('give no discount when the firewood is from another vendor than the group vendor', async () => {
    await app.db.insert(promoCodes).values({ code: 'DUGNAD-2', kind: 'group', vendorId: other.vendor.id });
    const s = newSession();
    await add(s, { vendor_product_id: w.sack.id });
    expect((await http.get(`/api/cart/list?session_id=${s}&code=DUGNAD-2`)).json().data.discount).toBe(0);
  });
});

describe('stock shown in the cart', () => {
  it('flags a line the vendor cannot fill', async () => {
    const p = await createProduct(app);
    const vp = await offer(app, w.vendor.id, p.id, 10000, { stock: 5 });
    const s = newSession();
    const r = await add(s, { vendor_product_id: vp.id });
    expect(r.json().data.newCart.lines[0]).toMatchObject({ quantity: 10, in_stock: false });
    const check = await http.post(`/api/cart/check?session_id=${s}`, { postcode: '0150' });
    expect(Object.values(check.json().data.errors)).toContainEqual(expect.stringMatching(/does not have enough/));
    await app.db.delete(cartLines).where(eq(cartLines.vendorProductId, vp.id));
    await app.db.update(vendorProducts).set({ active: false }).where(eq(vendorProducts.id, vp.id));
  });
});
