import { canTransition, ORDER_STATUS, type PaymentStatus } from '@vedmarked/domain';
import { type Executor, payments } from '@vedmarked/db';
import { and, eq, inArray } from 'drizzle-orm';
import { lockOrder, type OrderRow } from '../orders/index.ts';
import { recordCapture, recordRefund } from '../settlements/index.ts';
import { type PaymentsContext, mailAmount, mailCustomer } from './context.ts';
import { paymentById, paymentOfSession, type PaymentRow, updatePayment } from './payment-rows.ts';
import type { ProviderSession } from './provider.ts';

/**
 * The payment effects of a stage becoming paid, run exactly once (by whoever made the transition):
 * the capture's ledger transaction (keyed by the payment, so it is posted once in any case).
 * A deposit paid after the order was withdrawn is given back at once; otherwise the later stages
 * are reserved on the card and the deposit-paid event lets the order workflow move the order on.
 */
export async function onStagePaid(ctx: PaymentsContext, tx: Executor, order: OrderRow, payment: PaymentRow, session: ProviderSession | null, now: Date) {
  // The ledger first, in this transaction: the money is at the provider, held for the order.
  await recordCapture(tx, payment);
  if (payment.stage !== 'initial') {
    await mailCustomer(ctx, tx, order, 'mail-stage-paid-subject', 'mail-stage-paid-body', { amount: mailAmount(payment.amount) });
    return;
  }
  if (order.status === ORDER_STATUS.canceled) {
    // Paid after the order was withdrawn: give the money back at once.
    if (session) {
      await ctx.provider.refund(tx, session.id, payment.amount, `${payment.id}:late-refund`);
      await ctx.provider.release(tx, session.id, `${payment.id}:late-release`);
      await recordRefund(tx, payment);
    }
    await updatePayment(tx, payment.id, { status: 'refunded', updatedAt: now });
    return;
  }
  if (session && session.reserveAmount > 0 && session.reservationExpiresAt) {
    await tx
      .update(payments)
      .set({ status: 'reserved', deadline: session.reservationExpiresAt, updatedAt: now })
      .where(and(eq(payments.orderId, order.id), inArray(payments.stage, ['confirmation', 'final']), eq(payments.status, 'pending')));
    await ctx.jobs.enqueue(tx, {
      kind: 'payment.reservation-expiry',
      payload: { orderId: order.id, sessionId: session.id },
      runAt: session.reservationExpiresAt,
      dedupeKey: `reservation-expiry:${session.id}`,
    });
  }
  await ctx.events.emitDepositPaid(tx, { orderId: order.id, paymentId: payment.id, amount: payment.amount });
}

/**
 * Brings our payment in line with the provider's session (the webhook and the browser's return both
 * end here). The order row, then the payment row, are locked; a status moves only along
 * canTransition, so duplicates, late events and races change nothing twice.
 */
export async function applySession(
  ctx: PaymentsContext,
  tx: Executor,
  session: ProviderSession,
  now = new Date(),
): Promise<{ paymentId: string | null; changed: boolean }> {
  const found = await paymentOfSession(tx, ctx.provider.name, session.id);
  if (!found) return { paymentId: null, changed: false }; // a superseded attempt
  const order = await lockOrder(tx, found.orderId);
  const payment = await paymentById(tx, found.id, { lock: true });
  if (!order || !payment || payment.providerPaymentId !== session.id) return { paymentId: found.id, changed: false };
  const target: PaymentStatus | null = session.status === 'charged' ? 'paid' : session.status === 'open' ? null : 'failed';
  if (!target || !canTransition(payment.status as PaymentStatus, target)) return { paymentId: payment.id, changed: false };
  if (target === 'failed' && payment.status === 'failed') return { paymentId: payment.id, changed: false };
  const [moved] = await tx
    .update(payments)
    .set(
      target === 'paid'
        ? { status: 'paid', paidAt: now, failureReason: null, updatedAt: now }
        : { status: 'failed', failureReason: session.failureReason ?? session.status, updatedAt: now },
    )
    .where(and(eq(payments.id, payment.id), eq(payments.status, payment.status)))
    .returning();
  if (!moved) return { paymentId: payment.id, changed: false };
  if (target === 'paid') await onStagePaid(ctx, tx, order, moved, session, now);
  return { paymentId: payment.id, changed: true };
}
