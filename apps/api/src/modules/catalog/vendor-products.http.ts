import {
  idParams,
  vendorProductAddBody,
  vendorProductImageDeletedView,
  vendorProductPresetView,
  vendorProductStatusBody,
  vendorProductUpdateBody,
  vendorProductView,
} from '@vedmarked/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelope, errorResponses, ok } from '../../lib/envelope.ts';
import { parseOrFail } from '../../lib/validate.ts';
import { requireUser } from '../../plugins/auth.ts';
import { readForm } from '../../lib/read-form.ts';
import { addOffer, changeOfferStatus, deleteOfferImage, listOffers, listPresets, showOffer, updateOffer } from './vendor-products.service.ts';

const tags = ['vendor products'];
const security = [{ bearer: [] }];
const formDoc =
  'multipart/form-data (the fields, booleans as 1/0, and up to 10 files in images[]; JPEG, PNG, WebP, GIF or AVIF, re-encoded) or JSON without images. Prices in øre incl. VAT, within the product’s min_price–max_price.';

/** A route that takes the offer form (multipart with photos, or JSON) and answers the offer. */
function formRoute(form: z.ZodType, summary: string) {
  return {
    config: { policy: 'vendor' as const, form },
    schema: {
      tags,
      security,
      summary,
      description: formDoc,
      consumes: ['multipart/form-data', 'application/json'],
      response: { 200: envelope(vendorProductView), ...errorResponses },
    },
  };
}

/** The same route with {id} in its path. */
const withParams = <R extends ReturnType<typeof formRoute>>(route: R) => ({ ...route, schema: { ...route.schema, params: idParams } });

/**
 * The vendor's products (spec section 7, "Vendor and wholesaler products"; decision 0032): the
 * catalogue templates it may offer (preset), its offers, one offer, add, update, change-status and
 * delete one photo. Policy `vendor` (vendor and vendor-transporter); another vendor's offer is 404.
 */
const vendorProductsHttp: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/vendor/product/list',
    {
      config: { policy: 'vendor' },
      schema: {
        tags,
        security,
        summary: 'The vendor’s offers with price, stock, days to ready, active and photos',
        response: { 200: envelope(z.array(vendorProductView)), ...errorResponses },
      },
    },
    async (req) => ok(await listOffers(app, requireUser(req.user).id, req.lang)),
  );

  app.get(
    '/vendor/product/preset',
    {
      config: { policy: 'vendor' },
      schema: {
        tags,
        security,
        summary: 'The catalogue products a vendor may offer, each with its allowed price range, format and the vendor’s offer of it if any',
        response: { 200: envelope(z.array(vendorProductPresetView)), ...errorResponses },
      },
    },
    async (req) => ok(await listPresets(app.db, requireUser(req.user).id, req.lang)),
  );

  app.get(
    '/vendor/product/show/:id',
    {
      config: { policy: 'vendor' },
      schema: { tags, security, summary: 'One of the vendor’s offers', params: idParams, response: { 200: envelope(vendorProductView), ...errorResponses } },
    },
    async (req) => ok(await showOffer(app, requireUser(req.user).id, req.params.id, req.lang)),
  );

  app.post(
    '/vendor/product/add',
    formRoute(vendorProductAddBody, 'Offers a catalogue product (once per vendor) at a price within its range, with stock and up to 10 photos'),
    async (req) => {
      const { fields, files } = await readForm(req);
      return ok(await addOffer(app, requireUser(req.user).id, parseOrFail(vendorProductAddBody, fields), files, req.lang));
    },
  );

  app.post(
    '/vendor/product/update/:id',
    withParams(
      formRoute(
        vendorProductUpdateBody,
        'Sets the fields sent of one of the vendor’s offers (price, stock, ready_to_ship_days, active) and adds photos (at most 10 in all)',
      ),
    ),
    async (req) => {
      const { fields, files } = await readForm(req);
      return ok(await updateOffer(app, requireUser(req.user).id, req.params.id, parseOrFail(vendorProductUpdateBody, fields), files, req.lang));
    },
  );

  app.post(
    '/vendor/product/change-status/:id',
    {
      config: { policy: 'vendor' },
      schema: {
        tags,
        security,
        summary: 'Puts one of the vendor’s offers on sale (active) or takes it off',
        params: idParams,
        body: vendorProductStatusBody,
        response: { 200: envelope(vendorProductView), ...errorResponses },
      },
    },
    async (req) => ok(await changeOfferStatus(app, requireUser(req.user).id, req.params.id, req.body.active, req.lang)),
  );

  app.post(
    '/vendor/product/delete-product-image/:id',
    {
      config: { policy: 'vendor' },
      schema: {
        tags,
        security,
        summary: 'Deletes one photo of one of the vendor’s offers',
        params: idParams,
        body: z.strictObject({}).optional(),
        response: { 200: envelope(vendorProductImageDeletedView), ...errorResponses },
      },
    },
    async (req) => ok(await deleteOfferImage(app, requireUser(req.user).id, req.params.id)),
  );
};

export default vendorProductsHttp;
