import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  addVendorConflict,
  type CartRuleLine,
  GROUP_ORDER_CATEGORY_ID,
  groupDiscountApplies,
  needsGroupVendorConfirmation,
  shippingDiscount,
} from '../cart/cart-rules.ts';
import { minimumOrderShortfall, sackEquivalents } from '../cart/minimum-order.ts';
import { defaultAddQuantity } from '../catalog/catalog.ts';

const line = fc.record({
  vendorId: fc.integer({ min: 1, max: 4 }),
  categoryId: fc.integer({ min: 1, max: 5 }),
  categoryType: fc.constantFrom('fuel' as const, 'accessory' as const),
  weightKg: fc.constantFrom(0.5, 15, 16, 22, 49.9, 50, 300, 440, 500),
  quantity: fc.integer({ min: 1, max: 200 }),
  unitPrice: fc.integer({ min: 100, max: 500_000 }),
});

describe('one vendor per cart', () => {
  it('refuses another vendor only when the cart has lines of a different vendor', () => {
    expect(addVendorConflict(null, 0, 3)).toBe(false);
    expect(addVendorConflict(3, 0, 4)).toBe(false); // an emptied cart takes any vendor
    expect(addVendorConflict(3, 2, 3)).toBe(false);
    expect(addVendorConflict(3, 2, 4)).toBe(true);
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 9 }), fc.integer({ min: 1, max: 9 }), fc.integer({ min: 0, max: 5 }), (cart, product, n) => {
        expect(addVendorConflict(cart, n, product)).toBe(n > 0 && cart !== product);
      }),
    );
  });
});

describe('default add quantity (spec section 9)', () => {
  it('is 1 at 50 kg and over, 10 below, 1 for an accessory', () => {
    expect(defaultAddQuantity(50, 'fuel')).toBe(1);
    expect(defaultAddQuantity(49.99, 'fuel')).toBe(10);
    expect(defaultAddQuantity(0.2, 'accessory')).toBe(1);
    fc.assert(fc.property(fc.double({ min: 0.1, max: 2000, noNaN: true }), (w) => defaultAddQuantity(w, 'fuel') === (w >= 50 ? 1 : 10)));
  });
});

describe('group-order vendor confirmation (spec section 5)', () => {
  it('asks only when a different group vendor is stored and no firewood from another vendor is in the cart', () => {
    expect(needsGroupVendorConfirmation({ groupOrderVendorId: null, productVendorId: 2, lines: [] })).toBe(false);
    expect(needsGroupVendorConfirmation({ groupOrderVendorId: 2, productVendorId: 2, lines: [] })).toBe(false);
    expect(needsGroupVendorConfirmation({ groupOrderVendorId: 2, productVendorId: 3, lines: [] })).toBe(true);
    expect(needsGroupVendorConfirmation({ groupOrderVendorId: 2, productVendorId: 3, lines: [{ vendorId: 3, categoryId: GROUP_ORDER_CATEGORY_ID }] })).toBe(
      false,
    );
  });
});

describe('group-order shipping discount (spec section 4)', () => {
  it('applies with no group-order item, or when every group-order item is from the group vendor; otherwise 0', () => {
    fc.assert(
      fc.property(
        fc.array(line, { maxLength: 6 }),
        fc.option(fc.integer({ min: 1, max: 4 }), { nil: null }),
        fc.integer({ min: 0, max: 2_000_00 }),
        (lines, gv, shipping) => {
          const groupItems = lines.filter((l) => l.categoryId === GROUP_ORDER_CATEGORY_ID);
          const expected = groupItems.length === 0 || (gv !== null && groupItems.every((l) => l.vendorId === gv));
          expect(groupDiscountApplies(lines, gv)).toBe(expected);
          const d = shippingDiscount(shipping, { codeActive: true, lines, groupOrderVendorId: gv });
          if (!expected) expect(d).toBe(0);
          else expect(d).toBe(Math.round(shipping / 2));
          expect(shippingDiscount(shipping, { codeActive: false, lines, groupOrderVendorId: gv })).toBe(0);
          expect(d).toBeLessThanOrEqual(shipping);
          expect(Number.isInteger(d)).toBe(true);
        },
      ),
    );
  });
});

describe('the shipping discount at the operator’s percentage (platform setting)', () => {
  it('takes the given percentage, within 0 and the shipping, and 50% when none is given', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 100 }), fc.integer({ min: 0, max: 2_000_00 }), (pct, shipping) => {
        const d = shippingDiscount(shipping, { codeActive: true, lines: [], groupOrderVendorId: null, pct });
        expect(d).toBe(Math.round((shipping * pct) / 100));
        expect(d).toBeGreaterThanOrEqual(0);
        expect(d).toBeLessThanOrEqual(shipping);
      }),
    );
    expect(shippingDiscount(40_000, { codeActive: true, lines: [], groupOrderVendorId: null })).toBe(20_000);
    expect(shippingDiscount(40_000, { codeActive: false, lines: [], groupOrderVendorId: null, pct: 30 })).toBe(0);
  });
});

describe('minimum order: the vendor min price and 10 sacks', () => {
  const sack = (q: number, price = 10000): CartRuleLine => ({ vendorId: 1, categoryId: 1, categoryType: 'fuel', weightKg: 16, quantity: q, unitPrice: price });
  const bigBag: CartRuleLine = { vendorId: 1, categoryId: 1, categoryType: 'fuel', weightKg: 300, quantity: 1, unitPrice: 250000 };
  const gloves: CartRuleLine = { vendorId: 1, categoryId: 5, categoryType: 'accessory', weightKg: 0.5, quantity: 30, unitPrice: 20000 };
  it('explains what is missing', () => {
    expect(minimumOrderShortfall([], 0)).toBe('empty');
    expect(minimumOrderShortfall([sack(9)], 0)).toBe('min-sacks');
    expect(minimumOrderShortfall([sack(10)], 0)).toBe(null);
    expect(minimumOrderShortfall([sack(10)], 150000)).toBe('min-price');
    expect(minimumOrderShortfall([bigBag], 150000)).toBe(null);
    expect(minimumOrderShortfall([gloves], 0)).toBe('min-sacks');
  });
  it('holds exactly when both the price and the sack count are met', () => {
    fc.assert(
      fc.property(fc.array(line, { minLength: 1, maxLength: 6 }), fc.integer({ min: 0, max: 5_000_00 }), (lines, min) => {
        const subtotal = lines.reduce((s, l) => s + l.unitPrice * l.quantity, 0);
        const ok = subtotal >= min && sackEquivalents(lines) >= 10;
        expect(minimumOrderShortfall(lines, min) === null).toBe(ok);
      }),
    );
  });
  it('counts more sacks when any quantity grows (monotone)', () => {
    fc.assert(
      fc.property(fc.array(line, { minLength: 1, maxLength: 6 }), fc.nat({ max: 5 }), (lines, i) => {
        const idx = i % lines.length;
        const more = lines.map((l, j) => (j === idx ? { ...l, quantity: l.quantity + 1 } : l));
        expect(sackEquivalents(more)).toBeGreaterThanOrEqual(sackEquivalents(lines));
      }),
    );
  });
});
