import type { ProductsByPostcode, ShopProduct, ShopVendor } from '@vedmarked/domain';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  carouselSlidesPerView,
  firewoodCarouselItems,
  galleryOf,
  groupOrderProduct,
  inCategory,
  sortProducts,
  unitOf,
  vendorsForCategory,
} from '../lib/shelf.ts';
import { tabFromState } from '../lib/home-tabs.ts';

let nextId = 1;
function product(over: Partial<ShopProduct> = {}): ShopProduct {
  const id = nextId++;
  return {
    id,
    product_id: id,
    vendor_id: 1,
    vendor_name: 'Bergen Brensel',
    name: `Product ${id}`,
    title: 'Dry birch',
    description: 'Kiln dried.',
    image: `/images/products/p${id}.svg`,
    images: [],
    price: 11900,
    currency: 'NOK',
    weight: 16,
    format: '40L',
    wood_type: 'birch',
    product_category_id: 1,
    category_slug: 'lena',
    category_type: 'fuel',
    shipping_price: 50000,
    in_stock: true,
    min_order_price: 0,
    ...over,
  };
}
function vendor(id: number): ShopVendor {
  return {
    id,
    name: `Vendor ${id}`,
    slug: `v${id}`,
    description: null,
    currency: 'NOK',
    min_order_price: 100000,
    shipping_price: 40000 + id,
    distance_km: 10,
    hub_city: 'Bergen',
  };
}

const arbProduct = fc
  .record({
    price: fc.integer({ min: 100, max: 500_000 }),
    weight: fc.constantFrom(1, 3, 12, 15, 16, 23, 49, 50, 250, 320, 440, 500),
    category: fc.integer({ min: 1, max: 5 }),
    inStock: fc.boolean(),
  })
  .map((r) =>
    product({ price: r.price, weight: r.weight, product_category_id: r.category, in_stock: r.inStock, category_type: r.category === 5 ? 'accessory' : 'fuel' }),
  );

describe('sortProducts', () => {
  it('keeps every product exactly once and does not touch its input', () => {
    fc.assert(
      fc.property(fc.array(arbProduct, { maxLength: 30 }), fc.constantFrom('recommended', 'price-asc', 'price-desc' as const), (list, order) => {
        const copy = [...list];
        const sorted = sortProducts(list, order);
        expect(list).toEqual(copy);
        expect(sorted.map((p) => p.id).sort()).toEqual(list.map((p) => p.id).sort());
      }),
    );
  });

  it('puts what is in stock first, then orders by size and price (recommended) or by price', () => {
    fc.assert(
      fc.property(fc.array(arbProduct, { maxLength: 30 }), (list) => {
        const rec = sortProducts(list);
        const asc = sortProducts(list, 'price-asc');
        const desc = sortProducts(list, 'price-desc');
        for (let i = 1; i < list.length; i++) {
          for (const s of [rec, asc, desc]) expect(Number(s[i - 1]!.in_stock)).toBeGreaterThanOrEqual(Number(s[i]!.in_stock));
          const [a, b] = [rec[i - 1]!, rec[i]!];
          if (a.in_stock === b.in_stock) expect(a.weight < b.weight || (a.weight === b.weight && a.price <= b.price)).toBe(true);
          if (asc[i - 1]!.in_stock === asc[i]!.in_stock) expect(asc[i - 1]!.price).toBeLessThanOrEqual(asc[i]!.price);
          if (desc[i - 1]!.in_stock === desc[i]!.in_stock) expect(desc[i - 1]!.price).toBeGreaterThanOrEqual(desc[i]!.price);
        }
      }),
    );
  });
});

describe('the firewood carousel', () => {
  it('shows category 1 only and never a 440 kg product (spec section 9)', () => {
    fc.assert(
      fc.property(fc.array(arbProduct, { maxLength: 40 }), (list) => {
        const items = firewoodCarouselItems(list);
        for (const p of items) {
          expect(p.product_category_id).toBe(1);
          expect(p.weight).not.toBe(440);
        }
        expect(items).toHaveLength(list.filter((p) => p.product_category_id === 1 && p.weight !== 440).length);
      }),
    );
  });

  it('shows 4, 3, 2 or 1 items at 1200 px and up, 950–1199, 600–949 and under 600', () => {
    expect([1600, 1200, 1199, 950, 949, 600, 599, 390, 0].map(carouselSlidesPerView)).toEqual([4, 4, 3, 3, 2, 2, 1, 1, 1]);
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 4000 }), fc.integer({ min: 0, max: 4000 }), (a, b) => {
        // wider never shows fewer
        if (a <= b) expect(carouselSlidesPerView(a)).toBeLessThanOrEqual(carouselSlidesPerView(b));
      }),
    );
  });
});

describe('labels', () => {
  it('calls under 50 kg a sack and 50 kg or more a pack; pellet cards show 15 kg', () => {
    expect(unitOf(product({ weight: 16 }))).toEqual({ kind: 'sack', kg: 16 });
    expect(unitOf(product({ weight: 49 }))).toEqual({ kind: 'sack', kg: 49 });
    expect(unitOf(product({ weight: 50 }))).toEqual({ kind: 'pack', kg: 50 });
    expect(unitOf(product({ weight: 320 }))).toEqual({ kind: 'pack', kg: 320 });
    expect(unitOf(product({ weight: 14, product_category_id: 2 }))).toEqual({ kind: 'sack', kg: 15 });
    expect(unitOf(product({ weight: 1, product_category_id: 5, category_type: 'accessory' }))).toEqual({ kind: 'accessory', kg: 1 });
  });

  it('builds a gallery from the main image and the extra ones, without repeats', () => {
    expect(galleryOf({ image: '/a.svg', images: ['/b.svg', '/a.svg', '/c.svg'] })).toEqual(['/a.svg', '/b.svg', '/c.svg']);
    expect(galleryOf({ image: '/a.svg', images: [] })).toEqual(['/a.svg']);
  });
});

describe('category shelves', () => {
  it('keeps a category’s products, and vendors only when they have some', () => {
    const wood = product({ product_category_id: 1, vendor_id: 1 });
    const pellet = product({ product_category_id: 2, vendor_id: 2, weight: 15 });
    expect(inCategory([wood, pellet], 'pellet')).toEqual([pellet]);
    const byVendor = [
      { vendor: vendor(1), products: [wood] },
      { vendor: vendor(2), products: [pellet] },
    ];
    expect(vendorsForCategory(byVendor, 'lena').map((v) => v.vendor.id)).toEqual([1]);
    expect(vendorsForCategory(byVendor, 'astilla')).toEqual([]);
  });
});

describe('the group-order button', () => {
  const data = (groupedList: ShopProduct[], byVendor: ProductsByPostcode['by_vendor'] = []) => ({ grouped: groupedList, by_vendor: byVendor });

  it('takes the first firewood sack on offer', () => {
    const bag = product({ weight: 320 });
    const sack = product({ weight: 16 });
    const pellet = product({ product_category_id: 2, weight: 15 });
    expect(groupOrderProduct(data([pellet, bag, sack]), null)?.id).toBe(sack.id);
    expect(groupOrderProduct(data([pellet, bag]), null)?.id).toBe(bag.id);
    expect(groupOrderProduct(data([pellet]), null)).toBeNull();
  });

  it('prefers the stored group-order vendor when it delivers there', () => {
    const cheapest = product({ vendor_id: 1 });
    const neighbours = product({ vendor_id: 7, price: 15000 });
    const d = data([cheapest], [{ vendor: vendor(7), products: [neighbours] }]);
    expect(groupOrderProduct(d, 7)?.id).toBe(neighbours.id);
    expect(groupOrderProduct(d, 9)?.id).toBe(cheapest.id);
  });

  it('skips what is out of stock', () => {
    const gone = product({ in_stock: false });
    const left = product({ weight: 23 });
    expect(groupOrderProduct(data([gone, left]), null)?.id).toBe(left.id);
  });
});

describe('home tabs from navigation state', () => {
  it('opens the tab given by index (0 order, 1 group order), else the first', () => {
    expect(tabFromState({ tab: 0 })).toBe('order');
    expect(tabFromState({ tab: 1 })).toBe('group-order');
    expect(tabFromState({ tab: 2 })).toBe('dugnad');
    expect(tabFromState({ tab: 3 })).toBe('accessories');
    for (const bad of [null, undefined, {}, { tab: 4 }, { tab: -1 }, { tab: 1.5 }, { tab: '1' }, 'x']) expect(tabFromState(bad)).toBe('order');
  });
});
