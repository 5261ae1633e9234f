import {
  closePeriodResultView,
  idParams,
  idSchema,
  lastClosedPeriod,
  lastDayOf,
  markSettlementPaidBody,
  periodOf,
  settlementDetailView,
  settlementListItemView,
  settlementListQuery,
} from '@vedmarked/domain';
import type { FastifyInstance } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelope, errorResponses, ok } from '../../lib/envelope.ts';
import { AppError } from '../../lib/errors.ts';
import { requireUser } from '../../plugins/auth.ts';
import { closeMarketPeriod } from './close-market-period.ts';
import { closePeriod, closingRatesOf } from './close-period.ts';
import { defineCloseJob } from './close-period-job.ts';
import { renderSettlementPdf } from './settlement-pdf.ts';
import { listSettlements, markSettlementPaid, payoutBatchCsv, showSettlement } from './settlements.service.ts';

const tags = ['settlements'];
const security = [{ bearer: [] }];

/**
 * Settlements (spec sections 2, 3 and 9; decision 0031): a vendor reads its own (list by status,
 * one with its lines, the PDF statement); the admin reads every vendor's, marks one paid with the
 * bank's reference, exports the payout batch as CSV and may close the last ended period at once
 * (the job does it every 14 days).
 */
const settlementsHttp: FastifyPluginAsyncZod = async (app) => {
  defineCloseJob(app);

  app.get(
    '/settlements',
    {
      config: { policy: 'settlementsRead' },
      schema: {
        tags,
        security,
        summary: 'Settlements: the vendor’s own (every vendor’s for the admin), newest period first; status outstanding or paid',
        querystring: settlementListQuery,
        response: { 200: envelope(z.array(settlementListItemView)), ...errorResponses },
      },
    },
    async (req) => ok(await listSettlements(app.db, requireUser(req.user), req.query.status)),
  );

  app.get(
    '/settlements/:id',
    {
      config: { policy: 'settlementsRead' },
      schema: {
        tags,
        security,
        summary: 'One settlement with its lines and sums',
        params: idParams,
        response: { 200: envelope(settlementDetailView), ...errorResponses },
      },
    },
    async (req) => ok(await showSettlement(app.db, requireUser(req.user), req.params.id)),
  );

  app.get(
    '/settlements/:id/pdf',
    {
      config: { policy: 'settlementsRead' },
      schema: { tags, security, summary: 'The settlement statement as a PDF', params: idParams, produces: ['application/pdf'] },
    },
    async (req, reply) => {
      const s = await showSettlement(app.db, requireUser(req.user), req.params.id);
      const pdf = await app.settings.get().then((f) => renderSettlementPdf(s, req.lang, f.platform_fee_pct, f.own_customer_fee_pct, f.group_share_pct, f));
      return reply
        .type('application/pdf')
        .header('content-disposition', `inline; filename="vedmarked-settlement-${s.id}.pdf"`)
        .header('cache-control', 'private, no-store')
        .send(pdf);
    },
  );

  app.post(
    '/settlements/:id/mark-paid',
    {
      config: { policy: 'admin' },
      schema: {
        tags,
        security,
        summary: 'Marks a settlement paid with the bank’s reference (the payout is posted to the ledger). Paying again answers with the paid settlement.',
        params: idParams,
        body: markSettlementPaidBody,
        response: { 200: envelope(z.object({ settlement: settlementDetailView, changed: z.boolean() })), ...errorResponses },
      },
    },
    async (req) => ok(await markSettlementPaid(app.db, requireUser(req.user), req.params.id, req.body.bank_reference)),
  );

  app.get(
    '/settlements/payout-batch.csv',
    {
      config: { policy: 'admin' },
      schema: { tags, security, summary: 'The payout batch: every outstanding settlement with the bank account, as CSV', produces: ['text/csv'] },
    },
    async (_req, reply) =>
      reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', 'attachment; filename="vedmarked-payouts.csv"')
        .header('cache-control', 'private, no-store')
        .send(await payoutBatchCsv(app.db)),
  );

  app.post(
    '/settlements/close-period',
    {
      config: { policy: 'admin' },
      schema: {
        tags,
        security,
        summary:
          'Closes the last ended 14-day period now (as its job does) for vendors, groups, wholesalers and round-timber transporters; closing again changes nothing. Outside production, period "current" closes the running period at once for one vendor or one wholesaler or transporter (user_id) (journeys and demos: decisions 0039, 0044).',
        body: z.strictObject({ period: z.enum(['last', 'current']).optional(), vendor_id: idSchema.optional(), user_id: idSchema.optional() }).optional(),
        response: { 200: envelope(closePeriodResultView), ...errorResponses },
      },
    },
    async (req) => ok(await closeNow(app, req.body)),
  );
};

/**
 * Closes the last ended period (as the job does), or outside production the running period for
 * one vendor (journeys and demos: decision 0039).
 */
async function closeNow(app: FastifyInstance, body: { period?: 'last' | 'current'; vendor_id?: number; user_id?: number } | undefined) {
  const current = body?.period === 'current';
  if (current && (app.config.env === 'production' || !(body?.vendor_id || body?.user_id))) throw new AppError(403, 'forbidden', 'forbidden');
  const period = current ? periodOf(new Date()) : lastClosedPeriod(new Date());
  const r = await app.db.transaction(async (tx) => {
    const none = { settlements: 0, orders: 0 };
    const rates = closingRatesOf(await app.settings.read(tx));
    // The running period closes for the one party asked for; the last ended one for everybody.
    const shop = !current || body?.vendor_id ? await closePeriod(tx, period, rates, current ? body?.vendor_id : undefined) : none;
    const market = !current || body?.user_id ? await closeMarketPeriod(tx, period, current ? body?.user_id : undefined) : none;
    return { settlements: shop.settlements + market.settlements, orders: shop.orders + market.orders };
  });
  return { period_start: period.start, period_end: lastDayOf(period.end), ...r };
}

export default settlementsHttp;
