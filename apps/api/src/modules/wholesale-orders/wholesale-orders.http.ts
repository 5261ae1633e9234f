import {
  idParams,
  wholesaleCancelBody,
  wholesaleOrderActionView,
  wholesaleOrderDetailView,
  wholesaleOrderListItemView,
  wholesaleOrderListQuery,
} from '@vedmarked/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelope, errorResponses, ok } from '../../lib/envelope.ts';
import { requireUser } from '../../plugins/auth.ts';
import { orderOf, type Party } from './order-store.ts';
import { listOrders, orderDetail } from './order-views.ts';

const tags = ['wholesale orders'];
const security = [{ bearer: [] }];

/**
 * Wholesale orders on the industry market (spec §7 "Wholesaler"; decision 0036): the wholesaler
 * (the seller, policy `wholesaler`) lists, reads, confirms and cancels its own; the vendor that
 * bought (policy `vendor`) lists, reads and cancels its own while ordered. Another party's order is 404.
 */
const wholesaleOrdersHttp: FastifyPluginAsyncZod = async (app) => {
  const signed = (id: string) => app.uploads.signedUrl(id);
  const seller = (req: { user: Parameters<typeof requireUser>[0] }): Party => ({ role: 'seller', userId: requireUser(req.user).id });
  const buyer = (req: { user: Parameters<typeof requireUser>[0] }): Party => ({ role: 'buyer', userId: requireUser(req.user).id });
  const list = { querystring: wholesaleOrderListQuery, response: { 200: envelope(z.array(wholesaleOrderListItemView)), ...errorResponses } };
  const show = { params: idParams, response: { 200: envelope(wholesaleOrderDetailView), ...errorResponses } };
  const action = { params: idParams, response: { 200: envelope(wholesaleOrderActionView), ...errorResponses } };

  app.get(
    '/wholesaler/order/list',
    { config: { policy: 'wholesaler' }, schema: { tags, security, summary: 'The wholesaler’s market orders (it sells), newest first', ...list } },
    async (req) => ok(await listOrders(app.db, seller(req), req.query.status)),
  );
  app.get(
    '/wholesaler/order/show/:id',
    { config: { policy: 'wholesaler' }, schema: { tags, security, summary: 'One of the wholesaler’s market orders', ...show } },
    async (req) => {
      const party = seller(req);
      await orderOf(app.db, party, req.params.id);
      return ok(await orderDetail(app.db, party, req.params.id, signed));
    },
  );
  app.post(
    '/wholesaler/order/confirm/:id',
    {
      config: { policy: 'wholesaler' },
      schema: {
        tags,
        security,
        summary: 'Confirms an ordered market order; one that needs transport opens its transportation request. A repeat changes nothing.',
        body: z.strictObject({}).optional(),
        ...action,
      },
    },
    async (req) => ok(await app.workflows.confirmWholesaleOrder(requireUser(req.user).id, req.params.id, req.lang)),
  );
  app.post(
    '/wholesaler/order/collected/:id',
    {
      config: { policy: 'wholesaler' },
      schema: {
        tags,
        security,
        summary:
          'Marks a confirmed order without transport delivered: the buying vendor collected it. An order with transport is delivered by its transporter (409). A repeat changes nothing.',
        body: z.strictObject({}).optional(),
        ...action,
      },
    },
    async (req) => ok(await app.workflows.collectWholesaleOrder(requireUser(req.user).id, req.params.id, req.lang)),
  );
  app.post(
    '/wholesaler/order/cancel/:id',
    {
      config: { policy: 'wholesaler' },
      schema: {
        tags,
        security,
        summary: 'Cancels a market order with a reason (ordered, or confirmed while no transporter has accepted); the amount goes back to the listing',
        body: wholesaleCancelBody,
        ...action,
      },
    },
    async (req) => ok(await app.workflows.cancelWholesaleOrder(seller(req), req.params.id, req.body.reason, req.lang)),
  );

  app.get(
    '/wholesaler/order/vendor/list',
    { config: { policy: 'vendor' }, schema: { tags, security, summary: 'The vendor’s own market orders (it bought), newest first', ...list } },
    async (req) => ok(await listOrders(app.db, buyer(req), req.query.status)),
  );
  app.get(
    '/wholesaler/order/vendor/show/:id',
    { config: { policy: 'vendor' }, schema: { tags, security, summary: 'One of the vendor’s market orders, with its transport', ...show } },
    async (req) => {
      const party = buyer(req);
      await orderOf(app.db, party, req.params.id);
      return ok(await orderDetail(app.db, party, req.params.id, signed));
    },
  );
  for (const method of ['GET', 'POST'] as const) {
    app.route({
      method,
      url: '/wholesaler/order/vendor/cancel/:id',
      config: { policy: 'vendor' },
      schema: {
        tags,
        security,
        summary: 'The buyer cancels its market order while it is ordered (GET as in the spec, or POST); the amount goes back to the listing',
        ...(method === 'POST' ? { body: z.strictObject({}).optional() } : {}),
        ...action,
      },
      handler: async (req) => ok(await app.workflows.cancelWholesaleOrder(buyer(req), req.params.id, null, req.lang)),
    });
  }
};

export default wholesaleOrdersHttp;
