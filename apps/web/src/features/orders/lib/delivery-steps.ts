import type { OrderDetail } from '@vedmarked/domain';

/** The steps a customer follows an order through, in order (spec section 4: the statuses a customer sees on the way to the door). */
export const DELIVERY_STEPS = ['ordered', 'confirmed', 'scheduled', 'inProgress', 'delivered'] as const;
export type DeliveryStep = (typeof DELIVERY_STEPS)[number];

const STEP_OF: Partial<Record<OrderDetail['status_name'], DeliveryStep>> = {
  suggested: 'ordered',
  unconfirmed: 'ordered',
  market: 'ordered',
  confirmed: 'confirmed',
  scheduled: 'scheduled',
  inProgress: 'inProgress',
  delivered: 'delivered',
};

/** The index of the order's current step, or null for an order that left the way (cancelled or declined). */
export function currentDeliveryStep(status: OrderDetail['status_name']): number | null {
  const step = STEP_OF[status];
  return step ? DELIVERY_STEPS.indexOf(step) : null;
}
