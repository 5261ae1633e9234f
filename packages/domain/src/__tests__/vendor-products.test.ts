import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  MAX_OFFER_STOCK,
  priceByPercent,
  priceInRange,
  stockAfterRelease,
  stockAfterTake,
  vendorProductAddBody,
  vendorProductUpdateBody,
} from '../catalog/vendor-products.ts';

const range = fc.tuple(fc.integer({ min: 1, max: 1_000_000 }), fc.integer({ min: 0, max: 1_000_000 })).map(([min, span]) => ({ min, max: min + span }));

describe('offer price range', () => {
  it('accepts exactly the whole prices from min to max', () => {
    fc.assert(
      fc.property(range, fc.integer({ min: -10, max: 3_000_000 }), (r, price) => {
        expect(priceInRange(price, r)).toBe(price >= r.min && price <= r.max);
      }),
    );
    expect(priceInRange(100.5, { min: 1, max: 1000 })).toBe(false);
  });

  it('a change by percent is either inside the range or refused, never clamped', () => {
    fc.assert(
      fc.property(range, fc.integer({ min: 1, max: 2_000_000 }), fc.integer({ min: -90, max: 200 }), (r, price, percent) => {
        const next = priceByPercent(price, percent, r);
        const exact = Math.round((price * (100 + percent)) / 100);
        expect(next).toBe(priceInRange(exact, r) ? exact : null);
      }),
    );
    expect(priceByPercent(12000, 10, { min: 100, max: 20000 })).toBe(13200);
    expect(priceByPercent(12000, -50, { min: 8000, max: 20000 })).toBeNull();
  });
});

describe('stock', () => {
  it('no sequence of takes goes below zero, and what is sold plus what is left is what there was', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1000 }), fc.array(fc.integer({ min: -3, max: 40 }), { maxLength: 200 }), (start, takes) => {
        let stock = start;
        let sold = 0;
        for (const q of takes) {
          const next = stockAfterTake(stock, q);
          if (next === null) continue;
          expect(next).toBeGreaterThanOrEqual(0);
          sold += q;
          stock = next;
        }
        expect(sold + stock).toBe(start);
      }),
    );
  });

  it('giving back what an order took restores the stock', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1000 }), fc.integer({ min: 1, max: 1000 }), (stock, q) => {
        const after = stockAfterTake(stock, q);
        if (after !== null) expect(stockAfterRelease(after, q)).toBe(stock);
        else expect(stock).toBeLessThan(q);
      }),
    );
  });
});

describe('offer forms', () => {
  it('reads multipart text and keeps the field messages', () => {
    expect(vendorProductAddBody.parse({ product_id: '3', price: '12900', stock: '10', active: '0' })).toEqual({
      product_id: 3,
      price: 12900,
      stock: 10,
      ready_to_ship_days: 0,
      active: false,
    });
    const bad = vendorProductUpdateBody.safeParse({ price: '12.5', stock: String(MAX_OFFER_STOCK + 1) });
    expect(bad.error?.issues.map((i) => [i.path[0], i.message])).toEqual([
      ['price', 'error-valid-price'],
      ['stock', 'error-valid-quantity'],
    ]);
  });
});
