import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ORDER_STATUS, ORDER_STATUS_VALUES } from '../orders/status.ts';
import {
  decideCancel,
  decideConfirm,
  stockShortfall,
  VENDOR_ORDER_TABS,
  VENDOR_TAB_STATUSES,
  type VendorOrderFacts,
  vendorCanSee,
  vendorListScope,
  vendorOrderListQuery,
  vendorTabOf,
} from '../orders/vendor-orders.ts';

const ME = 1;
const OTHER = 2;
const me = { vendorId: ME, covers: true };
const order = (status: number, vendorId: number | null, rejectedBy: number[] = []): VendorOrderFacts => ({ status, vendorId, rejectedBy });

describe('vendor order tabs', () => {
  it('shows each status a vendor sees under exactly one tab, and never a suggested order', () => {
    for (const s of ORDER_STATUS_VALUES) {
      const tabs = VENDOR_ORDER_TABS.filter((t) => (VENDOR_TAB_STATUSES[t] as readonly number[]).includes(s));
      expect(tabs.length).toBe(s === ORDER_STATUS.suggested ? 0 : 1);
      expect(vendorTabOf(s)).toBe(tabs[0] ?? null);
    }
  });

  it('reads the list query: a tab, or status_id (8 is the market list); suggested is refused', () => {
    expect(vendorListScope({})).toEqual({ market: false, statuses: [1] });
    expect(vendorListScope({ tab: 'market' })).toEqual({ market: true, statuses: [8] });
    expect(vendorListScope({ tab: 'history' })).toEqual({ market: false, statuses: [5, 6, 7] });
    expect(vendorListScope(vendorOrderListQuery.parse({ status_id: '8' }))).toEqual({ market: true, statuses: [8] });
    expect(vendorListScope(vendorOrderListQuery.parse({ status_id: '2' }))).toEqual({ market: false, statuses: [2] });
    expect(vendorOrderListQuery.safeParse({ status_id: '0' }).success).toBe(false);
    expect(vendorOrderListQuery.safeParse({ status_id: '9' }).success).toBe(false);
    expect(vendorOrderListQuery.safeParse({ tab: 'other' }).success).toBe(false);
  });
});

describe('confirming', () => {
  it('confirms an own unconfirmed order, and a repeat changes nothing', () => {
    expect(decideConfirm(order(1, ME), me)).toEqual({ kind: 'apply', to: 2, takeOver: false, reject: false });
    for (const s of [2, 3, 4, 5]) expect(decideConfirm(order(s, ME), me)).toEqual({ kind: 'already' });
    expect(decideConfirm(order(7, ME), me)).toEqual({ kind: 'refuse', reason: 'wrong_status' });
    expect(decideConfirm(order(0, ME), me)).toEqual({ kind: 'refuse', reason: 'not_found' });
  });

  it('takes a market order over where the vendor delivers, unless it rejected it', () => {
    expect(decideConfirm(order(8, null, [OTHER]), me)).toEqual({ kind: 'apply', to: 2, takeOver: true, reject: false });
    expect(decideConfirm(order(8, null, [ME]), me)).toEqual({ kind: 'refuse', reason: 'rejected_by_you' });
    expect(decideConfirm(order(8, null, [OTHER]), { vendorId: ME, covers: false })).toEqual({ kind: 'refuse', reason: 'not_found' });
  });

  it('answers too late when another vendor took the market order', () => {
    expect(decideConfirm(order(2, 3, [OTHER]), me)).toEqual({ kind: 'refuse', reason: 'too_late' });
    expect(decideConfirm(order(2, OTHER, [OTHER]), me)).toEqual({ kind: 'refuse', reason: 'too_late' });
    // An order that was never on the market is simply not this vendor's.
    expect(decideConfirm(order(1, OTHER), me)).toEqual({ kind: 'refuse', reason: 'not_found' });
  });
});

describe('cancelling (rejecting)', () => {
  it('sends an own order to the market, and a repeat changes nothing', () => {
    expect(decideCancel(order(1, ME), me)).toEqual({ kind: 'apply', to: 8, takeOver: false, reject: true });
    expect(decideCancel(order(2, ME), me)).toEqual({ kind: 'apply', to: 8, takeOver: false, reject: true });
    expect(decideCancel(order(8, null, [ME]), me)).toEqual({ kind: 'already' });
    expect(decideCancel(order(3, ME), me)).toEqual({ kind: 'refuse', reason: 'wrong_status' });
  });

  it('hides a market order from a vendor that does not want it, without taking it', () => {
    expect(decideCancel(order(8, null, [OTHER]), me)).toEqual({ kind: 'apply', to: 8, takeOver: false, reject: true });
    expect(decideCancel(order(8, null, [OTHER]), { vendorId: ME, covers: false })).toEqual({ kind: 'refuse', reason: 'not_found' });
    expect(decideCancel(order(1, OTHER), me)).toEqual({ kind: 'refuse', reason: 'not_found' });
  });
});

const vendorArb = fc.integer({ min: 1, max: 4 });
const factsArb = fc.record({
  status: fc.constantFrom(...ORDER_STATUS_VALUES),
  vendorId: fc.option(vendorArb, { nil: null }),
  rejectedBy: fc.uniqueArray(vendorArb, { maxLength: 3 }),
});
const meArb = fc.record({ vendorId: vendorArb, covers: fc.boolean() });

/** The order after a decision is applied, as the service writes it. */
function applied(o: VendorOrderFacts, vendorId: number, d: ReturnType<typeof decideConfirm>): VendorOrderFacts {
  if (d.kind !== 'apply') return o;
  return {
    status: d.to,
    vendorId: d.to === ORDER_STATUS.market ? null : d.takeOver ? vendorId : o.vendorId,
    rejectedBy: d.reject ? [...new Set([...o.rejectedBy, vendorId])] : o.rejectedBy,
  };
}

describe('properties', () => {
  it('a vendor acts only on orders it may see (or its own repeats), never on another vendor’s own orders', () => {
    fc.assert(
      fc.property(factsArb, meArb, (o, v) => {
        for (const d of [decideConfirm(o, v), decideCancel(o, v)]) {
          if (d.kind === 'apply') expect(vendorCanSee(o, v)).toBe(true);
          if (o.vendorId !== null && o.vendorId !== v.vendorId && o.status !== ORDER_STATUS.market) expect(d.kind).toBe('refuse');
        }
      }),
    );
  });

  it('applying a decision twice is the same as once (double clicks are harmless)', () => {
    fc.assert(
      fc.property(factsArb, meArb, fc.constantFrom(decideConfirm, decideCancel), (o, v, decide) => {
        const first = decide(o, v);
        if (first.kind !== 'apply') return;
        const after = applied(o, v.vendorId, first);
        const second = decide(after, v);
        expect(second.kind).toBe('already');
      }),
    );
  });

  it('once a vendor confirms a market order, every other vendor is refused and the rejecting vendor never gets it', () => {
    fc.assert(
      fc.property(fc.uniqueArray(vendorArb, { minLength: 1, maxLength: 3 }), vendorArb, vendorArb, (rejected, winner, loser) => {
        fc.pre(winner !== loser && !rejected.includes(winner));
        const market = order(ORDER_STATUS.market, null, rejected);
        const won = decideConfirm(market, { vendorId: winner, covers: true });
        expect(won.kind).toBe('apply');
        const after = applied(market, winner, won);
        expect(after).toMatchObject({ status: ORDER_STATUS.confirmed, vendorId: winner });
        const late = decideConfirm(after, { vendorId: loser, covers: true });
        expect(late).toEqual({ kind: 'refuse', reason: rejected.includes(loser) ? 'rejected_by_you' : 'too_late' });
        for (const r of rejected) expect(decideConfirm(market, { vendorId: r, covers: true })).toEqual({ kind: 'refuse', reason: 'rejected_by_you' });
      }),
    );
  });

  it('stock shortfall is empty exactly when every product has enough, and names only what is short', () => {
    const lineArb = fc.record({ productId: fc.integer({ min: 1, max: 5 }), quantity: fc.integer({ min: 1, max: 50 }) });
    fc.assert(
      fc.property(
        fc.array(lineArb, { maxLength: 6 }),
        fc.dictionary(fc.integer({ min: 1, max: 5 }).map(String), fc.integer({ min: 0, max: 120 })),
        (lines, dict) => {
          const stock = new Map(Object.entries(dict).map(([k, v]) => [Number(k), v]));
          const short = stockShortfall(lines, stock);
          const need = new Map<number, number>();
          for (const l of lines) need.set(l.productId, (need.get(l.productId) ?? 0) + l.quantity);
          for (const [p, n] of need) {
            const have = stock.get(p) ?? 0;
            expect(short.get(p)).toBe(have >= n ? undefined : n - have);
          }
          for (const p of short.keys()) expect(need.has(p)).toBe(true);
        },
      ),
    );
  });
});
