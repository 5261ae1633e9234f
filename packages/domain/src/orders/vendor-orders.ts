import { z } from 'zod';
import { ORDER_STATUS, ORDER_STATUS_VALUES, type OrderStatus } from './status.ts';
import { wholeNumber } from '../validation/primitives.ts';
import { type OrderEvent, statusesFrom } from './transitions.ts';

/**
 * The tabs of the vendor's order page (spec section 2: New orders (My orders, Market orders),
 * Confirmed, History) and the statuses each shows. A vendor never sees a suggested (0) order: it
 * reaches the vendor as unconfirmed only once the 10% is paid (decision 0007).
 */
export const VENDOR_ORDER_TABS = ['mine', 'market', 'confirmed', 'history'] as const;
export type VendorOrderTab = (typeof VENDOR_ORDER_TABS)[number];
export const VENDOR_TAB_STATUSES: Record<VendorOrderTab, readonly OrderStatus[]> = {
  mine: [ORDER_STATUS.unconfirmed],
  market: [ORDER_STATUS.market],
  confirmed: [ORDER_STATUS.confirmed, ORDER_STATUS.scheduled, ORDER_STATUS.inProgress],
  history: [ORDER_STATUS.delivered, ORDER_STATUS.declined, ORDER_STATUS.canceled],
};

/** The tab an order is listed under for a vendor, or null when no tab shows it. */
export function vendorTabOf(status: number): VendorOrderTab | null {
  for (const tab of VENDOR_ORDER_TABS) if ((VENDOR_TAB_STATUSES[tab] as readonly number[]).includes(status)) return tab;
  return null;
}

/** GET /vendor/order/list: a tab, or the spec's status_id (8 is the market list). */
export const vendorOrderListQuery = z.object({
  tab: z.enum(VENDOR_ORDER_TABS, { error: 'validation-invalid' }).optional(),
  status_id: wholeNumber(0, 1000)
    .refine((n) => (ORDER_STATUS_VALUES as number[]).includes(n) && n !== ORDER_STATUS.suggested, { error: 'validation-invalid' })
    .optional(),
});
export type VendorOrderListQuery = z.infer<typeof vendorOrderListQuery>;

/** The statuses a list query asks for, and whether they are the market list (others' orders) or the vendor's own. */
export function vendorListScope(q: VendorOrderListQuery): { market: boolean; statuses: readonly OrderStatus[] } {
  if (q.status_id !== undefined) return { market: q.status_id === ORDER_STATUS.market, statuses: [q.status_id as OrderStatus] };
  const tab = q.tab ?? 'mine';
  return { market: tab === 'market', statuses: VENDOR_TAB_STATUSES[tab] };
}

/** What the rules need to know about an order. */
export interface VendorOrderFacts {
  status: number;
  /** The vendor that holds it; null while it is on the market. */
  vendorId: number | null;
  /** Vendors that rejected it (they can no longer confirm it). */
  rejectedBy: readonly number[];
}
/** What the rules need to know about the vendor acting. */
export interface VendorFacts {
  vendorId: number;
  /** The vendor is active and delivers to the order's postcode. */
  covers: boolean;
}

export type VendorOrderRefusal = 'not_found' | 'too_late' | 'rejected_by_you' | 'wrong_status';
export type VendorOrderDecision =
  /** Write the transition. takeOver: a market order moves to this vendor (stock is taken from them). */
  | { kind: 'apply'; to: OrderStatus; takeOver: boolean; reject: boolean }
  /** Already done by this vendor (a double click): answer with the order as it is, change nothing. */
  | { kind: 'already' }
  | { kind: 'refuse'; reason: VendorOrderRefusal };

/** A confirmation repeated on these is a double click: answered with the order as it is. */
const CONFIRMED_OR_LATER: readonly number[] = [ORDER_STATUS.confirmed, ORDER_STATUS.scheduled, ORDER_STATUS.inProgress, ORDER_STATUS.delivered];
/** The statuses of the order status table (transitions.ts) each vendor move starts from. */
const CONFIRMABLE: readonly number[] = statusesFrom('confirm');
const TAKEABLE: readonly number[] = statusesFrom('take');
/** Own orders a vendor may still reject: before they are put on a route. */
const REJECTABLE: readonly number[] = statusesFrom('reject');
const PASSABLE: readonly number[] = statusesFrom('pass');

/** Whether a vendor may see an order: its own (once paid), or a market order where it delivers that it has not rejected. */
export function vendorCanSee(order: VendorOrderFacts, me: VendorFacts): boolean {
  if (order.vendorId === me.vendorId) return order.status !== ORDER_STATUS.suggested;
  return order.status === ORDER_STATUS.market && me.covers && !order.rejectedBy.includes(me.vendorId);
}

/**
 * A vendor confirms an order (spec section 4). Its own unconfirmed order becomes confirmed; a market
 * order becomes confirmed and moves to the vendor, when it delivers there and did not reject it.
 * A market order another vendor took answers too-late; a repeat by the same vendor changes nothing.
 */
export function decideConfirm(order: VendorOrderFacts, me: VendorFacts): VendorOrderDecision {
  if (order.vendorId === me.vendorId) {
    if (CONFIRMABLE.includes(order.status)) return { kind: 'apply', to: ORDER_STATUS.confirmed, takeOver: false, reject: false };
    if (CONFIRMED_OR_LATER.includes(order.status)) return { kind: 'already' };
    if (order.status === ORDER_STATUS.suggested) return { kind: 'refuse', reason: 'not_found' };
    return { kind: 'refuse', reason: 'wrong_status' };
  }
  if (order.rejectedBy.includes(me.vendorId)) return { kind: 'refuse', reason: 'rejected_by_you' };
  if (!me.covers) return { kind: 'refuse', reason: 'not_found' };
  if (TAKEABLE.includes(order.status)) return { kind: 'apply', to: ORDER_STATUS.confirmed, takeOver: true, reject: false };
  // It was on the market (someone rejected it) and has left it: another vendor took it, or the customer cancelled.
  if (order.rejectedBy.length > 0) return { kind: 'refuse', reason: order.status === ORDER_STATUS.canceled ? 'wrong_status' : 'too_late' };
  return { kind: 'refuse', reason: 'not_found' };
}

/**
 * A vendor cancels (rejects) an order: its own order goes to the shared market list (8) and the
 * vendor is remembered as having rejected it. "Cancelling" a market order hides it from this vendor's
 * market list (a rejection, the order stays on the market). A repeat changes nothing.
 */
export function decideCancel(order: VendorOrderFacts, me: VendorFacts): VendorOrderDecision {
  if (order.vendorId === me.vendorId) {
    if (REJECTABLE.includes(order.status)) return { kind: 'apply', to: ORDER_STATUS.market, takeOver: false, reject: true };
    if (order.status === ORDER_STATUS.suggested) return { kind: 'refuse', reason: 'not_found' };
    return { kind: 'refuse', reason: 'wrong_status' };
  }
  if (order.rejectedBy.includes(me.vendorId)) return order.status === ORDER_STATUS.market ? { kind: 'already' } : { kind: 'refuse', reason: 'not_found' };
  if (PASSABLE.includes(order.status) && me.covers) return { kind: 'apply', to: ORDER_STATUS.market, takeOver: false, reject: true };
  return { kind: 'refuse', reason: 'not_found' };
}

/** The row of the order status table a vendor's decision makes: confirm, take (a market order), reject (an own order) or pass (a market order). */
export function vendorDecisionEvent(
  d: Extract<VendorOrderDecision, { kind: 'apply' }>,
  order: Pick<VendorOrderFacts, 'vendorId'>,
  me: Pick<VendorFacts, 'vendorId'>,
): OrderEvent {
  if (d.reject) return order.vendorId === me.vendorId ? 'reject' : 'pass';
  return d.takeOver ? 'take' : 'confirm';
}

/** Products a vendor lacks to take over an order's lines: product id → how many are missing. */
export function stockShortfall(lines: readonly { productId: number; quantity: number }[], stock: ReadonlyMap<number, number>): Map<number, number> {
  const need = new Map<number, number>();
  for (const l of lines) need.set(l.productId, (need.get(l.productId) ?? 0) + l.quantity);
  const short = new Map<number, number>();
  for (const [productId, n] of need) {
    const have = stock.get(productId) ?? 0;
    if (have < n) short.set(productId, n - have);
  }
  return short;
}
