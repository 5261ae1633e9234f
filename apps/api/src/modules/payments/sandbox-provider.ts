import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { CARD_RESERVATION_DAYS } from '@vedmarked/domain';
import { type Executor, sandboxOperations, sandboxPayments } from '@vedmarked/db';
import { and, eq, sql } from 'drizzle-orm';
import type { CreateSessionInput, PaymentProvider, ProviderSession, WebhookEvent } from './provider.ts';

export const SANDBOX_SESSION_TTL_MS = 30 * 60_000;
export const WEBHOOK_TOLERANCE_S = 300;
export const SIGNATURE_HEADER = 'x-sandbox-signature';

type Row = typeof sandboxPayments.$inferSelect;

export function signPayload(secret: string, body: string, timestamp: number): string {
  const mac = createHmac('sha256', secret).update(`${timestamp}.${body}`).digest('hex');
  return `t=${timestamp},v1=${mac}`;
}

function toSession(r: Row, now = new Date()): ProviderSession {
  const expired = r.status === 'open' && r.expiresAt.getTime() <= now.getTime();
  return {
    id: r.id,
    hostedUrl: `/sandbox/pay/${r.id}`,
    status: expired ? 'expired' : (r.status as ProviderSession['status']),
    chargeAmount: r.chargeAmount,
    reserveAmount: r.reserveAmount,
    capturedAmount: r.capturedAmount,
    refundedAmount: r.refundedAmount,
    releasedAmount: r.releasedAmount,
    failureReason: expired ? 'expired' : r.failureReason,
    reservationExpiresAt: r.reservationExpiresAt,
  };
}

/**
 * The sandbox card provider: hosted page at /sandbox/pay/{id}, test cards, HMAC-signed webhooks
 * (delivered by the jobs table, retried until accepted). It keeps its own books in sandbox_* tables
 * and never moves money twice for one idempotency key.
 */
// biome-ignore lint/complexity/noExcessiveLinesPerFunction: one closure holds the provider's methods over its two tables; each method is short.
export function createSandboxProvider(opts: { secret: string; onEvent: (db: Executor, event: WebhookEvent) => Promise<void> }): PaymentProvider & {
  pay(db: Executor, id: string, outcome: 'success' | string, last4: string, now?: Date): Promise<ProviderSession>;
  findRow(db: Executor, id: string): Promise<Row | undefined>;
} {
  async function load(db: Executor, id: string, forUpdate = false) {
    const q = db.select().from(sandboxPayments).where(eq(sandboxPayments.id, id)).limit(1);
    const [row] = forUpdate ? await q.for('update') : await q;
    return row;
  }
  async function emit(db: Executor, row: Row, type: string) {
    const s = toSession(row);
    await opts.onEvent(db, {
      id: `evt_${randomBytes(12).toString('hex')}`,
      type,
      created: new Date().toISOString(),
      data: { session_id: row.id, reference: row.reference, status: s.status, failure_reason: s.failureReason },
    });
  }
  /** Records a money movement once per key; returns false when that key already moved money. */
  async function operation(db: Executor, id: string, kind: 'charge' | 'reserve' | 'capture' | 'refund' | 'release', key: string, amount: number) {
    const inserted = await db
      .insert(sandboxOperations)
      .values({ sandboxPaymentId: id, kind, idempotencyKey: key, amount })
      .onConflictDoNothing()
      .returning({ id: sandboxOperations.id });
    return inserted.length > 0;
  }

  return {
    name: 'sandbox',
    async createSession(db, input: CreateSessionInput) {
      const id = `sbx_${randomBytes(12).toString('hex')}`;
      await db
        .insert(sandboxPayments)
        .values({
          id,
          reference: input.reference,
          idempotencyKey: input.idempotencyKey,
          chargeAmount: input.chargeAmount,
          reserveAmount: input.reserveAmount,
          currency: input.currency,
          description: input.description.slice(0, 300),
          merchantName: 'Vedmarked',
          returnUrl: input.returnUrl,
          expiresAt: new Date(Date.now() + SANDBOX_SESSION_TTL_MS),
        })
        .onConflictDoNothing();
      const [row] = await db.select().from(sandboxPayments).where(eq(sandboxPayments.idempotencyKey, input.idempotencyKey)).limit(1);
      return toSession(row!);
    },
    async getSession(db, id) {
      const row = await load(db, id);
      return row ? toSession(row) : null;
    },
    findRow: (db, id) => load(db, id),
    async cancelSession(db, id) {
      const row = await load(db, id, true);
      if (!row) return null;
      if (row.status === 'open') {
        const [updated] = await db
          .update(sandboxPayments)
          .set({ status: 'canceled', failureReason: 'canceled', completedAt: new Date() })
          .where(and(eq(sandboxPayments.id, id), eq(sandboxPayments.status, 'open')))
          .returning();
        if (updated) {
          await emit(db, updated, 'payment.canceled');
          return toSession(updated);
        }
      }
      return toSession(row);
    },
    async pay(db, id, outcome, last4, now = new Date()) {
      const row = await load(db, id, true);
      if (!row) throw new Error('no such sandbox session');
      const current = toSession(row, now);
      if (current.status !== 'open') return current;
      const success = outcome === 'success';
      const [updated] = await db
        .update(sandboxPayments)
        .set({
          status: success ? 'charged' : 'failed',
          failureReason: success ? null : outcome,
          cardLast4: last4,
          completedAt: now,
          reservationExpiresAt: success && row.reserveAmount > 0 ? new Date(now.getTime() + CARD_RESERVATION_DAYS * 86_400_000) : null,
        })
        .where(and(eq(sandboxPayments.id, id), eq(sandboxPayments.status, 'open')))
        .returning();
      if (!updated) return toSession((await load(db, id))!, now);
      if (success) {
        await operation(db, id, 'charge', 'checkout', row.chargeAmount);
        if (row.reserveAmount > 0) await operation(db, id, 'reserve', 'checkout', row.reserveAmount);
      }
      await emit(db, updated, success ? 'payment.charged' : 'payment.failed');
      return toSession(updated, now);
    },
    async capture(db, id, amount, key) {
      const row = await load(db, id, true);
      if (row?.status !== 'charged') return { ok: false, reason: 'not-charged' };
      if (row.reservationExpiresAt && row.reservationExpiresAt.getTime() <= Date.now()) return { ok: false, reason: 'reservation-expired' };
      if (row.capturedAmount + row.releasedAmount + amount > row.reserveAmount) return { ok: false, reason: 'exceeds-reservation' };
      if (!(await operation(db, id, 'capture', key, amount))) return { ok: true }; // already captured under this key
      const [updated] = await db
        .update(sandboxPayments)
        .set({ capturedAmount: sql`${sandboxPayments.capturedAmount} + ${amount}` })
        .where(eq(sandboxPayments.id, id))
        .returning();
      await emit(db, updated!, 'payment.captured');
      return { ok: true };
    },
    async refund(db, id, amount, key) {
      const row = await load(db, id, true);
      if (row?.status !== 'charged') return { ok: false, reason: 'not-charged' };
      if (row.refundedAmount + amount > row.chargeAmount + row.capturedAmount) return { ok: false, reason: 'exceeds-paid' };
      if (!(await operation(db, id, 'refund', key, amount))) return { ok: true };
      const [updated] = await db
        .update(sandboxPayments)
        .set({ refundedAmount: sql`${sandboxPayments.refundedAmount} + ${amount}` })
        .where(eq(sandboxPayments.id, id))
        .returning();
      await emit(db, updated!, 'payment.refunded');
      return { ok: true };
    },
    async release(db, id, key) {
      const row = await load(db, id, true);
      if (row?.status !== 'charged') return;
      const left = row.reserveAmount - row.capturedAmount - row.releasedAmount;
      if (left <= 0 || !(await operation(db, id, 'release', key, left))) return;
      await db
        .update(sandboxPayments)
        .set({ releasedAmount: sql`${sandboxPayments.releasedAmount} + ${left}` })
        .where(eq(sandboxPayments.id, id));
    },
    verifyWebhook(rawBody, header, now = new Date()) {
      const parts = Object.fromEntries((header ?? '').split(',').map((p) => p.trim().split('=') as [string, string]));
      const t = Number(parts.t);
      if (!parts.v1 || !Number.isFinite(t)) throw new WebhookSignatureError('missing signature');
      if (Math.abs(now.getTime() / 1000 - t) > WEBHOOK_TOLERANCE_S) throw new WebhookSignatureError('stale signature');
      const expected = signPayload(opts.secret, rawBody, t).split('v1=')[1]!;
      const a = Buffer.from(expected, 'hex');
      const b = Buffer.from(parts.v1, 'hex');
      if (a.length !== b.length || !timingSafeEqual(a, b)) throw new WebhookSignatureError('bad signature');
      const event = JSON.parse(rawBody) as WebhookEvent;
      if (!event?.id || !event.data?.session_id) throw new WebhookSignatureError('malformed event');
      return event;
    },
  };
}

export class WebhookSignatureError extends Error {}
export type SandboxProvider = ReturnType<typeof createSandboxProvider>;
