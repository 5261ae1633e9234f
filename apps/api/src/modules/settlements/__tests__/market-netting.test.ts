import { ledgerEntries, settlements, vehicles } from '@vedmarked/db';
import { periodOf } from '@vedmarked/domain';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { deliverOnRoute, inject, paidShopOrder, shopWorld } from '../../../../test/commerce-helpers.ts';
import { buildTestApp, createUser } from '../../../../test/helpers.ts';
import { createBuyer, createListing, createWholesaleOrder, createWholesaler } from '../../../../test/market-helpers.ts';
import { pdfText } from '../../../../test/pdf-text.ts';
import { enqueueClose } from '../close-period-job.ts';

/**
 * Decision 0049: a vendor's market purchases are kept back from its next settlement, up to its
 * payout; what is left stays owed. Through the real app: the wholesaler's collected order posts the
 * debt, the 14-day close keeps it back, the admin's transfer pays the rest.
 */
const { app } = await buildTestApp();
const http = inject(app);
const shop = await shopWorld(app, { stock: 1000 });
const seller = await createWholesaler(app, 'Skog AS');
const onlyBuyer = await createBuyer(app, 'Bare Kjøper AS');
const admin = await createUser(app, { role: 'admin' });
const bearer = async (userId: number) => ({ authorization: `Bearer ${(await app.issueToken(userId)).token}`, 'x-language': 'en' });
const as = { shop: await bearer(shop.user.id), seller: await bearer(seller.id), admin: await bearer(admin.id) };
const [van] = await app.db
  .insert(vehicles)
  .values({ ownerUserId: shop.user.id, carNumber: 'EL 54321', capacityKg: 3000, widthCm: 200, heightCm: 180, depthCm: 400 })
  .returning();
// Firewood logs at 40 kr per m³ excl. VAT, from 1 m³.
const listing = await createListing(app, seller.id, { pricePerUnit: 4000, minimumOrderAmount: 1, amount: 100, remaining: 100 });

const sum = async (account: string, party: number) =>
  Number(
    (
      (await app.db.execute(
        sql`select coalesce(sum(amount), 0)::int as n from ledger_entries where account = ${account} and party_id = ${party}`,
      )) as unknown as {
        rows: { n: number }[];
      }
    ).rows[0]!.n,
  );

/** A market order of `amount` m³ the seller confirms and marks collected: the buyer owes it from then. */
async function collected(buyer: { userId: number; vendorId: number }, amount: number) {
  const order = await createWholesaleOrder(app, listing, buyer, { needsTransport: false, amount });
  expect((await http.post(`/api/wholesaler/order/confirm/${order.id}`, {}, as.seller)).statusCode).toBe(200);
  const done = await http.post(`/api/wholesaler/order/collected/${order.id}`, {}, as.seller);
  expect(done.statusCode, done.body).toBe(200);
  return order;
}

const period = periodOf(new Date());
const afterPeriod = new Date(`${period.end}T00:00:01Z`);
const shopParty = { userId: shop.user.id, vendorId: shop.vendor.id };

describe('market purchases kept back from a vendor’s settlement', () => {
  let settlementId = 0;
  let payout = 0;

  it('the close keeps back what the vendor owes, up to its payout, once', async () => {
    // 10 m³ at 40 kr excl. VAT: 400 kr + 100 kr VAT owed; the shop's delivered order pays more than that.
    await collected(shopParty, 10);
    await collected(onlyBuyer.party, 5);
    expect(await sum('market_receivable', shop.vendor.id)).toBe(50_000);
    const order = await paidShopOrder(app, shop.sack.id);
    await deliverOnRoute(app, order.id, as.shop, van!.id);

    await enqueueClose(app, app.db, new Date());
    expect(await app.jobs.runDue({ now: afterPeriod })).toBeGreaterThan(0);
    const [s] = await app.db.select().from(settlements).where(eq(settlements.vendorId, shop.vendor.id));
    expect(s).toBeDefined();
    settlementId = s!.id;
    payout = s!.payout;
    expect(payout).toBeGreaterThan(50_000);
    expect(s!.marketNetted).toBe(50_000);
    // The debt is collected; the vendor is owed its payout less the purchases.
    expect(await sum('market_receivable', shop.vendor.id)).toBe(0);
    expect(await sum('vendor_payable', shop.vendor.id)).toBe(-(payout - 50_000));
    // A vendor with nothing to settle still owes its purchase (kept back later, or invoiced).
    expect(await sum('market_receivable', onlyBuyer.vendor.id)).toBe(6_250 * 4);

    // The close again (a second job, the admin's call) keeps nothing back twice.
    const again = await http.post('/api/settlements/close-period', { period: 'current', vendor_id: shop.vendor.id }, as.admin);
    expect(again.statusCode, again.body).toBe(200);
    expect(await sum('market_receivable', shop.vendor.id)).toBe(0);
    const nettings = await app.db.select().from(ledgerEntries).where(sql`account = 'market_receivable' and party_id = ${shop.vendor.id} and amount < 0`);
    expect(nettings).toHaveLength(1);
  });

  it('the vendor reads it on its settlement and PDF; the transfer pays the rest', async () => {
    const detail = (await http.get(`/api/settlements/${settlementId}`, as.shop)).json().data;
    expect(detail).toMatchObject({ payout, market_netted: 50_000, to_pay: payout - 50_000 });
    const pdf = await app.inject({ method: 'GET', url: `/api/settlements/${settlementId}/pdf`, headers: { ...as.shop, 'x-language': 'no' } });
    const text = pdfText(pdf.rawPayload);
    expect(text).toContain('Kjøp på bransjemarkedet holdt tilbake');
    expect(text).toContain('Til utbetaling');

    const csv = await http.get('/api/settlements/payout-batch.csv', as.admin);
    expect(csv.body).toContain(`"${((payout - 50_000) / 100).toFixed(2)}"`);
    const paid = await http.post(`/api/settlements/${settlementId}/mark-paid`, { bank_reference: 'NO-2026-88' }, as.admin);
    expect(paid.statusCode, paid.body).toBe(200);
    // Paid in full: nothing owed either way, and the books balance to the øre.
    expect(await sum('vendor_payable', shop.vendor.id)).toBe(0);
    expect(await sum('market_receivable', shop.vendor.id)).toBe(0);
    const all = (await app.db.execute(sql`select coalesce(sum(amount), 0)::int as n from ledger_entries`)) as unknown as { rows: { n: number }[] };
    expect(Number(all.rows[0]!.n)).toBe(0);
  });

  it('a debt larger than the payout keeps back the whole payout and leaves the rest owed', async () => {
    // 60 m³ more is 3,000 kr with VAT: more than a 10-sack order pays.
    await collected(shopParty, 60);
    const owed = await sum('market_receivable', shop.vendor.id);
    expect(owed).toBe(60 * 5_000);
    const order = await paidShopOrder(app, shop.sack.id);
    await deliverOnRoute(app, order.id, as.shop, van!.id);
    // The next period's close.
    const next = new Date(`${period.end}T12:00:00Z`);
    const nextPeriod = periodOf(next);
    await enqueueClose(app, app.db, next);
    await app.jobs.runDue({ now: new Date(`${nextPeriod.end}T00:00:01Z`) });
    const [s] = await app.db.select().from(settlements).where(sql`vendor_id = ${shop.vendor.id} and period_start = ${nextPeriod.start}`);
    expect(s, 'the next period’s settlement').toBeDefined();
    expect(s!.marketNetted).toBe(s!.payout);
    expect(await sum('market_receivable', shop.vendor.id)).toBe(owed - s!.payout);
  });
});
