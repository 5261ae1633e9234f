import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CART_LINE_MAX_QUANTITY } from '../cart/cart-rules.ts';
import { type MergeCart, mergeCarts } from '../cart/merge-carts.ts';

const cart = (vendorId: number | null, ...lines: [number, number, number?][]): MergeCart => ({
  vendorId,
  lines: lines.map(([vendorProductId, quantity, stock = 100]) => ({ vendorProductId, quantity, stock })),
});

describe('a guest’s cart at sign-in (issue 18 item 2)', () => {
  it('keeps the account’s cart when the guest’s is empty, and takes the guest’s when the account has none', () => {
    expect(mergeCarts(cart(null), cart(3, [7, 10]))).toEqual({ outcome: 'account', vendorId: 3, lines: [{ vendorProductId: 7, quantity: 10 }], changes: [] });
    expect(mergeCarts(cart(3, [7, 12]), cart(null))).toEqual({ outcome: 'guest', vendorId: 3, lines: [{ vendorProductId: 7, quantity: 12 }], changes: [] });
  });

  it('drops the older cart’s lines of another vendor, and says which', () => {
    const r = mergeCarts(cart(3, [7, 12]), cart(4, [20, 10], [21, 1]));
    expect(r.outcome).toBe('guest');
    expect(r.vendorId).toBe(3);
    expect(r.lines).toEqual([{ vendorProductId: 7, quantity: 12 }]);
    expect(r.changes).toEqual([
      { kind: 'dropped_other_vendor', vendorProductId: 20, quantity: 10 },
      { kind: 'dropped_other_vendor', vendorProductId: 21, quantity: 1 },
    ]);
  });

  it('merges the same vendor’s lines: sums a product in both, capped by its stock, and reports the cap and the lines added', () => {
    const r = mergeCarts(cart(3, [7, 12, 15], [8, 1]), cart(3, [7, 10, 15], [9, 2]));
    expect(r.outcome).toBe('merged');
    expect(r.lines).toEqual([
      { vendorProductId: 7, quantity: 15 },
      { vendorProductId: 8, quantity: 1 },
      { vendorProductId: 9, quantity: 2 },
    ]);
    expect(r.changes).toEqual([
      { kind: 'capped', vendorProductId: 7, requested: 22, quantity: 15 },
      { kind: 'added_from_account', vendorProductId: 9, quantity: 2 },
    ]);
    // Within stock, the sum stands and nothing is reported for that line.
    expect(mergeCarts(cart(3, [7, 5]), cart(3, [7, 5])).changes).toEqual([]);
  });

  it('never lowers a quantity below what either cart held on its own (stock problems are the cart’s to show)', () => {
    const r = mergeCarts(cart(3, [7, 12, 4]), cart(3, [7, 10, 4]));
    expect(r.lines).toEqual([{ vendorProductId: 7, quantity: 12 }]);
    expect(r.changes).toEqual([{ kind: 'capped', vendorProductId: 7, requested: 22, quantity: 12 }]);
  });

  it('property: one vendor, no product twice, quantities within bounds, every older line kept or reported', () => {
    const lines = fc.uniqueArray(
      fc.tuple(fc.integer({ min: 1, max: 12 }), fc.integer({ min: 1, max: CART_LINE_MAX_QUANTITY }), fc.integer({ min: 0, max: 20_000 })),
      { selector: (l) => l[0], maxLength: 6 },
    );
    // An offer belongs to one vendor: its id says which.
    const side = fc
      .tuple(fc.integer({ min: 1, max: 3 }), lines)
      .map(([v, ls]) => cart(v, ...ls.map(([id, q, s]): [number, number, number] => [v * 100 + id, q, s])));
    fc.assert(
      fc.property(side, side, (guest, account) => {
        const r = mergeCarts(guest, account);
        const ids = r.lines.map((l) => l.vendorProductId);
        expect(new Set(ids).size).toBe(ids.length);
        for (const l of r.lines) expect(l.quantity).toBeGreaterThanOrEqual(1);
        for (const l of r.lines) expect(l.quantity).toBeLessThanOrEqual(CART_LINE_MAX_QUANTITY);
        // Every guest line is in the result, with at least its own quantity.
        for (const g of guest.lines) expect(r.lines.find((l) => l.vendorProductId === g.vendorProductId)!.quantity).toBeGreaterThanOrEqual(g.quantity);
        // Every line of the older cart is in the result or reported as dropped.
        for (const a of account.lines) {
          const kept = r.lines.some((l) => l.vendorProductId === a.vendorProductId);
          const dropped = r.changes.some((c) => c.kind === 'dropped_other_vendor' && c.vendorProductId === a.vendorProductId);
          expect(kept !== dropped).toBe(true);
        }
        if (guest.lines.length > 0) expect(r.vendorId).toBe(guest.vendorId);
      }),
    );
  });
});
