import { MIN_ORDER_SACKS, SACK_MAX_WEIGHT_KG } from '../common/constants.ts';
import type { CategoryType } from '../catalog/catalog.ts';

/**
 * The minimum order (spec sections 1, 4 and 9; decision 0023): one rule for the quick order, the
 * cart, the checkout and the server.
 *
 * What counts towards the vendor's minimum order price is the goods only: every product line at its
 * cart price (VAT and a group code's extra cost included). Delivery and the carry-in service do not
 * count: they depend on the address and the options chosen later, so a cart that passes stays
 * passing through the checkout. Besides the price, the cart needs ten sacks (a big bag counts ten).
 */
export interface MinimumOrderLine {
  categoryType: CategoryType;
  weightKg: number;
  quantity: number;
  unitPrice: number;
}

export type MinimumOrderShortfall = 'empty' | 'min-price' | 'min-sacks' | null;

/** Sacks toward the 10-sack minimum: a fuel sack counts one, a fuel pack (a big bag) ten; accessories none. */
export function sackEquivalents(lines: Pick<MinimumOrderLine, 'categoryType' | 'weightKg' | 'quantity'>[]): number {
  let n = 0;
  for (const l of lines) {
    if (l.categoryType !== 'fuel') continue;
    n += l.weightKg < SACK_MAX_WEIGHT_KG ? l.quantity : l.quantity * MIN_ORDER_SACKS;
  }
  return n;
}

/** What counts towards the vendor's minimum order price: the goods (decision 0023). */
export function goodsTowardsMinimum(lines: Pick<MinimumOrderLine, 'unitPrice' | 'quantity'>[]): number {
  return lines.reduce((sum, l) => sum + l.unitPrice * l.quantity, 0);
}

export interface MinimumOrderStatus {
  shortfall: MinimumOrderShortfall;
  /** The goods that count, minor units. */
  goods: number;
  /** Goods still to add to reach the minimum order price (0 when reached). */
  missing: number;
  sacks: number;
}

/** The cart against the minimum: the first rule it breaks, and the figures the message shows. */
export function minimumOrderStatus(lines: MinimumOrderLine[], minOrderPrice: number): MinimumOrderStatus {
  const goods = goodsTowardsMinimum(lines);
  const sacks = sackEquivalents(lines);
  const missing = Math.max(0, minOrderPrice - goods);
  let shortfall: MinimumOrderShortfall = null;
  if (lines.length === 0) shortfall = 'empty';
  else if (missing > 0) shortfall = 'min-price';
  else if (sacks < MIN_ORDER_SACKS) shortfall = 'min-sacks';
  return { shortfall, goods, missing, sacks };
}

/** The minimum order: the vendor's min order price (goods only) and 10 sacks. */
export function minimumOrderShortfall(lines: MinimumOrderLine[], minOrderPrice: number): MinimumOrderShortfall {
  return minimumOrderStatus(lines, minOrderPrice).shortfall;
}

/**
 * The quantity an "add" offers: the smallest that makes the order pass, i.e. at least ten sacks (one
 * big bag) and at least the vendor's minimum order price, counting the cart's lines of the same
 * vendor when given; never below the usual step (10 sacks, one big bag). An accessory is offered one
 * at a time (it cannot make an order on its own).
 */
export function smallestPassingQuantity(
  p: { unitPrice: number; weightKg: number; categoryType: CategoryType; minOrderPrice: number },
  cart: MinimumOrderLine[] = [],
): number {
  if (p.categoryType === 'accessory') return 1;
  const forSacks = p.weightKg < SACK_MAX_WEIGHT_KG ? MIN_ORDER_SACKS : 1;
  const missing = Math.max(0, p.minOrderPrice - goodsTowardsMinimum(cart));
  const forPrice = p.unitPrice > 0 ? Math.ceil(missing / p.unitPrice) : 0;
  return Math.max(forSacks, forPrice);
}
