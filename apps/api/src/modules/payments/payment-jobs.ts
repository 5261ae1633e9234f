import { ORDER_STATUS } from '@vedmarked/domain';
import type { Executor } from '@vedmarked/db';
import { lockOrder, orderById, type OrderRow } from '../orders/index.ts';
import { applySession } from './apply-session.ts';
import { type PaymentsContext, mailAmount, mailCustomer } from './context.ts';
import { paymentById, stagesOf, updatePayment } from './payment-rows.ts';
import { requestStage } from './request-stage.ts';

/** Stages whose moment has come once the vendor confirmed (the 50%). */
const CONFIRMED_OR_LATER: readonly number[] = [ORDER_STATUS.confirmed, ORDER_STATUS.scheduled, ORDER_STATUS.inProgress, ORDER_STATUS.delivered];

/**
 * The payment deadlines the payments module enforces itself, through the jobs table. (The deposit's
 * deadline withdraws the order: workflows/payment-deadlines.ts.)
 */
export function definePaymentJobs(ctx: PaymentsContext): void {
  ctx.jobs.define('payment.reservation-expiry', async (tx, payload, { now }) => {
    const order = await lockOrder(tx, Number(payload.orderId));
    if (!order) return;
    await ctx.provider.release(tx, String(payload.sessionId), 'reservation-expiry');
    const rows = await stagesOf(tx, order.id, true);
    for (const p of rows.filter((r) => r.status === 'reserved')) await updatePayment(tx, p.id, { status: 'pending', deadline: null, updatedAt: now });
    if (order.status === ORDER_STATUS.canceled) return;
    // Stages whose moment has already come become due now.
    if (CONFIRMED_OR_LATER.includes(order.status)) await requestStage(ctx, tx, order.id, 'confirmation', now);
    if (order.status === ORDER_STATUS.delivered) await requestStage(ctx, tx, order.id, 'final', now);
  });

  ctx.jobs.define('payment.stage-deadline', async (tx, payload) => {
    const payment = await paymentById(tx, String(payload.paymentId));
    if (!payment || payment.status === 'paid' || payment.status === 'canceled' || payment.status === 'refunded') return;
    const order = await orderById(tx, payment.orderId);
    if (!order || order.status === ORDER_STATUS.canceled) return;
    await mailCustomer(ctx, tx, order, 'mail-stage-overdue-subject', 'mail-stage-overdue-body', { amount: mailAmount(payment.amount) });
  });
}

/**
 * At the deposit's deadline: whether the deposit is still unpaid. The hosted page is closed first;
 * if the customer paid at the last second, that payment counts (it is applied here) and the answer is false.
 */
export async function depositStillUnpaid(ctx: PaymentsContext, tx: Executor, order: OrderRow, now: Date): Promise<boolean> {
  const rows = await stagesOf(tx, order.id, true);
  const initial = rows.find((r) => r.stage === 'initial');
  if (!initial || initial.status === 'paid') return false;
  if (initial.providerPaymentId) {
    const s = await ctx.provider.cancelSession(tx, initial.providerPaymentId);
    if (s?.status === 'charged') {
      await applySession(ctx, tx, s, now);
      return false;
    }
  }
  return true;
}
