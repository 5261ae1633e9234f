import { MIN_ORDER_SACKS } from '../common/constants.ts';
import { type Currency, formatMoney } from '../money/money.ts';
import type { MinimumOrderShortfall } from './minimum-order.ts';
import type { PromoCodeKind, PromoCodeStatus } from './promo.ts';

/**
 * Why a cart cannot be ordered as it stands (spec sections 4, 5 and 9): one set of rules, used by
 * POST /api/cart/check (may the cart go to the delivery step?) and by the checkout's check of the
 * whole order (order/check-order, order/add). Each consumer names the fields its form has; the
 * messages and their order are the same.
 */
export type CartProblemPlace =
  /** The cart as a whole (empty, below the minimum order). */
  | 'cart'
  /** The delivery postcode (the vendor does not deliver there). */
  | 'delivery'
  /** One line (lineId). */
  | 'line'
  /** The promo code. */
  | 'code';

export interface CartProblem {
  place: CartProblemPlace;
  key: string;
  params?: Record<string, unknown>;
  lineId?: number;
}

export interface CartProblemLine {
  id: number;
  name: string;
  /** The product is sold (offer, product and vendor active); the cart's check also counts the vendor delivering there. */
  available: boolean;
  inStock: boolean;
}

export const EMPTY_CART_PROBLEM: CartProblem = { place: 'cart', key: 'error-cart-empty' };

/** The vendor must deliver to the postcode the cart was priced for. */
export function vendorProblem(delivers: boolean, postcode: string | null): CartProblem | null {
  return delivers ? null : { place: 'delivery', key: 'error-vendor-not-delivering', params: { postcode } };
}

/** A line must be sold and in stock. */
export function lineProblem(line: CartProblemLine): CartProblem | null {
  if (!line.available) return { place: 'line', lineId: line.id, key: 'error-product-not-available-named', params: { name: line.name } };
  if (!line.inStock) return { place: 'line', lineId: line.id, key: 'error-vendor-lacks-product', params: { name: line.name } };
  return null;
}

/** The vendor's minimum order price and 10 sacks (the price shown in the customer's language). */
export function minimumOrderProblem(shortfall: MinimumOrderShortfall, money: { minOrderPrice: number; currency: Currency; lang: string }): CartProblem | null {
  if (shortfall === 'min-price')
    return { place: 'cart', key: 'error-min-order-price', params: { minPrice: formatMoney(money.minOrderPrice, money.currency, money.lang) } };
  if (shortfall === 'min-sacks') return { place: 'cart', key: 'error-min-order-sacks', params: { sacks: MIN_ORDER_SACKS } };
  return null;
}

/** A code given must exist and not have expired (the checkout adds its own checks of a valid code). */
export function promoCodeProblem(status: PromoCodeStatus | null, kind?: PromoCodeKind | null): CartProblem | null {
  if (status === 'not-found') return { place: 'code', key: 'error-promo-not-found' };
  // A dugnad's group code after its delivery period (decision 0039).
  if (status === 'expired' && kind === 'group') return { place: 'code', key: 'error-dugnad-period-over' };
  if (status === 'expired') return { place: 'code', key: 'error-promo-expired' };
  if (status === 'closed') return { place: 'code', key: 'error-dugnad-closed' };
  return null;
}

export interface CartFacts {
  lines: readonly CartProblemLine[];
  /** Whether the cart's vendor delivers to the postcode; null when there is no vendor to ask. */
  vendorDelivers: boolean | null;
  postcode: string | null;
  shortfall: MinimumOrderShortfall;
  minOrderPrice: number;
  currency: Currency;
  lang: string;
  codeStatus: PromoCodeStatus | null;
  codeKind?: PromoCodeKind | null;
}

/** Every problem of a cart, in the order the customer should hear them (the first is the message). */
export function cartProblems(c: CartFacts): CartProblem[] {
  if (c.lines.length === 0) return [EMPTY_CART_PROBLEM];
  const problems = [
    c.vendorDelivers === null ? null : vendorProblem(c.vendorDelivers, c.postcode),
    ...c.lines.map(lineProblem),
    minimumOrderProblem(c.shortfall, c),
    promoCodeProblem(c.codeStatus, c.codeKind),
  ];
  return problems.filter((p): p is CartProblem => p !== null);
}
