import {
  idParams,
  vendorOrderActionResultView,
  vendorOrderDetailView,
  vendorOrderListItemView,
  vendorOrderListQuery,
  vendorPaymentListQuery,
  vendorPaymentListView,
} from '@vedmarked/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelope, errorResponses, ok } from '../../lib/envelope.ts';
import { requireUser } from '../../plugins/auth.ts';
import { listVendorOrders, showVendorOrder } from './vendor-orders.service.ts';
import { listVendorPayments } from './vendor-payments.ts';

const tags = ['vendor orders'];
const security = [{ bearer: [] }];

/**
 * The vendor's orders (spec sections 2, 4 and 7): the list by tab or status_id (own orders, and the
 * shared market list of orders other vendors rejected where this vendor delivers), one order, and
 * confirm / cancel. Policy `vendor` (vendor, vendor-transporter): a wholesaler's orders are another
 * module. See docs/decisions/0014-vendor-orders-and-the-market.md.
 */
const vendorOrdersHttp: FastifyPluginAsyncZod = async (app) => {
  const imageSecret = `${app.config.jwtSecret}:order-images`;

  app.get(
    '/vendor/order/list',
    {
      config: { policy: 'vendor' },
      schema: {
        tags,
        security,
        summary: 'The vendor’s orders of a tab (mine, market, confirmed, history) or of one status_id (8: the market list)',
        querystring: vendorOrderListQuery,
        response: { 200: envelope(z.array(vendorOrderListItemView)), ...errorResponses },
      },
    },
    async (req) => ok(await listVendorOrders(app.db, requireUser(req.user).id, req.query, req.lang)),
  );

  app.get(
    '/vendor/order/payments',
    {
      config: { policy: 'vendor' },
      schema: {
        tags,
        security,
        summary: 'The payment stages of the vendor’s own orders (Payments tab), with the data table’s filters, order and paging',
        querystring: vendorPaymentListQuery,
        response: { 200: envelope(vendorPaymentListView), ...errorResponses },
      },
    },
    async (req) => ok(await listVendorPayments(app.db, requireUser(req.user).id, req.query)),
  );

  app.get(
    '/vendor/order/show/:id',
    {
      config: { policy: 'vendor' },
      schema: {
        tags,
        security,
        summary: 'One of the vendor’s orders, or a market order it may take',
        params: idParams,
        response: { 200: envelope(vendorOrderDetailView), ...errorResponses },
      },
    },
    async (req) => ok(await showVendorOrder(app.db, requireUser(req.user).id, req.params.id, imageSecret, req.lang)),
  );

  app.post(
    '/vendor/order/confirm/:id',
    {
      config: { policy: 'vendor' },
      schema: {
        tags,
        security,
        summary: 'Confirms an order (and its neighbour orders); a market order moves to this vendor. The 50% stage is requested. Repeats change nothing.',
        params: idParams,
        body: z.strictObject({}).optional(),
        response: { 200: envelope(vendorOrderActionResultView), ...errorResponses },
      },
    },
    async (req) => ok(await app.workflows.confirmOrder(requireUser(req.user).id, req.params.id, imageSecret, req.lang)),
  );

  app.post(
    '/vendor/order/cancel/:id',
    {
      config: { policy: 'vendor' },
      schema: {
        tags,
        security,
        summary:
          'Rejects an order (and its neighbour orders): it goes to the shared market list, its goods back on sale. On a market order: hides it from this vendor.',
        params: idParams,
        body: z.strictObject({}).optional(),
        response: { 200: envelope(vendorOrderActionResultView), ...errorResponses },
      },
    },
    async (req) => ok(await app.workflows.rejectOrder(requireUser(req.user).id, req.params.id, imageSecret, req.lang)),
  );
};

export default vendorOrdersHttp;
