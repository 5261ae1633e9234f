import { dugnads, ledgerEntries, orders, outbox, vehicles } from '@vedmarked/db';
import { addDays, osloToday, periodOf } from '@vedmarked/domain';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { idemKey, inject, newSession, orderForm, shopWorld } from '../../../../test/commerce-helpers.ts';
import { buildTestApp, createUser, createVendor } from '../../../../test/helpers.ts';
import { pdfText } from '../../../../test/pdf-text.ts';
import { closePeriod } from '../../settlements/index.ts';

const { app } = await buildTestApp();
const http = inject(app);
const a = await shopWorld(app, { stock: 1000 });
const far = await createVendor(app, { postcode: '9008', name: 'Nord Ved', radiusKm: 5 });
const admin = await createUser(app, { role: 'admin' });
const organiser = await createUser(app, { role: 'customer', firstName: 'Ingrid', lastName: 'Lie', email: 'ingrid@example.no' });
const other = await createUser(app, { role: 'customer' });
const bearer = async (userId: number) => ({ authorization: `Bearer ${(await app.issueToken(userId)).token}` });
const as = {
  a: await bearer(a.user.id),
  far: await bearer(far.user.id),
  admin: await bearer(admin.id),
  organiser: await bearer(organiser.id),
  other: await bearer(other.id),
};
const [van] = await app.db
  .insert(vehicles)
  .values({ ownerUserId: a.user.id, carNumber: 'EL 54321', capacityKg: 3000, widthCm: 200, heightCm: 180, depthCm: 400 })
  .returning();
const CARD = { card_number: '4242 4242 4242 4242', expiry: '12/39', cvc: '123', name: 'Ola Nordmann' };
const today = osloToday();
const start = {
  group_name: 'Lyn G12',
  kind: 'sports_club',
  postcode: '0150',
  vendor_id: a.vendor.id,
  delivery_date_from: today,
  delivery_date_to: addDays(today, 13),
  bank_account: '8601 11 17947',
};

async function startDugnad(over: Record<string, unknown> = {}) {
  const r = await http.post('/api/dugnad', { ...start, ...over }, as.organiser);
  expect(r.statusCode, r.body).toBe(200);
  return r.json().data as { id: number; code: string; share_path: string; status: string };
}

/** A guest's order of 10 sacks with the code, its 10% paid on the sandbox page. */
async function orderWithCode(code: string) {
  const s = newSession();
  await http.post(`/api/cart/add?session_id=${s}`, { postcode: '0150', vendor_product_id: a.sack.id, quantity: 10 });
  const r = await http.post('/api/payment/create-dibs-payment', { ...orderForm(s), code, idempotency_key: idemKey(), return_url: '/checkout-success' });
  return r;
}

async function paidOrder(code: string) {
  const r = await orderWithCode(code);
  expect(r.statusCode, r.body).toBe(200);
  const { order, payment } = r.json().data;
  await http.post(`/api/sandbox/session/${payment.hosted_url.split('/').pop()}/pay`, CARD);
  await app.jobs.runDue();
  return order.id as number;
}

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

describe('starting a dugnad', () => {
  it('lists the vendors that deliver to a postcode', async () => {
    const r = await http.get('/api/dugnad/vendors?postcode=0150', as.organiser);
    expect(r.statusCode, r.body).toBe(200);
    expect(r.json().data).toEqual([{ id: a.vendor.id, name: 'Test Ved' }]);
    expect((await http.get('/api/dugnad/vendors?postcode=01', as.organiser)).statusCode).toBe(422);
  });

  it('makes a group code and its share link, with the code data of §3', async () => {
    const d = await startDugnad();
    expect(d.code).toMatch(/^DUGNAD-[A-Z2-9]{6}$/);
    expect(d.share_path).toBe(`/?code=${d.code}`);
    expect(d).toMatchObject({ status: 'active', group_name: 'Lyn G12', bank_account: '86011117947', share_pct: 5, vendor_name: 'Test Ved' });
    const info = await http.post('/api/order/check-code', { code: d.code.toLowerCase() });
    expect(info.statusCode, info.body).toBe(200);
    expect(info.json().data).toMatchObject({
      kind: 'group',
      group_name: 'Lyn G12',
      first_name: 'Ingrid',
      last_name: 'L.',
      delivery_postcode: '0150',
      delivery_date_from: today,
      delivery_date_to: addDays(today, 13),
      vendor_id: a.vendor.id,
    });
  });

  it('refuses bad input field by field, in the user’s language', async () => {
    const bad = await http.post('/api/dugnad', { ...start, bank_account: '86011117948' }, { ...as.organiser, 'x-language': 'no' });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().error.fields.bank_account).toBe('Dette kontonummeret er ikke gyldig: sjekk sifrene');
    const fields = async (over: Record<string, unknown>) => (await http.post('/api/dugnad', { ...start, ...over }, as.organiser)).json().error.fields;
    expect(await fields({ bank_account: '123' })).toHaveProperty('bank_account');
    expect(await fields({ vendor_id: far.vendor.id })).toEqual({ vendor_id: 'This vendor does not deliver to 0150: choose one of the vendors listed' });
    expect(await fields({ delivery_date_from: addDays(today, -1) })).toEqual({ delivery_date_from: 'The delivery period cannot start before today' });
    expect(await fields({ delivery_date_to: addDays(today, 70) })).toEqual({ delivery_date_to: 'A delivery period lasts at most 60 days' });
    expect(await fields({ delivery_date_to: addDays(today, -2) })).toHaveProperty('delivery_date_to');
    expect(await fields({ group_name: '' })).toHaveProperty('group_name');
    expect(await fields({ kind: 'party' })).toHaveProperty('kind');
  });

  it('lets only customers start and read dugnads, each organiser only its own', async () => {
    const d = await startDugnad();
    expect((await http.post('/api/dugnad', start)).statusCode).toBe(401);
    expect((await http.get('/api/dugnad')).statusCode).toBe(401);
    expect((await http.post('/api/dugnad', start, as.a)).statusCode).toBe(403);
    expect((await http.get(`/api/dugnad/${d.id}`, as.admin)).statusCode).toBe(403);
    expect((await http.get(`/api/dugnad/${d.id}`, as.other)).statusCode).toBe(404);
    expect((await http.get('/api/dugnad', as.other)).json().data).toEqual([]);
    const mine = (await http.get('/api/dugnad', as.organiser)).json().data as { id: number }[];
    expect(mine.map((x) => x.id)).toContain(d.id);
    expect((await http.get('/api/dugnad/999999', as.organiser)).statusCode).toBe(404);
  });
});

describe('a dugnad’s money', () => {
  it('stores the dugnad on orders, settles the group’s 5% from the vendor’s part, and the admin pays both', async () => {
    const d = await startDugnad();
    const [o1, o2] = [await paidOrder(d.code), await paidOrder(d.code)];
    const [row] = await app.db.select().from(orders).where(eq(orders.id, o1));
    expect(row).toMatchObject({ dugnadId: d.id, promoCode: d.code, profit: 6000 }); // the own-customer 5% of 1,200 kr
    const detail = await http.get(`/api/vendor/order/show/${o1}`, as.a);
    expect(detail.statusCode, detail.body).toBe(200);
    expect(detail.json().data.dugnad).toMatchObject({ id: d.id, group_name: 'Lyn G12', delivery_date_to: addDays(today, 13) });

    const vendorList = await http.get('/api/vendor/dugnad/list', as.a);
    expect(vendorList.statusCode, vendorList.body).toBe(200);
    expect(vendorList.json().data.find((x: { id: number }) => x.id === d.id)).toMatchObject({ organiser: 'Ingrid Lie', order_ids: [o1, o2] });
    expect(vendorList.json().data[0]).not.toHaveProperty('bank_account');

    await deliver(o1);
    await deliver(o2);
    const page = (await http.get(`/api/dugnad/${d.id}`, as.organiser)).json().data;
    expect(page.sums).toMatchObject({ orders: 2, products: 240000, share_earned: 12000, share_pending: 0, share_paid: 0 });
    expect(page.orders[0]).toMatchObject({ buyer: 'Kari N.', share: 6000, delivered: true });

    const period = periodOf(new Date());
    const closed = await app.db.transaction((tx) => closePeriod(tx, period, { standardPct: 10 }));
    expect(closed.settlements).toBe(2);
    expect(await app.db.transaction((tx) => closePeriod(tx, period, { standardPct: 10 }))).toEqual({ settlements: 0, orders: 0 });

    const list = (await http.get('/api/settlements', as.admin)).json().data as { id: number; party_kind: string; group_id: number | null; payout: number }[];
    const group = list.find((s) => s.group_id === d.id)!;
    const vendor = list.find((s) => s.party_kind === 'vendor')!;
    expect(group).toMatchObject({ party_kind: 'group', vendor_id: null, vendor_name: 'Lyn G12', payout: 12000, group_share: 12000, fee: 0 });
    const total = row!.total * 2;
    // The vendor: everything paid, less the 5% fee and its VAT, less the group's 5%.
    expect(vendor).toMatchObject({ amount: total, fee: 12000, fee_vat: 3000, group_share: 12000, payout: total - 12000 - 3000 - 12000 });
    const groupBalance = async () =>
      Number(
        (await app.db.select({ n: sql<number>`coalesce(sum(amount), 0)` }).from(ledgerEntries).where(sql`account = 'group_payable' and party_id = ${d.id}`))[0]!
          .n,
      );
    expect(await groupBalance()).toBe(-12000);

    // The organiser sees the group's settlement and its PDF; the vendor's own list has only its own.
    const own = (await http.get(`/api/dugnad/${d.id}`, as.organiser)).json().data;
    expect(own.settlements).toEqual([expect.objectContaining({ id: group.id, status: 'outstanding', payout: 12000, orders: 2 })]);
    const pdf = await http.get(`/api/dugnad/${d.id}/settlements/${group.id}/pdf`, as.organiser);
    expect(pdf.statusCode).toBe(200);
    expect(await pdfText(pdf.rawPayload)).toContain('Lyn G12');
    expect((await http.get(`/api/dugnad/${d.id}/settlements/${vendor.id}/pdf`, as.organiser)).statusCode).toBe(404);
    expect((await http.get(`/api/dugnad/${d.id}/settlements/${group.id}/pdf`, as.other)).statusCode).toBe(404);
    expect(((await http.get('/api/settlements', as.a)).json().data as { id: number }[]).map((s) => s.id)).not.toContain(group.id);
    expect((await http.get('/api/settlements', as.organiser)).statusCode).toBe(403);

    // The payout batch lists the group with its bank account; only the admin pays it.
    const csv = (await http.get('/api/settlements/payout-batch.csv', as.admin)).body;
    expect(csv).toContain(`"${group.id}","Lyn G12","","86011117947"`);
    expect((await http.post(`/api/settlements/${group.id}/mark-paid`, { bank_reference: 'NO-1' }, as.organiser)).statusCode).toBe(403);
    expect((await http.post(`/api/settlements/${group.id}/mark-paid`, { bank_reference: 'NO-1' }, as.a)).statusCode).toBe(403);
    const paid = await http.post(`/api/settlements/${group.id}/mark-paid`, { bank_reference: 'NO-DUGNAD-1' }, as.admin);
    expect(paid.statusCode, paid.body).toBe(200);
    expect((await http.post(`/api/settlements/${group.id}/mark-paid`, { bank_reference: 'NO-DUGNAD-1' }, as.admin)).json().data.changed).toBe(false);
    expect(await groupBalance()).toBe(0);
    expect((await http.get(`/api/dugnad/${d.id}`, as.organiser)).json().data.sums.share_paid).toBe(12000);
  }, 120_000);
});

describe('a vendor declines a dugnad', () => {
  it('stops the code, tells the organiser in their language, and only the dugnad’s vendor may', async () => {
    const d = await startDugnad();
    await app.db.update(dugnads).set({ language: 'no' }).where(eq(dugnads.id, d.id));
    expect((await http.post(`/api/vendor/dugnad/decline/${d.id}`, { reason: 'Fullt' })).statusCode).toBe(401);
    expect((await http.post(`/api/vendor/dugnad/decline/${d.id}`, { reason: 'Fullt' }, as.organiser)).statusCode).toBe(403);
    expect((await http.get('/api/vendor/dugnad/list', as.organiser)).statusCode).toBe(403);
    expect((await http.post(`/api/vendor/dugnad/decline/${d.id}`, { reason: 'Fullt' }, as.far)).statusCode).toBe(404);
    expect((await http.post(`/api/vendor/dugnad/decline/${d.id}`, { reason: 'x' }, as.a)).statusCode).toBe(422);
    const r = await http.post(`/api/vendor/dugnad/decline/${d.id}`, { reason: 'Fullt lager den uka' }, as.a);
    expect(r.statusCode, r.body).toBe(200);
    expect(r.json().data).toMatchObject({ status: 'declined', declined_reason: 'Fullt lager den uka' });
    expect((await http.post(`/api/vendor/dugnad/decline/${d.id}`, { reason: 'Igjen' }, as.a)).json().data.declined_reason).toBe('Fullt lager den uka');
    const [mail] = await app.db.select().from(outbox).where(eq(outbox.recipient, 'ingrid@example.no')).orderBy(sql`id desc`).limit(1);
    expect(mail!.subject).toBe('Test Ved har takket nei til dugnaden Lyn G12');
    expect(mail!.bodyText).toContain('Fullt lager den uka');

    const check = await http.post('/api/order/check-code', { code: d.code }, { 'x-language': 'es' });
    expect(check.statusCode).toBe(422);
    expect(check.json().error).toMatchObject({
      code: 'dugnad_closed',
      message: 'Este dugnad está cerrado o el vendedor lo rechazó: el código del grupo ya no se puede usar',
    });
    const order = await orderWithCode(d.code);
    expect(order.statusCode).toBe(422);
    expect(order.json().error.fields.code).toBe('This dugnad is closed, or its vendor declined it: the group code can no longer be used');
  });

  it('says a code whose period is over cannot be used', async () => {
    const d = await startDugnad();
    await app.db.execute(sql`update promo_codes set expires_at = now() - interval '1 minute' where code = ${d.code}`);
    const check = await http.post('/api/order/check-code', { code: d.code }, { 'x-language': 'no' });
    expect(check.json().error.message).toBe('Leveringsperioden for denne dugnaden er over: gruppekoden kan ikke lenger brukes');
  });
});

describe('the organiser closes a dugnad early', () => {
  it('stops the code for new orders, keeps the orders placed, answers a second close alike, and is the organiser’s alone', async () => {
    const d = await startDugnad();
    const placed = await paidOrder(d.code);
    expect((await http.post(`/api/dugnad/${d.id}/close`, {})).statusCode).toBe(401);
    expect((await http.post(`/api/dugnad/${d.id}/close`, {}, as.a)).statusCode).toBe(403);
    expect((await http.post(`/api/dugnad/${d.id}/close`, {}, as.other)).statusCode).toBe(404);
    expect((await http.post(`/api/dugnad/${d.id}/close`, {}, as.organiser)).json().data.status).toBe('closed');
    // A double click or a retry: the same answer, nothing else changes.
    const again = await http.post(`/api/dugnad/${d.id}/close`, {}, as.organiser);
    expect(again.statusCode).toBe(200);
    expect(again.json().data.status).toBe('closed');

    const check = await http.post('/api/order/check-code', { code: d.code }, { 'x-language': 'no' });
    expect(check.json().error).toMatchObject({ code: 'dugnad_closed' });
    expect((await orderWithCode(d.code)).statusCode).toBe(422);
    const page = (await http.get(`/api/dugnad/${d.id}`, as.organiser)).json().data;
    expect(page.orders.map((o: { order_id: number }) => o.order_id)).toEqual([placed]);
    expect(page.sums.orders).toBe(1);
  });

  it('refuses to close a dugnad its vendor declined, in the user’s language', async () => {
    const d = await startDugnad();
    expect((await http.post(`/api/vendor/dugnad/decline/${d.id}`, { reason: 'Fullt lager' }, as.a)).statusCode).toBe(200);
    const r = await http.post(`/api/dugnad/${d.id}/close`, {}, { ...as.organiser, 'x-language': 'es' });
    expect(r.statusCode).toBe(409);
    expect(r.json().error).toMatchObject({ code: 'dugnad_declined', message: 'Un dugnad que el vendedor rechazó ya está cerrado' });
    expect((await app.db.select({ s: dugnads.status }).from(dugnads).where(eq(dugnads.id, d.id)))[0]!.s).toBe('declined');
  });
});

describe('closing the running period at once (outside production, one vendor)', () => {
  it('is the admin’s, and names the vendor', async () => {
    expect((await http.post('/api/settlements/close-period', { period: 'current' }, as.admin)).statusCode).toBe(403);
    expect((await http.post('/api/settlements/close-period', { period: 'current', vendor_id: a.vendor.id }, as.a)).statusCode).toBe(403);
    const r = await http.post('/api/settlements/close-period', { period: 'current', vendor_id: a.vendor.id }, as.admin);
    expect(r.statusCode, r.body).toBe(200);
    expect(r.json().data.period_start).toBe(periodOf(new Date()).start);
  });
});

describe('the group’s share is a platform setting', () => {
  it('the organiser’s page and the order shares follow the admin’s change', async () => {
    const d = await startDugnad({ group_name: 'Share test' });
    const o = await paidOrder(d.code);
    const set = await http.post('/api/admin/settings', { group_share_pct: 8, reason: 'Season campaign for clubs' }, as.admin);
    expect(set.statusCode, set.body).toBe(200);
    const page = (await http.get(`/api/dugnad/${d.id}`, as.organiser)).json().data;
    expect(page.share_pct).toBe(8);
    expect(page.orders.find((l: { order_id: number }) => l.order_id === o)).toMatchObject({ products_subtotal: 120000, share: 9600 });
    expect((await http.get('/api/vendor/dugnad/list', as.a)).json().data.find((x: { id: number }) => x.id === d.id).share_pct).toBe(8);
    // The buyer who opens the share link is told the group's share now.
    expect((await http.post('/api/order/check-code', { code: d.code })).json().data).toMatchObject({ group_name: 'Share test', share_pct: 8 });
    await http.post('/api/admin/settings', { group_share_pct: 5, reason: 'Back to the standard share' }, as.admin);
  });
});
