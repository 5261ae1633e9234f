import type { Executor } from '@vedmarked/db';

/** A hosted checkout session at a card payment provider. */
export interface ProviderSession {
  id: string;
  /** Where the customer pays (the provider's hosted page). */
  hostedUrl: string;
  status: 'open' | 'charged' | 'failed' | 'canceled' | 'expired';
  chargeAmount: number;
  reserveAmount: number;
  capturedAmount: number;
  refundedAmount: number;
  releasedAmount: number;
  failureReason: string | null;
  reservationExpiresAt: Date | null;
}

export interface CreateSessionInput {
  /** Our payment id: the provider sends it back in webhooks and on the return URL. */
  reference: string;
  /** The same key twice gives the same session (a retried call never opens two). */
  idempotencyKey: string;
  /** Charged at once. */
  chargeAmount: number;
  /** Reserved on the card for later captures (up to 14 days). */
  reserveAmount: number;
  currency: string;
  description: string;
  returnUrl: string;
}

/**
 * What the shop needs from a card payment provider (the spec's "dibs" calls). The built-in sandbox
 * implements it inside the app; an adapter for a real provider (Nets Easy) implements the same.
 * Providers that keep their books in the shop's database take the caller's transaction.
 */
export interface PaymentProvider {
  readonly name: string;
  createSession(db: Executor, input: CreateSessionInput): Promise<ProviderSession>;
  getSession(db: Executor, id: string): Promise<ProviderSession | null>;
  /** Cancels an open session; returns the session as it ends up (it may have been paid meanwhile). */
  cancelSession(db: Executor, id: string): Promise<ProviderSession | null>;
  /** Captures part of the reservation; the key makes a retried capture happen once. */
  capture(db: Executor, id: string, amount: number, idempotencyKey: string): Promise<{ ok: boolean; reason?: string }>;
  refund(db: Executor, id: string, amount: number, idempotencyKey: string): Promise<{ ok: boolean; reason?: string }>;
  /** Releases what is left of the reservation. */
  release(db: Executor, id: string, idempotencyKey: string): Promise<void>;
  /** Checks a webhook's signature and returns its event, or throws. */
  verifyWebhook(rawBody: string, signatureHeader: string | undefined, now?: Date): WebhookEvent;
}

export interface WebhookEvent {
  id: string;
  type: string;
  created: string;
  data: { session_id: string; reference: string; status: ProviderSession['status']; failure_reason?: string | null };
}
