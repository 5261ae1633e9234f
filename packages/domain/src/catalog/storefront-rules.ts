import { SACK_MAX_WEIGHT_KG } from '../common/constants.ts';

/**
 * How the storefront lists what can be delivered to a postcode (issue "Storefront", spec section 7
 * "Products and cart"): pure rules used by the catalogue API.
 */

/** At most this many products in the up-sale list (get-up-sale). */
export const UP_SALE_MAX = 12;
/** E-mails left for postcodes without a vendor (notify-me), per client address and window. */
export const NOTIFY_ME_RATE_LIMIT = { max: 10, windowMinutes: 10 } as const;

export interface RankableVendor {
  id: number;
  shippingPrice: number;
  distanceM: number;
}

/** Vendors for by_vendor: cheapest shipping first, then the nearest, then the oldest (lowest id). */
export function compareVendors(a: RankableVendor, b: RankableVendor): number {
  return a.shippingPrice - b.shippingPrice || a.distanceM - b.distanceM || a.id - b.id;
}

export interface ComparableOffer {
  /** The vendor product id. */
  id: number;
  productId: number;
  vendorId: number;
  price: number;
  inStock: boolean;
  /** Shipping to the postcode from this offer's vendor; null when no postcode is set. */
  shippingPrice: number | null;
}

/** The better of two offers of one catalogue product: in stock first, then the lower price, lower shipping, lower vendor id. */
export function isBetterOffer(a: ComparableOffer, b: ComparableOffer): boolean {
  if (a.inStock !== b.inStock) return a.inStock;
  if (a.price !== b.price) return a.price < b.price;
  const sa = a.shippingPrice ?? 0;
  const sb = b.shippingPrice ?? 0;
  if (sa !== sb) return sa < sb;
  return a.vendorId !== b.vendorId ? a.vendorId < b.vendorId : a.id < b.id;
}

/** The order of isBetterOffer without shipping (which depends on the postcode): in stock, price, vendor id, id. */
export function compareOffersBeforeShipping(a: Omit<ComparableOffer, 'shippingPrice'>, b: Omit<ComparableOffer, 'shippingPrice'>): number {
  if (a.inStock !== b.inStock) return a.inStock ? -1 : 1;
  return a.price - b.price || a.vendorId - b.vendorId || a.id - b.id;
}

/**
 * The cheapest offer of one product among vendors that deliver (shippingOf gives their shipping,
 * undefined for a vendor that does not), by the rule of isBetterOffer, from the product's offers
 * sorted by compareOffersBeforeShipping. It stops at the first price the postcode can get, so a
 * lookup reads a few offers instead of every offer of every vendor delivering there.
 */
export function cheapestDelivered<T extends Omit<ComparableOffer, 'shippingPrice'>>(
  sorted: readonly T[],
  shippingOf: (vendorId: number) => number | null | undefined,
): { offer: T; shippingPrice: number | null } | null {
  let best: { offer: T; shippingPrice: number | null } | null = null;
  for (const o of sorted) {
    if (best && (o.inStock !== best.offer.inStock || o.price !== best.offer.price)) break;
    const shipping = shippingOf(o.vendorId);
    if (shipping === undefined) continue;
    // Same stock state and price as the best so far: the lower shipping wins, then the order of the list.
    if (!best || (shipping ?? 0) < (best.shippingPrice ?? 0)) best = { offer: o, shippingPrice: shipping };
  }
  return best;
}

/** One offer per catalogue product: the cheapest (grouped and accessories lists, "from" prices). */
export function cheapestPerProduct<T extends ComparableOffer>(offers: Iterable<T>): Map<number, T> {
  const best = new Map<number, T>();
  for (const o of offers) {
    const current = best.get(o.productId);
    if (!current || isBetterOffer(o, current)) best.set(o.productId, o);
  }
  return best;
}

export interface UpSaleOffer {
  productId: number;
  categoryId: number;
  categoryType: 'fuel' | 'accessory';
  weightKg: number;
  woodType: string | null;
  inStock: boolean;
}

export type UpSaleCartLine = Pick<UpSaleOffer, 'productId' | 'categoryId' | 'categoryType' | 'weightKg' | 'woodType'>;

/** A bigger format of a cart line: same category (and wood type when both have one), heavier. */
export function isBiggerFormat(offer: UpSaleOffer, line: UpSaleCartLine): boolean {
  if (offer.categoryType !== 'fuel' || line.categoryType !== 'fuel' || offer.categoryId !== line.categoryId) return false;
  if (offer.woodType && line.woodType && offer.woodType !== line.woodType) return false;
  return offer.weightKg > line.weightKg;
}

/**
 * The up-sale list of a vendor (get-up-sale): bigger formats of what the cart holds (or, for an
 * empty cart, the vendor's packs of 50 kg and more), then accessories; never a product already in
 * the cart or out of stock; in the given (catalogue) order; at most `max`.
 */
export function pickUpSale<T extends UpSaleOffer>(offers: readonly T[], cart: readonly UpSaleCartLine[], max = UP_SALE_MAX): T[] {
  const inCart = new Set(cart.map((l) => l.productId));
  const fuelLines = cart.filter((l) => l.categoryType === 'fuel');
  const available = offers.filter((o) => o.inStock && !inCart.has(o.productId));
  const bigger = available.filter((o) =>
    fuelLines.length ? fuelLines.some((l) => isBiggerFormat(o, l)) : o.categoryType === 'fuel' && o.weightKg >= SACK_MAX_WEIGHT_KG,
  );
  const accessories = available.filter((o) => o.categoryType === 'accessory');
  return [...bigger, ...accessories].slice(0, max);
}
