import { canCustomerCancel, type Language, ORDER_STATUS, type OrderOwner, ownsOrder } from '@vedmarked/domain';
import type { Executor } from '@vedmarked/db';
import type { FastifyInstance } from 'fastify';
import { conflict, notFound } from '../lib/errors.ts';
import { releaseStock } from '../modules/catalog/index.ts';
import { lockOrder, moveOrder, orderById, orderLinesOf, type OrderRow, restoreToEmptyCart } from '../modules/orders/index.ts';
import { withdrawCodesOf } from '../modules/promo/index.ts';
import { releaseOrderFromRoute } from '../modules/routes/index.ts';
import { runEffects } from './effects.ts';
import { stockOf } from './steps.ts';

/** The effects every withdrawal of an order shares: goods back on sale, codes withdrawn, money given back (last). */
export function withdrawalEffects(app: FastifyInstance, tx: Executor, order: OrderRow, now: Date) {
  return {
    'release-stock': async () => releaseStock(tx, stockOf(await orderLinesOf(tx, order.id))),
    'withdraw-neighbour-codes': () => withdrawCodesOf(tx, order.id),
    // Money moves last: a refund the provider refuses throws, and the whole withdrawal rolls back.
    'refund-payments': () => app.payments.unwindPayments(tx, order.id, now),
  } as const;
}

/**
 * The customer's cancellation: free until 48 hours before delivery (an unpaid order at any time).
 * Paid stages are refunded, the reservation released, the goods go back on sale. An order cancelled
 * before its first payment puts its lines back in the customer's cart, when that cart is empty. If a
 * refund fails, nothing changes (the order stays as it was) and the customer may try again.
 */
export async function cancelOrder(app: FastifyInstance, owner: OrderOwner, orderId: number, lang: Language, now = new Date()) {
  return app.db.transaction(async (tx) => {
    const order = await lockOrder(tx, orderId);
    if (!order || !ownsOrder(order, owner)) throw notFound('error-order-not-found');
    if (order.status === ORDER_STATUS.canceled) return { order, restored: false };
    const rule = canCustomerCancel(order, now);
    if (!rule.allowed) throw conflict('cancel_not_allowed', rule.reason === 'too-late' ? 'error-cancel-too-late' : 'error-cancel-status');
    const unpaid = order.status === ORDER_STATUS.suggested;
    const moved = await moveOrder(tx, order, 'cancel', owner.userId ? 'customer' : 'guest', { cancelReason: 'customer', canceledAt: now }, now);
    let restored = false;
    await runEffects<'cancel'>(moved.effects, {
      'leave-route': () => releaseOrderFromRoute(tx, order.id, now),
      ...withdrawalEffects(app, tx, order, now),
      'restore-cart': async () => {
        if (unpaid && owner.sessionId)
          restored = await restoreToEmptyCart(tx, { userId: owner.userId, sessionId: owner.sessionId }, order.id, order.deliveryPostcode, lang);
      },
    });
    return { order: (await orderById(tx, orderId))!, restored };
  });
}
