import {
  createDugnadBody,
  declineDugnadBody,
  dugnadDetailView,
  dugnadVendorsQuery,
  dugnadVendorView,
  dugnadView,
  idParams,
  idSchema,
  vendorDugnadView,
} from '@vedmarked/domain';
import type { FastifyInstance } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelope, errorResponses, ok } from '../../lib/envelope.ts';
import { notFound } from '../../lib/errors.ts';
import { requireUser } from '../../plugins/auth.ts';
import { renderSettlementPdf, showSettlement } from '../settlements/index.ts';
import { closeDugnad, createDugnad, listOwnDugnads, showOwnDugnad, vendorsDeliveringTo } from './dugnad.service.ts';
import { declineDugnad, listVendorDugnads } from './vendor-dugnad.service.ts';

const tags = ['dugnad'];
/** The group's share now (platform setting `group_share_pct`): the dugnad views show it. */
const sharePct = async (app: FastifyInstance) => (await app.settings.get()).group_share_pct;
const security = [{ bearer: [] }];

/**
 * Dugnad (spec sections 1, 2 and 3; decision 0039): a signed-in customer starts a volunteer group's
 * fundraising sale and follows it (orders, sums, the group's settlements and their PDF); the vendor
 * lists the dugnads with it and may decline one.
 */
const dugnadHttp: FastifyPluginAsyncZod = async (app) => {
  organiserRoutes(app);
  groupStatementRoute(app);
  vendorRoutes(app);
};

type App = Parameters<FastifyPluginAsyncZod>[0];

function organiserRoutes(app: App) {
  app.get(
    '/dugnad/vendors',
    {
      config: { policy: 'customer' },
      schema: {
        tags,
        security,
        summary: 'The vendors that deliver to a postcode: the ones a dugnad there may choose',
        querystring: dugnadVendorsQuery,
        response: { 200: envelope(z.array(dugnadVendorView)), ...errorResponses },
      },
    },
    async (req) => ok(await vendorsDeliveringTo(app.db, req.query.postcode)),
  );

  app.post(
    '/dugnad',
    {
      config: { policy: 'customer' },
      schema: {
        tags,
        security,
        summary: 'Starts a dugnad: a group code and its share link for the chosen vendor, postcode and delivery period',
        body: createDugnadBody,
        response: { 200: envelope(dugnadView), ...errorResponses },
      },
    },
    async (req) => ok(await createDugnad(app.db, requireUser(req.user).id, req.body, req.lang, await sharePct(app))),
  );

  app.get(
    '/dugnad',
    {
      config: { policy: 'customer' },
      schema: { tags, security, summary: 'The organiser’s dugnads, newest first', response: { 200: envelope(z.array(dugnadView)), ...errorResponses } },
    },
    async (req) => ok(await listOwnDugnads(app.db, requireUser(req.user).id, await sharePct(app))),
  );

  app.get(
    '/dugnad/:id',
    {
      config: { policy: 'customer' },
      schema: {
        tags,
        security,
        summary: 'One of the organiser’s dugnads: its orders, sums, the share earned and the group’s settlements',
        params: idParams,
        response: { 200: envelope(dugnadDetailView), ...errorResponses },
      },
    },
    async (req) => ok(await showOwnDugnad(app.db, requireUser(req.user), req.params.id, await sharePct(app))),
  );

  app.post(
    '/dugnad/:id/close',
    {
      config: { policy: 'customer' },
      schema: {
        tags,
        security,
        summary: 'Closes one of the organiser’s dugnads before its period ends: the group code takes no new orders. Closing again answers with it.',
        params: idParams,
        response: { 200: envelope(dugnadView), ...errorResponses },
      },
    },
    async (req) => ok(await closeDugnad(app.db, requireUser(req.user).id, req.params.id, await sharePct(app))),
  );
}

/** The organiser's PDF statement of one of the group's settlements. */
function groupStatementRoute(app: App) {
  app.get(
    '/dugnad/:id/settlements/:settlementId/pdf',
    {
      config: { policy: 'customer' },
      schema: {
        tags,
        security,
        summary: 'A group settlement’s statement as a PDF',
        params: z.object({ id: idSchema, settlementId: idSchema }),
        produces: ['application/pdf'],
      },
    },
    async (req, reply) => {
      const user = requireUser(req.user);
      const dugnad = await showOwnDugnad(app.db, user, req.params.id, await sharePct(app));
      if (!dugnad.settlements.some((s) => s.id === req.params.settlementId)) throw notFoundSettlement();
      const s = await showSettlement(app.db, user, req.params.settlementId);
      const f = await app.settings.get();
      const pdf = await renderSettlementPdf(s, req.lang, f.platform_fee_pct, f.own_customer_fee_pct, f.group_share_pct);
      return reply
        .type('application/pdf')
        .header('content-disposition', `inline; filename="vedmarked-settlement-${s.id}.pdf"`)
        .header('cache-control', 'private, no-store')
        .send(pdf);
    },
  );
}

function vendorRoutes(app: App) {
  app.get(
    '/vendor/dugnad/list',
    {
      config: { policy: 'vendor' },
      schema: {
        tags,
        security,
        summary: 'The dugnads with the vendor: group, period and the orders to deliver together',
        response: { 200: envelope(z.array(vendorDugnadView)), ...errorResponses },
      },
    },
    async (req) => ok(await listVendorDugnads(app.db, requireUser(req.user).id, await sharePct(app))),
  );

  app.post(
    '/vendor/dugnad/decline/:id',
    {
      config: { policy: 'vendor' },
      schema: {
        tags,
        security,
        summary: 'Declines a dugnad with the vendor: the code stops taking orders and the organiser is told. Declining again answers with it.',
        params: idParams,
        body: declineDugnadBody,
        response: { 200: envelope(vendorDugnadView), ...errorResponses },
      },
    },
    async (req) => ok(await declineDugnad(app, requireUser(req.user).id, req.params.id, req.body.reason)),
  );
}

const notFoundSettlement = () => notFound('error-settlement-not-found');

export default dugnadHttp;
