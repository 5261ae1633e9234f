import {
  cartAddBody,
  cartAddedView,
  cartCheckBody,
  cartCheckView,
  cartQuery,
  cartUpdateBody,
  cartView,
  idSchema,
  line,
  postcodeSchema,
  sessionIdSchema,
  vendorOffersView,
  ratesOf,
} from '@vedmarked/domain';
import type { FastifyInstance } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelope, errorResponses, ok } from '../../lib/envelope.ts';
import { perAddress, RATE_LIMITS } from '../../lib/rate-limit.ts';
import { addToCart } from './add-line.ts';
import { carryGuestCartOver } from './carry-over.ts';
import { findCart } from './cart-store.ts';
import { clearCart, deleteCartLine, listCart, updateCartLine } from './change-cart.ts';
import { checkCart } from './check-cart.ts';
import { cartOwner } from './owner.ts';
import { vendorInfoFor, vendorOffers } from './vendor-offers.ts';

/** The operator's delivery rates and code discount the cart shows (platform settings). */
const cartRates = async (app: FastifyInstance) => ratesOf(await app.settings.get());

const sessionQuery = z.object({ session_id: sessionIdSchema, postcode: postcodeSchema.optional() });
const lineParams = z.object({ cartId: idSchema });
const tags = ['cart'];

/** The cart of spec sections 3, 4 and 7. Every call carries session_id; signed-in customers' carts follow the user. */
// biome-ignore lint/complexity/noExcessiveLinesPerFunction: a route plugin declares its routes one after another; each handler is a few lines that call the service.
const cartHttp: FastifyPluginAsyncZod = async (app) => {
  app.events.onSignIn(async (tx, e) => carryGuestCartOver(tx, e.userId, e.sessionId));

  app.get(
    '/cart/list',
    {
      config: { policy: 'cart' },
      schema: {
        tags,
        summary: 'The cart, priced for the postcode (a changed postcode updates it)',
        querystring: cartQuery,
        response: { 200: envelope(cartView), ...errorResponses },
      },
    },
    async (req) =>
      ok(await listCart(app.db, cartOwner(req), { ...(await cartRates(app)), lang: req.lang, postcode: req.query.postcode, code: req.query.code })),
  );

  app.post(
    '/cart/add',
    {
      config: { policy: 'cart', rateLimit: perAddress(RATE_LIMITS.cart) },
      schema: {
        tags,
        summary: 'Adds a product (default quantity: 1 from 50 kg or an accessory, else 10); one vendor per cart',
        querystring: z.object({ session_id: sessionIdSchema.optional() }),
        body: cartAddBody,
        response: { 200: envelope(cartAddedView), ...errorResponses },
      },
    },
    async (req) =>
      ok(
        await addToCart(
          app.db,
          cartOwner(req),
          { postcode: req.body.postcode, vendorProductId: req.body.vendor_product_id, quantity: req.body.quantity, code: req.body.code },
          { ...(await cartRates(app)), lang: req.lang },
        ),
      ),
  );

  app.post(
    '/cart/update/:cartId',
    {
      config: { policy: 'cart', rateLimit: perAddress(RATE_LIMITS.cart) },
      schema: {
        tags,
        summary: 'Changes the quantity of a cart line',
        params: lineParams,
        querystring: z.object({ session_id: sessionIdSchema.optional(), code: line({ error: 'validation-invalid' }).max(64).optional() }),
        body: cartUpdateBody,
        response: { 200: envelope(cartView), ...errorResponses },
      },
    },
    async (req) =>
      ok(
        await updateCartLine(app.db, cartOwner(req), req.params.cartId, req.body.quantity, {
          ...(await cartRates(app)),
          lang: req.lang,
          code: req.query.code || undefined,
        }),
      ),
  );

  app.post(
    '/cart/delete/:cartId',
    {
      config: { policy: 'cart', rateLimit: perAddress(RATE_LIMITS.cart) },
      schema: {
        tags,
        summary: 'Removes a cart line',
        params: lineParams,
        querystring: z.object({ session_id: sessionIdSchema.optional(), code: line({ error: 'validation-invalid' }).max(64).optional() }),
        body: z.strictObject({ session_id: sessionIdSchema.optional() }).optional(),
        response: { 200: envelope(cartView), ...errorResponses },
      },
    },
    async (req) =>
      ok(await deleteCartLine(app.db, cartOwner(req), req.params.cartId, { ...(await cartRates(app)), lang: req.lang, code: req.query.code || undefined })),
  );

  app.post(
    '/cart/clear',
    {
      config: { policy: 'cart', rateLimit: perAddress(RATE_LIMITS.cart) },
      schema: {
        tags,
        summary: 'Empties the cart',
        querystring: z.object({ session_id: sessionIdSchema.optional() }),
        body: z.strictObject({ session_id: sessionIdSchema.optional() }).optional(),
        response: { 200: envelope(cartView), ...errorResponses },
      },
    },
    async (req) => ok(await clearCart(app.db, cartOwner(req), { ...(await cartRates(app)), lang: req.lang })),
  );

  app.post(
    '/cart/check',
    {
      config: { policy: 'cart', rateLimit: perAddress(RATE_LIMITS.cart) },
      schema: {
        tags,
        summary: 'Whether the cart can go to the delivery step; who the customer is and the checkout type',
        querystring: z.object({ session_id: sessionIdSchema.optional() }),
        body: cartCheckBody,
        response: { 200: envelope(cartCheckView), ...errorResponses },
      },
    },
    async (req) =>
      ok(
        await checkCart(
          app.db,
          cartOwner(req),
          { postcode: req.body.postcode, code: req.body.code, lang: req.lang, ...(await cartRates(app)) },
          (key, params) => req.t(key, params),
        ),
      ),
  );

  app.get(
    '/cart/get-vendor-info',
    {
      config: { policy: 'cart' },
      schema: {
        tags,
        summary: "The cart vendor's (or a given vendor's) delivery terms for the postcode, and its products there (firewood first)",
        querystring: sessionQuery.extend({ vendor_id: idSchema.optional() }),
        response: { 200: envelope(vendorOffersView), ...errorResponses },
      },
    },
    async (req) => {
      const owner = cartOwner(req);
      const cart = await findCart(app.db, owner);
      const vendorId = req.query.vendor_id ?? cart?.vendorId ?? null;
      if (!vendorId) return ok(null);
      const info = await vendorInfoFor(app.db, vendorId, req.query.postcode ?? cart?.postcode ?? null, await cartRates(app));
      if (!info) return ok(null);
      return ok({ ...info, products: info.delivers ? await vendorOffers(app.db, vendorId, req.lang) : [] });
    },
  );
};

export default cartHttp;
