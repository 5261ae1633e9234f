import {
  adminCommentBody,
  adminFixShippingBody,
  adminOrderActionResultView,
  adminOrderDetailView,
  adminOrderListQuery,
  adminOrderListView,
  adminReasonBody,
  adminVendorActiveBody,
  adminVendorActiveView,
  adminVendorListQuery,
  adminVendorListView,
  idParams,
} from '@vedmarked/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { envelope, errorResponses, ok } from '../../lib/envelope.ts';
import { requireUser } from '../../plugins/auth.ts';
import { adminOrderDetail, listAdminOrders } from './admin-orders.service.ts';
import { listAdminVendors, setVendorActive } from './admin-vendors.service.ts';

const tags = ['admin'];
const security = [{ bearer: [] }];

/** The operator's console: every order and vendor, and the admin's actions (issue 13 items 2 and 3). */
const consoleOrdersHttp: FastifyPluginAsyncZod = async (app) => {
  await app.register(orderRoutes);
  await app.register(vendorRoutes);
};

/** Every order, one order's whole history, and the admin's actions on it. */
const orderRoutes: FastifyPluginAsyncZod = async (app) => {
  const imageSecret = `${app.config.jwtSecret}:order-images`;
  const reader = (lang: Parameters<typeof adminOrderDetail>[3]) => ({ imageSecret, lang });

  app.get(
    '/admin/orders',
    {
      config: { policy: 'admin' },
      schema: {
        tags,
        security,
        summary:
          'Every order of every vendor: a status group (group=open…), a search by id, customer name, phone or postcode (q), the data table’s sort, filters and page',
        querystring: adminOrderListQuery,
        response: { 200: envelope(adminOrderListView), ...errorResponses },
      },
    },
    async (req) => ok(await listAdminOrders(app.db, req.query)),
  );

  app.get(
    '/admin/orders/:id',
    {
      config: { policy: 'admin' },
      schema: {
        tags,
        security,
        summary: 'One order in full: history, payments, route stops, support messages and photos',
        params: idParams,
        response: { 200: envelope(adminOrderDetailView), ...errorResponses },
      },
    },
    async (req) => ok(await adminOrderDetail(app.db, req.params.id, imageSecret, req.lang)),
  );

  const action = { 200: envelope(adminOrderActionResultView), ...errorResponses };
  app.post(
    '/admin/orders/:id/shipping',
    {
      config: { policy: 'admin' },
      schema: {
        tags,
        security,
        summary: 'Fixes the shipping price (øre): the total and the stages not yet paid move by the difference; optional admin comment; reason audited',
        params: idParams,
        body: adminFixShippingBody,
        response: action,
      },
    },
    async (req) => ok(await app.workflows.adminFixShipping(requireUser(req.user).id, req.params.id, req.body, reader(req.lang))),
  );
  app.post(
    '/admin/orders/:id/comment',
    {
      config: { policy: 'admin' },
      schema: {
        tags,
        security,
        summary: 'Writes the admin comment the vendor sees (empty clears it); reason audited',
        params: idParams,
        body: adminCommentBody,
        response: action,
      },
    },
    async (req) => ok(await app.workflows.adminComment(requireUser(req.user).id, req.params.id, req.body, reader(req.lang))),
  );
  app.post(
    '/admin/orders/:id/market',
    {
      config: { policy: 'admin' },
      schema: {
        tags,
        security,
        summary: 'Moves an unconfirmed or confirmed order to the market; reason audited',
        params: idParams,
        body: adminReasonBody,
        response: action,
      },
    },
    async (req) => ok(await app.workflows.adminToMarket(requireUser(req.user).id, req.params.id, req.body.reason, reader(req.lang))),
  );
  app.post(
    '/admin/orders/:id/cancel',
    {
      config: { policy: 'admin' },
      schema: {
        tags,
        security,
        summary: 'Cancels the order and refunds what was paid; reason audited',
        params: idParams,
        body: adminReasonBody,
        response: action,
      },
    },
    async (req) => ok(await app.workflows.adminCancel(requireUser(req.user).id, req.params.id, req.body.reason, reader(req.lang))),
  );
};

/** The vendors: coverage, state, open orders and balance; switching one on or off. */
const vendorRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/admin/vendors',
    {
      config: { policy: 'admin' },
      schema: {
        tags,
        security,
        summary: 'Vendors with coverage (postcodes, hubs with coordinates), state, open orders and outstanding balance',
        querystring: adminVendorListQuery,
        response: { 200: envelope(adminVendorListView), ...errorResponses },
      },
    },
    async (req) => ok(await listAdminVendors(app.db, req.query)),
  );
  app.post(
    '/admin/vendors/:id/active',
    {
      config: { policy: 'admin' },
      schema: {
        tags,
        security,
        summary: 'Switches a vendor on or off (off: no new orders); reason audited',
        params: idParams,
        body: adminVendorActiveBody,
        response: { 200: envelope(adminVendorActiveView), ...errorResponses },
      },
    },
    async (req) => ok(await setVendorActive(app.db, app.audit, requireUser(req.user).id, req.params.id, req.body.active, req.body.reason)),
  );
};

export default consoleOrdersHttp;
