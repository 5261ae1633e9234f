import './messages.ts';
import { checkCodeBody, orderAddFields, orderAddForm, orderFields } from '@vedmarked/domain';
import { users, vendors } from '@vedmarked/db';
import { eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelope, errorResponses, ok } from '../../lib/envelope.ts';
import { perAddress, RATE_LIMITS } from '../../lib/rate-limit.ts';
import { AppError } from '../../lib/errors.ts';
import { lookupPromoCode } from '../cart/promo.ts';
import { loadSummaries, orderSummaryView } from '../orders/order-views.ts';
import { addOrder, checkOrder, type PlacedOrder } from './checkout.service.ts';
import { checkImageTypes, parseFields, processImages, readOrderRequest } from './order-request.ts';

const tags = ['orders'];
const multipartNote = 'multipart/form-data (booleans as 1/0, null as empty text, address_image_ids[] and images[] files) or JSON';

export const accountView = z
  .object({
    access_token: z.string(),
    expires_at: z.string(),
    user: z.object({ id: z.number().int(), email: z.string(), role: z.string(), first_name: z.string().nullable(), last_name: z.string().nullable() }),
  })
  .nullable();

/** Reads, validates and places an order (shared by order/add and payment/create-dibs-payment). */
export async function placeOrderFromRequest(app: FastifyInstance, req: FastifyRequest, opts: { forceCard?: boolean } = {}) {
  const { fields, images } = await readOrderRequest(req);
  const f = parseFields(orderFields, fields);
  const { idempotency_key } = parseFields(orderAddFields, fields);
  if (opts.forceCard && f.payment_method !== 'card') throw new AppError(422, 'validation_failed', 'error-card-only', {}, { payment_method: 'error-card-only' });
  const processed = await processImages(images);
  const placed = await addOrder(app, app.payments, f, idempotency_key, processed, { user: req.user, sessionId: f.session_id, lang: req.lang });
  return { placed, fields, account: await accountFor(app, placed, req) };
}

/** A guest who created an account at checkout is signed in on this device. */
async function accountFor(app: FastifyInstance, placed: PlacedOrder, req: FastifyRequest) {
  if (!placed.createdUserId) return null;
  const { token, expiresAt } = await app.issueToken(placed.createdUserId, { ip: req.ip, userAgent: req.headers['user-agent'] });
  const [u] = await app.db.select().from(users).where(eq(users.id, placed.createdUserId)).limit(1);
  return {
    access_token: token,
    expires_at: expiresAt.toISOString(),
    user: { id: u!.id, email: u!.email, role: u!.role, first_name: u!.firstName, last_name: u!.lastName },
  };
}

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
        response: {
          200: envelope(
            z.object({
              valid: z.literal(true),
              summary: z.object({
                products_subtotal: z.number().int(),
                carry_price: z.number().int(),
                shipping: z.number().int(),
                period_extra: z.number().int(),
                discount: z.number().int(),
                total: z.number().int(),
                currency: z.string(),
                delivery_date_from: z.string(),
                delivery_date_to: z.string(),
                vendor: z.object({ id: z.number().int(), name: z.string() }),
                code_applies: z.boolean(),
              }),
            }),
          ),
          ...errorResponses,
        },
      },
    },
    async (req) => {
      const { fields, images } = await readOrderRequest(req);
      const f = parseFields(orderFields, fields);
      await checkImageTypes(images);
      return ok((await checkOrder(app.db, f, images, { user: req.user, sessionId: f.session_id, lang: req.lang })) as { valid: true; summary: never });
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
        response: { 200: envelope(z.object({ order: orderSummaryView, replayed: z.boolean(), account: accountView })), ...errorResponses },
      },
    },
    async (req) => {
      const { placed, account } = await placeOrderFromRequest(app, req);
      const [summary] = await loadSummaries(app.db, [placed.order]);
      return ok({ order: summary!, replayed: placed.replayed, account });
    },
  );

  app.post(
    '/order/check-code',
    {
      config: { policy: 'checkout', rateLimit: perAddress(RATE_LIMITS.checkCode) },
      schema: {
        tags,
        summary: 'Checks a group or neighbour code; an expired code has its own error code',
        body: checkCodeBody,
        response: {
          200: envelope(
            z.object({
              code: z.string(),
              kind: z.enum(['neighbour', 'group']),
              first_name: z.string().nullable(),
              last_name: z.string().nullable(),
              delivery_postcode: z.string().nullable(),
              delivery_date_from: z.string().nullable(),
              delivery_date_to: z.string().nullable(),
              vendor_id: z.number().int().nullable(),
              vendor_name: z.string().nullable(),
              productExtraCost: z.number().int(),
              expires_at: z.string().nullable(),
            }),
          ),
          ...errorResponses,
        },
      },
    },
    async (req) => {
      const r = await lookupPromoCode(app.db, req.body.code);
      if (r.status === 'not-found') throw new AppError(422, 'promo_not_found', 'error-promo-not-found', {}, { code: 'error-promo-not-found' });
      if (r.status === 'expired') throw new AppError(422, 'promo_expired', 'error-promo-expired', {}, { code: 'error-promo-expired' });
      const p = r.promo;
      const [v] = p.vendorId ? await app.db.select({ name: vendors.name }).from(vendors).where(eq(vendors.id, p.vendorId)) : [];
      return ok({
        code: p.code,
        kind: p.kind,
        first_name: p.firstName,
        last_name: p.lastName ? `${p.lastName[0]}.` : null,
        delivery_postcode: p.deliveryPostcode,
        delivery_date_from: p.deliveryDateFrom,
        delivery_date_to: p.deliveryDateTo,
        vendor_id: p.vendorId,
        vendor_name: v?.name ?? null,
        productExtraCost: p.productExtraCost,
        expires_at: p.expiresAt?.toISOString() ?? null,
      });
    },
  );
};

export default checkoutHttp;
