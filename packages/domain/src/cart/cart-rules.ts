import { FIREWOOD_CATEGORY_ID, NEIGHBOUR_SHIPPING_DISCOUNT_PCT, SACK_MAX_WEIGHT_KG } from '../common/constants.ts';
import { percentOf } from '../money/money.ts';

/**
 * Cart rules of spec sections 4, 5 and 9, as pure functions shared by the API (which enforces them)
 * and the web app (which asks before breaking one). Money is integer minor units.
 */
export interface CartRuleLine {
  vendorId: number;
  categoryId: number;
  categoryType: 'fuel' | 'accessory';
  weightKg: number;
  quantity: number;
  unitPrice: number;
}

/** The group-order category: firewood (category 1) is what group and neighbour orders sell. */
export const GROUP_ORDER_CATEGORY_ID = FIREWOOD_CATEGORY_ID;

/** One vendor per cart: a product of another vendor is refused while the cart has lines (dialog-add-product-no-vendor). */
export function addVendorConflict(cartVendorId: number | null, lineCount: number, productVendorId: number): boolean {
  return lineCount > 0 && cartVendorId !== null && cartVendorId !== productVendorId;
}

/**
 * Spec section 5: when a group-order vendor is stored and the cart holds no firewood from another
 * vendor, adding a product from a vendor other than the group-order vendor asks for confirmation first.
 */
export function needsGroupVendorConfirmation(opts: {
  groupOrderVendorId: number | null;
  productVendorId: number;
  lines: Pick<CartRuleLine, 'vendorId' | 'categoryId'>[];
}): boolean {
  const { groupOrderVendorId, productVendorId, lines } = opts;
  if (groupOrderVendorId === null || groupOrderVendorId === productVendorId) return false;
  const firewoodFromOther = lines.some((l) => l.categoryId === GROUP_ORDER_CATEGORY_ID && l.vendorId !== groupOrderVendorId);
  return !firewoodFromOther;
}

/**
 * Spec section 4: the group-order shipping discount applies only when the cart has no group-order
 * category item, or every group-order item belongs to the stored group-order vendor.
 */
export function groupDiscountApplies(lines: Pick<CartRuleLine, 'vendorId' | 'categoryId'>[], groupOrderVendorId: number | null): boolean {
  const groupItems = lines.filter((l) => l.categoryId === GROUP_ORDER_CATEGORY_ID);
  if (groupItems.length === 0) return true;
  return groupOrderVendorId !== null && groupItems.every((l) => l.vendorId === groupOrderVendorId);
}

/**
 * The shipping discount of a group or neighbour code when the rule allows it, else 0: the operator's
 * percentage (platform setting `neighbour_discount_pct`), spec section 9's 50% when not given.
 */
export function shippingDiscount(
  shipping: number,
  opts: { codeActive: boolean; lines: Pick<CartRuleLine, 'vendorId' | 'categoryId'>[]; groupOrderVendorId: number | null; pct?: number },
): number {
  if (!opts.codeActive || shipping <= 0) return 0;
  if (!groupDiscountApplies(opts.lines, opts.groupOrderVendorId)) return 0;
  return percentOf(shipping, opts.pct ?? NEIGHBOUR_SHIPPING_DISCOUNT_PCT);
}

/** Whether a product is a sack (under 50 kg) or a pack/big bag. */
export function isSack(weightKg: number): boolean {
  return weightKg < SACK_MAX_WEIGHT_KG;
}

export function productsSubtotal(lines: Pick<CartRuleLine, 'unitPrice' | 'quantity'>[]): number {
  return lines.reduce((sum, l) => sum + l.unitPrice * l.quantity, 0);
}

/** Quantities a cart line may hold. */
export const CART_LINE_MAX_QUANTITY = 10_000;
export function clampQuantity(q: number): number {
  return Math.max(1, Math.min(CART_LINE_MAX_QUANTITY, Math.trunc(q)));
}
