import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  type ComparableOffer,
  cheapestDelivered,
  cheapestPerProduct,
  compareOffersBeforeShipping,
  compareVendors,
  isBetterOffer,
  pickUpSale,
  UP_SALE_MAX,
  type UpSaleOffer,
} from '../catalog/storefront-rules.ts';

const arbOffer = fc.record({
  id: fc.integer({ min: 1, max: 10_000 }),
  productId: fc.integer({ min: 1, max: 6 }),
  vendorId: fc.integer({ min: 1, max: 20 }),
  price: fc.integer({ min: 100, max: 20_000 }),
  inStock: fc.boolean(),
  shippingPrice: fc.option(fc.integer({ min: 0, max: 100_000 })),
});

describe('by_vendor order', () => {
  it('lists the cheapest shipping first, then the nearest, then the lowest id', () => {
    const vendors = [
      { id: 3, shippingPrice: 500, distanceM: 10 },
      { id: 1, shippingPrice: 400, distanceM: 9000 },
      { id: 2, shippingPrice: 500, distanceM: 10 },
      { id: 4, shippingPrice: 500, distanceM: 5 },
    ];
    expect(vendors.sort(compareVendors).map((v) => v.id)).toEqual([1, 4, 2, 3]);
  });
});

describe('cheapestPerProduct (grouped, accessories and "from" prices)', () => {
  it('keeps one offer per catalogue product, preferring stock, then price, then shipping', () => {
    const offers: ComparableOffer[] = [
      { id: 1, productId: 1, vendorId: 1, price: 9000, inStock: false, shippingPrice: 0 },
      { id: 2, productId: 1, vendorId: 2, price: 12000, inStock: true, shippingPrice: 40000 },
      { id: 3, productId: 1, vendorId: 3, price: 12000, inStock: true, shippingPrice: 30000 },
      { id: 4, productId: 2, vendorId: 1, price: 5000, inStock: true, shippingPrice: null },
    ];
    const best = cheapestPerProduct(offers);
    expect([...best.values()].map((o) => o.id)).toEqual([3, 4]);
  });

  it('picks an offer no other offer of the same product beats, whatever the input order', () => {
    fc.assert(
      fc.property(fc.uniqueArray(arbOffer, { selector: (o) => o.id, maxLength: 30 }), (offers) => {
        const best = cheapestPerProduct(offers);
        expect(new Set(best.keys())).toEqual(new Set(offers.map((o) => o.productId)));
        for (const [productId, winner] of best) {
          expect(winner.productId).toBe(productId);
          for (const o of offers) if (o.productId === productId && o !== winner) expect(isBetterOffer(o, winner)).toBe(false);
        }
        const reversed = cheapestPerProduct([...offers].reverse());
        expect([...reversed.entries()].map(([k, v]) => [k, v.id]).sort()).toEqual([...best.entries()].map(([k, v]) => [k, v.id]).sort());
      }),
    );
  });
});

describe('cheapestDelivered (the same rule, read from a sorted list)', () => {
  it('agrees with cheapestPerProduct over the offers of vendors that deliver', () => {
    fc.assert(
      fc.property(
        fc.uniqueArray(arbOffer, { selector: (o) => o.id, maxLength: 40 }),
        fc.dictionary(fc.integer({ min: 1, max: 20 }).map(String), fc.option(fc.integer({ min: 0, max: 3 }).map((n) => n * 10_000))),
        (offers, delivering) => {
          const shippingOf = (vendorId: number) => delivering[String(vendorId)];
          const covered = offers.filter((o) => shippingOf(o.vendorId) !== undefined).map((o) => ({ ...o, shippingPrice: shippingOf(o.vendorId)! }));
          const expected = cheapestPerProduct(covered);
          for (const productId of new Set(offers.map((o) => o.productId))) {
            const sorted = offers.filter((o) => o.productId === productId).sort(compareOffersBeforeShipping);
            const got = cheapestDelivered(sorted, shippingOf);
            const want = expected.get(productId);
            expect(got?.offer.id).toBe(want?.id);
            if (got) expect(got.shippingPrice).toBe(want!.shippingPrice);
          }
        },
      ),
    );
  });
});

describe('pickUpSale (get-up-sale)', () => {
  const o = (productId: number, over: Partial<UpSaleOffer> = {}): UpSaleOffer => ({
    productId,
    categoryId: 1,
    categoryType: 'fuel',
    weightKg: 16,
    woodType: 'birch',
    inStock: true,
    ...over,
  });
  const birch40 = o(1);
  const birch60 = o(2, { weightKg: 23 });
  const birch1000 = o(3, { weightKg: 320 });
  const pine1000 = o(4, { weightKg: 320, woodType: 'pine' });
  const pellet = o(5, { categoryId: 2, weightKg: 15, woodType: null });
  const gloves = o(6, { categoryId: 5, categoryType: 'accessory', weightKg: 1, woodType: null });
  const kindling = o(7, { categoryId: 5, categoryType: 'accessory', weightKg: 3, woodType: null, inStock: false });
  const offers = [birch40, birch60, birch1000, pine1000, pellet, gloves, kindling];

  it('offers bigger formats of the same wood, then accessories in stock, never what the cart holds', () => {
    expect(pickUpSale(offers, [birch40])).toEqual([birch60, birch1000, gloves]);
    expect(pickUpSale(offers, [birch40, gloves])).toEqual([birch60, birch1000]);
    expect(pickUpSale(offers, [birch1000])).toEqual([gloves]);
  });

  it('offers the packs (50 kg and more) and accessories for an empty cart', () => {
    expect(pickUpSale(offers, [])).toEqual([birch1000, pine1000, gloves]);
  });

  it('never offers more than the maximum, a product in the cart or one out of stock', () => {
    const arbUpSale = fc.record({
      productId: fc.integer({ min: 1, max: 40 }),
      categoryId: fc.integer({ min: 1, max: 5 }),
      categoryType: fc.constantFrom('fuel' as const, 'accessory' as const),
      weightKg: fc.double({ min: 0.5, max: 600, noNaN: true }),
      woodType: fc.option(fc.constantFrom('birch', 'pine', 'oak')),
      inStock: fc.boolean(),
    });
    fc.assert(
      fc.property(fc.uniqueArray(arbUpSale, { selector: (x) => x.productId, maxLength: 40 }), fc.array(arbUpSale, { maxLength: 5 }), (all, cart) => {
        const picked = pickUpSale(all, cart);
        expect(picked.length).toBeLessThanOrEqual(UP_SALE_MAX);
        for (const p of picked) {
          expect(p.inStock).toBe(true);
          expect(cart.some((l) => l.productId === p.productId)).toBe(false);
        }
      }),
    );
  });
});
