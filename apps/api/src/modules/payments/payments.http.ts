import {
  checkoutStartView,
  createPaymentForm,
  idSchema,
  isCustomerRole,
  line,
  type OrderOwner,
  orderPaymentStartView,
  paymentStateView,
  sessionIdSchema,
} from '@vedmarked/domain';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelope, errorResponses, ok } from '../../lib/envelope.ts';
import { AppError, fieldError } from '../../lib/errors.ts';
import { perAddress, RATE_LIMITS } from '../../lib/rate-limit.ts';
import { transaction } from '../../lib/transaction.ts';
import { checkoutAccount, readPlaceOrderRequest } from '../checkout/index.ts';
import { loadSummaries } from '../orders/index.ts';
import { safeReturnPath } from './payments.service.ts';
import { SIGNATURE_HEADER, WebhookSignatureError } from './sandbox-provider.ts';

const tags = ['payment'];
/** The order's owner: the signed-in customer and/or the browser session (session_id in the body or the query). */
function ownerOf(req: FastifyRequest, sessionId: string | undefined): OrderOwner {
  const fromQuery = (req.query as { session_id?: string } | undefined)?.session_id;
  return { userId: req.user && isCustomerRole(req.user.role) ? req.user.id : null, sessionId: sessionId ?? fromQuery ?? null };
}
const sessionQuery = z.object({ session_id: sessionIdSchema.optional() });

const returnUrl = line().max(500);

/** Card payments through the provider (the spec's "dibs" calls) and the provider's webhook. */
// biome-ignore lint/complexity/noExcessiveLinesPerFunction: a route plugin declares its routes one after another; each handler is a few lines that call the service.
const paymentsHttp: FastifyPluginAsyncZod = async (app) => {
  // The webhook signature covers the exact bytes: keep the raw body for it.
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (req, body, done) => {
    (req as FastifyRequest & { rawBody?: string }).rawBody = body as string;
    try {
      done(null, body === '' ? undefined : JSON.parse(body as string));
    } catch {
      done(new AppError(400, 'bad_request', 'bad-request'), undefined);
    }
  });

  /** Opens the hosted payment in its own transaction; a session opened at the provider is cancelled if that transaction fails. */
  const startPayment = (orderId: number, owner: OrderOwner, ret: string) =>
    transaction(
      app.db,
      (tx, onRollback) => app.payments.startCheckout(tx, orderId, owner, ret, { onRollback }),
      (err) => app.log.warn({ err }, 'payment session compensation failed'),
    );

  app.post(
    '/payment/create-dibs-payment',
    {
      config: { policy: 'checkout', form: createPaymentForm, rateLimit: perAddress(RATE_LIMITS.placeOrder) },
      schema: {
        tags,
        summary: 'Places the order from the cart (idempotent) and opens the hosted card payment for its first 10%',
        description: 'The order fields of /order/add (multipart or JSON) plus idempotency_key and return_url (a path in the shop).',
        consumes: ['multipart/form-data', 'application/json'],
        response: { 200: envelope(orderPaymentStartView), ...errorResponses },
      },
    },
    async (req) => {
      const { input, fields } = await readPlaceOrderRequest(req, { forceCard: true });
      const placed = await app.workflows.placeOrder(input);
      const account = await checkoutAccount(app, placed.createdUserId, req);
      const ret = safeReturnPath(String((fields.return_url as string | undefined) || '/checkout-success'));
      const owner = { userId: placed.order.userId, sessionId: placed.order.sessionId };
      const payment = await startPayment(placed.order.id, owner, ret);
      const [summary] = await loadSummaries(app.db, [placed.order]);
      return ok({ order: summary!, payment, account });
    },
  );

  app.post(
    '/payment/create-dibs-payment-by-order-id',
    {
      config: { policy: 'checkout', rateLimit: perAddress(RATE_LIMITS.payment) },
      schema: {
        tags,
        summary: 'Opens (or reopens) the hosted card payment for what an order owes now; a live session is reused',
        querystring: sessionQuery,
        body: z.strictObject({
          order_ids: z.array(idSchema).min(1).max(1, { error: 'error-one-order-per-payment' }),
          return_url: returnUrl,
          payment_id: line({ error: 'validation-invalid' }).max(100).optional(),
          session_id: sessionIdSchema.optional(),
        }),
        response: { 200: envelope(checkoutStartView), ...errorResponses },
      },
    },
    async (req) => {
      const ret = safeReturnPath(req.body.return_url);
      const owner = ownerOf(req, req.body.session_id);
      if (!owner.userId && !owner.sessionId) throw fieldError({ session_id: 'validation-field-required' });
      return ok(await startPayment(req.body.order_ids[0]!, owner, ret));
    },
  );

  const paymentIdBody = z.strictObject({ payment_id: z.uuid({ error: 'error-payment-not-found' }), session_id: sessionIdSchema.optional() });

  // After the customer's return from the payment page: both ask the provider, never the browser.
  const returns = [
    {
      url: '/payment/set-order-status-by-payment-id',
      summary: 'After the return from the payment page: asks the provider and updates the order (idempotent)',
      cancelIfOpen: false,
    },
    { url: '/payment/failed', summary: 'The customer gave up or the payment failed: closes the open session and records why', cancelIfOpen: true },
  ] as const;
  for (const r of returns) {
    app.post(
      r.url,
      {
        config: { policy: 'checkout', rateLimit: perAddress(RATE_LIMITS.payment) },
        schema: { tags, summary: r.summary, querystring: sessionQuery, body: paymentIdBody, response: { 200: envelope(paymentStateView), ...errorResponses } },
      },
      async (req) => {
        const owner = ownerOf(req, req.body.session_id);
        await app.db.transaction((tx) => app.payments.syncPayment(tx, req.body.payment_id, owner, { cancelIfOpen: r.cancelIfOpen }));
        return ok(await app.payments.paymentState(req.body.payment_id));
      },
    );
  }

  app.post(
    '/payment/webhook/sandbox',
    {
      config: { policy: 'public', rateLimit: perAddress(RATE_LIMITS.webhook) },
      schema: {
        tags,
        summary: 'Signed provider events (HMAC-SHA256 in x-sandbox-signature); each event id is applied once',
        hide: false,
        response: { 200: envelope(z.object({ received: z.literal(true), duplicate: z.boolean() })), ...errorResponses },
      },
    },
    async (req) => {
      const raw = (req as FastifyRequest & { rawBody?: string }).rawBody ?? '';
      const sig = req.headers[SIGNATURE_HEADER];
      try {
        const r = await app.payments.receiveWebhook(raw, Array.isArray(sig) ? sig[0] : sig);
        return ok({ received: true as const, duplicate: r.duplicate });
      } catch (e) {
        if (e instanceof WebhookSignatureError) throw new AppError(401, 'bad_signature', 'error-webhook-signature');
        throw e;
      }
    },
  );
};

export default paymentsHttp;
