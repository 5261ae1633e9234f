import type { Executor } from '@vedmarked/db';
import { AppError } from '../../lib/errors.ts';
import { recordCapture, recordRefund } from '../settlements/index.ts';
import type { PaymentsContext } from './context.ts';
import { sessionOf, stagesOf, updatePayment } from './payment-rows.ts';

/** A refund the provider refused: the caller's transaction rolls back, so the order stays as it was. */
export const refundFailed = (reason?: string) => new AppError(502, 'refund_failed', 'error-refund-failed', { reason: reason ?? null });

/**
 * Withdraws an order's money: refunds paid stages (each with its ledger transaction), releases the
 * reservation, closes open sessions.
 * A refund the provider refuses throws (refund_failed) and nothing of the withdrawal stands; a retry
 * is safe, as every provider call carries an idempotency key.
 */
export async function unwindPayments(ctx: PaymentsContext, tx: Executor, orderId: number, now = new Date()): Promise<void> {
  const { provider } = ctx;
  const rows = await stagesOf(tx, orderId, true);
  for (const p of rows) {
    const sessionId = sessionOf(p);
    if (p.status === 'paid' && sessionId && p.provider === provider.name) {
      const r = await provider.refund(tx, sessionId, p.amount, `${p.id}:refund`);
      if (!r.ok) throw refundFailed(r.reason);
      await recordRefund(tx, p);
      await updatePayment(tx, p.id, { status: 'refunded', updatedAt: now });
    } else if (p.status === 'reserved') {
      await updatePayment(tx, p.id, { status: 'canceled', updatedAt: now });
    } else if (p.status === 'pending' || p.status === 'failed') {
      if (sessionId && p.provider === provider.name) {
        const s = await provider.cancelSession(tx, sessionId);
        if (s?.status === 'charged') {
          // Paid at the last moment: refund it.
          const r = await provider.refund(tx, s.id, p.amount, `${p.id}:refund`);
          if (!r.ok) throw refundFailed(r.reason);
          await recordCapture(tx, p);
          await recordRefund(tx, p);
          await updatePayment(tx, p.id, { status: 'refunded', paidAt: now, updatedAt: now });
          continue;
        }
      }
      await updatePayment(tx, p.id, { status: 'canceled', updatedAt: now });
    }
  }
  const initial = rows.find((r) => r.stage === 'initial');
  const checkoutSession = initial ? sessionOf(initial) : null;
  if (checkoutSession && initial?.provider === provider.name) await provider.release(tx, checkoutSession, `${initial.id}:release`);
}
