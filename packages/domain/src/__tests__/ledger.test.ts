import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { groupShare, groupSharePct } from '../dugnad/share.ts';
import { planAmounts } from '../payments/payment-plan.ts';
import { allocateOrder } from '../settlements/allocation.ts';
import { OWN_CUSTOMER_FEE_PCT, platformFee, shareOf, withoutVat } from '../settlements/fees.ts';
import {
  balances,
  imbalance,
  type LedgerPosting,
  marketNetting,
  postCapture,
  postMarketNetting,
  postMarketSale,
  postPayout,
  postRefund,
} from '../settlements/ledger.ts';
import { settlementLine, settlementSums } from '../settlements/lines.ts';
import { lastClosedPeriod, lastDayOf, periodOf } from '../settlements/periods.ts';

/** A book that records each key once, as the ledger_transactions unique key does. */
class Book {
  readonly postings: LedgerPosting[] = [];
  private readonly keys = new Set<string>();
  post(p: LedgerPosting) {
    if (this.keys.has(p.key)) return false;
    this.keys.add(p.key);
    this.postings.push(p);
    return true;
  }
  balance(account: string, party: number | null = null) {
    return balances(this.postings).get(`${account}:${party ?? ''}`) ?? 0;
  }
  sumOfKind(kind: LedgerPosting['kind'], account: string) {
    return this.postings
      .filter((p) => p.kind === kind)
      .reduce((s, p) => s + p.entries.filter((e) => e.account === account && e.amount > 0).reduce((a, e) => a + e.amount, 0), 0);
  }
}

type Step = 'capture' | 'cancel' | 'deliver' | 'close' | 'pay' | 'pay-group';
const order = fc.record({
  total: fc.integer({ min: 0, max: 5_000_000 }),
  productsShare: fc.integer({ min: 0, max: 100 }),
  own: fc.boolean(),
  standardPct: fc.integer({ min: 0, max: 30 }),
  vendorId: fc.integer({ min: 1, max: 4 }),
  /** A dugnad order: its group (the dugnad) and the group's share in percent (the constant, or another rate). */
  group: fc.option(fc.record({ id: fc.integer({ min: 1, max: 3 }), sharePct: fc.oneof(fc.constant(groupSharePct()), fc.integer({ min: 0, max: 10 })) })),
  steps: fc.array(fc.constantFrom<Step>('capture', 'capture', 'capture', 'cancel', 'deliver', 'close', 'close', 'pay', 'pay-group'), { maxLength: 12 }),
});
type History = typeof order extends fc.Arbitrary<infer T> ? T : never;

/**
 * Replays histories as the API does: stages captured in plan order, a cancellation before delivery
 * refunds every captured stage, a period close allocates what a delivered order holds (keyed per order
 * and period, so a re-run posts nothing), and a payout pays a vendor's whole payable.
 */
function replay(histories: History[]) {
  const book = new Book();
  const facts = new Map<number, { captured: number; refunded: number; allocated: number; fee: number; vat: number; share: number }>();
  let period = 0;
  let payouts = 0;
  let groupPayouts = 0;
  histories.forEach((h, i) => {
    const orderId = i + 1;
    const plan = planAmounts(h.total);
    const stages = [plan.initial, plan.confirmation, plan.final];
    const subtotal = Math.floor((h.total * h.productsShare) / 100);
    const pct = h.own ? OWN_CUSTOMER_FEE_PCT : h.standardPct;
    const f = { captured: 0, refunded: 0, allocated: 0, fee: 0, vat: 0, share: 0 };
    facts.set(orderId, f);
    let paid = 0;
    let canceled = false;
    let delivered = false;
    for (const step of h.steps) {
      if (step === 'capture' && paid < 3 && !canceled) {
        book.post(postCapture(`${orderId}-${paid}`, orderId, stages[paid]!));
        f.captured += stages[paid]!;
        paid++;
      } else if (step === 'cancel' && !delivered && !canceled) {
        canceled = true;
        for (let s = 0; s < paid; s++) book.post(postRefund(`${orderId}-${s}`, orderId, stages[s]!));
        f.refunded = f.captured;
      } else if (step === 'deliver' && !canceled) delivered = true;
      else if (step === 'close') {
        period++;
        const held = f.captured - f.refunded - f.allocated;
        if (!delivered || held === 0) continue;
        const a = allocateOrder(
          { orderId, vendorId: h.vendorId, total: h.total, productsSubtotal: subtotal, feePct: pct, allocatedBefore: f.allocated, held, group: h.group },
          `allocation:${orderId}:${period}`,
        );
        expect(book.post(a)).toBe(true);
        // The same close run again (a retry, a second process): the key is taken, nothing is posted.
        expect(book.post({ ...a, entries: [...a.entries] })).toBe(false);
        f.allocated += held;
        f.fee += a.fee;
        f.vat += a.feeVat;
        f.share += a.groupShare;
      } else if (step === 'pay') {
        const owed = -book.balance('vendor_payable', h.vendorId);
        if (owed > 0 && book.post(postPayout(orderId * 100 + period, h.vendorId, owed))) payouts += owed;
      } else if (step === 'pay-group' && h.group) {
        const owed = -book.balance('group_payable', h.group.id);
        if (owed > 0 && book.post(postPayout(-(orderId * 1000 + period), h.group.id, owed, 'group_payable'))) groupPayouts += owed;
      }
    }
    if (delivered && paid === 3 && f.allocated === h.total) {
      expect({ fee: f.fee, vat: f.vat }).toEqual(platformFee(subtotal, pct));
      expect(f.share).toBe(h.group ? groupShare(subtotal, h.group.sharePct) : 0);
    }
  });
  return { book, facts, payouts, groupPayouts };
}

describe('the ledger', () => {
  it('balances every transaction and reconciles captured money to the øre over 10,000 order histories', () => {
    let histories = 0;
    fc.assert(
      fc.property(fc.array(order, { minLength: 1, maxLength: 20 }), (hs) => {
        histories += hs.length;
        const { book, payouts, groupPayouts } = replay(hs);
        for (const p of book.postings) expect(imbalance(p), p.key).toBe(0);
        const captured = book.sumOfKind('capture', 'provider_clearing');
        const all = balances(book.postings);
        const sumOf = (prefix: string) => [...all].filter(([k]) => k.startsWith(prefix)).reduce((s, [, v]) => s + v, 0);
        const refunds = sumOf('refunds:');
        const fees = -book.balance('platform_fees');
        const vat = -book.balance('vat_payable');
        // Group shares: what groups were paid and are still owed.
        const groupShares = groupPayouts - sumOf('group_payable:');
        // Outstanding: what vendors are owed, and what orders still hold for their customers.
        const outstanding = -sumOf('vendor_payable:') - (sumOf('customer:') + sumOf('refunds:'));
        expect(captured).toBe(payouts + fees + groupShares + vat + refunds + outstanding);
        expect(book.balance('provider_clearing')).toBe(captured - refunds - payouts - groupPayouts);
        expect(sumOf('group_payable:')).toBeLessThanOrEqual(0);
      }),
      { numRuns: 2000 },
    );
    expect(histories).toBeGreaterThanOrEqual(10_000);
  });

  it("nets a vendor's market purchases against its payout: never more than either, and the books still balance", () => {
    const minor = fc.integer({ min: 0, max: 50_000_000 });
    fc.assert(
      fc.property(minor, minor, fc.integer({ min: 0, max: 10_000 }), (owed, payout, fee) => {
        const kept = marketNetting(owed, payout);
        expect(kept).toBe(Math.min(owed, payout));
        expect(kept).toBeGreaterThanOrEqual(0);
        // A market sale makes the vendor owe; the netting and the bank transfer of the rest pay the vendor's payout.
        const sale = postMarketSale('wholesale', 1, 7, 3, owed, Math.min(fee, Math.floor(owed / 2)), 0);
        const netting = postMarketNetting(11, 7, kept);
        const transfer = postPayout(11, 7, payout - kept);
        for (const p of [sale, netting, transfer]) expect(imbalance(p)).toBe(0);
        const all = balances([sale, netting, transfer]);
        expect(all.get('market_receivable:7')).toBe(owed - kept);
        // The vendor's payable goes down by the whole payout: what was kept back and what was sent.
        expect(all.get('vendor_payable:7')).toBe(payout);
      }),
      { numRuns: 500 },
    );
    expect(marketNetting(0, 1000)).toBe(0);
    expect(marketNetting(1500, 1000)).toBe(1000);
    expect(marketNetting(400, 1000)).toBe(400);
    expect(marketNetting(400, 0)).toBe(0);
  });

  it('re-running a period close posts nothing new', () => {
    const a = allocateOrder(
      { orderId: 1, vendorId: 1, total: 10000, productsSubtotal: 8000, feePct: 5, allocatedBefore: 0, held: 10000 },
      'allocation:1:2026-01-05',
    );
    const book = new Book();
    expect(book.post(a)).toBe(true);
    expect(book.post({ ...a })).toBe(false);
    expect(book.postings).toHaveLength(1);
    expect(a.entries).toEqual([
      { account: 'customer', party: 1, amount: 10000 },
      { account: 'vendor_payable', party: 1, amount: -(10000 - 400 - 100) },
      { account: 'platform_fees', party: null, amount: -400 },
      { account: 'vat_payable', party: null, amount: -100 },
    ]);
  });
});

describe('fees and shares', () => {
  it('splits a whole into parts that add up to it, in any number of steps', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 1_000_000 }),
        fc.integer({ min: 1, max: 50_000_000 }),
        fc.array(fc.integer({ min: 1, max: 100 }), { minLength: 1 }),
        (whole, total, cuts) => {
          const weight = cuts.reduce((s, c) => s + c, 0);
          let before = 0;
          let sum = 0;
          cuts.forEach((c, i) => {
            const amount = i === cuts.length - 1 ? total - before : Math.floor((total * c) / weight);
            const part = shareOf(whole, total, before, amount);
            expect(part).toBeGreaterThanOrEqual(0);
            sum += part;
            before += amount;
          });
          expect(sum).toBe(whole);
        },
      ),
    );
  });

  it('takes 5% from own customers and the standard fee otherwise, with 25% VAT on the fee', () => {
    expect(platformFee(100000, 5)).toEqual({ fee: 5000, vat: 1250 });
    expect(platformFee(100000, 10)).toEqual({ fee: 10000, vat: 2500 });
    expect(platformFee(333, 5)).toEqual({ fee: 17, vat: 4 });
    expect(withoutVat(12500)).toBe(10000);
    expect(() => shareOf(0.5, 100, 0, 1)).toThrow(RangeError);
  });

  it('makes a settlement line whose payout is the amount less the fee and its VAT', () => {
    const line = settlementLine({
      orderId: 7,
      buyer: 'Kari N',
      deliveryDate: '2026-02-01',
      paymentDate: '2026-02-01',
      amount: 125000,
      shipping: 25000,
      fee: 5000,
      feeVat: 1250,
    });
    expect(line).toMatchObject({ amountExclVat: 100000, shippingExclVat: 20000, payout: 118750, payoutExclVat: 95000 });
    expect(settlementSums([line, line])).toMatchObject({ amount: 250000, payout: 237500, fee: 10000, feeVat: 2500 });
  });

  it('closes 14-day periods from Monday 2026-01-05', () => {
    expect(periodOf(new Date('2026-01-05T00:00:00Z'))).toEqual({ start: '2026-01-05', end: '2026-01-19' });
    expect(periodOf(new Date('2026-01-18T23:59:59Z'))).toEqual({ start: '2026-01-05', end: '2026-01-19' });
    expect(lastClosedPeriod(new Date('2026-01-19T00:00:00Z'))).toEqual({ start: '2026-01-05', end: '2026-01-19' });
    expect(periodOf(new Date('2025-12-30T00:00:00Z'))).toEqual({ start: '2025-12-22', end: '2026-01-05' });
    expect(lastDayOf('2026-01-19')).toBe('2026-01-18');
  });
});
