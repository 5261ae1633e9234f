import type { OrderOwner } from '@vedmarked/domain';
import type { Executor } from '@vedmarked/db';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../../lib/errors.ts';
import type { OnRollback } from '../../lib/transaction.ts';
import type { OrderRow } from '../orders/index.ts';
import { applySession } from './apply-session.ts';
import type { PaymentsContext } from './context.ts';
import { openPlan } from './open-plan.ts';
import { definePaymentJobs, depositStillUnpaid } from './payment-jobs.ts';
import { stagesOf } from './payment-rows.ts';
import type { PaymentProvider, ProviderSession } from './provider.ts';
import { unwindPayments } from './refunds.ts';
import { setOpenAmounts } from './restage.ts';
import { requestStage } from './request-stage.ts';
import { startCheckout } from './start-checkout.ts';
import { paymentState, receiveWebhook, syncPayment } from './webhook.ts';

/**
 * The payment service of one app: the use cases of payments/*.ts bound to the app's provider, jobs
 * table, mail and events (decorated as app.payments by payments.plugin.ts).
 */
export function createPaymentsService(app: FastifyInstance, provider: PaymentProvider) {
  const ctx: PaymentsContext = { db: app.db, provider, jobs: app.jobs, messenger: app.messenger, events: app.events, publicUrl: app.config.publicUrl };
  definePaymentJobs(ctx);
  return {
    provider,
    openPlan: (tx: Executor, order: OrderRow, now?: Date, depositDays?: number) => openPlan(ctx, tx, order, now, depositDays),
    startCheckout: (tx: Executor, orderId: number, owner: OrderOwner, returnUrl: string, opts?: { onRollback?: OnRollback; now?: Date }) =>
      startCheckout(ctx, tx, orderId, owner, returnUrl, opts),
    applySession: (tx: Executor, session: ProviderSession, now?: Date) => applySession(ctx, tx, session, now),
    receiveWebhook: (rawBody: string, signature: string | undefined, now?: Date) => receiveWebhook(ctx, rawBody, signature, now),
    syncPayment: (tx: Executor, paymentId: string, owner: OrderOwner, opts?: { cancelIfOpen?: boolean }, now?: Date) =>
      syncPayment(ctx, tx, paymentId, owner, opts, now),
    paymentState: (paymentId: string) => paymentState(app.db, paymentId),
    unwindPayments: (tx: Executor, orderId: number, now?: Date) => unwindPayments(ctx, tx, orderId, now),
    requestStage: (tx: Executor, orderId: number, stage: 'confirmation' | 'final', now?: Date) => requestStage(ctx, tx, orderId, stage, now),
    depositStillUnpaid: (tx: Executor, order: OrderRow, now: Date) => depositStillUnpaid(ctx, tx, order, now),
    stagesOf,
    /** New amounts for the stages not yet paid (the admin's fixed shipping price). */
    setOpenAmounts: (tx: Executor, orderId: number, changes: readonly { id: string; amount: number }[], now?: Date) =>
      setOpenAmounts(tx, orderId, changes, now),
  };
}

export type PaymentsService = ReturnType<typeof createPaymentsService>;

/** A throwable for a return URL that leaves the shop. */
export function safeReturnPath(url: string): string {
  if (!url.startsWith('/') || url.startsWith('//') || url.includes('\\'))
    throw new AppError(422, 'validation_failed', 'error-return-url', {}, { return_url: 'error-return-url' });
  return url;
}
