import { VENDOR_FEE_PCT } from '../common/constants.ts';
import { assertMinor, percentOf } from '../money/money.ts';

/** The platform fee on orders from a vendor's own customers (spec sections 1 and 9). */
export const OWN_CUSTOMER_FEE_PCT = VENDOR_FEE_PCT;
/** The platform's standard fee on every other order; PLATFORM_FEE_PCT overrides it (decision 0031). */
export const DEFAULT_PLATFORM_FEE_PCT = 10;
/** The platform's fee on a delivered wholesale order's goods, excl. VAT (decision 0044; a platform setting). */
export const DEFAULT_MARKET_FEE_PCT = 3;
/** The platform's fee on a round-timber transport job's shipping cost, excl. VAT (decision 0044; a platform setting). */
export const DEFAULT_TRANSPORT_FEE_PCT = 5;

/** Norwegian VAT (merverdiavgift) on the fee, and on the goods and shipping the settlement shows without it. */
export const VAT_PCT = 25;

/** The fee rate of an order: 5% (or the operator's own-customer fee) when the buyer is the vendor's own customer, else the standard fee. */
export const feePct = (ownCustomer: boolean, standardPct: number, ownPct: number = OWN_CUSTOMER_FEE_PCT) => (ownCustomer ? ownPct : standardPct);

/** The platform fee of an order (on its products, as orders.profit always was) and the fee's VAT, shown apart. */
export function platformFee(productsSubtotal: number, pct: number): { fee: number; vat: number } {
  const fee = percentOf(productsSubtotal, pct);
  return { fee, vat: percentOf(fee, VAT_PCT) };
}

/**
 * The part of a whole (a fee, its VAT) that belongs to `amount` of an order's `total` when `before`
 * was already allocated: floor(whole·(before+amount)/total) − floor(whole·before/total). The parts of
 * successive allocations always add up to the whole once the total is reached, to the øre.
 */
export function shareOf(whole: number, total: number, before: number, amount: number): number {
  for (const n of [whole, total, before, amount]) assertMinor(n);
  if (total <= 0) return 0;
  const upTo = (x: number) => Math.floor((whole * Math.min(Math.max(x, 0), total)) / total);
  return upTo(before + amount) - upTo(before);
}

/** An amount including 25% VAT, without it (rounded to the øre). */
export const withoutVat = (amountInclVat: number) => Math.round((amountInclVat * 100) / (100 + VAT_PCT));

/** An amount excluding VAT, with the 25% VAT added (rounded to the øre). */
export const withVat = (amountExclVat: number) => amountExclVat + percentOf(amountExclVat, VAT_PCT);
