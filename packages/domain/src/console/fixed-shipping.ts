import type { PaymentStage, PaymentStatus } from '../orders/status.ts';

/**
 * The admin's fixed shipping price (spec sections 3 and 6, decision 0038). The new price replaces
 * the order's shipping; the total moves by exactly the difference, and so do the payment stages the
 * customer has not paid yet (pending, failed, or reserved on the card and not yet captured). Paid
 * stages keep their amounts: the customer is never asked again for money already taken. A raised
 * reserved stage that no longer fits the card reservation is paid by link when its moment comes
 * (payments/request-stage.ts), as any failed capture is. The vendor's payout follows by itself: a
 * settlement allocates everything the order holds less the fee, and the fee is on the products, so
 * the vendor is paid exactly the difference more (or less).
 */

export interface StageAmount {
  id: string;
  stage: PaymentStage;
  amount: number;
  status: PaymentStatus;
}

export interface OrderMoney {
  shipping: number;
  total: number;
}

export type FixedShippingRefusal =
  /** The new total would be below what the customer has already paid. */
  | 'below-paid'
  /** Nothing is left to pay, so a higher price cannot be charged. */
  | 'nothing-open';

export type FixedShippingDecision =
  | { kind: 'same' }
  | { kind: 'refuse'; reason: FixedShippingRefusal }
  | { kind: 'change'; diff: number; shipping: number; total: number; stages: { id: string; amount: number }[] };

const OPEN: readonly PaymentStatus[] = ['pending', 'failed', 'reserved'];
const LIVE: readonly PaymentStatus[] = ['pending', 'failed', 'reserved', 'paid'];
const ORDER: readonly PaymentStage[] = ['initial', 'confirmation', 'final'];

/** Whether the customer still owes a stage (not paid, refunded nor cancelled). */
export const isOpenStage = (s: Pick<StageAmount, 'status'>) => OPEN.includes(s.status);

/**
 * The order's new shipping and total, and the new amounts of its open stages: the difference goes
 * to the last open stage, spilling back to earlier open stages when a lower price would make it
 * negative. The open stages then add up to the new total less what is paid.
 */
export function decideFixedShipping(order: OrderMoney, stages: readonly StageAmount[], fixed: number): FixedShippingDecision {
  const diff = fixed - order.shipping;
  if (diff === 0) return { kind: 'same' };
  const total = order.total + diff;
  const live = stages.filter((s) => LIVE.includes(s.status));
  const committed = live.filter((s) => !isOpenStage(s)).reduce((sum, s) => sum + s.amount, 0);
  if (total < committed || total < 0) return { kind: 'refuse', reason: 'below-paid' };
  const open = live.filter(isOpenStage).sort((a, b) => ORDER.indexOf(a.stage) - ORDER.indexOf(b.stage));
  if (stages.length > 0 && open.length === 0) return { kind: 'refuse', reason: 'nothing-open' };
  let left = diff;
  const changed: { id: string; amount: number }[] = [];
  for (let i = open.length - 1; i >= 0 && left !== 0; i--) {
    const s = open[i]!;
    const amount = i === 0 ? s.amount + left : Math.max(0, s.amount + left);
    left -= amount - s.amount;
    changed.push({ id: s.id, amount });
  }
  return { kind: 'change', diff, shipping: fixed, total, stages: changed.reverse() };
}
