import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { answerFootprint, type BestOffer, type ChangedVendor, type CoverageAt, changeMayAffect } from '../catalog/answer-footprint.ts';
import { cheapestDelivered, compareOffersBeforeShipping, compareVendors } from '../catalog/storefront-rules.ts';

/**
 * A small model of one postcode's catalogue answer, built the way the API builds it (by_vendor:
 * the first `limit` vendors with fuel by compareVendors; per product: cheapestDelivered), to check
 * that changeMayAffect never says "unchanged" for a change that changes the answer.
 */
interface ModelOffer {
  id: number;
  productId: number;
  vendorId: number;
  price: number;
  inStock: boolean;
}
interface ModelVendor {
  id: number;
  /** What the answer shows of the vendor itself (its name, say). */
  header: number;
  row: CoverageAt | null;
  offers: ModelOffer[];
}

/** Products 1 and 2 are fuel, 3 and 4 accessories. */
const isFuel = (o: ModelOffer) => o.productId <= 2;

function build(vendors: ModelVendor[], limit: number) {
  const delivering = vendors.filter((v) => v.row);
  const shown = delivering
    .filter((v) => v.offers.some(isFuel))
    .map((v) => v.row!)
    .sort(compareVendors)
    .slice(0, limit);
  const shipping = new Map(delivering.map((v) => [v.id, v.row!.shippingPrice]));
  const best: BestOffer[] = [];
  for (const productId of [1, 2, 3, 4]) {
    const offers = vendors.flatMap((v) => v.offers.filter((o) => o.productId === productId)).sort(compareOffersBeforeShipping);
    const b = cheapestDelivered(offers, (id) => shipping.get(id));
    if (b) best.push({ ...b.offer, shippingPrice: b.shippingPrice });
  }
  const vendor = (id: number) => vendors.find((v) => v.id === id)!;
  const view = JSON.stringify({
    byVendor: shown.map((r) => ({ r, header: vendor(r.id).header, offers: vendor(r.id).offers.filter(isFuel) })),
    best: best.map((b) => ({ ...b, header: vendor(b.vendorId).header, offer: vendor(b.vendorId).offers.find((o) => o.productId === b.productId) })),
  });
  return { view, footprint: answerFootprint(shown, limit, best) };
}

const arbVendorPart = (id: number) =>
  fc.record({
    id: fc.constant(id),
    header: fc.integer({ min: 0, max: 1 }),
    row: fc.option(
      fc.record({
        id: fc.constant(id),
        shippingPrice: fc.integer({ min: 0, max: 3 }),
        distanceM: fc.integer({ min: 0, max: 3 }),
        hubId: fc.integer({ min: 1, max: 2 }),
      }),
      { nil: null },
    ),
    offers: fc
      .uniqueArray(fc.integer({ min: 1, max: 4 }), { maxLength: 4 })
      .chain((productIds) =>
        fc.tuple(
          ...productIds.map((productId, i) =>
            fc.record({ productId: fc.constant(productId), price: fc.integer({ min: 1, max: 4 }), inStock: fc.boolean(), i: fc.constant(i) }),
          ),
        ),
      )
      .map((offers) => offers.map(({ i, ...o }) => ({ ...o, id: id * 10 + i, vendorId: id }))),
  });

/** One vendor's change: one offer's price or stock, an offer added or removed, its coverage there, its header, or anything at once. */
function arbChange(v: ModelVendor): fc.Arbitrary<ModelVendor> {
  const anyOffer = fc.integer({ min: 0, max: Math.max(0, v.offers.length - 1) });
  const withOffer = (f: (o: ModelOffer) => ModelOffer | null) =>
    anyOffer.map((i) => ({ ...v, offers: v.offers.flatMap((o, j) => (j === i ? (f(o) ?? []) : [o])) }));
  return fc.oneof(
    fc.integer({ min: 1, max: 4 }).chain((price) => withOffer((o) => ({ ...o, price }))),
    withOffer((o) => ({ ...o, inStock: !o.inStock })),
    withOffer(() => null),
    fc.record({ productId: fc.integer({ min: 1, max: 4 }), price: fc.integer({ min: 1, max: 4 }), inStock: fc.boolean() }).map((o) => ({
      ...v,
      offers: [...v.offers.filter((x) => x.productId !== o.productId), { ...o, id: v.id * 10 + 9, vendorId: v.id }],
    })),
    arbVendorPart(v.id).map((other) => ({ ...v, row: other.row })),
    fc.constant({ ...v, header: 1 - v.header }),
    arbVendorPart(v.id),
  );
}

/** The changed vendor as the storefront sees it: its state now, and what differs from before. */
function changeOf(before: ModelVendor, now: ModelVendor): ChangedVendor {
  const key = (o: ModelOffer | undefined) => (o ? `${o.id}:${o.price}:${o.inStock}` : '');
  const changedProducts = new Set([...before.offers, ...now.offers].map((o) => o.productId));
  for (const p of changedProducts) {
    if (key(before.offers.find((o) => o.productId === p)) === key(now.offers.find((o) => o.productId === p))) changedProducts.delete(p);
  }
  return {
    id: now.id,
    hasFuel: now.offers.some(isFuel),
    offers: new Map(now.offers.map((o) => [o.productId, o])),
    sameHeader: before.header === now.header,
    changedProducts,
    changedFuel: [...changedProducts].some((p) => p <= 2),
  };
}

/** Whether the change of a vendor from `before` to `now` may change an answer built as `footprint` (its row now at the postcode). */
const change = (before: ModelVendor, now: ModelVendor) => ({
  mayAffect: (f: ReturnType<typeof build>['footprint']) => changeMayAffect(f, changeOf(before, now), now.row),
});

describe('changeMayAffect', () => {
  it('never keeps an answer that one vendor’s change changes (property)', () => {
    const arbWorld = fc.integer({ min: 2, max: 7 }).chain((n) =>
      fc.record({
        vendors: fc.tuple(...Array.from({ length: n }, (_, i) => arbVendorPart(i + 1))),
        changed: fc.integer({ min: 1, max: n }),
        limit: fc.integer({ min: 1, max: 4 }),
      }),
    );
    fc.assert(
      fc.property(
        arbWorld.chain((w) => arbChange(w.vendors[w.changed - 1]!).map((after) => ({ ...w, after }))),
        ({ vendors, changed, limit, after }) => {
          const before = build(vendors, limit);
          const now = build(
            vendors.map((v) => (v.id === changed ? after : v)),
            limit,
          );
          if (now.view !== before.view) expect(change(vendors[changed - 1]!, after).mayAffect(before.footprint)).toBe(true);
        },
      ),
      { numRuns: 3000 },
    );
  });

  const offerOf = (vendorId: number, productId: number, price: number, inStock = true): ModelOffer => ({
    id: vendorId * 10 + productId,
    productId,
    vendorId,
    price,
    inStock,
  });
  const near: ModelVendor = {
    id: 1,
    header: 0,
    row: { id: 1, shippingPrice: 100, distanceM: 1000, hubId: 1 },
    offers: [offerOf(1, 1, 500), offerOf(1, 3, 200)],
  };
  const far: ModelVendor = {
    id: 2,
    header: 0,
    row: { id: 2, shippingPrice: 300, distanceM: 9000, hubId: 2 },
    offers: [offerOf(2, 1, 700), offerOf(2, 4, 100)],
  };
  const { footprint } = build([near, far], 1);

  it('keeps an answer when a vendor that is neither shown nor cheapest raises a price or runs out', () => {
    expect(change(far, { ...far, offers: [offerOf(2, 1, 900), far.offers[1]!] }).mayAffect(footprint)).toBe(false);
    expect(change(far, { ...far, offers: [offerOf(2, 1, 700, false), far.offers[1]!] }).mayAffect(footprint)).toBe(false);
    // A price below the best, a cheaper delivery, a new product: dropped.
    expect(change(far, { ...far, offers: [offerOf(2, 1, 400), far.offers[1]!] }).mayAffect(footprint)).toBe(true);
    expect(change(far, { ...far, row: { id: 2, shippingPrice: 50, distanceM: 9000, hubId: 2 } }).mayAffect(footprint)).toBe(true);
    expect(change(far, { ...far, offers: [...far.offers, offerOf(2, 2, 900)] }).mayAffect(footprint)).toBe(true);
  });

  it('keeps an answer when the vendor shown, or cheapest, changes only what the answer does not show of it', () => {
    // The shown vendor's accessory (product 3, where it is the cheapest) gets dearer: dropped.
    expect(change(near, { ...near, offers: [near.offers[0]!, offerOf(1, 3, 250)] }).mayAffect(footprint)).toBe(true);
    // The far vendor is the cheapest of product 4 only: a change of its product 1 (still dearer) keeps it; of product 4 drops it.
    expect(change(far, { ...far, offers: [offerOf(2, 1, 800), far.offers[1]!] }).mayAffect(footprint)).toBe(false);
    expect(change(far, { ...far, offers: [far.offers[0]!, offerOf(2, 4, 90)] }).mayAffect(footprint)).toBe(true);
    // Its name (what the answer shows of it), or its shipping there: dropped.
    expect(change(far, { ...far, header: 1 }).mayAffect(footprint)).toBe(true);
    expect(change(far, { ...far, row: { ...far.row!, shippingPrice: 350 } }).mayAffect(footprint)).toBe(true);
    // The shown vendor's fuel price: dropped; a move of its hub that keeps its row: kept.
    expect(change(near, { ...near, offers: [offerOf(1, 1, 450), near.offers[1]!] }).mayAffect(footprint)).toBe(true);
    expect(change(near, { ...near }).mayAffect(footprint)).toBe(false);
    expect(change(near, { ...near, row: { ...near.row!, hubId: 3 } }).mayAffect(footprint)).toBe(true);
  });

  it('keeps an answer at a postcode the vendor does not reach, before or after', () => {
    const away: ModelVendor = { id: 9, header: 0, row: null, offers: [offerOf(9, 1, 1)] };
    expect(change(away, { ...away, offers: [offerOf(9, 1, 2)] }).mayAffect(footprint)).toBe(false);
    expect(build([near], 20).footprint.cutoff).toBeNull();
  });
});
