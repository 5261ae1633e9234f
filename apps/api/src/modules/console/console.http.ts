import {
  adminBadgesView,
  auditListQuery,
  auditListView,
  dashboardChartsView,
  dashboardFiguresView,
  dashboardPeriodQuery,
  dashboardStuckView,
  idSchema,
  line,
  dashboardDay,
} from '@vedmarked/domain';
import { Readable } from 'node:stream';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { envelope, errorResponses, ok } from '../../lib/envelope.ts';
import { auditCsv, listAudit } from './audit.ts';
import { dashboardCharts } from './charts.ts';
import { dashboardFigures } from './figures.ts';
import { adminBadges, dashboardStuck } from './stuck.ts';

const tags = ['admin console'];
const security = [{ bearer: [] }];
const config = { policy: 'admin' } as const;

/** The audit filters beyond the table's: a date range (Oslo days) and the people by id. */
const auditRange = {
  from: dashboardDay.optional(),
  to: dashboardDay.optional(),
  actor_id: idSchema.optional(),
  acted_as_id: idSchema.optional(),
  q: line({ error: 'validation-invalid' }).trim().max(100).optional(),
};
const rangeInOrder = (q: { from?: string; to?: string }) => !q.from || !q.to || q.from <= q.to;
const auditQuery = auditListQuery.extend(auditRange).refine(rangeInOrder, { path: ['to'], error: 'error-period-order' });
const auditExportQuery = auditListQuery
  .omit({ sort: true, limit: true, offset: true })
  .extend(auditRange)
  .refine(rangeInOrder, { path: ['to'], error: 'error-period-order' });

/**
 * The operator's console, admin only (issue 13, decision 0037): the dashboard's figures, charts and
 * stuck list, the navigation's counters, and the audit log (list and CSV export).
 */
const consoleHttp: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/admin/dashboard/figures',
    {
      config,
      schema: {
        tags,
        security,
        summary: 'Orders, GMV, average order, fees, refunds, new customers and vendors in a period (Oslo days, at most 366), and in the period just before',
        querystring: dashboardPeriodQuery,
        response: { 200: envelope(dashboardFiguresView), ...errorResponses },
      },
    },
    async (req) => ok(await dashboardFigures(app.db, req.query)),
  );

  app.get(
    '/admin/dashboard/charts',
    {
      config,
      schema: {
        tags,
        security,
        summary: 'Orders per day by status group, GMV by county, the top 10 vendors by GMV, in a period',
        querystring: dashboardPeriodQuery,
        response: { 200: envelope(dashboardChartsView), ...errorResponses },
      },
    },
    async (req) => ok(await dashboardCharts(app.db, req.query)),
  );

  app.get(
    '/admin/dashboard/stuck',
    {
      config,
      schema: {
        tags,
        security,
        summary:
          'What waits too long: unconfirmed orders, market orders nobody took, payment stages past their deadline, routes not completed, unanswered tickets',
        response: { 200: envelope(dashboardStuckView), ...errorResponses },
      },
    },
    async () => ok(await dashboardStuck(app.db)),
  );

  app.get(
    '/admin/dashboard/badges',
    {
      config,
      schema: {
        tags,
        security,
        summary: 'The admin navigation’s counters: unanswered tickets, stuck orders',
        response: { 200: envelope(adminBadgesView), ...errorResponses },
      },
    },
    async () => ok(await adminBadges(app.db)),
  );

  app.get(
    '/admin/audit',
    {
      config,
      schema: {
        tags,
        security,
        summary:
          'The audit log: who did what as whom, newest first; the table’s sort and filters (time, action, actor, acted_as, target, reason), a date range, paging',
        querystring: auditQuery,
        response: { 200: envelope(auditListView), ...errorResponses },
      },
    },
    async (req) => ok(await listAudit(app.db, req.query)),
  );

  app.get(
    '/admin/audit/export.csv',
    {
      config,
      schema: {
        tags,
        security,
        summary: 'The audit entries the filters select, as CSV (streamed, newest first)',
        querystring: auditExportQuery,
        produces: ['text/csv'],
      },
    },
    async (req, reply) =>
      reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', 'attachment; filename="vedmarked-audit.csv"')
        .header('cache-control', 'private, no-store')
        .send(Readable.from(auditCsv(app.db, req.query))),
  );
};

export default consoleHttp;
