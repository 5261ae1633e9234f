import { ledgerEntries, ledgerTransactions, orders, payments, routes, routeStops, settlements, vehicles, vendorCustomers } from '@vedmarked/db';
import { ORDER_STATUS, periodOf, ROUTE_STATUS } from '@vedmarked/domain';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { deliverOnRoute, idemKey, inject, paidShopOrder, shopWorld } from '../../../../test/commerce-helpers.ts';
import { buildTestApp, createOrder, createUser, createVendor } from '../../../../test/helpers.ts';
import { pdfText } from '../../../../test/pdf-text.ts';
import { closePeriod } from '../close-period.ts';
import { enqueueClose } from '../close-period-job.ts';
import { recordCapture } from '../ledger.ts';

const { app } = await buildTestApp();
const http = inject(app);
const a = await shopWorld(app, { stock: 1000 });
const b = await createVendor(app, { postcode: '0150', name: 'B Ved' });
const admin = await createUser(app, { role: 'admin' });
const customer = await createUser(app, { role: 'customer' });
const bearer = async (userId: number) => ({ authorization: `Bearer ${(await app.issueToken(userId)).token}` });
const as = { a: await bearer(a.user.id), b: await bearer(b.user.id), admin: await bearer(admin.id), customer: await bearer(customer.id) };
const [van] = await app.db
  .insert(vehicles)
  .values({ ownerUserId: a.user.id, carNumber: 'EL 12345', capacityKg: 3000, widthCm: 200, heightCm: 180, depthCm: 400 })
  .returning();
/** A guest's order of 10 sacks from A, its 10% paid by card on the sandbox page (the other 90% reserved). */
const paidOrder = () => paidShopOrder(app, a.sack.id);
/** Confirmed by A (the 50% is captured), put on a route, delivered (the 40%) and the route completed. */
const deliver = (orderId: number) => deliverOnRoute(app, orderId, as.a, van!.id);

const ledgerOf = (orderId: number) =>
  app.db
    .select({ kind: ledgerTransactions.kind, account: ledgerEntries.account, amount: ledgerEntries.amount })
    .from(ledgerEntries)
    .innerJoin(ledgerTransactions, eq(ledgerTransactions.id, ledgerEntries.transactionId))
    .where(eq(ledgerTransactions.orderId, orderId));
const count = async (table: typeof ledgerTransactions | typeof settlements) => (await app.db.select({ n: sql<number>`count(*)::int` }).from(table))[0]!.n;
const balance = async (account: string, party: number | null) =>
  Number(
    (
      await app.db
        .select({ n: sql<number>`coalesce(sum(amount), 0)` })
        .from(ledgerEntries)
        .where(party === null ? sql`account = ${account}` : sql`account = ${account} and party_id = ${party}`)
    )[0]!.n,
  );
const period = periodOf(new Date());
const afterPeriod = new Date(`${period.end}T01:00:00Z`);

/** An order of A's own customer, delivered and paid in full, built directly (the fee rule's permutation). */
async function ownCustomerOrder() {
  const owned = await createUser(app, { role: 'customer' });
  await app.db.insert(vendorCustomers).values({ vendorId: a.vendor.id, userId: owned.id });
  const o = await createOrder(app, {
    userId: owned.id,
    vendorId: a.vendor.id,
    status: ORDER_STATUS.delivered,
    productsSubtotal: 100000,
    shipping: 25000,
    total: 125000,
  });
  const [p] = await app.db
    .insert(payments)
    .values({ orderId: o.id, stage: 'final', amount: 125000, status: 'paid', provider: 'sandbox', paidAt: new Date() })
    .returning();
  await recordCapture(app.db, p!);
  const [r] = await app.db
    .insert(routes)
    .values({
      vendorId: a.vendor.id,
      vehicleId: van!.id,
      deliveryDate: o.deliveryDateFrom,
      departureTime: '08:00',
      status: ROUTE_STATUS.delivered,
      completedAt: new Date(),
    })
    .returning();
  await app.db.insert(routeStops).values({ routeId: r!.id, orderId: o.id, position: 0, plannedArrivalS: 8 * 3600, deliveredAt: new Date() });
  return o;
}

describe('the ledger follows the payment stages', () => {
  it('posts each captured stage once, and a cancellation refunds what was captured', async () => {
    const o = await paidOrder();
    const [row] = await app.db.select().from(orders).where(eq(orders.id, o.id));
    expect(row!.profit).toBe(12000); // a guest: the standard 10% of 1,200 kr of products
    expect(await balance('customer', o.id)).toBe(-Math.round(row!.total / 10));
    await app.jobs.runDue(); // a repeated webhook posts nothing more
    expect((await ledgerOf(o.id)).filter((e) => e.kind === 'capture')).toHaveLength(2);
    const cancel = await http.post(`/api/order/cancel/${o.id}`, { session_id: o.session });
    expect(cancel.statusCode, cancel.body).toBe(200);
    expect(await balance('refunds', o.id)).toBe(Math.round(row!.total / 10));
    expect((await balance('customer', o.id)) + (await balance('refunds', o.id))).toBe(0);
  });

  it('refuses to change or delete an entry, and refuses an unbalanced transaction at commit', async () => {
    await expect(app.db.update(ledgerEntries).set({ amount: 1 })).rejects.toThrow();
    await expect(app.db.delete(ledgerTransactions)).rejects.toThrow();
    await expect(
      app.db.transaction(async (tx) => {
        const [t] = await tx
          .insert(ledgerTransactions)
          .values({ key: `bad:${idemKey()}`, kind: 'payout' })
          .returning();
        await tx.insert(ledgerEntries).values({ transactionId: t!.id, account: 'provider_clearing', amount: 100 });
      }),
    ).rejects.toThrow();
  });
});

describe('closing a period', () => {
  const state: { delivered: number; own: number; total: number; settlementId: number } = { delivered: 0, own: 0, total: 0, settlementId: 0 };

  it('settles the delivered orders on completed routes, with the fees, once however often it runs', async () => {
    const o = await paidOrder();
    const routeId = await deliver(o.id);
    const notDelivered = await paidOrder();
    const own = await ownCustomerOrder();
    const [row] = await app.db.select().from(orders).where(eq(orders.id, o.id));
    Object.assign(state, { delivered: o.id, own: own.id, total: row!.total });
    expect((await ledgerOf(o.id)).filter((e) => e.kind === 'capture' && e.account === 'provider_clearing').reduce((s, e) => s + e.amount, 0)).toBe(row!.total);

    // Two processes close the period at once: one makes the settlements, the other waits on the
    // unique index and then finds them made.
    const raced = await Promise.all([1, 2].map(() => app.db.transaction((tx) => closePeriod(tx, period, { standardPct: app.config.platformFeePct }))));
    expect(raced.map((r) => r.settlements).sort()).toEqual([0, 1]);
    const txBefore = await count(ledgerTransactions);
    // The period's job runs too, later: nothing changes.
    await enqueueClose(app, app.db, new Date());
    expect(await app.jobs.runDue({ now: afterPeriod })).toBeGreaterThan(0);
    expect(await count(ledgerTransactions)).toBe(txBefore);
    const list = await http.get('/api/settlements?status=outstanding', as.a);
    expect(list.statusCode, list.body).toBe(200);
    const mine = list.json().data.filter((s: { period_start: string }) => s.period_start === period.start);
    expect(mine).toHaveLength(1);
    const s = mine[0];
    state.settlementId = s.id;
    const detail = (await http.get(`/api/settlements/${s.id}`, as.a)).json().data;
    const line = detail.lines.find((l: { order_id: number }) => l.order_id === o.id);
    expect(line).toMatchObject({ route_id: routeId, amount: row!.total, fee: 12000, fee_vat: 3000, payout: row!.total - 15000, buyer: 'Kari Nordmann' });
    expect(detail.lines.find((l: { order_id: number }) => l.order_id === own.id)).toMatchObject({
      amount: 125000,
      amount_excl_vat: 100000,
      fee: 5000,
      fee_vat: 1250,
      shipping_excl_vat: 20000,
      payout: 118750,
    });
    expect(detail.lines.some((l: { order_id: number }) => l.order_id === notDelivered.id)).toBe(false);
    expect(detail).toMatchObject({ orders: 2, amount: row!.total + 125000, fee: 17000, fee_vat: 4250, payout: row!.total + 125000 - 21250 });
    expect(await balance('vendor_payable', a.vendor.id)).toBe(-detail.payout);
    expect(await balance('customer', o.id)).toBe(0);
  });

  it('shows a vendor only its own settlements; the admin sees all; others are refused', async () => {
    expect((await http.get('/api/settlements', as.b)).json().data).toEqual([]);
    expect((await http.get(`/api/settlements/${state.settlementId}`, as.b)).statusCode).toBe(404);
    expect((await http.get(`/api/settlements/${state.settlementId}/pdf`, as.b)).statusCode).toBe(404);
    expect((await http.get('/api/settlements', as.customer)).statusCode).toBe(403);
    expect((await http.get('/api/settlements')).statusCode).toBe(401);
    expect((await http.get('/api/settlements', as.admin)).json().data.some((s: { id: number }) => s.id === state.settlementId)).toBe(true);
    expect((await http.get('/api/settlements?status=sent', as.a)).json().error.code).toBe('validation_failed');
  });

  it('gives the statement as a PDF with the lines and sums', async () => {
    const pdf = await app.inject({ method: 'GET', url: `/api/settlements/${state.settlementId}/pdf`, headers: { ...as.a, 'x-language': 'no' } });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    const text = pdfText(pdf.rawPayload);
    expect(text).toContain('Oppgjørsoversikt');
    expect(text).toContain(String(state.delivered));
  });

  it('lets only the admin mark it paid, with a bank reference; a paid settlement cannot change', async () => {
    const csv = await http.get('/api/settlements/payout-batch.csv', as.admin);
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toMatch(/^text\/csv/);
    expect(csv.body).toContain(`"${state.settlementId}","Test Ved"`);
    expect((await http.get('/api/settlements/payout-batch.csv', as.a)).statusCode).toBe(403);
    const url = `/api/settlements/${state.settlementId}/mark-paid`;
    expect((await http.post(url, { bank_reference: 'NO-123' }, as.a)).statusCode).toBe(403);
    const bad = await http.post(url, { bank_reference: ' x ' }, as.admin);
    expect(bad.statusCode).toBe(422);
    expect(bad.json().error.fields.bank_reference).toBe("Enter the bank's reference of the transfer (3 to 64 characters)");
    expect((await http.post('/api/settlements/999999/mark-paid', { bank_reference: 'NO-123' }, as.admin)).statusCode).toBe(404);
    const paid = await http.post(url, { bank_reference: ' NO-2026-0001 ' }, as.admin);
    expect(paid.statusCode, paid.body).toBe(200);
    expect(paid.json().data).toMatchObject({ changed: true, settlement: { status: 'paid', bank_reference: 'NO-2026-0001' } });
    const again = await http.post(url, { bank_reference: 'OTHER-REF' }, as.admin);
    expect(again.json().data).toMatchObject({ changed: false, settlement: { bank_reference: 'NO-2026-0001' } });
    expect(await balance('vendor_payable', a.vendor.id)).toBe(0);
    expect((await http.get('/api/settlements?status=paid', as.a)).json().data.map((s: { id: number }) => s.id)).toContain(state.settlementId);
    expect((await http.get('/api/settlements/payout-batch.csv', as.admin)).body).not.toContain(`"${state.settlementId}","Test Ved"`);
    await expect(app.db.update(settlements).set({ bankReference: 'changed' }).where(eq(settlements.id, state.settlementId))).rejects.toThrow();
  });

  it('reconciles: captured = payouts + fees + VAT + refunds + outstanding, to the øre', async () => {
    const captured = Number(
      (
        await app.db
          .select({ n: sql<number>`coalesce(sum(${ledgerEntries.amount}), 0)` })
          .from(ledgerEntries)
          .innerJoin(ledgerTransactions, eq(ledgerTransactions.id, ledgerEntries.transactionId))
          .where(sql`${ledgerTransactions.kind} = 'capture' and ${ledgerEntries.account} = 'provider_clearing'`)
      )[0]!.n,
    );
    const sumOf = async (where: ReturnType<typeof sql>) =>
      Number((await app.db.select({ n: sql<number>`coalesce(sum(amount), 0)` }).from(ledgerEntries).where(where))[0]!.n);
    const payouts = Number(
      (
        await app.db
          .select({ n: sql<number>`coalesce(sum(${ledgerEntries.amount}), 0)` })
          .from(ledgerEntries)
          .innerJoin(ledgerTransactions, eq(ledgerTransactions.id, ledgerEntries.transactionId))
          .where(sql`${ledgerTransactions.kind} = 'payout' and ${ledgerEntries.account} = 'vendor_payable'`)
      )[0]!.n,
    );
    const fees = -(await sumOf(sql`account = 'platform_fees'`));
    const vat = -(await sumOf(sql`account = 'vat_payable'`));
    const refunds = await sumOf(sql`account = 'refunds'`);
    const outstanding = -(await sumOf(sql`account in ('vendor_payable', 'customer', 'refunds')`));
    expect(payouts).toBeGreaterThan(0);
    expect(captured).toBe(payouts + fees + vat + refunds + outstanding);
  });
});
