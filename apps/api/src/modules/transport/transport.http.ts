import {
  idParams,
  SHIPPING_CATEGORIES,
  shippingCategoryView,
  transportActionView,
  transportHandBackBody,
  transportListQuery,
  transportRequestView,
} from '@vedmarked/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelope, errorResponses, ok } from '../../lib/envelope.ts';
import { readForm } from '../../lib/read-form.ts';
import { requireUser } from '../../plugins/auth.ts';
import { listRequests, showRequest } from './transport-views.ts';

const tags = ['transportation'];
const security = [{ bearer: [] }];

/**
 * Transportation requests of wholesale orders (spec §3, §7, §8; decision 0036): the shipping cost
 * categories, and the round-timber transporter's requests (policy `transportation`): open ones near
 * it and its own, accept (one winner), pick up, deliver with 1–10 photos.
 */
const transportHttp: FastifyPluginAsyncZod = async (app) => {
  const signed = (id: string) => app.uploads.signedUrl(id);
  const action = { params: idParams, response: { 200: envelope(transportActionView), ...errorResponses } };

  app.get(
    '/transporter/shipping-categories',
    {
      config: { policy: 'shippingCategories' },
      schema: {
        tags,
        security,
        summary: 'Shipping cost categories: a price per m³ (øre excl. VAT) by distance band between the seller and the delivery address',
        response: { 200: envelope(z.array(shippingCategoryView)), ...errorResponses },
      },
    },
    async () => ok(SHIPPING_CATEGORIES.map((c) => ({ ...c }))),
  );
  app.get(
    '/transporter/transportation/list',
    {
      config: { policy: 'transportation' },
      schema: {
        tags,
        security,
        summary: 'Open transportation requests near the transporter (tab=open, radius_km default 300), or those it accepted (tab=mine)',
        querystring: transportListQuery,
        response: { 200: envelope(z.array(transportRequestView)), ...errorResponses },
      },
    },
    async (req) => ok(await listRequests(app.db, requireUser(req.user).id, req.query.tab, req.query.radius_km)),
  );
  app.get(
    '/transporter/transportation/show/:id',
    {
      config: { policy: 'transportation' },
      schema: {
        tags,
        security,
        summary: 'One transportation request: an open one, or one the transporter accepted',
        params: idParams,
        response: { 200: envelope(transportRequestView), ...errorResponses },
      },
    },
    async (req) => ok(await showRequest(app.db, requireUser(req.user).id, req.params.id, signed)),
  );
  app.post(
    '/transporter/transportation/accept/:id',
    {
      config: { policy: 'transportation' },
      schema: { tags, security, summary: 'Accepts an open request; of racing transporters exactly one wins', body: z.strictObject({}).optional(), ...action },
    },
    async (req) => ok(await app.workflows.acceptTransport(requireUser(req.user).id, req.params.id)),
  );
  app.post(
    '/transporter/transportation/pick-up/:id',
    {
      config: { policy: 'transportation' },
      schema: { tags, security, summary: 'The goods are loaded: the order is in transport', body: z.strictObject({}).optional(), ...action },
    },
    async (req) => ok(await app.workflows.pickUpTransport(requireUser(req.user).id, req.params.id, req.lang)),
  );
  app.post(
    '/transporter/transportation/hand-back/:id',
    {
      config: { policy: 'transportation' },
      schema: {
        tags,
        security,
        summary: 'Gives an accepted request back before pick-up: it is open for the other transporters again (audited, with an optional reason)',
        body: transportHandBackBody.optional(),
        ...action,
      },
    },
    async (req) => ok(await app.workflows.handBackTransport(requireUser(req.user).id, req.params.id, req.body?.reason || null)),
  );
  app.post(
    '/transporter/transportation/deliver/:id',
    {
      config: { policy: 'transportation' },
      schema: {
        tags,
        security,
        summary: 'Delivered, with 1–10 photos (multipart images[]): the request and the order are delivered',
        description: 'multipart/form-data with 1 to 10 files in images[] (JPEG, PNG, WebP, GIF or AVIF); re-encoded and private.',
        ...action,
      },
    },
    async (req) => {
      const { files } = await readForm(req);
      return ok(await app.workflows.deliverTransport(requireUser(req.user).id, req.params.id, files, req.lang));
    },
  );
};

export default transportHttp;
