import { MARKET_VAT_PERCENT } from './listing-rules.ts';

/*
 * A vendor's order from a listing (spec §5 "minimum order amount … not above amount or available
 * amount", "first delivery date after shipped date"; issue 12; decision 0035). Pure rules: the API
 * runs them before its one transaction, the order form shows the same messages.
 */

/** A wholesale order's comment is under 255 characters (spec §9). */
export const WHOLESALE_COMMENT_MAX = 254;

/** What the amount rules read of the listing. */
export interface OrderableListing {
  minimum_order_amount: number;
  remaining: number;
}

/** Why an amount cannot be ordered (a message key), or null when it can. */
export function orderAmountError(amount: number, listing: OrderableListing): string | null {
  if (!Number.isInteger(amount) || amount < 1) return 'error-valid-quantity';
  if (listing.remaining < 1) return 'error-listing-sold-out';
  if (amount > listing.remaining) return 'error-listing-lacks-amount';
  // The last bit of a listing, smaller than its minimum, may still be ordered whole.
  if (amount < listing.minimum_order_amount && amount !== listing.remaining) return 'error-order-below-minimum';
  return null;
}

/** What is left after an order takes `amount`; null when there is not that much (no oversell). */
export function takeFromRemaining(remaining: number, amount: number): number | null {
  if (!Number.isInteger(amount) || amount < 1) return null;
  return remaining >= amount ? remaining - amount : null;
}

export interface OrderDates {
  goods_ready_date: string;
  delivery_from: string;
  delivery_to: string;
}

export interface ShippedWindow {
  shipped_date_from: string | null;
  shipped_date_to: string | null;
}

/**
 * The order's dates against the listing (field → message key): the goods-ready date lies within
 * the seller's shipped dates, the wanted delivery period runs from (not before) the ready date and
 * its end is not before its start.
 */
export function orderDateErrors(d: OrderDates, listing: ShippedWindow, today: string): Record<string, string> {
  const errors: Record<string, string> = {};
  if (
    (listing.shipped_date_from && d.goods_ready_date < listing.shipped_date_from) ||
    (listing.shipped_date_to && d.goods_ready_date > listing.shipped_date_to)
  )
    errors.goods_ready_date = 'error-ready-date-outside';
  if (d.delivery_from < d.goods_ready_date) errors.delivery_from = 'error-delivery-before-ready';
  else if (d.delivery_from < today) errors.delivery_from = 'error-delivery-in-past';
  if (d.delivery_to < d.delivery_from) errors.delivery_to = 'error-delivery-to-before-from';
  return errors;
}

export interface WholesaleTotals {
  total_excl_vat: number;
  vat: number;
  total: number;
}

/** Money of an order in øre: amount × trade price, VAT 25% rounded to whole øre, and their sum. */
export function wholesaleTotals(amount: number, pricePerUnit: number): WholesaleTotals {
  const excl = amount * pricePerUnit;
  const vat = Math.round((excl * MARKET_VAT_PERCENT) / 100);
  return { total_excl_vat: excl, vat, total: excl + vat };
}
