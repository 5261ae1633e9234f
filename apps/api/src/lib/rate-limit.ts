import type { FastifyRequest } from 'fastify';
import { AppError } from './errors.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * The route is throttled by the sign-in attempts limiter (auth/attempts.ts: per account and per
     * address, in the database) rather than by a route limit. Said here so that the abuse test
     * (apps/api/test/abuse.test.ts) knows every guest route is throttled one way or the other.
     */
    attemptsLimited?: true;
  }
}

/**
 * Limits per client address of the calls anyone may make without signing in (issue 14). Each
 * answers a named abuse: guessing (codes, order lookups), enumeration (which e-mails are
 * registered), mail bombing, and work a stranger can make the server do (decoding photos, placing
 * orders). The numbers leave room for a household behind one address and for the browser journeys.
 */
export const RATE_LIMITS = {
  /** Placing an order (and opening its card payment): photos are decoded, stock is reserved. */
  placeOrder: { max: 20, windowMinutes: 10 },
  /** Checking the delivery step before placing it. */
  checkOrder: { max: 60, windowMinutes: 10 },
  /** Looking up a group or neighbour code: a guess reveals a neighbour's first name. */
  checkCode: { max: 30, windowMinutes: 10 },
  /** Reset links, verification codes and new passwords: each call may send an e-mail or test a token. */
  accountMail: { max: 10, windowMinutes: 15 },
  /** Sign-up: creates an account and sends an e-mail. */
  signUp: { max: 20, windowMinutes: 10 },
  /** Cart changes of anonymous sessions. */
  cart: { max: 300, windowMinutes: 10 },
  /** Payment steps after an order exists (reopening, returning from the payment page, giving up, cancelling). */
  payment: { max: 60, windowMinutes: 10 },
  /** The payment provider's webhook (its own few addresses; a signature is checked on every call). */
  webhook: { max: 600, windowMinutes: 1 },
} as const;

/**
 * A @fastify/rate-limit route config: at most `max` calls per client address in the window,
 * counted before anything else is done (onRequest: before the body is read), answered with 429
 * `rate_limited` in the envelope, a translated message and Retry-After.
 *
 * The counts live in this process's memory: behind several API processes each keeps its own
 * (docs/security.md says what that means and how to share them).
 */
export function perAddress(limit: { max: number; windowMinutes: number }, messageKey = 'too-many-requests') {
  return {
    max: limit.max,
    timeWindow: limit.windowMinutes * 60_000,
    errorResponseBuilder: (_req: FastifyRequest, ctx: { ttl: number }) => {
      const seconds = Math.max(1, Math.ceil(ctx.ttl / 1000));
      return new AppError(429, 'rate_limited', messageKey, { minutes: Math.ceil(seconds / 60), retryAfterSeconds: seconds });
    },
  };
}
