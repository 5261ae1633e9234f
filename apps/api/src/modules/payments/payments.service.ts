import { randomBytes } from 'node:crypto';
import {
  addDays,
  addWorkingDays,
  canTransition,
  INITIAL_DEADLINE_MS,
  INVOICE_TERMS_DAYS,
  type Language,
  NEIGHBOUR_CODE_RANDOM_BYTES,
  neighbourCodeFrom,
  ORDER_STATUS,
  osloInstant,
  osloToday,
  type PaymentStage,
  type PaymentStatus,
  paymentProgress,
  planAmounts,
  STAGE_WORKING_DAYS,
  type StageState,
  translate,
} from '@vedmarked/domain';
import { type Executor, orderLines, orders, paymentEvents, payments, promoCodes, vendorProducts } from '@vedmarked/db';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { AppError, conflict, notFound } from '../../lib/errors.ts';
import type { PaymentProvider, ProviderSession, WebhookEvent } from './provider.ts';

export type OrderRow = typeof orders.$inferSelect;
export type PaymentRow = typeof payments.$inferSelect;

/** Who may act on an order: its customer, or the browser session that placed it as a guest. */
export interface OrderOwner {
  userId: number | null;
  sessionId: string | null;
}

export function ownsOrder(order: Pick<OrderRow, 'userId' | 'sessionId'>, owner: OrderOwner): boolean {
  if (owner.userId && order.userId === owner.userId) return true;
  return !!owner.sessionId && order.sessionId === owner.sessionId && (order.userId === null || owner.userId === order.userId || owner.userId === null);
}

const STAGES: PaymentStage[] = ['initial', 'confirmation', 'final'];

export function stageStates(rows: Pick<PaymentRow, 'stage' | 'amount' | 'status' | 'method' | 'deadline'>[]): StageState[] {
  return rows
    .slice()
    .sort((a, b) => STAGES.indexOf(a.stage as PaymentStage) - STAGES.indexOf(b.stage as PaymentStage))
    .map((r) => ({
      stage: r.stage as PaymentStage,
      amount: r.amount,
      status: r.status as PaymentStatus,
      method: r.method as 'card' | 'invoice',
      // A later stage is due only once it has a deadline; until then it waits for its moment.
      awaiting: r.stage !== 'initial' && (r.status === 'pending' || r.status === 'failed') && !r.deadline,
    }));
}

/** The session a stage's money sits in: its own, or the checkout session it was captured from. */
export const sessionOf = (p: Pick<PaymentRow, 'providerPaymentId'>) => p.providerPaymentId?.split(':')[0] ?? null;

export interface CheckoutStart {
  payment_id: string;
  order_id: number;
  stage: PaymentStage;
  amount: number;
  reserve_amount: number;
  currency: string;
  hosted_url: string | null;
  already_paid: boolean;
}

export function createPaymentsService(app: FastifyInstance, provider: PaymentProvider) {
  const publicUrl = app.config.publicUrl;
  const mail = async (tx: Executor, order: OrderRow, subjectKey: string, bodyKey: string, params: Record<string, unknown> = {}) => {
    const lang = order.language as Language;
    const p = { id: order.id, name: order.firstName, link: `${publicUrl}/orders/${order.id}`, ...params };
    await app.messenger.email({ to: order.email, subject: translate(lang, subjectKey, p), text: translate(lang, bodyKey, p), template: bodyKey }, tx);
  };

  async function lockOrder(tx: Executor, orderId: number) {
    const [order] = await tx.select().from(orders).where(eq(orders.id, orderId)).limit(1).for('update');
    return order;
  }
  async function stagesOf(tx: Executor, orderId: number, lock = false) {
    const q = tx.select().from(payments).where(eq(payments.orderId, orderId)).orderBy(asc(payments.createdAt));
    return lock ? q.for('update') : q;
  }

  /** Releases the stock an order took (it goes back on sale). */
  async function releaseStock(tx: Executor, orderId: number) {
    const lines = await tx.select().from(orderLines).where(eq(orderLines.orderId, orderId));
    for (const l of lines) {
      if (l.vendorProductId)
        await tx
          .update(vendorProducts)
          .set({ stock: sql`${vendorProducts.stock} + ${l.quantity}` })
          .where(eq(vendorProducts.id, l.vendorProductId));
    }
  }

  /** A neighbour code for a paid order: neighbours within 350 m get 50% off shipping until the order's delivery period starts. */
  async function issueNeighbourCode(tx: Executor, order: OrderRow) {
    if (order.neighbourCode) return;
    const expiresAt = osloInstant(order.deliveryDateTo, '00:00');
    for (let i = 0; i < 5; i++) {
      const code = neighbourCodeFrom(randomBytes(NEIGHBOUR_CODE_RANDOM_BYTES));
      const inserted = await tx
        .insert(promoCodes)
        .values({
          code,
          kind: 'neighbour',
          ownerUserId: order.userId,
          sourceOrderId: order.id,
          vendorId: order.vendorId,
          firstName: order.firstName,
          lastName: order.lastName,
          deliveryPostcode: order.deliveryPostcode,
          lat: order.lat,
          lon: order.lon,
          deliveryDateFrom: order.deliveryDateFrom,
          deliveryDateTo: order.deliveryDateTo,
          expiresAt,
        })
        .onConflictDoNothing()
        .returning({ code: promoCodes.code });
      if (inserted.length) {
        await tx.update(orders).set({ neighbourCode: code, neighbourCodeExpiresAt: expiresAt }).where(eq(orders.id, order.id));
        return;
      }
    }
  }

  /** Effects of a stage becoming paid, run exactly once (by whoever made the transition). */
  async function onStagePaid(tx: Executor, order: OrderRow, payment: PaymentRow, session: ProviderSession | null, now: Date) {
    if (payment.stage === 'initial') {
      if (order.status === ORDER_STATUS.canceled) {
        // Paid after the order was withdrawn: give the money back at once.
        if (session) {
          await provider.refund(tx, session.id, payment.amount, `${payment.id}:late-refund`);
          await provider.release(tx, session.id, `${payment.id}:late-release`);
        }
        await tx.update(payments).set({ status: 'refunded', updatedAt: now }).where(eq(payments.id, payment.id));
        return;
      }
      if (session && session.reserveAmount > 0 && session.reservationExpiresAt) {
        await tx
          .update(payments)
          .set({ status: 'reserved', deadline: session.reservationExpiresAt, updatedAt: now })
          .where(and(eq(payments.orderId, order.id), inArray(payments.stage, ['confirmation', 'final']), eq(payments.status, 'pending')));
        await app.jobs.enqueue(tx, {
          kind: 'payment.reservation-expiry',
          payload: { orderId: order.id, sessionId: session.id },
          runAt: session.reservationExpiresAt,
          dedupeKey: `reservation-expiry:${session.id}`,
        });
      }
      if (order.status === ORDER_STATUS.suggested) {
        await tx.update(orders).set({ status: ORDER_STATUS.unconfirmed, updatedAt: now }).where(eq(orders.id, order.id));
      }
      await issueNeighbourCode(tx, order);
      await mail(tx, order, 'mail-order-paid-subject', 'mail-order-paid-body', { amount: (payment.amount / 100).toFixed(2) });
      return;
    }
    await mail(tx, order, 'mail-stage-paid-subject', 'mail-stage-paid-body', { amount: (payment.amount / 100).toFixed(2) });
  }

  /**
   * Brings our payment in line with the provider's session (the webhook and the browser's return both
   * end here). The order row, then the payment row, are locked; a status moves only along
   * canTransition, so duplicates, late events and races change nothing twice.
   */
  async function applySession(tx: Executor, session: ProviderSession, now = new Date()): Promise<{ paymentId: string | null; changed: boolean }> {
    const [found] = await tx
      .select({ id: payments.id, orderId: payments.orderId })
      .from(payments)
      .where(and(eq(payments.provider, provider.name), eq(payments.providerPaymentId, session.id)))
      .limit(1);
    if (!found) return { paymentId: null, changed: false }; // a superseded attempt
    const order = await lockOrder(tx, found.orderId);
    const [payment] = await tx.select().from(payments).where(eq(payments.id, found.id)).limit(1).for('update');
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
    if (target === 'paid') await onStagePaid(tx, order, moved, session, now);
    return { paymentId: payment.id, changed: true };
  }

  /** Creates the payment rows of a new order and the deadline job (in the order's transaction). */
  async function openPlan(tx: Executor, order: OrderRow, now = new Date()) {
    if (order.paymentMethod === 'invoice') {
      const due = osloInstant(addDays(order.deliveryDateTo, INVOICE_TERMS_DAYS), '23:59');
      await tx
        .insert(payments)
        .values({
          orderId: order.id,
          stage: 'final',
          amount: order.total,
          currency: order.currency,
          method: 'invoice',
          provider: 'invoice',
          providerPaymentId: `inv-${order.id}`,
          invoiceNumber: `VM-${String(order.id).padStart(7, '0')}`,
          deadline: due,
        })
        .onConflictDoNothing();
      return;
    }
    const amounts = planAmounts(order.total);
    await tx
      .insert(payments)
      .values(
        STAGES.map((stage) => ({
          orderId: order.id,
          stage,
          amount: amounts[stage],
          currency: order.currency,
          method: 'card',
          provider: provider.name,
          deadline: stage === 'initial' ? new Date(now.getTime() + INITIAL_DEADLINE_MS) : null,
        })),
      )
      .onConflictDoNothing();
    await app.jobs.enqueue(tx, {
      kind: 'payment.initial-deadline',
      payload: { orderId: order.id },
      runAt: new Date(now.getTime() + INITIAL_DEADLINE_MS),
      dedupeKey: `initial-deadline:${order.id}`,
    });
  }

  /**
   * Opens (or reopens) the hosted checkout for the stage due now. A live session is reused, so a
   * double click or a retried call never opens a second one; a new attempt cancels the old session
   * at the provider first, and if that one turns out paid, it counts instead.
   */
  async function startCheckout(tx: Executor, orderId: number, owner: OrderOwner, returnUrl: string, now = new Date()): Promise<CheckoutStart> {
    const order = await lockOrder(tx, orderId);
    if (!order || !ownsOrder(order, owner)) throw notFound('error-order-not-found');
    if (order.status === ORDER_STATUS.canceled || order.status === ORDER_STATUS.declined) throw conflict('order_canceled', 'error-order-canceled');
    if (order.paymentMethod === 'invoice') throw conflict('invoice_order', 'error-invoice-order');
    const rows = await stagesOf(tx, order.id, true);
    const progress = paymentProgress(stageStates(rows));
    const base = { order_id: order.id, currency: order.currency };
    if (!progress.dueStage) {
      const initial = rows.find((r) => r.stage === 'initial')!;
      if (progress.paidAmount > 0)
        return { ...base, payment_id: initial.id, stage: 'initial', amount: initial.amount, reserve_amount: 0, hosted_url: null, already_paid: true };
      throw conflict('nothing_due', 'error-nothing-to-pay');
    }
    let payment = rows.find((r) => r.stage === progress.dueStage)!;
    if (payment.providerPaymentId && payment.provider === provider.name) {
      const current = await provider.getSession(tx, payment.providerPaymentId);
      if (current?.status === 'open') {
        return {
          ...base,
          payment_id: payment.id,
          stage: payment.stage as PaymentStage,
          amount: current.chargeAmount,
          reserve_amount: current.reserveAmount,
          hosted_url: current.hostedUrl,
          already_paid: false,
        };
      }
      if (current?.status === 'charged') {
        await applySession(tx, current, now);
        return {
          ...base,
          payment_id: payment.id,
          stage: payment.stage as PaymentStage,
          amount: payment.amount,
          reserve_amount: 0,
          hosted_url: null,
          already_paid: true,
        };
      }
      if (current) await applySession(tx, current, now);
      const [reloaded] = await tx.select().from(payments).where(eq(payments.id, payment.id)).limit(1);
      if (!reloaded) throw notFound('error-order-not-found');
      payment = reloaded;
    }
    const reserve =
      payment.stage === 'initial' ? rows.filter((r) => r.stage !== 'initial' && r.status === 'pending' && !r.deadline).reduce((s, r) => s + r.amount, 0) : 0;
    const session = await provider.createSession(tx, {
      reference: payment.id,
      idempotencyKey: `${payment.id}:${payment.providerPaymentId ?? 'first'}`,
      chargeAmount: payment.amount,
      reserveAmount: reserve,
      currency: order.currency,
      description: translate(order.language as Language, 'payment-description', {
        id: order.id,
        stage: translate(order.language as Language, `payment-stage-${payment.stage}`),
      }),
      returnUrl,
    });
    await tx
      .update(payments)
      .set({ providerPaymentId: session.id, status: payment.status === 'failed' ? 'pending' : payment.status, failureReason: null, updatedAt: now })
      .where(eq(payments.id, payment.id));
    return {
      ...base,
      payment_id: payment.id,
      stage: payment.stage as PaymentStage,
      amount: session.chargeAmount,
      reserve_amount: session.reserveAmount,
      hosted_url: session.hostedUrl,
      already_paid: false,
    };
  }

  /** A webhook: recorded once per provider event id, then the session's current state is applied. */
  async function receiveWebhook(rawBody: string, signature: string | undefined, now = new Date()) {
    const event = provider.verifyWebhook(rawBody, signature, now);
    return app.db.transaction(async (tx) => {
      const inserted = await tx
        .insert(paymentEvents)
        .values({ provider: provider.name, eventId: event.id, type: event.type, payload: event as unknown as Record<string, unknown> })
        .onConflictDoNothing()
        .returning({ id: paymentEvents.id });
      if (!inserted.length) return { duplicate: true, applied: false };
      const session = await provider.getSession(tx, event.data.session_id);
      if (!session) return { duplicate: false, applied: false };
      const r = await applySession(tx, session, now);
      if (r.paymentId) await tx.update(paymentEvents).set({ paymentId: r.paymentId }).where(eq(paymentEvents.id, inserted[0]!.id));
      return { duplicate: false, applied: r.changed };
    });
  }

  /** The browser came back: ask the provider (never trust the browser) and apply what it says. */
  async function syncPayment(tx: Executor, paymentId: string, owner: OrderOwner, opts: { cancelIfOpen?: boolean } = {}, now = new Date()) {
    const [payment] = await tx.select().from(payments).where(eq(payments.id, paymentId)).limit(1);
    if (!payment) throw notFound('error-payment-not-found');
    const [order] = await tx.select().from(orders).where(eq(orders.id, payment.orderId)).limit(1);
    if (!order || !ownsOrder(order, owner)) throw notFound('error-payment-not-found');
    if (payment.providerPaymentId && payment.provider === provider.name) {
      let session = await provider.getSession(tx, payment.providerPaymentId);
      if (session?.status === 'open' && opts.cancelIfOpen) session = await provider.cancelSession(tx, session.id);
      if (session) await applySession(tx, session, now);
    }
    return payment.orderId;
  }

  /** Withdraws an order's money: refunds paid stages, releases reservations, closes open sessions. */
  async function unwindPayments(tx: Executor, orderId: number, now = new Date()) {
    const rows = await stagesOf(tx, orderId, true);
    for (const p of rows) {
      const sessionId = sessionOf(p);
      if (p.status === 'paid' && sessionId && p.provider === provider.name) {
        const r = await provider.refund(tx, sessionId, p.amount, `${p.id}:refund`);
        if (r.ok) await tx.update(payments).set({ status: 'refunded', updatedAt: now }).where(eq(payments.id, p.id));
      } else if (p.status === 'reserved') {
        await tx.update(payments).set({ status: 'canceled', updatedAt: now }).where(eq(payments.id, p.id));
      } else if (p.status === 'pending' || p.status === 'failed') {
        if (sessionId && p.provider === provider.name) {
          const s = await provider.cancelSession(tx, sessionId);
          if (s?.status === 'charged') {
            // Paid at the last moment: refund it.
            await provider.refund(tx, s.id, p.amount, `${p.id}:refund`);
            await tx.update(payments).set({ status: 'refunded', paidAt: now, updatedAt: now }).where(eq(payments.id, p.id));
            continue;
          }
        }
        await tx.update(payments).set({ status: 'canceled', updatedAt: now }).where(eq(payments.id, p.id));
      }
    }
    const initial = rows.find((r) => r.stage === 'initial');
    const checkoutSession = initial ? sessionOf(initial) : null;
    if (checkoutSession && initial?.provider === provider.name) await provider.release(tx, checkoutSession, `${initial.id}:release`);
  }

  /** Cancels an order and everything it holds (stock, money), in the caller's transaction. */
  async function cancelOrder(tx: Executor, order: OrderRow, reason: string, now = new Date()) {
    await tx.update(orders).set({ status: ORDER_STATUS.canceled, cancelReason: reason, canceledAt: now, updatedAt: now }).where(eq(orders.id, order.id));
    await releaseStock(tx, order.id);
    await unwindPayments(tx, order.id, now);
    await tx.update(promoCodes).set({ active: false }).where(eq(promoCodes.sourceOrderId, order.id));
  }

  /**
   * A later stage's moment has come (the vendor confirmed: confirmation; delivered: final). Captured
   * from the card reservation while it holds; otherwise it becomes due with a deadline of 4 working
   * days and the customer pays it by link.
   */
  async function requestStage(tx: Executor, orderId: number, stage: 'confirmation' | 'final', now = new Date()) {
    const order = await lockOrder(tx, orderId);
    if (!order) throw notFound('error-order-not-found');
    const rows = await stagesOf(tx, orderId, true);
    const payment = rows.find((r) => r.stage === stage);
    if (payment?.method !== 'card' || payment.status === 'paid') return { status: payment?.status ?? 'none' };
    const initial = rows.find((r) => r.stage === 'initial');
    const checkoutSession = initial ? sessionOf(initial) : null;
    if (payment.status === 'reserved' && checkoutSession) {
      const r = await provider.capture(tx, checkoutSession, payment.amount, `${payment.id}:capture`);
      if (r.ok) {
        const [moved] = await tx
          .update(payments)
          .set({ status: 'paid', paidAt: now, providerPaymentId: `${checkoutSession}:${stage}`, updatedAt: now })
          .where(and(eq(payments.id, payment.id), eq(payments.status, 'reserved')))
          .returning();
        if (moved) await onStagePaid(tx, order, moved, null, now);
        return { status: 'paid' as const };
      }
    }
    const deadline = osloInstant(addWorkingDays(osloToday(now), STAGE_WORKING_DAYS), '23:59');
    await tx
      .update(payments)
      .set({ status: payment.status === 'failed' ? 'failed' : 'pending', deadline, updatedAt: now })
      .where(eq(payments.id, payment.id));
    await app.jobs.enqueue(tx, {
      kind: 'payment.stage-deadline',
      payload: { paymentId: payment.id },
      runAt: deadline,
      dedupeKey: `stage-deadline:${payment.id}`,
    });
    await mail(tx, order, 'mail-stage-due-subject', 'mail-stage-due-body', {
      amount: (payment.amount / 100).toFixed(2),
      date: new Intl.DateTimeFormat('nb-NO', { timeZone: 'Europe/Oslo' }).format(deadline),
    });
    return { status: 'due' as const, deadline };
  }

  // Deadlines, enforced by the jobs table.
  app.jobs.define('payment.initial-deadline', async (tx, payload, { now }) => {
    const order = await lockOrder(tx, Number(payload.orderId));
    if (!order || order.status !== ORDER_STATUS.suggested) return;
    const rows = await stagesOf(tx, order.id, true);
    const initial = rows.find((r) => r.stage === 'initial');
    if (!initial || initial.status === 'paid') return;
    if (initial.providerPaymentId) {
      // Close the hosted page first; if the customer paid at the last second, that payment counts.
      const s = await provider.cancelSession(tx, initial.providerPaymentId);
      if (s?.status === 'charged') {
        await applySession(tx, s, now);
        return;
      }
    }
    await cancelOrder(tx, order, 'initial-payment-missed', now);
    await mail(tx, order, 'mail-order-released-subject', 'mail-order-released-body');
  });

  app.jobs.define('payment.reservation-expiry', async (tx, payload, { now }) => {
    const order = await lockOrder(tx, Number(payload.orderId));
    if (!order) return;
    await provider.release(tx, String(payload.sessionId), 'reservation-expiry');
    const rows = await stagesOf(tx, order.id, true);
    for (const p of rows.filter((r) => r.status === 'reserved')) {
      await tx.update(payments).set({ status: 'pending', deadline: null, updatedAt: now }).where(eq(payments.id, p.id));
    }
    if (order.status === ORDER_STATUS.canceled) return;
    // Stages whose moment has already come become due now.
    const confirmedOrLater: number[] = [ORDER_STATUS.confirmed, ORDER_STATUS.scheduled, ORDER_STATUS.inProgress, ORDER_STATUS.delivered];
    if (confirmedOrLater.includes(order.status)) await requestStage(tx, order.id, 'confirmation', now);
    if (order.status === ORDER_STATUS.delivered) await requestStage(tx, order.id, 'final', now);
  });

  app.jobs.define('payment.stage-deadline', async (tx, payload) => {
    const [payment] = await tx
      .select()
      .from(payments)
      .where(eq(payments.id, String(payload.paymentId)))
      .limit(1);
    if (!payment || payment.status === 'paid' || payment.status === 'canceled' || payment.status === 'refunded') return;
    const [order] = await tx.select().from(orders).where(eq(orders.id, payment.orderId)).limit(1);
    if (!order || order.status === ORDER_STATUS.canceled) return;
    await mail(tx, order, 'mail-stage-overdue-subject', 'mail-stage-overdue-body', { amount: (payment.amount / 100).toFixed(2) });
  });

  return {
    provider,
    openPlan,
    startCheckout,
    applySession,
    receiveWebhook,
    syncPayment,
    cancelOrder,
    unwindPayments,
    requestStage,
    releaseStock,
    stagesOf,
    issueNeighbourCode,
  };
}

export type PaymentsService = ReturnType<typeof createPaymentsService>;

/** A throwable for a return URL that leaves the shop. */
export function safeReturnPath(url: string): string {
  if (!url.startsWith('/') || url.startsWith('//') || url.includes('\\'))
    throw new AppError(422, 'validation_failed', 'error-return-url', {}, { return_url: 'error-return-url' });
  return url;
}
export type { WebhookEvent };
