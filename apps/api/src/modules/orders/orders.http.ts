import {
  cartRepeatedView,
  idParams,
  isCustomerRole,
  line,
  orderCanceledView,
  orderDetailView,
  orderSummaryView,
  postcodeSchema,
  sessionIdSchema,
} from '@vedmarked/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelope, errorResponses, ok } from '../../lib/envelope.ts';
import { perAddress, RATE_LIMITS } from '../../lib/rate-limit.ts';
import { fieldError, forbidden, notFound } from '../../lib/errors.ts';
import { requireUser } from '../../plugins/auth.ts';
import { renderInvoicePdf } from './invoice-pdf.ts';
import { orderById, customerOrders } from './order-store.ts';
import { invoiceLanguage, loadDetail, loadSummaries, orderImageFile, verifyImageSignature } from './order-views.ts';
import { invoiceSeller, repeatOrder } from './orders.service.ts';

const tags = ['orders'];

/** The customer's orders (spec sections 2 and 7: GET /{role}/order/list and /{role}/order/show/{id}). */
// biome-ignore lint/complexity/noExcessiveLinesPerFunction: a route plugin declares its routes one after another; each handler is a few lines that call the service.
const ordersHttp: FastifyPluginAsyncZod = async (app) => {
  const imageSecret = `${app.config.jwtSecret}:order-images`;

  async function ownOrder(userId: number, id: number) {
    const order = await orderById(app.db, id);
    if (!order || order.userId !== userId) throw notFound('error-order-not-found');
    return order;
  }

  for (const role of ['customer', 'customer-company'] as const) {
    app.get(
      `/${role}/order/list`,
      {
        config: { policy: 'customer' },
        schema: { tags, summary: "The signed-in customer's orders, newest first", response: { 200: envelope(z.array(orderSummaryView)), ...errorResponses } },
      },
      async (req) => {
        const user = requireUser(req.user);
        return ok(await loadSummaries(app.db, await customerOrders(app.db, user.id)));
      },
    );

    app.get(
      `/${role}/order/show/:id`,
      {
        config: { policy: 'customer' },
        schema: { tags, summary: 'One of the customer’s orders, in full', params: idParams, response: { 200: envelope(orderDetailView), ...errorResponses } },
      },
      async (req) => {
        const user = requireUser(req.user);
        return ok(await loadDetail(app.db, await ownOrder(user.id, req.params.id), imageSecret, req.lang));
      },
    );

    app.get(
      `/${role}/order/invoice/:id`,
      {
        config: { policy: 'customer' },
        schema: { tags, summary: 'The invoice (or receipt) of an order as a PDF', params: idParams, produces: ['application/pdf'] },
      },
      async (req, reply) => {
        const user = requireUser(req.user);
        const order = await ownOrder(user.id, req.params.id);
        // The invoice is the customer's document: it is written in the language of the order, whoever downloads it.
        const lang = invoiceLanguage(order);
        const detail = await loadDetail(app.db, order, imageSecret, lang);
        const seller = await invoiceSeller(app.db, order.vendorId);
        const pdf = await renderInvoicePdf(detail, seller, lang);
        return reply
          .type('application/pdf')
          .header('content-disposition', `inline; filename="vedmarked-${order.id}.pdf"`)
          .header('cache-control', 'private, no-store')
          .send(pdf);
      },
    );
  }

  app.post(
    '/order/repeat/:id',
    {
      config: { policy: 'customer' },
      schema: {
        tags,
        summary: 'Puts a past order’s products back in the cart (skipping what is no longer sold or delivered)',
        params: idParams,
        querystring: z.object({ session_id: sessionIdSchema.optional() }),
        body: z.strictObject({ session_id: sessionIdSchema.optional(), postcode: postcodeSchema.optional() }),
        response: { 200: envelope(cartRepeatedView), ...errorResponses },
      },
    },
    async (req) => {
      const user = requireUser(req.user);
      const sessionId = req.body.session_id ?? req.query.session_id;
      if (!sessionId) throw fieldError({ session_id: 'validation-field-required' });
      return ok(await repeatOrder(app, { userId: user.id, sessionId }, req.params.id, req.body.postcode, req.lang));
    },
  );

  app.post(
    '/order/cancel/:id',
    {
      config: { policy: 'checkout', rateLimit: perAddress(RATE_LIMITS.payment) },
      schema: {
        tags,
        summary: 'Cancels an order: free until 48 hours before delivery; an unpaid order goes back to the cart',
        params: idParams,
        querystring: z.object({ session_id: sessionIdSchema.optional() }),
        body: z.strictObject({ session_id: sessionIdSchema.optional() }).optional(),
        response: { 200: envelope(orderCanceledView), ...errorResponses },
      },
    },
    async (req) => {
      const sessionId = req.body?.session_id ?? req.query.session_id ?? null;
      const owner = { userId: req.user && isCustomerRole(req.user.role) ? req.user.id : null, sessionId };
      const r = await app.workflows.cancelOrder(owner, req.params.id, req.lang);
      const [summary] = await loadSummaries(app.db, [r.order]);
      return ok({ order: summary!, restored: r.restored });
    },
  );

  app.get(
    '/order/image/:uploadId',
    {
      config: { policy: 'public' },
      schema: {
        tags,
        summary: 'A photo of an order’s delivery place, by a signed link that expires',
        params: z.object({ uploadId: z.uuid() }),
        querystring: z.object({ exp: z.coerce.number().int(), sig: line().max(100) }),
        produces: ['image/webp'],
      },
    },
    async (req, reply) => {
      if (!verifyImageSignature(imageSecret, req.params.uploadId, req.query.exp, req.query.sig)) throw forbidden();
      const row = await orderImageFile(app.db, req.params.uploadId);
      const file = row ? await app.files.open(row.key) : undefined;
      if (!row || !file) throw notFound();
      return reply.type(row.mime).header('cache-control', 'private, max-age=3600').header('content-length', String(file.size)).send(file.body);
    },
  );
};

export default ordersHttp;
