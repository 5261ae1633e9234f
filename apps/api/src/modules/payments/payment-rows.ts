import { PAYMENT_STAGES, type PaymentStage, stageStatesOf } from '@vedmarked/domain';
import { type Executor, payments } from '@vedmarked/db';
import { and, asc, eq } from 'drizzle-orm';

/** The payments module owns payments and payment_events (and the sandbox provider's tables). */

export type PaymentRow = typeof payments.$inferSelect;
export const STAGES: readonly PaymentStage[] = PAYMENT_STAGES;
export const stageStates = stageStatesOf;

/** The session a stage's money sits in: its own, or the checkout session it was captured from. */
export const sessionOf = (p: Pick<PaymentRow, 'providerPaymentId'>) => p.providerPaymentId?.split(':')[0] ?? null;

/** An order's payment stages, oldest first; locked for the caller's transaction when asked. */
export async function stagesOf(tx: Executor, orderId: number, lock = false): Promise<PaymentRow[]> {
  const q = tx.select().from(payments).where(eq(payments.orderId, orderId)).orderBy(asc(payments.createdAt));
  return lock ? q.for('update') : q;
}

export async function paymentById(db: Executor, id: string, opts: { lock?: boolean } = {}): Promise<PaymentRow | undefined> {
  const q = db.select().from(payments).where(eq(payments.id, id)).limit(1);
  const [row] = opts.lock ? await q.for('update') : await q;
  return row;
}

/** The payment a provider session belongs to (a superseded attempt has none). */
export async function paymentOfSession(db: Executor, provider: string, sessionId: string): Promise<{ id: string; orderId: number } | undefined> {
  const [found] = await db
    .select({ id: payments.id, orderId: payments.orderId })
    .from(payments)
    .where(and(eq(payments.provider, provider), eq(payments.providerPaymentId, sessionId)))
    .limit(1);
  return found;
}

/** Sets a payment's fields. */
export async function updatePayment(tx: Executor, id: string, set: Partial<typeof payments.$inferInsert>): Promise<void> {
  await tx.update(payments).set(set).where(eq(payments.id, id));
}
