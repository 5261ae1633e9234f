import { orderAddForm, orderCheckView, orderFields, orderPlacedView, ratesOf } from '@vedmarked/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { envelope, errorResponses, ok } from '../../lib/envelope.ts';
import { perAddress, RATE_LIMITS } from '../../lib/rate-limit.ts';
import { loadSummaries } from '../orders/index.ts';
import { checkOrder } from './checkout.service.ts';
import { checkImageTypes, parseFields, readOrderRequest } from './order-request.ts';
import { checkoutAccount, readPlaceOrderRequest } from './place-order-request.ts';

const tags = ['orders'];
const multipartNote = 'multipart/form-data (booleans as 1/0, null as empty text, address_image_ids[] and images[] files) or JSON';

/** The delivery step: check the order, then place it (the place-order workflow). Codes are checked by the promo module. */
const checkoutHttp: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/order/check-order',
    {
      config: { policy: 'checkout', form: orderFields, rateLimit: perAddress(RATE_LIMITS.checkOrder) },
      schema: {
        tags,
        summary: 'Checks the delivery step against the cart; every problem comes back as a field error',
        description: multipartNote,
        consumes: ['multipart/form-data', 'application/json'],
        response: { 200: envelope(orderCheckView), ...errorResponses },
      },
    },
    async (req) => {
      const { fields, images } = await readOrderRequest(req);
      const f = parseFields(orderFields, fields);
      await checkImageTypes(images);
      const ctx = { user: req.user, sessionId: f.session_id, lang: req.lang, ip: req.ip, ...ratesOf(await app.settings.get()) };
      return ok(await checkOrder(app.db, f, images, ctx, { exempt: app.config.rateLimitAllow }));
    },
  );

  app.post(
    '/order/add',
    {
      config: { policy: 'checkout', form: orderAddForm, rateLimit: perAddress(RATE_LIMITS.placeOrder) },
      schema: {
        tags,
        summary: 'Places the order from the cart, once per idempotency_key (card orders then go to payment; invoice orders are placed)',
        description: `${multipartNote}; plus idempotency_key`,
        consumes: ['multipart/form-data', 'application/json'],
        response: { 200: envelope(orderPlacedView), ...errorResponses },
      },
    },
    async (req) => {
      const { input } = await readPlaceOrderRequest(req);
      const placed = await app.workflows.placeOrder(input);
      const account = await checkoutAccount(app, placed.createdUserId, req);
      const [summary] = await loadSummaries(app.db, [placed.order]);
      return ok({ order: summary!, replayed: placed.replayed, account });
    },
  );
};

export default checkoutHttp;
