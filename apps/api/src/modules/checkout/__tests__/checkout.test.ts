import { companies, jobs, orderImages, orders, outbox, payments, postcodes, promoCodes, uploads, users, vendorProducts } from '@vedmarked/db';
import { addDays, osloToday } from '@vedmarked/domain';
import { eq, sql } from 'drizzle-orm';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { idemKey, inject, newSession, orderForm, shopWorld } from '../../../../test/commerce-helpers.ts';
import { buildTestApp, createProduct, createUser, createVendor, offer, signIn } from '../../../../test/helpers.ts';

const { app } = await buildTestApp();
const http = inject(app);
const created: unknown[] = [];
app.events.onAccountCreated(async (_tx, e) => void created.push(e));
const w = await shopWorld(app, { minOrderPrice: 100000 });
const today = osloToday();

async function cartWith(items: { id: number; quantity?: number }[], headers: Record<string, string> = {}, s = newSession()) {
  for (const i of items) {
    const r = await http.post(`/api/cart/add?session_id=${s}`, { postcode: '0150', vendor_product_id: i.id, quantity: i.quantity }, headers);
    expect(r.statusCode, r.body).toBe(200);
  }
  return s;
}

async function multipart(url: string, fields: Record<string, string | string[]>, files: { name: string; type: string; bytes: Buffer }[] = [], headers = {}) {
  const fd = new FormData();
  for (const [k, v] of Object.entries(fields)) {
    if (Array.isArray(v)) for (const x of v) fd.append(`${k}[]`, x);
    else fd.append(k, v);
  }
  for (const f of files) fd.append('images[]', new Blob([f.bytes], { type: f.type }), f.name);
  const req = new Request('http://local', { method: 'POST', body: fd });
  const body = Buffer.from(await req.arrayBuffer());
  return app.inject({ method: 'POST', url, payload: body, headers: { 'content-type': req.headers.get('content-type')!, 'x-language': 'en', ...headers } });
}

const png = await sharp({ create: { width: 40, height: 30, channels: 3, background: '#aa5500' } })
  .png()
  .toBuffer();

describe('POST /api/order/check-order', () => {
  it('accepts a valid delivery step and prices it (JSON and multipart alike)', async () => {
    const s = await cartWith([{ id: w.sack.id, quantity: 10 }]);
    const res = await http.post('/api/order/check-order', orderForm(s, { carry_and_placement: '1', delivery_period: 'fast' }));
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toEqual({
      valid: true,
      summary: {
        products_subtotal: 120000,
        carry_price: 10 * w.vendor.carryPrices.sack,
        shipping: 40000,
        period_extra: 4000,
        discount: 0,
        total: 120000 + 10 * w.vendor.carryPrices.sack + 40000 + 4000,
        currency: 'NOK',
        delivery_date_from: addDays(today, 1),
        delivery_date_to: addDays(today, 6),
        vendor: { id: w.vendor.id, name: 'Test Ved' },
        code_applies: false,
      },
    });
    const mp = await multipart('/api/order/check-order', orderForm(s, { only_small_car: '1', comment: '' }) as Record<string, string>);
    expect(mp.statusCode, mp.body).toBe(200);
  });

  const fieldCases: [string, Record<string, unknown>, string, string][] = [
    ['no first name', { first_name: '' }, 'first_name', 'This field is required'],
    ['a one-letter first name', { first_name: 'K' }, 'first_name', 'Must be at least 2 characters'],
    ['a long last name', { last_name: 'x'.repeat(51) }, 'last_name', 'Must be at most 50 characters'],
    ['a bad e-mail', { email: 'kari@' }, 'email', 'Enter a valid e-mail address'],
    ['letters in the phone', { phone: '91a34567' }, 'phone', 'The phone number may contain digits only'],
    ['a landline', { phone: '22334455' }, 'phone', 'Enter a valid Norwegian mobile number (8 digits starting with 4 or 9)'],
    ['no street', { delivery_street: '   ' }, 'delivery_street', 'This field is required'],
    ['no city', { delivery_city: '' }, 'delivery_city', 'This field is required'],
    ['a 3-digit postcode', { delivery_postcode: '015' }, 'delivery_postcode', 'The postcode must be exactly 4 digits'],
    ['an unknown period', { delivery_period: 'asap' }, 'delivery_period', 'Choose 6 days, 12 days or your own period'],
    ['a custom period without an end', { delivery_period: 'custom' }, 'delivery_date_to', 'This field is required'],
    ['an impossible date', { delivery_period: 'custom', delivery_date_to: '2026-02-30' }, 'delivery_date_to', 'Enter a valid date'],
    ['a bad excluded date', { excluded_dates: ['tomorrow'] }, 'excluded_dates.0', 'Enter a valid date'],
    ['an unknown time window', { time_window: 'night' }, 'time_window', 'Choose morning, midday or evening'],
    ['a comment of 255 characters', { comment: 'x'.repeat(255) }, 'comment', 'The comment must be under 255 characters'],
    ['an unknown source', { hear_about_us: 'tv' }, 'hear_about_us', 'This field is required'],
    ['no agreement to the terms', { agree_terms: '0' }, 'agree_terms', 'You must agree to the terms of sale'],
    ['a company without a name', { checkout_type: 'company', organization_number: '912345688' }, 'company_name', 'This field is required'],
    [
      'a wrong organisation number',
      { checkout_type: 'company', company_name: 'AS', organization_number: '912345678' },
      'organization_number',
      'Enter a valid organisation number (9 digits)',
    ],
    ['a short password', { create_account: '1', password: 'abc' }, 'password', 'The password must have at least 6 characters'],
    ['an account without a password', { create_account: '1' }, 'password', 'This field is required'],
    ['a malformed image id', { address_image_ids: ['nope'] }, 'address_image_ids.0', 'This value is not valid'],
    ['a missing session id', { session_id: undefined }, 'session_id', 'This field is required'],
  ];
  it.each(fieldCases)('refuses %s', async (_what, patch, field, message) => {
    const s = await cartWith([{ id: w.bigBag.id }]);
    const res = await http.post('/api/order/check-order', orderForm(s, patch));
    expect(res.statusCode).toBe(422);
    expect(res.json().error.code).toBe('validation_failed');
    expect(res.json().error.fields[field]).toBe(message);
  });

  it('names every business rule that fails, per field', async () => {
    const s = await cartWith([{ id: w.sack.id, quantity: 5 }]);
    const res = await http.post(
      '/api/order/check-order',
      orderForm(s, {
        delivery_postcode: '0151',
        deliver_if_iam_not_at_home: '1',
        excluded_dates: [addDays(today, 40)],
        checkout_type: 'company',
        company_name: 'Test AS',
        organization_number: '912345688',
        payment_method: 'invoice',
      }),
    );
    expect(res.statusCode).toBe(422);
    expect(res.json().error.fields).toEqual({
      delivery_postcode: 'The delivery postcode is 0150, the one your cart is priced for. Change the postcode at the top of the page to deliver elsewhere.',
      cart: 'The minimum order from this supplier is 1,000.00 kr',
      excluded_dates: 'Excluded days must be inside the delivery period',
      images: 'Add a photo of where to place the goods when you are not at home',
      checkout_type: 'Ordering as a company is possible once your company is confirmed',
      payment_method: 'Invoice is for confirmed company customers with an organisation number',
    });
  });

  it('checks the delivery options: custom 6 to 30 days, excluded days per option', async () => {
    const s = await cartWith([{ id: w.bigBag.id }]);
    const check = (patch: Record<string, unknown>) => http.post('/api/order/check-order', orderForm(s, patch));
    expect((await check({ delivery_period: 'custom', delivery_date_to: addDays(today, 5) })).json().error.fields.delivery_date_to).toBe(
      'Your own period must be at least 6 days',
    );
    expect((await check({ delivery_period: 'custom', delivery_date_to: addDays(today, 31) })).json().error.fields.delivery_date_to).toMatch(/at most 30 days/);
    expect((await check({ delivery_period: 'custom', delivery_date_to: addDays(today, 30) })).statusCode).toBe(200);
    expect((await check({ delivery_period: 'fast', excluded_dates: [addDays(today, 2), addDays(today, 3)] })).json().error.fields.excluded_dates).toBe(
      'You can exclude at most 1 days in this period',
    );
    expect((await check({ excluded_dates: [addDays(today, 2), addDays(today, 3)] })).statusCode).toBe(200);
    expect((await check({ excluded_dates: [addDays(today, 2), addDays(today, 2)] })).json().error.fields.excluded_dates).toBe('The same day is excluded twice');
  });

  it('asks a guest whose e-mail or phone is registered to log in, without saying which', async () => {
    const kari = await createUser(app, { phone: '+4798765432' });
    const s = await cartWith([{ id: w.bigBag.id }]);
    const byEmail = await http.post('/api/order/check-order', orderForm(s, { email: kari.email.toUpperCase() }), { 'x-language': 'no' });
    expect(byEmail.json().error.fields).toEqual({
      email: 'Denne e-postadressen eller dette telefonnummeret hører til en konto. Logg inn for å fullføre bestillingen.',
    });
    const byPhone = await http.post('/api/order/check-order', orderForm(s, { phone: '987 65 432' }), { 'x-language': 'es' });
    expect(byPhone.json().error.fields).toEqual({ email: 'Este correo o este teléfono pertenecen a una cuenta. Inicia sesión para terminar el pedido.' });
  });

  it('answers 409 for an empty cart', async () => {
    const res = await http.post('/api/order/check-order', orderForm(newSession()));
    expect(res.statusCode).toBe(409);
    expect(res.json().error).toMatchObject({ code: 'cart_empty', message: 'Your cart is empty' });
  });

  it('refuses a file that is not an image, too many images and a too large one', async () => {
    const s = await cartWith([{ id: w.bigBag.id }]);
    const fields = orderForm(s, { deliver_if_iam_not_at_home: '1' }) as Record<string, string>;
    const ok = await multipart('/api/order/check-order', fields, [{ name: 'place.png', type: 'image/png', bytes: png }]);
    expect(ok.statusCode, ok.body).toBe(200);
    const text = await multipart('/api/order/check-order', fields, [{ name: 'evil.png', type: 'image/png', bytes: Buffer.from('<script>alert(1)</script>') }]);
    expect(text.json().error.fields.images).toBe('evil.png is not an image we can use (JPEG, PNG, WebP, GIF or AVIF)');
    const many = await multipart(
      '/api/order/check-order',
      fields,
      Array.from({ length: 11 }, (_, i) => ({ name: `p${i}.png`, type: 'image/png', bytes: png })),
    );
    expect(many.json().error.fields.images).toBe('Too many images: at most 10');
    const huge = await multipart('/api/order/check-order', fields, [{ name: 'huge.png', type: 'image/png', bytes: Buffer.alloc(10 * 1024 * 1024 + 10, 1) }]);
    expect(huge.json().error.fields.images).toBe('The image huge.png is too large: at most 10 MB');
    const other = await multipart('/api/order/check-order', fields, []);
    expect(other.json().error.fields.images).toBe('Add a photo of where to place the goods when you are not at home');
  });
});

describe('POST /api/order/add', () => {
  it('places the order once per key: a retry returns the same order and takes stock once', async () => {
    const s = await cartWith([{ id: w.sack.id, quantity: 12 }]);
    const [before] = await app.db.select().from(vendorProducts).where(eq(vendorProducts.id, w.sack.id));
    const key = idemKey();
    const form = { ...orderForm(s), idempotency_key: key };
    const first = await http.post('/api/order/add', form);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json().data).toMatchObject({ replayed: false, account: null, order: { status: 0, status_name: 'suggested', total: 12 * 12000 + 40000 } });
    const again = await http.post('/api/order/add', form);
    expect(again.json().data).toMatchObject({ replayed: true, order: { id: first.json().data.order.id } });
    const [after] = await app.db.select().from(vendorProducts).where(eq(vendorProducts.id, w.sack.id));
    expect(after!.stock).toBe(before!.stock - 12);
    // The cart became the order.
    expect((await http.get(`/api/cart/list?session_id=${s}`)).json().data.newCart.lines).toEqual([]);
    // A new key on the emptied cart makes nothing.
    const other = await http.post('/api/order/add', { ...orderForm(s), idempotency_key: idemKey() });
    expect(other.statusCode).toBe(409);
    // The payment plan and its deadline exist.
    const plan = await app.db.select().from(payments).where(eq(payments.orderId, first.json().data.order.id));
    expect(plan.map((p) => [p.stage, p.amount]).sort()).toEqual([
      ['confirmation', 92000],
      ['final', 73600],
      ['initial', 18400],
    ]);
    const [deadline] = await app.db
      .select()
      .from(jobs)
      .where(eq(jobs.dedupeKey, `initial-deadline:${first.json().data.order.id}`));
    expect(deadline!.runAt.getTime() - Date.now()).toBeGreaterThan(47 * 3600_000);
  });

  it('makes exactly one order from many concurrent checkouts of one cart', async () => {
    const s = await cartWith([{ id: w.bigBag.id }]);
    const sameKey = idemKey();
    const results = await Promise.all(
      Array.from({ length: 12 }, (_, i) =>
        http.post('/api/order/add', { ...orderForm(s, { email: 'same@example.no', phone: '91112222' }), idempotency_key: i % 2 ? sameKey : idemKey() }),
      ),
    );
    const ids = new Set(results.filter((r) => r.statusCode === 200).map((r) => r.json().data.order.id));
    expect(ids.size).toBe(1);
    for (const r of results) expect([200, 409]).toContain(r.statusCode);
    const [{ n }] = (await app.db.select({ n: sql<number>`count(*)::int` }).from(orders).where(eq(orders.sessionId, s))) as [{ n: number }];
    expect(n).toBe(1);
  });

  it('refuses when the vendor lacks stock, and keeps the cart', async () => {
    const p = await createProduct(app);
    const vp = await offer(app, w.vendor.id, p.id, 20000, { stock: 20 });
    const s = await cartWith([{ id: vp.id, quantity: 15 }]);
    await app.db.update(vendorProducts).set({ stock: 3 }).where(eq(vendorProducts.id, vp.id));
    const r = await http.post('/api/order/add', { ...orderForm(s), idempotency_key: idemKey() });
    expect(r.statusCode).toBe(422);
    expect(r.json().error.fields.lines).toMatch(/does not have enough/);
    expect((await http.get(`/api/cart/list?session_id=${s}`)).json().data.newCart.lines).toHaveLength(1);
  });

  it('refuses a missing or malformed idempotency key', async () => {
    const s = await cartWith([{ id: w.bigBag.id }]);
    expect((await http.post('/api/order/add', orderForm(s))).json().error.fields.idempotency_key).toBe('This field is required');
    expect((await http.post('/api/order/add', { ...orderForm(s), idempotency_key: 'short' })).json().error.fields.idempotency_key).toMatch(/request key/);
  });

  it('refuses another session reusing a key', async () => {
    const s = await cartWith([{ id: w.bigBag.id }]);
    const key = idemKey();
    expect((await http.post('/api/order/add', { ...orderForm(s), idempotency_key: key })).statusCode).toBe(200);
    const thief = await cartWith([{ id: w.bigBag.id }]);
    const r = await http.post('/api/order/add', { ...orderForm(thief), idempotency_key: key });
    expect(r.statusCode).toBe(409);
    expect(r.json().error.code).toBe('idempotency_conflict');
  });

  it('creates the account of a guest who registers at checkout and signs them in', async () => {
    const s = await cartWith([{ id: w.bigBag.id }]);
    const form = orderForm(s, { create_account: '1', password: 'secret99', email: 'New.Buyer@Example.no', hear_about_us: 'friend' });
    const r = await http.post('/api/order/add', { ...form, idempotency_key: idemKey() });
    expect(r.statusCode, r.body).toBe(200);
    const account = r.json().data.account;
    expect(created).toEqual([{ userId: account.user.id, email: 'new.buyer@example.no', language: 'en', source: 'checkout' }]);
    expect(account.user).toMatchObject({ email: 'new.buyer@example.no', role: 'customer', first_name: 'Kari' });
    const [u] = await app.db.select().from(users).where(eq(users.id, account.user.id));
    expect(u!.passwordHash).toMatch(/^\$argon2id\$/);
    expect(u!.emailVerifiedAt).toBeNull();
    const list = await http.get('/api/customer/order/list', { authorization: `Bearer ${account.access_token}` });
    expect(list.json().data.map((o: { id: number }) => o.id)).toEqual([r.json().data.order.id]);
    // The next guest with that e-mail is asked to log in.
    const s2 = await cartWith([{ id: w.bigBag.id }]);
    const again = await http.post('/api/order/add', { ...orderForm(s2, { email: 'new.buyer@example.no' }), idempotency_key: idemKey() });
    expect(again.json().error.fields.email).toMatch(/Log in to finish the order/);
  });

  it('lets a confirmed company with an organisation number order on invoice', async () => {
    const firm = await signIn(app, { role: 'customer-company' });
    await app.db.insert(companies).values({ userId: firm.user.id, companyName: 'Kafé AS', organizationNumber: '912345688', status: 'confirmed' });
    const s = await cartWith([{ id: w.bigBag.id }], firm.headers);
    const form = orderForm(s, { checkout_type: 'company', company_name: 'Kafé AS', organization_number: '912 345 688', payment_method: 'invoice' });
    const r = await http.post('/api/order/add', { ...form, idempotency_key: idemKey() }, firm.headers);
    expect(r.statusCode, r.body).toBe(200);
    expect(r.json().data.order).toMatchObject({ status: 1, payment_method: 'invoice', progress: { label: 'invoice-due' } });
    const [o] = await app.db.select().from(orders).where(eq(orders.id, r.json().data.order.id));
    expect(o).toMatchObject({ customerType: 'COMPANY', organizationNumber: '912345688', userId: firm.user.id });
    const mails = await app.db
      .select()
      .from(outbox)
      .where(eq(outbox.recipient, form.email as string));
    expect(mails.map((m) => m.subject)).toEqual([`Order ${o!.id} received (invoice)`]);
  });

  it('stores the placement photo re-encoded, and links address photos the customer owns', async () => {
    const kari = await signIn(app);
    const [own] = await app.db
      .insert(uploads)
      .values({ ownerUserId: kari.user.id, purpose: 'address', storageKey: `address/${idemKey()}.webp`, mime: 'image/webp', width: 1, height: 1, bytes: 1 })
      .returning();
    const s = await cartWith([{ id: w.bigBag.id }], kari.headers);
    const fields = { ...orderForm(s, { deliver_if_iam_not_at_home: '1' }), idempotency_key: idemKey(), address_image_ids: [own!.id] } as Record<
      string,
      string | string[]
    >;
    const r = await multipart('/api/order/add', fields, [{ name: 'place.png', type: 'image/png', bytes: png }], kari.headers);
    expect(r.statusCode, r.body).toBe(200);
    const imgs = await app.db.select().from(orderImages).where(eq(orderImages.orderId, r.json().data.order.id));
    expect(imgs).toHaveLength(2);
    const [stored] = await app.db.select().from(uploads).where(eq(uploads.purpose, 'order-placement'));
    expect(stored).toMatchObject({ mime: 'image/webp', width: 40, height: 30 });
    // Someone else's photo is refused.
    const s2 = await cartWith([{ id: w.bigBag.id }]);
    const foreign = await http.post('/api/order/check-order', orderForm(s2, { address_image_ids: [own!.id] }));
    expect(foreign.json().error.fields.address_image_ids).toBe('One of the chosen address photos was not found');
  });
});

describe('POST /api/order/check-code and neighbour orders', () => {
  const far = { delivery_postcode: '0190' };
  it('checks codes: found, expired, unknown, malformed', async () => {
    await app.db.insert(promoCodes).values([
      {
        code: 'NB-GOOD01',
        kind: 'neighbour',
        vendorId: w.vendor.id,
        firstName: 'Ola',
        lastName: 'Nordmann',
        deliveryPostcode: '0150',
        deliveryDateTo: addDays(today, 10),
      },
      { code: 'NB-OLD001', kind: 'neighbour', vendorId: w.vendor.id, expiresAt: new Date(Date.now() - 60_000) },
    ]);
    const ok = await http.post('/api/order/check-code', { code: 'nb-good01' });
    expect(ok.json().data).toMatchObject({
      code: 'NB-GOOD01',
      kind: 'neighbour',
      first_name: 'Ola',
      last_name: 'N.',
      vendor_id: w.vendor.id,
      vendor_name: 'Test Ved',
    });
    const old = await http.post('/api/order/check-code', { code: 'NB-OLD001' });
    expect(old.statusCode).toBe(422);
    expect(old.json().error).toMatchObject({ code: 'promo_expired', message: 'This code has expired, so there is no 50% discount on delivery' });
    const none = await http.post('/api/order/check-code', { code: 'NB-NOPE00' }, { 'x-language': 'es' });
    expect(none.json().error).toMatchObject({
      code: 'promo_not_found',
      message: 'No encontramos este código, así que no hay un 50 % de descuento en la entrega',
    });
    expect((await http.post('/api/order/check-code', { code: '' })).json().error.fields.code).toBe('This field is required');
    expect((await http.post('/api/order/check-code', { code: 'a b' })).json().error.fields.code).toBe('A code has 3 to 32 letters, digits or dashes');
  });

  it('gives a neighbour within 350 m half the shipping, with the code’s dates; farther away or another vendor is refused', async () => {
    const [pc0150] = await app.db.select({ lat: postcodes.lat, lon: postcodes.lon }).from(postcodes).where(eq(postcodes.code, '0150'));
    await app.db.insert(promoCodes).values({
      code: 'NB-NEAR01',
      kind: 'neighbour',
      vendorId: w.vendor.id,
      lat: pc0150!.lat,
      lon: pc0150!.lon,
      deliveryDateFrom: addDays(today, -2),
      deliveryDateTo: addDays(today, 9),
    });
    const s = await cartWith([{ id: w.bigBag.id }]);
    const r = await http.post('/api/order/check-order', orderForm(s, { code: 'NB-NEAR01' }));
    expect(r.json().data.summary).toMatchObject({
      shipping: 40000,
      discount: 20000,
      code_applies: true,
      delivery_date_from: today,
      delivery_date_to: addDays(today, 9),
    });
    // Too far: a cart at 0190, about 1 km away.
    const s2 = newSession();
    await http.post(`/api/cart/add?session_id=${s2}`, { postcode: '0190', vendor_product_id: w.bigBag.id });
    const tooFar = await http.post('/api/order/check-order', orderForm(s2, { ...far, code: 'NB-NEAR01' }));
    expect(tooFar.json().error.fields.code).toBe("Your address is farther than 350 meters from your neighbour's, so the neighbour discount does not apply");
    // Another vendor's cart.
    const v2 = await createVendor(app, { postcode: '0150' });
    const vp2 = await offer(app, v2.vendor.id, (await createProduct(app, { weightKg: 300 })).id, 200000);
    const s3 = newSession();
    await http.post(`/api/cart/add?session_id=${s3}`, { postcode: '0150', vendor_product_id: vp2.id });
    const otherVendor = await http.post('/api/order/check-order', orderForm(s3, { code: 'NB-NEAR01' }));
    expect(otherVendor.json().error.fields.code).toMatch(/not delivered on your neighbour's order/);
  });
});
