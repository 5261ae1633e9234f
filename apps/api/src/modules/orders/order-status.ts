import { decideTransition, NEW_ORDER, type EffectsOf, type OrderActor, type OrderEvent, type OrderStatus, type TransitionDecision } from '@vedmarked/domain';
import { type Executor, orders } from '@vedmarked/db';
import { and, eq } from 'drizzle-orm';
import { AppError } from '../../lib/errors.ts';
import type { OrderRow } from './order-store.ts';

/**
 * The single writer of orders.status. Every move is decided by the order status table
 * (packages/domain/src/orders/transitions.ts) and written with a conditional update
 * (WHERE status = from): a caller that lost a race changes nothing and gets 409 order_wrong_status.
 * The caller runs the effects the table names for the event (see apps/api/src/workflows).
 */

export interface Moved<E extends OrderEvent> {
  order: OrderRow;
  effects: readonly EffectsOf<E>[];
}

/** The fields a move may set along with the status. */
export type OrderPatch = Partial<Pick<OrderRow, 'vendorId' | 'cancelReason' | 'canceledAt'>>;

const refused = (d: Extract<TransitionDecision, { kind: 'refuse' }>) =>
  new AppError(409, 'order_wrong_status', 'error-vendor-order-wrong-status', { event: d.event, reason: d.reason });

/** Moves an order along one row of the table; throws 409 when the table or a concurrent change does not allow it. */
export async function moveOrder<E extends OrderEvent>(
  tx: Executor,
  order: OrderRow,
  event: E,
  actor: OrderActor,
  patch: OrderPatch = {},
  now = new Date(),
): Promise<Moved<E>> {
  const d = decideTransition(event, order.status as OrderStatus, actor);
  if (d.kind === 'refuse') throw refused(d);
  // A move that keeps the status (a vendor passing on a market order) writes nothing to the order.
  if (d.to === order.status && Object.keys(patch).length === 0) return { order, effects: d.effects };
  const [moved] = await tx
    .update(orders)
    .set({ ...patch, status: d.to, updatedAt: now })
    .where(and(eq(orders.id, order.id), eq(orders.status, order.status)))
    .returning();
  if (!moved) throw refused({ kind: 'refuse', event, reason: 'wrong_status' });
  return { order: moved, effects: d.effects };
}

/** A new order's row: its first status comes from the table's placing row (card: suggested; invoice: unconfirmed). */
export async function placeOrderRow<E extends 'place' | 'place-on-invoice'>(
  tx: Executor,
  event: E,
  actor: OrderActor,
  values: Omit<typeof orders.$inferInsert, 'status'>,
): Promise<Moved<E>> {
  const d = decideTransition(event, NEW_ORDER, actor);
  if (d.kind === 'refuse') throw refused(d);
  const [order] = await tx
    .insert(orders)
    .values({ ...values, status: d.to })
    .returning();
  return { order: order!, effects: d.effects };
}
