import { auditLog, ledgerEntries, ledgerTransactions, settlementLines, settlements, transportRequests, wholesaleOrders } from '@vedmarked/db';
import { periodOf } from '@vedmarked/domain';
import { eq, inArray, sql } from 'drizzle-orm';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { inject } from '../../../../test/commerce-helpers.ts';
import { buildTestApp, createUser } from '../../../../test/helpers.ts';
import { createBuyer, createListing, createTimberTransporter, createWholesaleOrder, createWholesaler, requestOf } from '../../../../test/market-helpers.ts';
import { pdfText } from '../../../../test/pdf-text.ts';
import { enqueueClose } from '../close-period-job.ts';

/**
 * The industry market's money (issue 12 item 5; decision 0044): a wholesale order and its transport
 * post to the ledger when delivered, once; the 14-day close settles wholesalers and round-timber
 * transporters; each reads only its own settlements.
 */
const { app } = await buildTestApp();
const http = inject(app);
const seller = await createWholesaler(app, 'Østlandet Tømmer AS');
const otherSeller = await createWholesaler(app, 'Annen Skog AS');
const buyer = await createBuyer(app);
const hauler = await createTimberTransporter(app, '0150', 'Nær Transport AS');
const rival = await createTimberTransporter(app, '0150', 'Rival Transport AS');
const customer = await createUser(app, { role: 'customer' });
const admin = await createUser(app, { role: 'admin' });
const bearer = async (userId: number, lang = 'en') => ({ authorization: `Bearer ${(await app.issueToken(userId)).token}`, 'x-language': lang });
const as = {
  seller: await bearer(seller.id),
  otherSeller: await bearer(otherSeller.id),
  buyer: await bearer(buyer.user.id),
  hauler: await bearer(hauler.id),
  rival: await bearer(rival.id),
  customer: await bearer(customer.id),
  admin: await bearer(admin.id),
};
const listing = await createListing(app, seller.id, { amount: 1000, remaining: 1000 });

const photo = () =>
  sharp({ create: { width: 64, height: 48, channels: 3, background: '#6b4a2a' } })
    .jpeg()
    .toBuffer();
async function deliverWithPhoto(id: number) {
  const fd = new FormData();
  fd.append('images[]', new Blob([await photo()], { type: 'image/jpeg' }), 'levert.jpg');
  const request = new Request('http://local/', { method: 'POST', body: fd });
  return app.inject({
    method: 'POST',
    url: `/api/transporter/transportation/deliver/${id}`,
    headers: { ...as.hauler, 'content-type': request.headers.get('content-type')! },
    payload: Buffer.from(await request.arrayBuffer()),
  });
}

/** A confirmed order that needs transport, with its open request. */
async function confirmedWithTransport() {
  const order = await createWholesaleOrder(app, listing, buyer.party);
  expect((await http.post(`/api/wholesaler/order/confirm/${order.id}`, {}, as.seller)).statusCode).toBe(200);
  return { order, request: (await requestOf(app, order.id))! };
}

const postingOf = async (key: string) => {
  const [t] = await app.db.select().from(ledgerTransactions).where(eq(ledgerTransactions.key, key));
  if (!t) return null;
  const entries = await app.db.select().from(ledgerEntries).where(eq(ledgerEntries.transactionId, t.id));
  return { t, entries, of: (account: string) => entries.filter((e) => e.account === account).reduce((s, e) => s + e.amount, 0) };
};
const marketPostings = async () =>
  (
    await app.db
      .select({ n: sql<number>`count(*)::int` })
      .from(ledgerTransactions)
      .where(inArray(ledgerTransactions.kind, ['wholesale', 'transport']))
  )[0]!.n;

const state = { transported: 0, collected: 0, requestId: 0 };

describe('posting on delivery', () => {
  it('posts the goods and the transport job once, balanced, when the transporter delivers', async () => {
    const { order, request } = await confirmedWithTransport();
    state.transported = order.id;
    state.requestId = request.id;
    await http.post(`/api/transporter/transportation/accept/${request.id}`, {}, as.hauler);
    await http.post(`/api/transporter/transportation/pick-up/${request.id}`, {}, as.hauler);
    expect(await postingOf(`wholesale:${order.id}`)).toBeNull(); // nothing before delivery
    const done = await deliverWithPhoto(request.id);
    expect(done.statusCode, done.body).toBe(200);

    // 30 m³ × 450 kr = 13,500 kr excl. VAT, 16,875 kr with VAT; the default market fee 3% of the goods excl. VAT.
    const sale = (await postingOf(`wholesale:${order.id}`))!;
    expect(sale.t).toMatchObject({ kind: 'wholesale', wholesaleOrderId: order.id, vendorId: buyer.vendor.id });
    expect(sale.of('market_receivable')).toBe(order.total);
    expect(sale.of('platform_fees')).toBe(-40500);
    expect(sale.of('vat_payable')).toBe(-10125);
    expect(sale.of('wholesaler_payable')).toBe(-(order.total - 40500 - 10125));
    expect(sale.entries.find((e) => e.account === 'wholesaler_payable')!.partyId).toBe(seller.id);
    expect(sale.entries.reduce((s, e) => s + e.amount, 0)).toBe(0);

    // The shipping (30 m³ in band 1: 2,700 kr excl. VAT) with VAT; the default transport fee 5% of it.
    const job = (await postingOf(`transport:${request.id}`))!;
    expect(job.of('market_receivable')).toBe(337500);
    expect(job.of('platform_fees')).toBe(-13500);
    expect(job.of('vat_payable')).toBe(-3375);
    expect(job.of('transporter_payable')).toBe(-(337500 - 13500 - 3375));
    expect(job.entries.find((e) => e.account === 'transporter_payable')!.partyId).toBe(hauler.id);
    expect(job.entries.reduce((s, e) => s + e.amount, 0)).toBe(0);

    // A repeated delivery posts nothing more.
    const before = await marketPostings();
    expect((await deliverWithPhoto(request.id)).json().data.changed).toBe(false);
    expect(await marketPostings()).toBe(before);
  });

  it('posts a collected order (no transport) once, however often it is marked', async () => {
    const order = await createWholesaleOrder(app, listing, buyer.party, { needsTransport: false });
    state.collected = order.id;
    expect((await http.post(`/api/wholesaler/order/confirm/${order.id}`, {}, as.seller)).statusCode).toBe(200);
    expect(await requestOf(app, order.id)).toBeUndefined();
    const marks = await Promise.all([1, 2, 3].map(() => http.post(`/api/wholesaler/order/collected/${order.id}`, {}, as.seller)));
    expect(marks.map((m) => m.statusCode)).toEqual([200, 200, 200]);
    expect(marks.filter((m) => m.json().data.changed)).toHaveLength(1);
    expect(marks[0]!.json().data.order.status).toBe('delivered');
    const sale = (await postingOf(`wholesale:${order.id}`))!;
    expect(sale.of('market_receivable')).toBe(order.total);
    expect((await app.db.select().from(ledgerTransactions).where(eq(ledgerTransactions.wholesaleOrderId, order.id))).length).toBe(1);
    // Another wholesaler cannot mark it; a vendor cannot call the wholesaler's call.
    expect((await http.post(`/api/wholesaler/order/collected/${order.id}`, {}, as.otherSeller)).statusCode).toBe(404);
    expect((await http.post(`/api/wholesaler/order/collected/${order.id}`, {}, as.buyer)).statusCode).toBe(403);
  });
});

describe('an order with transport is delivered only by its transporter', () => {
  it('refuses to mark it collected, with a clear message in es, en and no', async () => {
    const { order } = await confirmedWithTransport();
    const messages: Record<string, string> = {
      en: 'This order is moved by a round-timber transporter: it becomes delivered when the transporter delivers it, so it cannot be marked as collected.',
      es: 'Este pedido lo mueve un transportista de madera en rollo: queda entregado cuando el transportista lo entrega, así que no se puede marcar como recogido.',
      no: 'Denne bestillingen fraktes av en tømmertransportør: den blir levert når transportøren leverer den, så den kan ikke merkes som hentet.',
    };
    for (const [lang, message] of Object.entries(messages)) {
      const r = await http.post(`/api/wholesaler/order/collected/${order.id}`, {}, { ...as.seller, 'x-language': lang });
      expect(r.statusCode).toBe(409);
      expect(r.json().error).toMatchObject({ code: 'wholesale_order_needs_transport', message });
    }
    const [row] = await app.db.select().from(wholesaleOrders).where(eq(wholesaleOrders.id, order.id));
    expect(row!.status).toBe('confirmed');
    expect(await postingOf(`wholesale:${order.id}`)).toBeNull();
  });

  it('refuses to collect an order that is not confirmed yet', async () => {
    const order = await createWholesaleOrder(app, listing, buyer.party, { needsTransport: false });
    const r = await http.post(`/api/wholesaler/order/collected/${order.id}`, {}, as.seller);
    expect(r.statusCode).toBe(409);
    expect(r.json().error.code).toBe('wholesale_order_wrong_status');
  });
});

describe('handing a request back', () => {
  it('returns an accepted request to open for the others, audited; too late after pick-up', async () => {
    const { request } = await confirmedWithTransport();
    await http.post(`/api/transporter/transportation/accept/${request.id}`, {}, as.hauler);
    expect((await http.post(`/api/transporter/transportation/hand-back/${request.id}`, {}, as.rival)).statusCode).toBe(404);
    const back = await http.post(`/api/transporter/transportation/hand-back/${request.id}`, { reason: 'Bilen er på verksted' }, as.hauler);
    expect(back.statusCode, back.body).toBe(200);
    expect(back.json().data).toMatchObject({ changed: true, request: { status: 'open', mine: false } });
    const [row] = await app.db.select().from(transportRequests).where(eq(transportRequests.id, request.id));
    expect(row).toMatchObject({ status: 'open', transporterUserId: null, acceptedAt: null });
    const log = await app.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.target, `transport_request:${request.id}`));
    expect(log).toHaveLength(1);
    expect(log[0]).toMatchObject({ actorUserId: hauler.id, action: 'transport.hand-back', details: { reason: 'Bilen er på verksted' } });
    // A repeat changes nothing; the request is in the rival's open list again, and it can take it.
    expect((await http.post(`/api/transporter/transportation/hand-back/${request.id}`, {}, as.hauler)).json().data.changed).toBe(false);
    const open = (await http.get('/api/transporter/transportation/list', as.rival)).json().data.map((r: { id: number }) => r.id);
    expect(open).toContain(request.id);
    expect((await http.post(`/api/transporter/transportation/accept/${request.id}`, {}, as.rival)).statusCode).toBe(200);
    await http.post(`/api/transporter/transportation/pick-up/${request.id}`, {}, as.rival);
    const late = await http.post(`/api/transporter/transportation/hand-back/${request.id}`, {}, { ...as.rival, 'x-language': 'no' });
    expect(late.statusCode).toBe(409);
    expect(late.json().error).toMatchObject({
      code: 'transport_hand_back_too_late',
      message: 'Varene er allerede hentet, så transportforespørselen kan ikke lenger gis tilbake.',
    });
  });

  it('racing another transporter’s accept: either the hand-back wins and the other takes it, or nothing moves', async () => {
    for (let round = 0; round < 5; round++) {
      const { request } = await confirmedWithTransport();
      await http.post(`/api/transporter/transportation/accept/${request.id}`, {}, as.hauler);
      const [back, take] = await Promise.all([
        http.post(`/api/transporter/transportation/hand-back/${request.id}`, {}, as.hauler),
        http.post(`/api/transporter/transportation/accept/${request.id}`, {}, as.rival),
      ]);
      expect(back.statusCode).toBe(200);
      const [row] = await app.db.select().from(transportRequests).where(eq(transportRequests.id, request.id));
      if (take.statusCode === 200) expect(row).toMatchObject({ status: 'accepted', transporterUserId: rival.id });
      else {
        expect(take.statusCode).toBe(409);
        expect(take.json().error.code).toBe('transport_request_wrong_status');
        expect(row).toMatchObject({ status: 'open', transporterUserId: null });
      }
    }
  });

  it('is the round-timber transporter’s call only', async () => {
    const url = `/api/transporter/transportation/hand-back/${state.requestId}`;
    expect((await app.inject({ method: 'POST', url, payload: {} })).statusCode).toBe(401);
    for (const who of ['customer', 'buyer', 'seller'] as const)
      expect((await app.inject({ method: 'POST', url, payload: {}, headers: as[who] })).statusCode, who).toBe(403);
  });
});

describe('settlements for wholesalers and round-timber transporters', () => {
  const period = periodOf(new Date());
  const afterPeriod = new Date(`${period.end}T00:00:01Z`);

  it('the 14-day close makes one settlement per party, its lines from the postings, once', async () => {
    await enqueueClose(app, app.db, new Date());
    expect(await app.jobs.runDue({ now: afterPeriod })).toBeGreaterThan(0);
    const made = await app.db.select().from(settlements).where(eq(settlements.periodStart, period.start));
    expect(made.map((s) => [s.partyKind, s.userId]).sort()).toEqual([
      ['transporter', hauler.id],
      ['wholesaler', seller.id],
    ]);
    // Running the close again (a second job, the admin's call) adds nothing.
    const lines = (await app.db.select().from(settlementLines)).length;
    const again = await http.post('/api/settlements/close-period', { period: 'current', user_id: seller.id }, as.admin);
    expect(again.json().data).toMatchObject({ settlements: 0, orders: 0 });
    expect((await app.db.select().from(settlementLines)).length).toBe(lines);
  });

  it('a wholesaler reads its own settlement: both orders, fee and payout; the PDF names it', async () => {
    const list = await http.get('/api/settlements', as.seller);
    expect(list.statusCode, list.body).toBe(200);
    expect(list.json().data).toHaveLength(1);
    const s = list.json().data[0];
    expect(s).toMatchObject({ party_kind: 'wholesaler', user_id: seller.id, vendor_id: null, vendor_name: 'Østlandet Tømmer AS', orders: 2 });
    const detail = (await http.get(`/api/settlements/${s.id}`, as.seller)).json().data;
    const orders = await app.db
      .select()
      .from(wholesaleOrders)
      .where(inArray(wholesaleOrders.id, [state.transported, state.collected]));
    const total = orders.reduce((n, o) => n + o.total, 0);
    expect(detail).toMatchObject({ amount: total, fee: 81000, fee_vat: 20250, payout: total - 81000 - 20250 });
    expect(detail.lines.map((l: { order_id: number }) => l.order_id).sort()).toEqual([state.transported, state.collected].sort());
    expect(detail.lines[0]).toMatchObject({ buyer: 'Ved AS', amount_excl_vat: 1350000, route_id: null });
    const pdf = await app.inject({ method: 'GET', url: `/api/settlements/${s.id}/pdf`, headers: { ...as.seller, 'x-language': 'no' } });
    expect(pdf.statusCode).toBe(200);
    const text = pdfText(pdf.rawPayload);
    expect(text).toContain('Grossist: Østlandet Tømmer AS');
    expect(text).toContain('3 % av varene eks. mva.');
    // Another wholesaler sees none of it.
    expect((await http.get('/api/settlements', as.otherSeller)).json().data).toEqual([]);
    expect((await http.get(`/api/settlements/${s.id}`, as.otherSeller)).statusCode).toBe(404);
    expect((await http.get(`/api/settlements/${s.id}/pdf`, as.otherSeller)).statusCode).toBe(404);
  });

  it('a transporter reads its own: the transport job, shipping excl. VAT; the PDF names it', async () => {
    const list = (await http.get('/api/settlements', as.hauler)).json().data;
    expect(list).toHaveLength(1);
    expect(list[0]).toMatchObject({ party_kind: 'transporter', user_id: hauler.id, vendor_name: 'Nær Transport AS', orders: 1 });
    const detail = (await http.get(`/api/settlements/${list[0].id}`, as.hauler)).json().data;
    expect(detail.lines).toEqual([
      expect.objectContaining({
        order_id: state.transported,
        transport_request_id: state.requestId,
        amount: 337500,
        amount_excl_vat: 270000,
        shipping_excl_vat: 270000,
        fee: 13500,
        fee_vat: 3375,
        payout: 320625,
      }),
    ]);
    const pdf = await app.inject({ method: 'GET', url: `/api/settlements/${list[0].id}/pdf`, headers: { ...as.hauler, 'x-language': 'en' } });
    expect(pdfText(pdf.rawPayload)).toContain('Round-timber transporter: Nær Transport AS');
    expect((await http.get('/api/settlements', as.rival)).json().data).toEqual([]);
  });

  it('customers get 403, guests 401; the admin sees them all and pays a transporter from its payable', async () => {
    expect((await http.get('/api/settlements', as.customer)).statusCode).toBe(403);
    expect((await http.get('/api/settlements')).statusCode).toBe(401);
    const all = (await http.get('/api/settlements', as.admin)).json().data as { id: number; party_kind: string }[];
    const job = all.find((s) => s.party_kind === 'transporter')!;
    expect(all.some((s) => s.party_kind === 'wholesaler')).toBe(true);
    const csv = await http.get('/api/settlements/payout-batch.csv', as.admin);
    expect(csv.body).toContain(`"${job.id}","Nær Transport AS"`);
    const paid = await http.post(`/api/settlements/${job.id}/mark-paid`, { bank_reference: 'NO-2026-77' }, as.admin);
    expect(paid.statusCode, paid.body).toBe(200);
    const payout = (await postingOf(`payout:${job.id}`))!;
    expect(payout.of('transporter_payable')).toBe(320625);
    // The transporter's payable is settled to zero; the books balance.
    const one = async (q: ReturnType<typeof sql>) => ((await app.db.execute(q)) as unknown as { rows: Record<string, number>[] }).rows[0]!;
    expect(
      (await one(sql`select coalesce(sum(amount), 0)::int as n from ledger_entries where account = 'transporter_payable' and party_id = ${hauler.id}`)).n,
    ).toBe(0);
    const { total } = await one(sql`select coalesce(sum(amount), 0)::int as total from ledger_entries`);
    expect(total).toBe(0);
  });
});

describe('the market fees are platform settings', () => {
  it('a changed market fee is what the next delivery posts', async () => {
    const set = await http.post('/api/admin/settings', { market_fee_pct: 10, reason: 'Bransjemarkedet: nytt gebyr' }, as.admin);
    expect(set.statusCode, set.body).toBe(200);
    const order = await createWholesaleOrder(app, listing, buyer.party, { needsTransport: false, amount: 10 });
    await http.post(`/api/wholesaler/order/confirm/${order.id}`, {}, as.seller);
    expect((await http.post(`/api/wholesaler/order/collected/${order.id}`, {}, as.seller)).statusCode).toBe(200);
    // 10 m³ × 450 kr = 4,500 kr excl. VAT: 10% is 450 kr, its VAT 112.50 kr.
    const sale = (await postingOf(`wholesale:${order.id}`))!;
    expect(sale.of('platform_fees')).toBe(-45000);
    expect(sale.of('vat_payable')).toBe(-11250);
  });
});
