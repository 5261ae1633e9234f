import {
  idParams,
  listingAddBody,
  listingImageDeletedView,
  listingListQuery,
  listingPresetView,
  listingStatusBody,
  listingUpdateBody,
  listingView,
} from '@vedmarked/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelope, errorResponses, ok } from '../../lib/envelope.ts';
import { readForm } from '../../lib/read-form.ts';
import { parseOrFail } from '../../lib/validate.ts';
import { requireUser } from '../../plugins/auth.ts';
import { addListing, changeListingStatus, deleteListingImage, listingPresets, listListings, showListing, updateListing } from './listings.service.ts';

const tags = ['wholesaler products'];
const security = [{ bearer: [] }];
/** Vendors, customers and transporters are told they are not a wholesaler (spec §6, §8). */
const config = { policy: 'wholesaler' as const, forbiddenKey: 'error-not-vendor-or-wholesaler' };
const formDoc =
  'multipart/form-data (the fields, booleans as 1/0, empty = not given, and up to 10 files in images[]) or JSON. Amounts in whole units (m³ for round timber, bags for wholesale firewood); price_per_unit in øre excluding VAT. City, county and coordinates come from the postcode register. A wholesaler without company details gets 409 wholesaler_registration_incomplete.';

function formRoute(form: z.ZodType, summary: string) {
  return {
    config: { ...config, form },
    schema: {
      tags,
      security,
      summary,
      description: formDoc,
      consumes: ['multipart/form-data', 'application/json'],
      response: { 200: envelope(listingView), ...errorResponses },
    },
  };
}

/**
 * The wholesaler's listings on the industry market (spec §7 "Vendor and wholesaler products" under
 * /wholesaler; issue 12): list, preset, show, add, update, change-status, delete-product-image.
 */
const listingsHttp: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/wholesaler/product/list',
    {
      config,
      schema: {
        tags,
        security,
        summary: 'The wholesaler’s listings, newest first (optionally one product type)',
        querystring: listingListQuery,
        response: { 200: envelope(z.array(listingView)), ...errorResponses },
      },
    },
    async (req) => ok(await listListings(app, requireUser(req.user).id, req.query.product_type)),
  );

  app.get(
    '/wholesaler/product/preset',
    {
      config,
      schema: {
        tags,
        security,
        summary: 'The product types (trees on the root shown but disabled) with their unit, wood types, formats and field rules',
        response: { 200: envelope(z.array(listingPresetView)), ...errorResponses },
      },
    },
    async (req) => ok(await listingPresets(app.db, requireUser(req.user).id)),
  );

  app.get(
    '/wholesaler/product/show/:id',
    {
      config,
      schema: { tags, security, summary: 'One of the wholesaler’s listings', params: idParams, response: { 200: envelope(listingView), ...errorResponses } },
    },
    async (req) => ok(await showListing(app, requireUser(req.user).id, req.params.id)),
  );

  app.post(
    '/wholesaler/product/add',
    formRoute(listingAddBody, 'Lists round timber or wholesale firewood with up to 10 photos; remaining starts at the amount'),
    async (req) => {
      const { fields, files } = await readForm(req);
      return ok(await addListing(app, requireUser(req.user).id, parseOrFail(listingAddBody, fields), files));
    },
  );

  const update = formRoute(listingUpdateBody, 'Sets the whole listing again and adds photos; the amount cannot go below what orders reserved');
  app.post('/wholesaler/product/update/:id', { ...update, schema: { ...update.schema, params: idParams } }, async (req) => {
    const { fields, files } = await readForm(req);
    return ok(await updateListing(app, requireUser(req.user).id, req.params.id, parseOrFail(listingUpdateBody, fields), files));
  });

  app.post(
    '/wholesaler/product/change-status/:id',
    {
      config,
      schema: {
        tags,
        security,
        summary: 'Puts one of the wholesaler’s listings on the market (active) or takes it off',
        params: idParams,
        body: listingStatusBody,
        response: { 200: envelope(listingView), ...errorResponses },
      },
    },
    async (req) => ok(await changeListingStatus(app, requireUser(req.user).id, req.params.id, req.body.active)),
  );

  app.post(
    '/wholesaler/product/delete-product-image/:id',
    {
      config,
      schema: {
        tags,
        security,
        summary: 'Deletes one photo of one of the wholesaler’s listings',
        params: idParams,
        body: z.strictObject({}).optional(),
        response: { 200: envelope(listingImageDeletedView), ...errorResponses },
      },
    },
    async (req) => ok(await deleteListingImage(app, requireUser(req.user).id, req.params.id)),
  );
};

export default listingsHttp;
