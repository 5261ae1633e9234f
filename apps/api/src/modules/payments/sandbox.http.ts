import { expiryInFuture, line, luhnValid, normaliseCardNumber, SANDBOX_TEST_CARDS } from '@vedmarked/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelope, errorResponses, ok } from '../../lib/envelope.ts';
import { perAddress, RATE_LIMITS } from '../../lib/rate-limit.ts';
import { fieldError, notFound } from '../../lib/errors.ts';

const tags = ['sandbox'];
const params = z.object({ id: line().regex(/^sbx_[0-9a-f]{24}$/, { error: 'error-payment-not-found' }) });

const sessionView = z.object({
  id: z.string(),
  merchant: z.string(),
  description: z.string(),
  amount: z.number().int(),
  reserve_amount: z.number().int(),
  currency: z.string(),
  status: z.enum(['open', 'charged', 'failed', 'canceled', 'expired']),
  failure_reason: z.string().nullable(),
  expires_at: z.string(),
  test_cards: z.array(z.object({ number: z.string(), outcome: z.string() })),
});

function redirectFor(returnUrl: string, reference: string, status: string) {
  const sep = returnUrl.includes('?') ? '&' : '?';
  return `${returnUrl}${sep}payment_id=${encodeURIComponent(reference)}&status=${status}`;
}

/**
 * The sandbox provider's hosted payment page API (the page itself is /sandbox/pay/{id} in the web
 * app). It plays the provider: it takes test cards, moves sandbox money once, sends a signed webhook
 * and sends the customer back to the shop's return URL.
 */
// Long by design: a plugin is its module's route table. Each route declares its schemas and policy
// inline and its handler only calls the module's service or a workflow.
const sandboxHttp: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/sandbox/session/:id',
    {
      config: { policy: 'public' },
      schema: { tags, summary: 'A hosted payment session (what the payment page shows)', params, response: { 200: envelope(sessionView), ...errorResponses } },
    },
    async (req) => {
      const row = await app.sandbox.findRow(app.db, req.params.id);
      if (!row) throw notFound('error-payment-not-found');
      const s = (await app.sandbox.getSession(app.db, row.id))!;
      return ok({
        id: row.id,
        merchant: row.merchantName,
        description: row.description,
        amount: row.chargeAmount,
        reserve_amount: row.reserveAmount,
        currency: row.currency,
        status: s.status,
        failure_reason: s.failureReason,
        expires_at: row.expiresAt.toISOString(),
        test_cards: Object.entries(SANDBOX_TEST_CARDS).map(([number, outcome]) => ({ number, outcome })),
      });
    },
  );

  app.post(
    '/sandbox/session/:id/pay',
    {
      config: { policy: 'public', rateLimit: perAddress(RATE_LIMITS.payment) },
      schema: {
        tags,
        summary: 'Pays with a test card: 4242 4242 4242 4242 succeeds; the others decline, lack funds, are expired or fail in processing',
        params,
        body: z.strictObject({
          card_number: line().min(1, { error: 'validation-field-required' }),
          expiry: line().min(1, { error: 'validation-field-required' }),
          cvc: line().regex(/^\d{3,4}$/, { error: 'error-card-cvc' }),
          name: line().trim().min(2, { error: 'error-card-name' }).max(100),
        }),
        response: {
          200: envelope(
            z.object({ status: z.enum(['open', 'charged', 'failed', 'canceled', 'expired']), failure_reason: z.string().nullable(), redirect_url: z.string() }),
          ),
          ...errorResponses,
        },
      },
    },
    async (req) => {
      const number = normaliseCardNumber(req.body.card_number);
      if (!luhnValid(number)) throw fieldError({ card_number: 'error-card-number' });
      const outcome = SANDBOX_TEST_CARDS[number as keyof typeof SANDBOX_TEST_CARDS];
      if (!outcome) throw fieldError({ card_number: 'error-card-not-test' });
      // The expired test card is refused by the issuer; any other card needs a future expiry.
      if (outcome !== 'expired_card' && !expiryInFuture(req.body.expiry)) throw fieldError({ expiry: 'error-card-expiry' });
      const result = await app.db.transaction(async (tx) => {
        const row = await app.sandbox.findRow(tx, req.params.id);
        if (!row) throw notFound('error-payment-not-found');
        const s = await app.sandbox.pay(tx, row.id, outcome, number.slice(-4));
        return { s, row };
      });
      return ok({
        status: result.s.status,
        failure_reason: result.s.failureReason,
        redirect_url: redirectFor(result.row.returnUrl, result.row.reference, result.s.status),
      });
    },
  );

  app.post(
    '/sandbox/session/:id/cancel',
    {
      config: { policy: 'public', rateLimit: perAddress(RATE_LIMITS.payment) },
      schema: {
        tags,
        summary: 'The customer cancels on the payment page and goes back to the shop',
        params,
        response: { 200: envelope(z.object({ status: z.string(), redirect_url: z.string() })), ...errorResponses },
      },
    },
    async (req) => {
      const r = await app.db.transaction(async (tx) => {
        const row = await app.sandbox.findRow(tx, req.params.id);
        if (!row) throw notFound('error-payment-not-found');
        const s = await app.sandbox.cancelSession(tx, row.id);
        return { row, s: s! };
      });
      return ok({ status: r.s.status, redirect_url: redirectFor(r.row.returnUrl, r.row.reference, r.s.status) });
    },
  );
};

export default sandboxHttp;
