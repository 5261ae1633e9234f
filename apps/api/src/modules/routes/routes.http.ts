import {
  driverRoutesView,
  idParams,
  type RouteActionResult,
  routeActionResultView,
  routeAddBody,
  routeDeliverBody,
  routeDetailView,
  routeListQuery,
  routeListView,
  routePhotoForm,
  routePhotoResultView,
  routeUpdateBody,
  type Language,
} from '@vedmarked/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelope, errorResponses, ok } from '../../lib/envelope.ts';
import { requireUser } from '../../plugins/auth.ts';
import { renderRouteSheet } from './route-pdf.ts';
import { placementPhotosFor } from './route-sheet-photos.ts';
import { parseOrFail } from '../../lib/validate.ts';
import { driverRoutes } from './driver-views.ts';
import { readPhotoForm } from './photo-form.ts';
import { listRoutes, showRoute } from './route-views.ts';

const tags = ['routes'];
const security = [{ bearer: [] }];
const noBody = z.strictObject({}).optional();
const vendor = { policy: 'vendor' as const };

/**
 * Delivery routes (spec section 7 Routes; issue 9): the route desk's list and route, building a
 * route (by hand or suggested), running it (start, the driver's delivered marks, complete), cancel
 * and the printable route sheet. Policy `vendor` (vendor, vendor-transporter; the driver signs in
 * with the same account). Cross-module steps are workflows (apps/api/src/workflows/route-orders.ts,
 * run-route.ts). See docs/decisions/0024-routes-and-stops.md.
 */
const routeReads: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/vendor/routes/list',
    {
      config: vendor,
      schema: {
        tags,
        security,
        summary: 'The vendor’s routes of a tab (active, new, in-progress, history), with the data table’s filters, order and paging',
        querystring: routeListQuery,
        response: { 200: envelope(routeListView), ...errorResponses },
      },
    },
    async (req) => ok(await listRoutes(app.db, requireUser(req.user).id, req.query)),
  );

  app.get(
    '/vendor/routes/show/:id',
    {
      config: vendor,
      schema: {
        tags,
        security,
        summary: 'One route: its stops in order with arrival, the customer’s window, goods and services, and the warnings of its plan',
        params: idParams,
        response: { 200: envelope(routeDetailView), ...errorResponses },
      },
    },
    async (req) => ok(await showRoute(app.db, requireUser(req.user).id, req.params.id, req.lang, app.travel, (u) => app.uploads.signedUrl(u))),
  );

  app.get(
    '/vendor/routes/driver',
    {
      config: vendor,
      schema: {
        tags,
        security,
        summary: 'The driver app’s routes of the day: today’s routes not yet ended and any started one, each with its stops and delivery photos',
        response: { 200: envelope(driverRoutesView), ...errorResponses },
      },
    },
    async (req) => ok(await driverRoutes(app.db, requireUser(req.user).id, req.lang, app.travel, (u) => app.uploads.signedUrl(u))),
  );

  app.get(
    '/vendor/routes/print/:id',
    {
      config: vendor,
      schema: { tags, security, summary: 'The route sheet as a PDF', params: idParams, produces: ['application/pdf'] },
    },
    async (req, reply) => {
      const route = await showRoute(app.db, requireUser(req.user).id, req.params.id, req.lang, app.travel);
      const photos = await placementPhotosFor(
        app.db,
        (id) => app.uploads.read(id),
        route.stops.map((s) => s.order_id),
      );
      const pdf = await renderRouteSheet(route, req.lang, photos);
      return reply
        .type('application/pdf')
        .header('content-disposition', `inline; filename="vedmarked-route-${route.id}.pdf"`)
        .header('cache-control', 'private, no-store')
        .send(pdf);
    },
  );
};

/** Building and running routes: each call is a workflow (one transaction, orders moved through the status table). */
const routeActions: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/vendor/routes/add',
    {
      config: vendor,
      schema: {
        tags,
        security,
        summary:
          'A route for a date, departure and vehicle: from ticked orders (neighbour orders join), or suggested from the vehicle’s capacity. Refused past 25 orders, for a date an order does not allow, or a delivery after 23:00.',
        body: routeAddBody,
        response: { 200: envelope(routeActionResultView), ...errorResponses },
      },
    },
    async (req) => ok(await app.workflows.addRoute(requireUser(req.user).id, req.body, req.lang)),
  );

  app.post(
    '/vendor/routes/update/:id',
    {
      config: vendor,
      schema: {
        tags,
        security,
        summary: 'The route’s stops in their new order (add, remove, reorder; neighbour orders move together), before it starts',
        params: idParams,
        body: routeUpdateBody,
        response: { 200: envelope(routeActionResultView), ...errorResponses },
      },
    },
    async (req) => ok(await app.workflows.updateRoute(requireUser(req.user).id, req.params.id, req.body, req.lang)),
  );

  /** start, complete and cancel: a route id and no body; repeats change nothing. */
  const routeAction = (
    action: 'start' | 'complete' | 'cancel',
    summary: string,
    run: (userId: number, id: number, lang: Language) => Promise<RouteActionResult>,
  ) =>
    app.post(
      `/vendor/routes/${action}/:id`,
      {
        config: vendor,
        schema: { tags, security, summary, params: idParams, body: noBody, response: { 200: envelope(routeActionResultView), ...errorResponses } },
      },
      async (req) => ok(await run(requireUser(req.user).id, req.params.id, req.lang)),
    );

  routeAction('start', 'Starts the route: its orders go in progress and each customer is told the arrival time. Repeats change nothing.', (u, id, lang) =>
    app.workflows.startRoute(u, id, lang),
  );
  routeAction(
    'complete',
    'Completes a started route with at least one stop delivered; the unmarked orders go back to confirmed. Repeats change nothing.',
    (u, id, lang) => app.workflows.completeRoute(u, id, lang),
  );
  routeAction('cancel', 'Cancels a route that has not started: every order goes back to confirmed. Repeats change nothing.', (u, id, lang) =>
    app.workflows.cancelRoute(u, id, lang),
  );

  app.post(
    '/vendor/routes/deliver/:id',
    {
      config: vendor,
      schema: {
        tags,
        security,
        summary: 'The driver marks one stop of a started route delivered; its final payment stage is requested. Repeats change nothing.',
        params: idParams,
        body: routeDeliverBody,
        response: { 200: envelope(routeActionResultView), ...errorResponses },
      },
    },
    async (req) => ok(await app.workflows.deliverStop(requireUser(req.user).id, req.params.id, req.body.order_id, req.lang)),
  );
};

/** The driver's delivery photos (issue 9, item 6). */
const routePhotos: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/vendor/routes/photo/:id',
    {
      config: { ...vendor, form: routePhotoForm },
      schema: {
        tags,
        security,
        summary:
          'A photo of a delivered stop (1–10 per order), from the driver’s camera: re-encoded, private. Sending the same client_id again returns the photo stored the first time.',
        description:
          'multipart/form-data: order_id, client_id (a UUID the device makes per photo) and one file in image (JPEG, PNG, WebP, GIF or AVIF). Only for a stop of the vendor’s started route, or a stop delivered in the last 24 hours.',
        params: idParams,
        response: { 200: envelope(routePhotoResultView), ...errorResponses },
      },
    },
    async (req) => {
      const user = requireUser(req.user);
      const { fields, image } = await readPhotoForm(req);
      return ok(await app.workflows.addDeliveryPhoto(user.id, req.params.id, parseOrFail(routePhotoForm, fields), image));
    },
  );
};

const routesHttp: FastifyPluginAsyncZod = async (app, opts) => {
  await routeReads(app, opts);
  await routeActions(app, opts);
  await routePhotos(app, opts);
};

export default routesHttp;
