import { type LedgerPosting, postAllocation } from './ledger.ts';
import { groupShare } from '../dugnad/share.ts';
import { platformFee, shareOf } from './fees.ts';

export interface OrderToAllocate {
  orderId: number;
  vendorId: number;
  /** The order's total and products subtotal (øre): the fee is on the products, spread over the total. */
  total: number;
  productsSubtotal: number;
  feePct: number;
  /** What earlier allocations already took from the customer's money. */
  allocatedBefore: number;
  /** What the customer's money for the order holds now: captured − refunded − allocated. */
  held: number;
  /** A dugnad order: the group (the dugnad) and its share in percent of the products (decision 0039). */
  group?: { id: number; sharePct: number } | null;
}

/**
 * A delivered order's allocation when a period closes: everything it holds goes to the vendor, less
 * the part of the fee (and the fee's VAT) and of a dugnad's group share that belongs to it. Allocations of one order add up to
 * exactly the order's fee and VAT once its whole total is paid, however the stages arrived.
 */
export function allocateOrder(o: OrderToAllocate, key: string): LedgerPosting & { fee: number; feeVat: number; groupShare: number } {
  const whole = platformFee(o.productsSubtotal, o.feePct);
  const fee = shareOf(whole.fee, o.total, o.allocatedBefore, o.held);
  const feeVat = shareOf(whole.vat, o.total, o.allocatedBefore, o.held);
  const share = o.group ? shareOf(groupShare(o.productsSubtotal, o.group.sharePct), o.total, o.allocatedBefore, o.held) : 0;
  const group = o.group ? { id: o.group.id, share } : undefined;
  return { ...postAllocation(key, o.orderId, o.vendorId, o.held, fee, feeVat, group), fee, feeVat, groupShare: share };
}
