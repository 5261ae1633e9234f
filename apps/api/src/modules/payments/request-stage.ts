import { addWorkingDays, osloInstant, osloToday, STAGE_WORKING_DAYS } from '@vedmarked/domain';
import { type Executor, payments } from '@vedmarked/db';
import { and, eq } from 'drizzle-orm';
import { notFound } from '../../lib/errors.ts';
import { lockOrder } from '../orders/index.ts';
import { onStagePaid } from './apply-session.ts';
import { type PaymentsContext, mailAmount, mailCustomer } from './context.ts';
import { sessionOf, stagesOf, updatePayment } from './payment-rows.ts';

/**
 * A later stage's moment has come (the vendor confirmed: confirmation; delivered: final). Captured
 * from the card reservation while it holds; otherwise it becomes due with a deadline of 4 working
 * days and the customer pays it by link. A stage already paid changes nothing (a retried
 * confirmation captures nothing more; the capture's idempotency key guards the provider side).
 */
export async function requestStage(ctx: PaymentsContext, tx: Executor, orderId: number, stage: 'confirmation' | 'final', now = new Date()) {
  const order = await lockOrder(tx, orderId);
  if (!order) throw notFound('error-order-not-found');
  const rows = await stagesOf(tx, orderId, true);
  const payment = rows.find((r) => r.stage === stage);
  if (payment?.method !== 'card' || payment.status === 'paid') return { status: payment?.status ?? 'none' };
  const initial = rows.find((r) => r.stage === 'initial');
  const checkoutSession = initial ? sessionOf(initial) : null;
  if (payment.status === 'reserved' && checkoutSession) {
    const r = await ctx.provider.capture(tx, checkoutSession, payment.amount, `${payment.id}:capture`);
    if (r.ok) {
      const [moved] = await tx
        .update(payments)
        .set({ status: 'paid', paidAt: now, providerPaymentId: `${checkoutSession}:${stage}`, updatedAt: now })
        .where(and(eq(payments.id, payment.id), eq(payments.status, 'reserved')))
        .returning();
      if (moved) await onStagePaid(ctx, tx, order, moved, null, now);
      return { status: 'paid' as const };
    }
  }
  const deadline = osloInstant(addWorkingDays(osloToday(now), STAGE_WORKING_DAYS), '23:59');
  await updatePayment(tx, payment.id, { status: payment.status === 'failed' ? 'failed' : 'pending', deadline, updatedAt: now });
  await ctx.jobs.enqueue(tx, {
    kind: 'payment.stage-deadline',
    payload: { paymentId: payment.id },
    runAt: deadline,
    dedupeKey: `stage-deadline:${payment.id}`,
  });
  await mailCustomer(ctx, tx, order, 'mail-stage-due-subject', 'mail-stage-due-body', {
    amount: mailAmount(payment.amount),
    date: new Intl.DateTimeFormat('nb-NO', { timeZone: 'Europe/Oslo' }).format(deadline),
  });
  return { status: 'due' as const, deadline };
}
