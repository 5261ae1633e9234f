import { type ComparableOffer, compareVendors, type RankableVendor } from './storefront-rules.ts';

/**
 * What a postcode's catalogue answer was built from, kept beside the cached answer, so that a
 * change of one vendor drops the answer only where it can change it (decision 0054).
 *
 * A postcode's answer lists by_vendor (the first `limit` vendors with fuel, by compareVendors, each
 * with its coverage there and its fuel offers) and, per catalogue product, the cheapest delivered
 * offer (cheapestDelivered). A vendor's change alters the answer only if it alters what the answer
 * shows of that vendor, or puts the vendor where it was not: before the last vendor shown (or into
 * a list that is not full), or as good as a product's best offer.
 */
export interface AnswerFootprint {
  /** The vendors by_vendor lists, with their coverage row at the postcode. */
  readonly shown: Int32Array;
  readonly shownShipping: Float64Array;
  readonly shownDistance: Float64Array;
  readonly shownHub: Int32Array;
  /** The last vendor shown when by_vendor is full; null when it is not (any vendor with fuel would enter). */
  readonly cutoff: RankableVendor | null;
  /** The products listed (grouped and accessories), and for each its best offer's vendor, price, stock and shipping. */
  readonly productIds: Int32Array;
  readonly bestVendor: Int32Array;
  readonly bestPrice: Float64Array;
  readonly bestShipping: Float64Array;
  readonly bestInStock: Uint8Array;
}

export interface CoverageAt extends RankableVendor {
  hubId: number;
}

export interface BestOffer {
  productId: number;
  vendorId: number;
  price: number;
  inStock: boolean;
  shippingPrice: number | null;
}

export function answerFootprint(shown: readonly CoverageAt[], limit: number, best: readonly BestOffer[]): AnswerFootprint {
  return {
    shown: Int32Array.from(shown, (v) => v.id),
    shownShipping: Float64Array.from(shown, (v) => v.shippingPrice),
    shownDistance: Float64Array.from(shown, (v) => v.distanceM),
    shownHub: Int32Array.from(shown, (v) => v.hubId),
    cutoff: shown.length >= limit && shown.length > 0 ? { ...shown[shown.length - 1]! } : null,
    productIds: Int32Array.from(best, (b) => b.productId),
    bestVendor: Int32Array.from(best, (b) => b.vendorId),
    bestPrice: Float64Array.from(best, (b) => b.price),
    bestShipping: Float64Array.from(best, (b) => b.shippingPrice ?? 0),
    bestInStock: Uint8Array.from(best, (b) => (b.inStock ? 1 : 0)),
  };
}

/** What a footprint holds in memory, about. */
export function footprintBytes(f: AnswerFootprint): number {
  const shown = f.shown.byteLength + f.shownShipping.byteLength + f.shownDistance.byteLength + f.shownHub.byteLength;
  return 128 + shown + f.productIds.byteLength * 2 + f.bestPrice.byteLength * 2 + f.bestInStock.byteLength;
}

/** A vendor whose part changed: what it is now, and what differs from before (the same at every postcode). */
export interface ChangedVendor {
  id: number;
  /** It has fuel offers now (what by_vendor lists). */
  hasFuel: boolean;
  /** Its offers now, by catalogue product. */
  offers: ReadonlyMap<number, Omit<ComparableOffer, 'shippingPrice'>>;
  /** What the answer shows of the vendor itself (name, description, currency, minimum order, its hubs' cities) is unchanged. */
  sameHeader: boolean;
  /** The products whose offer by this vendor changed: price, stock, added or removed. */
  changedProducts: ReadonlySet<number>;
  /** One of them is fuel (by_vendor lists the vendor's fuel). */
  changedFuel: boolean;
}

/**
 * Whether an answer built as `footprint` may differ once this vendor's change is applied, given its
 * coverage row at the answer's postcode now (from an active hub of an active vendor; null when it does
 * not deliver there now). True whenever it might (a tie counts as might), false only when the answer
 * is certainly the same.
 */
export function changeMayAffect(footprint: AnswerFootprint, vendor: ChangedVendor, row: CoverageAt | null): boolean {
  const { id } = vendor;
  const shownAt = footprint.shown.indexOf(id);
  if (shownAt >= 0 && !sameAsShown(footprint, shownAt, vendor, row)) return true;
  const { productIds, bestVendor } = footprint;
  for (let i = 0; i < bestVendor.length; i++) {
    if (bestVendor[i] === id && !sameBest(footprint, i, vendor, row)) return true;
  }
  if (!row) return false;
  if (shownAt < 0 && vendor.hasFuel && (!footprint.cutoff || compareVendors(row, footprint.cutoff) < 0)) return true;
  // Its offers of listed products that could now be the best; an offer of a product not listed would add it.
  let listed = 0;
  for (let i = 0; i < productIds.length; i++) {
    const o = vendor.offers.get(productIds[i]!);
    if (!o) continue;
    listed++;
    if (bestVendor[i] !== id && mayBeatBest(footprint, i, o, row.shippingPrice)) return true;
  }
  return listed < vendor.offers.size;
}

/** A shown vendor shows the same: same header, same coverage row there, same fuel offers. */
function sameAsShown(f: AnswerFootprint, i: number, v: ChangedVendor, row: CoverageAt | null): boolean {
  if (!row || !v.sameHeader || v.changedFuel) return false;
  return row.shippingPrice === f.shownShipping[i] && row.distanceM === f.shownDistance[i] && row.hubId === f.shownHub[i];
}

/** A product's best offer by this vendor stays the same offer at the same price, stock and shipping (and so stays the best). */
function sameBest(f: AnswerFootprint, i: number, v: ChangedVendor, row: CoverageAt | null): boolean {
  return row !== null && v.sameHeader && !v.changedProducts.has(f.productIds[i]!) && row.shippingPrice === f.bestShipping[i];
}

/** An offer at least as good as product i's best (isBetterOffer, ties included). */
function mayBeatBest(f: AnswerFootprint, i: number, o: Omit<ComparableOffer, 'shippingPrice'>, shipping: number): boolean {
  const bestInStock = f.bestInStock[i] === 1;
  if (o.inStock !== bestInStock) return o.inStock;
  if (o.price !== f.bestPrice[i]) return o.price < f.bestPrice[i]!;
  return shipping <= f.bestShipping[i]!;
}
