import { type Executor, jobs, type Tx } from '@vedmarked/db';
import { and, asc, eq, lte, min } from 'drizzle-orm';
import fp from 'fastify-plugin';

export interface JobContext {
  id: number;
  attempts: number;
  /** The moment the worker runs the job (tests pass a future moment to run deadlines). */
  now: Date;
}
export type JobHandler = (tx: Tx, payload: Record<string, unknown>, ctx: JobContext) => Promise<void>;
/** A handler that talks to the outside (delivers a webhook): it runs outside any transaction, at least once. */
export type OutsideJobHandler = (payload: Record<string, unknown>, ctx: JobContext) => Promise<void>;

export interface EnqueueOptions {
  kind: string;
  payload?: Record<string, unknown>;
  runAt?: Date;
  /** At most one job per key ever: enqueuing the same key again does nothing. */
  dedupeKey?: string;
}

export interface Jobs {
  define(kind: string, handler: JobHandler): void;
  defineOutside(kind: string, handler: OutsideJobHandler): void;
  /** Adds a job in the caller's transaction, so it exists exactly when the change that needs it commits. */
  enqueue(db: Executor, job: EnqueueOptions): Promise<void>;
  /** Runs due jobs one by one until none is due (or `limit` ran); returns how many ran. */
  runDue(opts?: { now?: Date; limit?: number }): Promise<number>;
}

declare module 'fastify' {
  interface FastifyInstance {
    jobs: Jobs;
  }
}

export const JOB_MAX_ATTEMPTS = 8;
/** A claimed outside job whose process died is taken again after this long. */
export const OUTSIDE_JOB_LEASE_MS = 60_000;
/** Retry after 5 s, 10 s, 20 s … capped at 10 minutes. */
export const retryDelayMs = (attempts: number) => Math.min(600_000, 5_000 * 2 ** Math.max(0, attempts - 1));

/**
 * Scheduled work in the jobs table, run by any API process: a worker takes one due job with
 * SELECT … FOR UPDATE SKIP LOCKED and runs its handler in the same transaction, then marks it done.
 * A job's effects and its completion commit together; a process that dies mid-job rolls both back
 * and releases the row, so another process runs it again. Nothing runs twice. Jobs that talk to the
 * outside (webhook delivery) are leased instead and run at least once.
 */
// Long by design: the worker's claim, run, retry and timer share their state in this one closure.
export default fp(
  // biome-ignore lint/complexity/noExcessiveLinesPerFunction: the plugin keeps the runner's state (handlers, timer, leases) in one closure shared by its decorators and hooks.
  async (app, opts: { pollMs: number }) => {
    const handlers = new Map<string, JobHandler>();
    const outside = new Map<string, OutsideJobHandler>();
    let timer: NodeJS.Timeout | undefined;
    let running: Promise<number> | undefined;
    let stopped = false;

    async function runOne(now: Date): Promise<boolean> {
      let failed: { id: number; attempts: number; error: string } | undefined;
      let leased: { id: number; attempts: number; kind: string; payload: Record<string, unknown> } | undefined;
      let ran = false;
      // Outside jobs whose process died while running go back to pending.
      await app.db
        .update(jobs)
        .set({ status: 'pending' })
        .where(and(eq(jobs.status, 'running'), lte(jobs.lockedAt, new Date(now.getTime() - OUTSIDE_JOB_LEASE_MS))))
        .catch(() => undefined);
      try {
        await app.db.transaction(async (tx) => {
          const [job] = await tx
            .select()
            .from(jobs)
            .where(and(eq(jobs.status, 'pending'), lte(jobs.runAt, now)))
            .orderBy(asc(jobs.runAt), asc(jobs.id))
            .limit(1)
            .for('update', { skipLocked: true });
          if (!job) return;
          ran = true;
          app.metrics.jobStarted(job.kind, job.runAt);
          const attempts = job.attempts + 1;
          if (outside.has(job.kind)) {
            // Lease it: mark running and commit; it is run after this transaction.
            await tx.update(jobs).set({ status: 'running', lockedAt: now, attempts }).where(eq(jobs.id, job.id));
            leased = { id: job.id, attempts, kind: job.kind, payload: job.payload as Record<string, unknown> };
            return;
          }
          const handler = handlers.get(job.kind);
          if (!handler) {
            await tx
              .update(jobs)
              .set({ status: 'failed', attempts, lastError: `no handler for ${job.kind}`, finishedAt: new Date() })
              .where(eq(jobs.id, job.id));
            return;
          }
          try {
            await tx.transaction(async (inner) => handler(inner, job.payload as Record<string, unknown>, { id: job.id, attempts, now }));
          } catch (err) {
            failed = { id: job.id, attempts, error: err instanceof Error ? `${err.name}: ${err.message}` : String(err) };
            app.log.warn({ err, jobId: job.id, kind: job.kind, attempts }, 'job failed; it will be retried');
            // The handler's savepoint is rolled back; record the failure in this transaction.
            await tx
              .update(jobs)
              .set({
                attempts,
                lastError: failed.error.slice(0, 1000),
                status: attempts >= JOB_MAX_ATTEMPTS ? 'failed' : 'pending',
                runAt: new Date(now.getTime() + retryDelayMs(attempts)),
                finishedAt: attempts >= JOB_MAX_ATTEMPTS ? new Date() : null,
              })
              .where(eq(jobs.id, job.id));
            return;
          }
          await tx.update(jobs).set({ status: 'done', attempts, finishedAt: new Date(), lastError: null }).where(eq(jobs.id, job.id));
        });
      } catch (err) {
        app.log.error({ err }, 'job runner transaction failed');
        return false;
      }
      if (leased) await runOutside(leased, now);
      return ran;
    }

    async function runOutside(job: { id: number; attempts: number; kind: string; payload: Record<string, unknown> }, now: Date) {
      try {
        await outside.get(job.kind)!(job.payload, { id: job.id, attempts: job.attempts, now });
        await app.db.update(jobs).set({ status: 'done', finishedAt: new Date(), lastError: null }).where(eq(jobs.id, job.id));
      } catch (err) {
        const error = err instanceof Error ? `${err.name}: ${err.message}` : String(err);
        app.log.warn({ err, jobId: job.id, kind: job.kind, attempts: job.attempts }, 'job failed; it will be retried');
        await app.db
          .update(jobs)
          .set({
            lastError: error.slice(0, 1000),
            status: job.attempts >= JOB_MAX_ATTEMPTS ? 'failed' : 'pending',
            runAt: new Date(now.getTime() + retryDelayMs(job.attempts)),
            finishedAt: job.attempts >= JOB_MAX_ATTEMPTS ? new Date() : null,
          })
          .where(eq(jobs.id, job.id));
      }
    }

    const api: Jobs = {
      define(kind, handler) {
        if (handlers.has(kind) || outside.has(kind)) throw new Error(`job kind ${kind} is defined twice`);
        handlers.set(kind, handler);
      },
      defineOutside(kind, handler) {
        if (handlers.has(kind) || outside.has(kind)) throw new Error(`job kind ${kind} is defined twice`);
        outside.set(kind, handler);
      },
      async enqueue(db, job) {
        await db
          .insert(jobs)
          .values({ kind: job.kind, payload: job.payload ?? {}, runAt: job.runAt ?? new Date(), dedupeKey: job.dedupeKey ?? null })
          .onConflictDoNothing();
      },
      async runDue({ now, limit = 500 } = {}) {
        let n = 0;
        while (n < limit && !stopped && (await runOne(now ?? new Date()))) n++;
        return n;
      },
    };
    app.decorate('jobs', api);
    // Lag that the start times cannot show: a job that is due and has not started (the runner is stuck or off).
    app.metrics.current(
      'vedmarked_job_oldest_due_seconds',
      'How long the oldest due job that has not started has waited (0: none); same in every process',
      async () => {
        const [row] = await app.db
          .select({ runAt: min(jobs.runAt) })
          .from(jobs)
          .where(and(eq(jobs.status, 'pending'), lte(jobs.runAt, new Date())));
        return row?.runAt ? Math.max(0, (Date.now() - row.runAt.getTime()) / 1000) : 0;
      },
    );

    async function tick() {
      if (running || stopped) return;
      running = api.runDue({ limit: 100 });
      try {
        await running;
      } catch (err) {
        // The database went away between two jobs (or while recording an outside job's outcome):
        // the loop lives on and the next tick resumes; a cut transaction was rolled back whole.
        app.log.warn({ err }, 'job runner: the database is unavailable; retrying on the next tick');
      } finally {
        running = undefined;
      }
    }

    if (opts.pollMs > 0) {
      app.addHook('onReady', async () => {
        timer = setInterval(() => void tick(), opts.pollMs);
        timer.unref();
      });
    }
    app.addHook('preClose', async () => {
      stopped = true;
      if (timer) clearInterval(timer);
      await running?.catch(() => undefined);
    });
  },
  { name: 'jobs', dependencies: ['db', 'metrics'] },
);
