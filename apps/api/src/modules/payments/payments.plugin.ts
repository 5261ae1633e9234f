import fp from 'fastify-plugin';
import { createPaymentsService, type PaymentsService } from './payments.service.ts';
import { createSandboxProvider, SIGNATURE_HEADER, type SandboxProvider, signPayload } from './sandbox-provider.ts';

declare module 'fastify' {
  interface FastifyInstance {
    payments: PaymentsService;
    sandbox: SandboxProvider;
  }
}

export const WEBHOOK_PATH = '/api/payment/webhook/sandbox';

/**
 * The payment provider and the payment service, shared by the checkout, payment and order modules.
 * The sandbox sends its webhooks through the jobs table (retried until the shop answers 2xx), signed
 * with PAYMENT_WEBHOOK_SECRET, to the shop's own webhook route.
 */
export default fp(
  async (app) => {
    const sandbox = createSandboxProvider({
      secret: app.config.paymentWebhookSecret,
      onEvent: (db, event) => app.jobs.enqueue(db, { kind: 'sandbox.webhook', payload: { event } }),
    });
    app.decorate('sandbox', sandbox);
    app.decorate('payments', createPaymentsService(app, sandbox));

    app.jobs.defineOutside('sandbox.webhook', async (payload) => {
      const body = JSON.stringify(payload.event);
      const res = await app.inject({
        method: 'POST',
        url: WEBHOOK_PATH,
        headers: { 'content-type': 'application/json', [SIGNATURE_HEADER]: signPayload(app.config.paymentWebhookSecret, body, Math.floor(Date.now() / 1000)) },
        payload: body,
      });
      if (res.statusCode >= 300) throw new Error(`webhook answered ${res.statusCode}: ${res.body.slice(0, 200)}`);
    });
  },
  { name: 'payments-core', dependencies: ['jobs', 'mail', 'db', 'events'] },
);
