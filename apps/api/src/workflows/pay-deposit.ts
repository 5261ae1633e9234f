import { decideTransition, type OrderStatus } from '@vedmarked/domain';
import type { Executor } from '@vedmarked/db';
import type { FastifyInstance } from 'fastify';
import type { DepositPaidEvent } from '../plugins/events.ts';
import { lockOrder, moveOrder } from '../modules/orders/index.ts';
import { runEffects } from './effects.ts';
import { issueNeighbourCodeFor, mailOrder } from './steps.ts';

/**
 * The 10% deposit became paid (the payments module emits the event in the transaction that recorded
 * it, whichever way the news came: webhook, the return from the payment page, a deadline that found
 * it paid). The order moves to its vendor (suggested → unconfirmed) and the table's effects follow:
 * its neighbour code, and the e-mail to the customer. An order in any other status is left as it is.
 */
export async function payDeposit(app: FastifyInstance, tx: Executor, e: DepositPaidEvent, now = new Date()): Promise<void> {
  const order = await lockOrder(tx, e.orderId);
  if (!order || decideTransition('pay-deposit', order.status as OrderStatus, 'payment').kind !== 'move') return;
  const moved = await moveOrder(tx, order, 'pay-deposit', 'payment', {}, now);
  await runEffects<'pay-deposit'>(moved.effects, {
    'issue-neighbour-code': () => issueNeighbourCodeFor(tx, moved.order),
    'mail-order-paid': () => mailOrder(app, tx, moved.order, 'mail-order-paid-subject', 'mail-order-paid-body', { amount: (e.amount / 100).toFixed(2) }),
  });
}
