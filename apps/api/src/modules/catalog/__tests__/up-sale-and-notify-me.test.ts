import { coverageWaitlist } from '@vedmarked/db';
import { asc } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { inject, newSession } from '../../../../test/commerce-helpers.ts';
import { buildTestApp, createProduct, createVendor, fromIp, offer, signIn } from '../../../../test/helpers.ts';
import { shopProductView } from '@vedmarked/domain';

const { app } = await buildTestApp();
const http = inject(app);

const birch40 = await createProduct(app, { weightKg: 16, format: '40L', woodType: 'birch', position: 1 });
const birch60 = await createProduct(app, { weightKg: 23, format: '60L', woodType: 'birch', position: 2 });
const birch1000 = await createProduct(app, { weightKg: 320, format: '1000L', woodType: 'birch', position: 3 });
const pine1000 = await createProduct(app, { weightKg: 320, format: '1000L', woodType: 'pine', position: 4 });
const gloves = await createProduct(app, { categoryId: 5, weightKg: 1, format: null, woodType: null, gallery: ['/images/products/fireplace-gloves-2.svg'] });
const kindling = await createProduct(app, { categoryId: 5, weightKg: 3, format: null, woodType: null });

const oslo = await createVendor(app, { postcode: '0150', name: 'Oslo Ved' });
const sack = await offer(app, oslo.vendor.id, birch40.id, 12000);
const sack60 = await offer(app, oslo.vendor.id, birch60.id, 16000);
const bigBag = await offer(app, oslo.vendor.id, birch1000.id, 240000);
const pineBag = await offer(app, oslo.vendor.id, pine1000.id, 200000);
const glovesOffer = await offer(app, oslo.vendor.id, gloves.id, 15000);
await offer(app, oslo.vendor.id, kindling.id, 6900, { stock: 0 });
const bergen = await createVendor(app, { postcode: '5003', name: 'Bergen Brensel' });
const bergenBag = await offer(app, bergen.vendor.id, birch1000.id, 230000);

const upSale = async (query: string, headers: Record<string, string> = { 'x-language': 'en' }) => {
  const res = await http.get(`/api/products/get-up-sale${query}`, headers);
  return res;
};
const upSaleIds = async (query: string, headers?: Record<string, string>) => {
  const res = await upSale(query, headers);
  expect(res.statusCode, res.body.slice(0, 300)).toBe(200);
  const list = res.json().data as { id: number }[];
  for (const p of list) shopProductView.parse(p);
  return list.map((p) => p.id);
};

describe('GET /api/products/get-up-sale', () => {
  it('offers bigger formats of what the cart holds and accessories in stock, from the cart’s vendor', async () => {
    const s = newSession();
    await http.post(`/api/cart/add?session_id=${s}`, { postcode: '0150', vendor_product_id: sack.id });
    expect(await upSaleIds(`?postcode=0150&session_id=${s}`)).toEqual([sack60.id, bigBag.id, glovesOffer.id]);
    const [first] = (await upSale(`?postcode=0150&session_id=${s}`)).json().data;
    expect(first).toMatchObject({ vendor_id: oslo.vendor.id, vendor_name: 'Oslo Ved', shipping_price: 40000, price: 16000, in_stock: true });
  });

  it('offers a vendor’s packs and accessories for an empty cart when the vendor is named', async () => {
    expect(await upSaleIds(`?postcode=0150&vendor_id=${oslo.vendor.id}`)).toEqual([bigBag.id, pineBag.id, glovesOffer.id]);
    expect(await upSaleIds(`?postcode=0150&vendor_id=${oslo.vendor.id}&session_id=${newSession()}`)).toEqual([bigBag.id, pineBag.id, glovesOffer.id]);
  });

  it('follows a signed-in customer’s cart', async () => {
    const customer = await signIn(app, { role: 'customer' });
    await http.post(`/api/cart/add?session_id=${newSession()}`, { postcode: '0150', vendor_product_id: bigBag.id }, customer.headers);
    expect(await upSaleIds('?postcode=0150', { ...customer.headers })).toEqual([glovesOffer.id]);
  });

  it('is empty without a vendor, or when the vendor does not deliver to the postcode', async () => {
    expect(await upSaleIds('?postcode=0150')).toEqual([]);
    expect(await upSaleIds(`?postcode=0150&session_id=${newSession()}`)).toEqual([]);
    expect(await upSaleIds(`?postcode=0150&vendor_id=${bergen.vendor.id}`)).toEqual([]);
    expect(await upSaleIds(`?postcode=5003&vendor_id=${bergen.vendor.id}`)).toEqual([bergenBag.id]);
    expect(await upSaleIds('?postcode=0150&vendor_id=999999')).toEqual([]);
  });

  it('checks the postcode like the product list', async () => {
    expect((await upSale('?postcode=015')).json().error).toMatchObject({ code: 'validation_failed', fields: { postcode: expect.any(String) } });
    expect((await upSale('')).json().error).toMatchObject({ code: 'validation_failed', fields: { postcode: 'This field is required' } });
    expect((await upSale('?postcode=0000')).statusCode).toBe(404);
    expect((await upSale('?postcode=0001')).json().error.code).toBe('postcode_not_deliverable');
  });
});

describe('POST /api/products/notify-me', () => {
  const notify = (body: Record<string, unknown>, ip = '10.77.0.1', headers: Record<string, string> = { 'x-language': 'en' }) =>
    app.inject({ method: 'POST', url: '/api/products/notify-me', payload: body, headers, ...fromIp(ip) });
  const rows = () => app.db.select().from(coverageWaitlist).orderBy(asc(coverageWaitlist.id));

  it('keeps the e-mail, postcode and language of a visitor where no vendor delivers', async () => {
    const res = await notify({ email: '  Kari@Example.no ', postcode: '9170' }, '10.77.0.2', { 'x-language': 'no' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true, data: { email: 'kari@example.no', postcode: '9170' } });
    expect(await rows()).toMatchObject([{ email: 'kari@example.no', postcode: '9170', language: 'no', notifiedAt: null }]);
  });

  it('is idempotent: the same e-mail and postcode again (any case) answers 200 and keeps one row', async () => {
    for (const email of ['ola@example.no', 'OLA@example.no', 'ola@example.no']) {
      const res = await notify({ email, postcode: '9173' }, '10.77.0.3');
      expect(res.statusCode).toBe(200);
    }
    const mine = (await rows()).filter((r) => r.postcode === '9173');
    expect(mine).toHaveLength(1);
    expect(mine[0]).toMatchObject({ email: 'ola@example.no', language: 'en' });
    // Another postcode is another entry.
    expect((await notify({ email: 'ola@example.no', postcode: '9170' }, '10.77.0.3')).statusCode).toBe(200);
    expect((await rows()).filter((r) => r.email === 'ola@example.no')).toHaveLength(2);
  });

  it.each([
    [{ email: 'not-an-email', postcode: '9170' }, 'email', 'Enter a valid e-mail address'],
    [{ postcode: '9170' }, 'email', 'This field is required'],
    [{ email: 'a@example.no', postcode: '917' }, 'postcode', 'The postcode must be exactly 4 digits'],
    [{ email: 'a@example.no', postcode: 'abcd' }, 'postcode', 'The postcode must be exactly 4 digits'],
    [{ email: 'a@example.no' }, 'postcode', 'This field is required'],
  ])('refuses %j with validation_failed on %s', async (body, field, message) => {
    const res = await notify(body, '10.77.0.4');
    expect(res.statusCode).toBe(422);
    expect(res.json().error).toMatchObject({ code: 'validation_failed', fields: { [field]: message } });
  });

  it('refuses unknown and PO-box postcodes like the product list, and stores nothing', async () => {
    const before = (await rows()).length;
    const unknown = await notify({ email: 'b@example.no', postcode: '0000' }, '10.77.0.5');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().error).toMatchObject({ code: 'postcode_not_found', message: 'Postcode not found!' });
    const poBox = await notify({ email: 'b@example.no', postcode: '0001' }, '10.77.0.5');
    expect(poBox.statusCode).toBe(422);
    expect(poBox.json().error.code).toBe('postcode_not_deliverable');
    expect((await rows()).length).toBe(before);
  });

  it('limits how many e-mails one address can leave in a while', async () => {
    const codes: number[] = [];
    for (let i = 0; i < 12; i++) codes.push((await notify({ email: `many${i}@example.no`, postcode: '9170' }, '10.77.0.6')).statusCode);
    expect(codes.filter((c) => c === 200)).toHaveLength(10);
    const limited = await notify({ email: 'more@example.no', postcode: '9170' }, '10.77.0.6');
    expect(limited.statusCode).toBe(429);
    expect(limited.json().error).toMatchObject({ code: 'rate_limited', message: expect.stringMatching(/Try again in \d+ min/) });
  });
});
