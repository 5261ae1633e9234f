import { idParams, marketListQuery, marketListView, marketShowView, wholesaleOrderAddBody, wholesaleOrderPlacedView } from '@vedmarked/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { envelope, errorResponses, ok } from '../../lib/envelope.ts';
import { requireUser } from '../../plugins/auth.ts';
import { listMarket, showMarketListing } from './market.service.ts';
import { placeWholesaleOrder } from './place-order.ts';

const tags = ['market'];
const security = [{ bearer: [] }];
/** Only vendors buy on the market; anyone else signed in is told so (spec §6, §8). */
const config = { policy: 'vendor' as const, forbiddenKey: 'error-not-vendor-or-wholesaler' };

/**
 * The industry market for vendors (spec §7 "Wholesaler": market/list, market/show/{id}, order/add;
 * issue 12; decision 0035).
 */
const marketHttp: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/wholesaler/market/list',
    {
      config,
      schema: {
        tags,
        security,
        summary: 'Active listings with something left: filters, sorting (newest, price, distance from the vendor’s hubs) and paging',
        querystring: marketListQuery,
        response: { 200: envelope(marketListView), ...errorResponses },
      },
    },
    async (req) => ok(await listMarket(app, requireUser(req.user).id, req.query)),
  );

  app.get(
    '/wholesaler/market/show/:id',
    {
      config,
      schema: {
        tags,
        security,
        summary: 'One listing on the market with the seller’s company and county, photos and the order form’s defaults',
        params: idParams,
        response: { 200: envelope(marketShowView), ...errorResponses },
      },
    },
    async (req) => ok(await showMarketListing(app, requireUser(req.user).id, req.params.id)),
  );

  app.post(
    '/wholesaler/order/add',
    {
      config,
      schema: {
        tags,
        security,
        summary: 'Orders an amount of a listing (reserved at once, never more than is left); the same client_key returns the same order',
        description:
          '409 listing_lacks_amount / listing_sold_out when not that much is left (also when lost to a concurrent order); 422 validation_failed for the minimum, the dates and the postcode.',
        body: wholesaleOrderAddBody,
        response: { 200: envelope(wholesaleOrderPlacedView), ...errorResponses },
      },
    },
    async (req) => ok(await placeWholesaleOrder(app, requireUser(req.user).id, req.body)),
  );
};

export default marketHttp;
