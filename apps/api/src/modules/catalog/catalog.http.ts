import { acceptsGzip } from '../../lib/accept-encoding.ts';
import {
  isCustomerRole,
  NOTIFY_ME_RATE_LIMIT,
  notifyMeBody,
  notifyMeView,
  productsByPostcodeQuery,
  productsByPostcodeView,
  shopProductView,
  upSaleQuery,
} from '@vedmarked/domain';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelope, errorResponses, ok } from '../../lib/envelope.ts';
import { AppError } from '../../lib/errors.ts';
import type { CartCaller } from '../cart/index.ts';
import { Storefront } from './answer-cache.ts';
import { callerCartNeedsUpdate, deliverablePostcode, groupExtraCost, joinWaitlist, upSale } from './catalog.service.ts';

/** The storefront of each app (by its database handle), for tests and diagnostics. */
export const storefronts = new WeakMap<object, Storefront>();

const tags = ['products'];

function callerOf(req: FastifyRequest, sessionId: string | undefined): CartCaller {
  return { userId: req.user && isCustomerRole(req.user.role) ? req.user.id : null, sessionId: sessionId ?? null };
}

/** Leaving e-mails for postcodes is limited per address; counted after the checks, like the public forms. */
const notifyMeRateLimit = {
  max: NOTIFY_ME_RATE_LIMIT.max,
  timeWindow: NOTIFY_ME_RATE_LIMIT.windowMinutes * 60_000,
  hook: 'preHandler' as const,
  errorResponseBuilder: (_req: FastifyRequest, ctx: { ttl: number }) => {
    const seconds = Math.max(1, Math.ceil(ctx.ttl / 1000));
    return new AppError(429, 'rate_limited', 'notify-me-rate-limited', { minutes: Math.ceil(seconds / 60), retryAfterSeconds: seconds });
  },
};

/** This process's storefront: its metrics, and the catalogue notifications it follows. */
async function startStorefront(app: FastifyInstance): Promise<Storefront> {
  const storefront = new Storefront(app.db, app.config.catalogCacheMb * 1024 * 1024, app.config.catalogPatch);
  storefronts.set(app.db, storefront);
  app.metrics.total('vedmarked_catalog_cache_hits_total', 'Storefront product lists answered from this process’s cache', () => storefront.stats.hits);
  app.metrics.total(
    'vedmarked_catalog_cache_misses_total',
    'Storefront product lists this process had to build (concurrent askers of the same list share one build)',
    () => storefront.stats.misses,
  );
  app.metrics.total(
    'vedmarked_catalog_cache_invalidations_total',
    'Catalogue-wide changes (products, categories, postcodes, many vendors at once) and listener reconnections that emptied this process’s cache',
    () => storefront.stats.invalidations,
  );
  app.metrics.total(
    'vedmarked_catalog_cache_partial_invalidations_total',
    'Changes of some vendors that dropped only the cached lists those vendors can change (shown there, cheapest of a product there, or able to become either), and the "from" prices',
    () => storefront.stats.partialInvalidations,
  );
  app.metrics.total(
    'vedmarked_catalog_cache_dropped_answers_total',
    'Cached product lists dropped by vendor changes, or with CATALOG_PATCH=stale marked to be rebuilt on their next ask (a catalogue-wide change empties the cache without counting them)',
    () => storefront.stats.answersDropped,
  );
  app.metrics.total(
    'vedmarked_catalog_cache_patch_wait_seconds_total',
    'Time from hearing a vendor change to its patched catalogue being ready, summed over changes: requests arriving meanwhile wait for it',
    () => storefront.stats.patchWaitMs / 1000,
  );
  await app.realtime.subscribe('catalog', (payload) => storefront.heard(payload));
  app.realtime.onResync(() => storefront.invalidate());
  return storefront;
}

/**
 * The storefront's catalogue (spec section 7, "Products and cart"): what can be delivered to a
 * postcode, the up-sale list and the waiting list of postcodes without a vendor.
 *
 * get-products-by-postcode is the shop's hottest call. Each process keeps the catalogue in memory
 * and the serialized, gzipped answer per (postcode, limit, language, group extra cost) in a bounded
 * LRU (CATALOG_CACHE_MB). Database triggers send NOTIFY vm_catalog whenever vendors, hubs, delivery
 * areas, coverage, products, categories, postcodes or shown offer fields change (migrations
 * 0003_catalog-change-notify and 0019_targeted-catalog-notify). When the change is some vendors'
 * (the payload names them), every process reads those vendors' part of the catalogue again and drops
 * the "from" prices and only the answers those vendors can change (decision 0054: where they are
 * shown, hold a product's best offer, or now could);
 * any other change (products, categories, postcodes, too many vendors at once), or a listening
 * connection that comes back (events may have been missed), drops everything. Only updateCart
 * depends on the caller: it is computed per request (one small query when a cart can exist) and the
 * matching variant is sent.
 */
// Long by design: a plugin is its module's route table. Each route declares its schemas and policy
// inline and its handler only calls the module's service or a workflow.
const catalogHttp: FastifyPluginAsyncZod = async (app) => {
  const storefront = await startStorefront(app);

  app.get(
    '/products/get-products-by-postcode',
    {
      config: { policy: 'public' },
      schema: {
        tags,
        summary:
          'What can be delivered to a postcode: vendors (cheapest shipping first, at most limit) with their fuel, the cheapest offer per product, accessories; without a postcode, "from" prices of the whole market',
        querystring: productsByPostcodeQuery,
        response: { 200: envelope(productsByPostcodeView), ...errorResponses },
      },
    },
    async (req, reply) => {
      // The usual request (catalogue loaded, answer cached, no cart to look at) is answered without waiting on anything.
      const snap = storefront.loadedSnapshot() ?? (await storefront.snapshot());
      const postcode = req.query.postcode ? deliverablePostcode(snap, req.query.postcode) : null;
      const key = { postcode, limit: req.query.limit, lang: req.lang, extraCost: req.query.code ? await groupExtraCost(app.db, req.query.code) : 0 };
      const caller = callerOf(req, req.query.session_id);
      const [answer, updateCart] =
        postcode && (caller.userId || caller.sessionId)
          ? await Promise.all([storefront.answer(snap, key), callerCartNeedsUpdate(app.db, caller, postcode.code)])
          : [storefront.cached(snap, key) ?? (await storefront.answer(snap, key)), false];
      const gzipped = acceptsGzip(req.headers['accept-encoding']);
      const body = answer.ready(updateCart, gzipped) ?? (await answer.body(updateCart, gzipped));
      // The body is the envelope, serialized once per catalogue version (its shape is the response schema above).
      // updateCart is per caller: no shared cache may keep the answer.
      reply.header('content-type', 'application/json; charset=utf-8').header('vary', 'accept-encoding').header('cache-control', 'no-store');
      if (gzipped) reply.header('content-encoding', 'gzip');
      return reply.send(body as never);
    },
  );

  app.get(
    '/products/get-up-sale',
    {
      config: { policy: 'public' },
      schema: {
        tags,
        summary: "Bigger formats of what the cart holds, and accessories, from the given or the cart's vendor, if it delivers to the postcode",
        querystring: upSaleQuery,
        response: { 200: envelope(z.array(shopProductView)), ...errorResponses },
      },
    },
    async (req) => {
      const snap = await storefront.snapshot();
      const postcode = deliverablePostcode(snap, req.query.postcode);
      return ok(
        await upSale(app.db, snap, { postcode: postcode.code, vendorId: req.query.vendor_id, caller: callerOf(req, req.query.session_id), lang: req.lang }),
      );
    },
  );

  app.post(
    '/products/notify-me',
    {
      config: { policy: 'public', rateLimit: notifyMeRateLimit },
      // The postcode is checked before the rate limit counts (a typo is not held against the visitor).
      preHandler: async (req) => {
        deliverablePostcode(await storefront.snapshot(), (req.body as { postcode: string }).postcode);
      },
      schema: {
        tags,
        summary: 'Leave an e-mail to be told when a vendor delivers to a postcode (asking twice keeps one entry)',
        body: notifyMeBody,
        response: { 200: envelope(notifyMeView), ...errorResponses },
      },
    },
    async (req) => {
      const { email, postcode } = req.body;
      await app.db.transaction((tx) => joinWaitlist(tx, { email, postcode, language: req.lang }));
      // Telling the waiting list when coverage arrives is not built yet: see docs/decisions/0016-storefront-answer-cache.md.
      return ok({ email, postcode });
    },
  );
};

export default catalogHttp;
