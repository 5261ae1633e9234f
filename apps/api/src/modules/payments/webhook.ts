import { type OrderOwner, ownsOrder, type PaymentStage, type PaymentState, type PaymentStatus } from '@vedmarked/domain';
import { type Db, type Executor, paymentEvents } from '@vedmarked/db';
import { eq } from 'drizzle-orm';
import { notFound } from '../../lib/errors.ts';
import { loadSummaries, orderById } from '../orders/index.ts';
import { applySession } from './apply-session.ts';
import type { PaymentsContext } from './context.ts';
import { paymentById } from './payment-rows.ts';

/** A webhook: recorded once per provider event id, then the session's current state is applied. */
export async function receiveWebhook(ctx: PaymentsContext, rawBody: string, signature: string | undefined, now = new Date()) {
  const event = ctx.provider.verifyWebhook(rawBody, signature, now);
  return ctx.db.transaction(async (tx) => {
    const inserted = await tx
      .insert(paymentEvents)
      .values({ provider: ctx.provider.name, eventId: event.id, type: event.type, payload: event as unknown as Record<string, unknown> })
      .onConflictDoNothing()
      .returning({ id: paymentEvents.id });
    if (!inserted.length) return { duplicate: true, applied: false };
    const session = await ctx.provider.getSession(tx, event.data.session_id);
    if (!session) return { duplicate: false, applied: false };
    const r = await applySession(ctx, tx, session, now);
    if (r.paymentId) await tx.update(paymentEvents).set({ paymentId: r.paymentId }).where(eq(paymentEvents.id, inserted[0]!.id));
    return { duplicate: false, applied: r.changed };
  });
}

/** The browser came back: ask the provider (never trust the browser) and apply what it says. */
export async function syncPayment(
  ctx: PaymentsContext,
  tx: Executor,
  paymentId: string,
  owner: OrderOwner,
  opts: { cancelIfOpen?: boolean } = {},
  now = new Date(),
): Promise<number> {
  const payment = await paymentById(tx, paymentId);
  if (!payment) throw notFound('error-payment-not-found');
  const order = await orderById(tx, payment.orderId);
  if (!order || !ownsOrder(order, owner)) throw notFound('error-payment-not-found');
  if (payment.providerPaymentId && payment.provider === ctx.provider.name) {
    let session = await ctx.provider.getSession(tx, payment.providerPaymentId);
    if (session?.status === 'open' && opts.cancelIfOpen) session = await ctx.provider.cancelSession(tx, session.id);
    if (session) await applySession(ctx, tx, session, now);
  }
  return payment.orderId;
}

/** The order and one of its payments as the provider left them (after syncPayment). */
export async function paymentState(db: Db, paymentId: string): Promise<PaymentState> {
  const p = (await paymentById(db, paymentId))!;
  const o = (await orderById(db, p.orderId))!;
  const [summary] = await loadSummaries(db, [o]);
  return {
    order: summary!,
    payment: { id: p.id, stage: p.stage as PaymentStage, amount: p.amount, status: p.status as PaymentStatus, failure_reason: p.failureReason },
  };
}
