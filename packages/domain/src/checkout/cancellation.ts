import { FREE_CANCELLATION_HOURS } from '../common/constants.ts';
import { ORDER_STATUS } from '../orders/status.ts';
import { statusesFrom } from '../orders/transitions.ts';
import { osloInstant } from './calendar.ts';

/** Statuses a customer may still cancel from (until the goods are on their way): the order status table's cancel row. */
export const CUSTOMER_CANCELLABLE_STATUSES: readonly number[] = statusesFrom('cancel');

/**
 * The cancellation rule: free until 48 hours before delivery. A delivery is announced at least 48
 * hours ahead (DELIVERY_NOTICE_HOURS), so until the vendor announces the arrival the customer may
 * cancel; once announced, until 48 hours before the announced arrival (Oslo time).
 */
export function cancellationDeadline(order: { arrivalDate: string | null; arrivalTime: string | null }): Date | null {
  if (!order.arrivalDate) return null;
  const arrival = osloInstant(order.arrivalDate, order.arrivalTime ?? '00:00');
  return new Date(arrival.getTime() - FREE_CANCELLATION_HOURS * 3_600_000);
}

export function canCustomerCancel(
  order: { status: number; arrivalDate: string | null; arrivalTime: string | null },
  now: Date,
): { allowed: boolean; deadline: Date | null; reason: 'status' | 'too-late' | null } {
  const deadline = cancellationDeadline(order);
  if (!CUSTOMER_CANCELLABLE_STATUSES.includes(order.status)) return { allowed: false, deadline, reason: 'status' };
  // An unpaid order (awaiting its deposit) can always be withdrawn.
  if (order.status === ORDER_STATUS.suggested) return { allowed: true, deadline, reason: null };
  if (deadline && now.getTime() >= deadline.getTime()) return { allowed: false, deadline, reason: 'too-late' };
  return { allowed: true, deadline, reason: null };
}
