import {
  type CheckoutStart,
  type Currency,
  type Language,
  ORDER_STATUS,
  type OrderOwner,
  ownsOrder,
  type PaymentStage,
  paymentProgress,
  translate,
} from '@vedmarked/domain';
import type { Executor } from '@vedmarked/db';
import { conflict, notFound } from '../../lib/errors.ts';
import type { OnRollback } from '../../lib/transaction.ts';
import { lockOrder, type OrderRow } from '../orders/index.ts';
import { applySession } from './apply-session.ts';
import type { PaymentsContext } from './context.ts';
import { paymentById, type PaymentRow, stageStates, stagesOf, updatePayment } from './payment-rows.ts';

type Base = Pick<CheckoutStart, 'order_id' | 'currency'>;
const started = (base: Base, payment: PaymentRow, s: { amount: number; reserve: number; url: string | null; paid: boolean }): CheckoutStart => ({
  ...base,
  payment_id: payment.id,
  stage: payment.stage as PaymentStage,
  amount: s.amount,
  reserve_amount: s.reserve,
  hosted_url: s.url,
  already_paid: s.paid,
});

/**
 * A stage's current provider session, if it can answer for it: a live one is reused (no second
 * page for a double click), a paid one counts; any other outcome is applied and a new page is due.
 */
async function reuseSession(ctx: PaymentsContext, tx: Executor, base: Base, payment: PaymentRow, now: Date): Promise<CheckoutStart | PaymentRow> {
  if (!payment.providerPaymentId || payment.provider !== ctx.provider.name) return payment;
  const current = await ctx.provider.getSession(tx, payment.providerPaymentId);
  if (current?.status === 'open')
    return started(base, payment, { amount: current.chargeAmount, reserve: current.reserveAmount, url: current.hostedUrl, paid: false });
  if (current?.status === 'charged') {
    await applySession(ctx, tx, current, now);
    return started(base, payment, { amount: payment.amount, reserve: 0, url: null, paid: true });
  }
  if (current) await applySession(ctx, tx, current, now);
  const reloaded = await paymentById(tx, payment.id);
  if (!reloaded) throw notFound('error-order-not-found');
  return reloaded;
}

/** A new hosted page for the stage; the deposit's page also reserves the later stages that wait for their moment. */
async function newSession(ctx: PaymentsContext, tx: Executor, order: OrderRow, rows: PaymentRow[], payment: PaymentRow, returnUrl: string) {
  const reserve =
    payment.stage === 'initial' ? rows.filter((r) => r.stage !== 'initial' && r.status === 'pending' && !r.deadline).reduce((s, r) => s + r.amount, 0) : 0;
  const lang = order.language as Language;
  return ctx.provider.createSession(tx, {
    reference: payment.id,
    idempotencyKey: `${payment.id}:${payment.providerPaymentId ?? 'first'}`,
    chargeAmount: payment.amount,
    reserveAmount: reserve,
    currency: order.currency,
    description: translate(lang, 'payment-description', { id: order.id, stage: translate(lang, `payment-stage-${payment.stage}`) }),
    returnUrl,
  });
}

/**
 * Opens (or reopens) the hosted checkout for the stage due now. A live session is reused, so a
 * double click or a retried call never opens a second one; a new attempt cancels the old session
 * at the provider first, and if that one turns out paid, it counts instead. A session opened here
 * is cancelled at the provider when the caller's transaction rolls back (onRollback).
 */
export async function startCheckout(
  ctx: PaymentsContext,
  tx: Executor,
  orderId: number,
  owner: OrderOwner,
  returnUrl: string,
  opts: { onRollback?: OnRollback; now?: Date } = {},
): Promise<CheckoutStart> {
  const now = opts.now ?? new Date();
  const order = await lockOrder(tx, orderId);
  if (!order || !ownsOrder(order, owner)) throw notFound('error-order-not-found');
  if (order.status === ORDER_STATUS.canceled || order.status === ORDER_STATUS.declined) throw conflict('order_canceled', 'error-order-canceled');
  if (order.paymentMethod === 'invoice') throw conflict('invoice_order', 'error-invoice-order');
  const rows = await stagesOf(tx, order.id, true);
  const progress = paymentProgress(stageStates(rows));
  const base: Base = { order_id: order.id, currency: order.currency as Currency };
  if (!progress.dueStage) {
    const initial = rows.find((r) => r.stage === 'initial')!;
    if (progress.paidAmount > 0) return started(base, initial, { amount: initial.amount, reserve: 0, url: null, paid: true });
    throw conflict('nothing_due', 'error-nothing-to-pay');
  }
  const reused = await reuseSession(ctx, tx, base, rows.find((r) => r.stage === progress.dueStage)!, now);
  if ('payment_id' in reused) return reused;
  const payment = reused;
  const session = await newSession(ctx, tx, order, rows, payment, returnUrl);
  opts.onRollback?.(() => ctx.provider.cancelSession(ctx.db, session.id));
  await updatePayment(tx, payment.id, {
    providerPaymentId: session.id,
    status: payment.status === 'failed' ? 'pending' : payment.status,
    failureReason: null,
    updatedAt: now,
  });
  return started(base, payment, { amount: session.chargeAmount, reserve: session.reserveAmount, url: session.hostedUrl, paid: false });
}
