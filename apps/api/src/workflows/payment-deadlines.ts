import { ORDER_STATUS } from '@vedmarked/domain';
import type { Tx } from '@vedmarked/db';
import type { FastifyInstance } from 'fastify';
import { lockOrder, moveOrder } from '../modules/orders/index.ts';
import { withdrawalEffects } from './cancel-order.ts';
import { runEffects } from './effects.ts';
import { mailOrder } from './steps.ts';

/**
 * The deposit's deadline (a job enqueued when the payment plan opens): an order whose 10% is not paid
 * within 2 days is withdrawn (suggested → cancelled, reason initial-payment-missed), its goods go back
 * on sale and the customer is told. A payment made at the last second counts instead.
 */
export async function missDeposit(app: FastifyInstance, tx: Tx, orderId: number, now: Date): Promise<void> {
  const order = await lockOrder(tx, orderId);
  if (!order || order.status !== ORDER_STATUS.suggested) return;
  if (!(await app.payments.depositStillUnpaid(tx, order, now))) return;
  const moved = await moveOrder(tx, order, 'miss-deposit', 'job', { cancelReason: 'initial-payment-missed', canceledAt: now }, now);
  await runEffects<'miss-deposit'>(moved.effects, {
    ...withdrawalEffects(app, tx, order, now),
    'mail-order-released': () => mailOrder(app, tx, order, 'mail-order-released-subject', 'mail-order-released-body'),
  });
}

/** Registers the job that enforces the deposit's deadline. */
export function definePaymentDeadlines(app: FastifyInstance): void {
  app.jobs.define('payment.initial-deadline', (tx, payload, { now }) => missDeposit(app, tx, Number(payload.orderId), now));
}
