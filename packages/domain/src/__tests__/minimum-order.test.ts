import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { MIN_ORDER_SACKS } from '../common/constants.ts';
import { type MinimumOrderLine, minimumOrderStatus, smallestPassingQuantity } from '../cart/minimum-order.ts';

const fuel = fc.record({
  unitPrice: fc.integer({ min: 1, max: 500_000 }),
  weightKg: fc.constantFrom(10, 16, 22, 49.9, 50, 300, 440, 500),
  categoryType: fc.constant('fuel' as const),
  minOrderPrice: fc.integer({ min: 0, max: 1_000_000 }),
});
const lineOf = (p: { unitPrice: number; weightKg: number; categoryType: 'fuel' | 'accessory' }, quantity: number): MinimumOrderLine => ({
  unitPrice: p.unitPrice,
  weightKg: p.weightKg,
  categoryType: p.categoryType,
  quantity,
});

describe('minimum order (decision 0023: goods count, services do not)', () => {
  it('offers 14 birch sacks at Oslo Vedlager (111 kr each, minimum 1,500 kr) and 10 when 10 already pass', () => {
    expect(smallestPassingQuantity({ unitPrice: 11100, weightKg: 16, categoryType: 'fuel', minOrderPrice: 150000 })).toBe(14);
    expect(smallestPassingQuantity({ unitPrice: 15000, weightKg: 16, categoryType: 'fuel', minOrderPrice: 150000 })).toBe(10);
    expect(smallestPassingQuantity({ unitPrice: 100000, weightKg: 500, categoryType: 'fuel', minOrderPrice: 150000 })).toBe(2);
    expect(smallestPassingQuantity({ unitPrice: 20000, weightKg: 0.5, categoryType: 'accessory', minOrderPrice: 150000 })).toBe(1);
  });
  it('reports what is missing in goods, the same figure the cart subtracts from its goods', () => {
    const s = minimumOrderStatus([lineOf({ unitPrice: 11100, weightKg: 16, categoryType: 'fuel' }, 10)], 150000);
    expect(s).toEqual({ shortfall: 'min-price', goods: 111000, missing: 39000, sacks: 10 });
    expect(minimumOrderStatus([], 0).shortfall).toBe('empty');
  });
  it('the offered quantity passes on its own, and one less does not (property)', () => {
    fc.assert(
      fc.property(fuel, (p) => {
        const q = smallestPassingQuantity(p);
        expect(minimumOrderStatus([lineOf(p, q)], p.minOrderPrice).shortfall).toBeNull();
        if (q > 1) expect(minimumOrderStatus([lineOf(p, q - 1)], p.minOrderPrice).shortfall).not.toBeNull();
      }),
    );
  });
  it('missing plus goods is the minimum whenever the price falls short (property)', () => {
    fc.assert(
      fc.property(fuel, fc.integer({ min: 1, max: 40 }), (p, q) => {
        const s = minimumOrderStatus([lineOf(p, q)], p.minOrderPrice);
        if (s.shortfall === 'min-price') expect(s.goods + s.missing).toBe(p.minOrderPrice);
        else expect(s.missing).toBe(0);
        expect(s.sacks).toBe(p.weightKg < 50 ? q : q * MIN_ORDER_SACKS);
      }),
    );
  });
});
