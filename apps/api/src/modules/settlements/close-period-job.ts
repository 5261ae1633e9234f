import { periodOf } from '@vedmarked/domain';
import type { Executor } from '@vedmarked/db';
import type { FastifyInstance } from 'fastify';
import { closeMarketPeriod } from './close-market-period.ts';
import { closePeriod, closingRatesOf } from './close-period.ts';

export const CLOSE_PERIOD_JOB = 'settlement.close-period';

/** The close of the period that `at` falls in, due when that period ends (one job per period: dedupe key). */
export function enqueueClose(app: FastifyInstance, db: Executor, at: Date) {
  const period = periodOf(at);
  return app.jobs.enqueue(db, {
    kind: CLOSE_PERIOD_JOB,
    payload: { periodStart: period.start },
    runAt: new Date(`${period.end}T00:00:00Z`),
    dedupeKey: `settlement-close:${period.start}`,
  });
}

/**
 * Every 14 days a job closes the period that ended (jobs table, SKIP LOCKED: one process runs it) and
 * enqueues the next period's close. The close itself is idempotent (closePeriod), so a retried or
 * doubled job changes nothing.
 */
export function defineCloseJob(app: FastifyInstance): void {
  app.jobs.define(CLOSE_PERIOD_JOB, async (tx, payload, { now }) => {
    const period = periodOf(new Date(`${String(payload.periodStart)}T00:00:00Z`));
    const end = new Date(`${period.end}T00:00:00Z`);
    if (end > now) throw new Error(`period ${period.start} has not ended`);
    await closePeriod(tx, period, closingRatesOf(await app.settings.read(tx)));
    // Wholesalers and round-timber transporters: their market sales of the period (decision 0044).
    await closeMarketPeriod(tx, period);
    // The next period's close (a server that was down catches up one period per run).
    await enqueueClose(app, tx, end);
  });
  app.addHook('onReady', async () => {
    // The first close, once: later ones are enqueued by the close before them.
    if (app.config.jobsPollMs > 0) await enqueueClose(app, app.db, new Date());
  });
}
