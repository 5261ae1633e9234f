import { outbox, timberListings, transportRequests } from '@vedmarked/db';
import { and, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { inject } from '../../../../test/commerce-helpers.ts';
import { buildTestApp, createUser } from '../../../../test/helpers.ts';
import { createBuyer, createListing, createTimberTransporter, createWholesaleOrder, createWholesaler, requestOf } from '../../../../test/market-helpers.ts';

/** Wholesale orders after they are placed (issue 12; decision 0036): the seller's and the buyer's calls. */
const { app } = await buildTestApp();
const http = inject(app);
const seller = await createWholesaler(app, 'Skog AS', 'no');
const otherSeller = await createWholesaler(app, 'Annen Skog AS', 'en');
const buyer = await createBuyer(app, 'Ved AS');
const otherBuyer = await createBuyer(app, 'Annen Ved AS');
const customer = await createUser(app, { role: 'customer' });
const transporter = await createTimberTransporter(app);
const bearer = async (userId: number) => ({ authorization: `Bearer ${(await app.issueToken(userId)).token}` });
const as = {
  seller: await bearer(seller.id),
  otherSeller: await bearer(otherSeller.id),
  buyer: await bearer(buyer.user.id),
  otherBuyer: await bearer(otherBuyer.user.id),
  customer: await bearer(customer.id),
  transporter: await bearer(transporter.id),
};
const listing = await createListing(app, seller.id, { amount: 500, remaining: 500 });
const remaining = async () => (await app.db.select().from(timberListings).where(eq(timberListings.id, listing.id)))[0]!.remaining;
const order = (over: Parameters<typeof createWholesaleOrder>[3] = {}) => createWholesaleOrder(app, listing, buyer.party, over);
const mailsTo = (email: string) => app.db.select().from(outbox).where(eq(outbox.recipient, email));

describe('who may call the wholesale order calls', () => {
  it('answers 401 to a guest and 403 to a customer, a transporter and the wrong side everywhere', async () => {
    const o = await order();
    const calls: [string, string, keyof typeof as | null][] = [
      ['GET', '/api/wholesaler/order/list', 'buyer'],
      ['GET', `/api/wholesaler/order/show/${o.id}`, 'buyer'],
      ['POST', `/api/wholesaler/order/confirm/${o.id}`, 'buyer'],
      ['POST', `/api/wholesaler/order/cancel/${o.id}`, 'buyer'],
      ['GET', '/api/wholesaler/order/vendor/list', 'seller'],
      ['GET', `/api/wholesaler/order/vendor/show/${o.id}`, 'seller'],
      ['GET', `/api/wholesaler/order/vendor/cancel/${o.id}`, 'seller'],
      ['POST', `/api/wholesaler/order/vendor/cancel/${o.id}`, 'seller'],
    ];
    for (const [method, url, wrongSide] of calls) {
      const payload = method === 'POST' ? { reason: 'Ikke nok tømmer' } : undefined;
      expect((await app.inject({ method: method as 'GET', url, payload })).statusCode, url).toBe(401);
      for (const who of ['customer', 'transporter', wrongSide] as const) {
        const r = await app.inject({ method: method as 'GET', url, payload, headers: as[who!] });
        expect(r.statusCode, `${who} ${url}`).toBe(403);
        expect(r.json().error.code).toBe('forbidden');
      }
    }
    expect(await remaining()).toBe(500 - 30);
    await http.get(`/api/wholesaler/order/vendor/cancel/${o.id}`, as.buyer);
  });

  it('shows a wholesaler its own orders only, and a vendor its own only', async () => {
    const mine = await order();
    const theirs = await createWholesaleOrder(app, await createListing(app, otherSeller.id), otherBuyer.party);
    const list = (await http.get('/api/wholesaler/order/list', as.seller)).json().data as { id: number }[];
    expect(list.map((o) => o.id)).toContain(mine.id);
    expect(list.map((o) => o.id)).not.toContain(theirs.id);
    expect((await http.get(`/api/wholesaler/order/show/${theirs.id}`, as.seller)).statusCode).toBe(404);
    expect((await http.post(`/api/wholesaler/order/confirm/${theirs.id}`, {}, as.seller)).statusCode).toBe(404);
    expect((await http.post(`/api/wholesaler/order/cancel/${theirs.id}`, { reason: 'Feil' }, as.seller)).statusCode).toBe(404);
    const bought = (await http.get('/api/wholesaler/order/vendor/list', as.buyer)).json().data as { id: number }[];
    expect(bought.map((o) => o.id)).toContain(mine.id);
    expect(bought.map((o) => o.id)).not.toContain(theirs.id);
    expect((await http.get(`/api/wholesaler/order/vendor/show/${theirs.id}`, as.buyer)).statusCode).toBe(404);
    const nf = await http.get(`/api/wholesaler/order/vendor/cancel/${theirs.id}`, { ...as.buyer, 'x-language': 'en' });
    expect(nf.statusCode).toBe(404);
    expect(nf.json().error.message).toBe('Order not found.');
    const shown = (await http.get(`/api/wholesaler/order/vendor/show/${mine.id}`, as.buyer)).json().data;
    expect(shown).toMatchObject({
      id: mine.id,
      status: 'ordered',
      amount: 30,
      seller_name: 'Skog AS',
      buyer_name: 'Ved AS',
      can_cancel: true,
      can_confirm: false,
    });
    expect((await http.get('/api/wholesaler/order/list?status=cancelled', as.seller)).json().data.map((o: { id: number }) => o.id)).not.toContain(mine.id);
  });
});

describe('the wholesaler confirms', () => {
  it('confirms once, opens the transportation request and mails both sides in their languages', async () => {
    const o = await order({ amount: 20 });
    const r = await http.post(`/api/wholesaler/order/confirm/${o.id}`, {}, as.seller);
    expect(r.statusCode, r.body).toBe(200);
    expect(r.json().data).toMatchObject({ changed: true, order: { status: 'confirmed', transport_status: 'open', can_confirm: false } });
    const req = await requestOf(app, o.id);
    expect(req).toMatchObject({ status: 'open', volumeM3: 20, shippingCategoryId: 1, shippingCost: 20 * 9000 });
    const again = await http.post(`/api/wholesaler/order/confirm/${o.id}`, {}, as.seller);
    expect(again.json().data.changed).toBe(false);
    expect(await app.db.select().from(transportRequests).where(eq(transportRequests.orderId, o.id))).toHaveLength(1);
    const sellerMail = (await mailsTo(seller.email)).find((m) => m.subject?.includes(`#${o.id}`));
    expect(sellerMail?.subject).toBe(`Markedsbestilling #${o.id} er bekreftet`);
    const buyerMail = (await mailsTo(buyer.user.email)).find((m) => m.subject?.includes(`${o.id}`));
    expect(buyerMail?.subject).toBe(`El pedido del mercado n.º ${o.id} está confirmado`); // the buyer's account is in Spanish (the default)
    // A confirmed order can no longer be cancelled by the buyer.
    const late = await http.get(`/api/wholesaler/order/vendor/cancel/${o.id}`, as.buyer);
    expect(late.statusCode).toBe(409);
    expect(late.json().error.code).toBe('wholesale_order_wrong_status');
  });

  it('opens no request for an order the buyer collects', async () => {
    const o = await order({ needsTransport: false });
    expect((await http.post(`/api/wholesaler/order/confirm/${o.id}`, {}, as.seller)).json().data.order.transport).toBeNull();
    expect(await requestOf(app, o.id)).toBeUndefined();
  });
});

describe('cancelling', () => {
  it('the wholesaler cancels with a reason; the amount and the request go back once', async () => {
    const o = await order({ amount: 40 });
    await http.post(`/api/wholesaler/order/confirm/${o.id}`, {}, as.seller);
    const before = await remaining();
    const bad = await http.post(`/api/wholesaler/order/cancel/${o.id}`, { reason: '' }, as.seller);
    expect(bad.statusCode).toBe(422);
    expect(bad.json().error.code).toBe('validation_failed');
    const r = await http.post(`/api/wholesaler/order/cancel/${o.id}`, { reason: 'Stormen tok veien' }, as.seller);
    expect(r.statusCode, r.body).toBe(200);
    expect(r.json().data.order).toMatchObject({
      status: 'cancelled',
      cancelled_by: 'seller',
      cancel_reason: 'Stormen tok veien',
      transport_status: 'cancelled',
    });
    expect(await remaining()).toBe(before + 40);
    const again = await http.post(`/api/wholesaler/order/cancel/${o.id}`, { reason: 'Igjen' }, as.seller);
    expect(again.json().data.changed).toBe(false);
    expect(await remaining()).toBe(before + 40);
    expect((await http.post(`/api/wholesaler/order/confirm/${o.id}`, {}, as.seller)).statusCode).toBe(409);
    const mail = (await mailsTo(buyer.user.email)).find((m) => m.subject === `El pedido del mercado n.º ${o.id} está cancelado`);
    expect(mail?.bodyText).toContain('Stormen tok veien');
  });

  it('the buyer cancels while ordered, by GET or POST', async () => {
    for (const method of ['GET', 'POST'] as const) {
      const o = await order({ amount: 15 });
      const before = await remaining();
      const r = await app.inject({
        method,
        url: `/api/wholesaler/order/vendor/cancel/${o.id}`,
        headers: as.buyer,
        ...(method === 'POST' ? { payload: {} } : {}),
      });
      expect(r.statusCode, r.body).toBe(200);
      expect(r.json().data.order).toMatchObject({ status: 'cancelled', cancelled_by: 'buyer', can_cancel: false });
      expect(await remaining()).toBe(before + 15);
    }
  });

  it('refuses the wholesaler once a transporter has accepted the transport', async () => {
    const o = await order();
    await http.post(`/api/wholesaler/order/confirm/${o.id}`, {}, as.seller);
    const req = await requestOf(app, o.id);
    expect((await http.post(`/api/transporter/transportation/accept/${req!.id}`, {}, as.transporter)).statusCode).toBe(200);
    const before = await remaining();
    const r = await http.post(`/api/wholesaler/order/cancel/${o.id}`, { reason: 'For sent' }, as.seller);
    expect(r.statusCode).toBe(409);
    expect(r.json().error.code).toBe('wholesale_order_transport_taken');
    expect(await remaining()).toBe(before);
    expect((await http.get(`/api/wholesaler/order/show/${o.id}`, as.seller)).json().data).toMatchObject({ status: 'confirmed', can_cancel: false });
  });

  it('the wholesaler confirming while the buyer cancels: exactly one wins, and the amount is right', async () => {
    for (let i = 0; i < 5; i++) {
      const o = await order({ amount: 10 });
      const before = await remaining();
      const [c, x] = await Promise.all([
        http.post(`/api/wholesaler/order/confirm/${o.id}`, {}, as.seller),
        http.post(`/api/wholesaler/order/vendor/cancel/${o.id}`, {}, as.buyer),
      ]);
      expect([c.statusCode, x.statusCode].sort()).toEqual([200, 409]);
      const shown = (await http.get(`/api/wholesaler/order/show/${o.id}`, as.seller)).json().data;
      const requests = await app.db
        .select({ n: sql<number>`count(*)::int` })
        .from(transportRequests)
        .where(and(eq(transportRequests.orderId, o.id), eq(transportRequests.status, 'open')));
      if (c.statusCode === 200) {
        expect(shown.status).toBe('confirmed');
        expect(await remaining()).toBe(before);
        expect(requests[0]!.n).toBe(1);
      } else {
        expect(shown.status).toBe('cancelled');
        expect(await remaining()).toBe(before + 10);
        expect(requests[0]!.n).toBe(0);
      }
    }
  });
});
