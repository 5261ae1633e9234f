import cluster from 'node:cluster';
import { createHash, timingSafeEqual } from 'node:crypto';
import fp from 'fastify-plugin';
import { AggregatorRegistry, Counter, collectDefaultMetrics, Gauge, Histogram, Registry } from 'prom-client';
import { AppError, unauthorized } from '../lib/errors.ts';

/**
 * What a module reports to /metrics. With METRICS_TOKEN unset every call does nothing (no registry,
 * no hook on requests): metrics cost nothing where nobody scrapes them.
 */
export interface Metrics {
  readonly enabled: boolean;
  /** A running total its owner keeps (a Prometheus counter), read at each scrape. */
  total(name: string, help: string, read: () => number): void;
  /**
   * A value of the moment its owner knows (a Prometheus gauge), read at each scrape; a failed read
   * keeps the last value. `shared`: the same figure in every process (serve:cluster reports the
   * largest instead of the sum of its workers).
   */
  current(name: string, help: string, read: () => number | Promise<number>, opts?: { shared?: boolean }): void;
  /** A job of this kind, due at `dueAt`, starts now (job lag). */
  jobStarted(kind: string, dueAt: Date): void;
}

declare module 'fastify' {
  interface FastifyInstance {
    metrics: Metrics;
  }
}

const off: Metrics = { enabled: false, total() {}, current() {}, jobStarted() {} };

/** Request durations, in seconds: a cached storefront answer takes well under a millisecond, a PDF a second. */
const REQUEST_BUCKETS = [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];
/** Job lag, in seconds: the runner polls every second (JOBS_POLL_MS), retries wait up to 10 minutes. */
const JOB_LAG_BUCKETS = [0.5, 1, 2, 5, 10, 30, 60, 300, 900, 3600];

const digest = (s: string) => createHash('sha256').update(s).digest();

/** Whether an Authorization header carries the token (compared in constant time: both sides hashed to 32 bytes). */
function bearerMatches(header: string | undefined, expected: Buffer): boolean {
  const [scheme, given] = (header ?? '').split(' ');
  if (scheme?.toLowerCase() !== 'bearer' || !given) return false;
  return timingSafeEqual(digest(given), expected);
}

function metricsOn(registry: Registry): Metrics {
  const jobLag = new Histogram({
    name: 'vedmarked_job_lag_seconds',
    help: 'Seconds between a job being due and this process starting it, by job kind',
    labelNames: ['kind'],
    buckets: JOB_LAG_BUCKETS,
    registers: [registry],
  });
  return {
    enabled: true,
    total(name, help, read) {
      new Counter({
        name,
        help,
        registers: [registry],
        collect() {
          this.reset();
          this.inc(read());
        },
      });
    },
    current(name, help, read, opts) {
      new Gauge({
        name,
        help,
        registers: [registry],
        aggregator: opts?.shared ? 'max' : 'sum',
        async collect() {
          try {
            this.set(await read());
          } catch {
            // The last value stays (a scrape never fails because one source could not answer).
          }
        },
      });
    },
    jobStarted(kind, dueAt) {
      jobLag.observe({ kind }, Math.max(0, (Date.now() - dueAt.getTime()) / 1000));
    },
  };
}

/**
 * Prometheus metrics of this process at GET /metrics, for the bearer token METRICS_TOKEN (404
 * without one: metrics off). Each process behind the balancer has its own figures and is scraped
 * on its own address (docs/operations.md, decision 0048).
 */
export default fp(
  async (app, opts: { token?: string }) => {
    if (!opts.token) {
      app.decorate('metrics', off);
      app.get('/metrics', { schema: { hide: true } }, async () => {
        throw new AppError(404, 'not_found', 'route-not-found');
      });
      return;
    }
    const expected = digest(opts.token);
    const registry = new Registry();
    collectDefaultMetrics({ register: registry });
    const metrics = metricsOn(registry);
    app.decorate('metrics', metrics);
    // A serve:cluster worker also answers its primary, which sums the workers at METRICS_PORT (scripts/serve-cluster.mjs).
    if (cluster.isWorker) {
      AggregatorRegistry.setRegistries([registry]);
      new AggregatorRegistry();
    }

    const labelNames = ['method', 'route', 'status'] as const;
    const requests = new Counter({
      name: 'vedmarked_http_requests_total',
      help: 'HTTP requests answered, by method, route pattern and status class',
      labelNames,
      registers: [registry],
    });
    const durations = new Histogram({
      name: 'vedmarked_http_request_duration_seconds',
      help: 'Time from receiving a request to the end of its answer, by method, route pattern and status class',
      labelNames,
      buckets: REQUEST_BUCKETS,
      registers: [registry],
    });
    app.addHook('onResponse', (req, reply, done) => {
      // The route's pattern (/api/orders/:id), never the raw URL: unknown paths share one label.
      const labels = { method: req.method, route: req.routeOptions.url ?? 'unmatched', status: `${Math.floor(reply.statusCode / 100)}xx` };
      requests.inc(labels);
      durations.observe(labels, reply.elapsedTime / 1000);
      done();
    });

    const pool = app.database.pool;
    if (pool) {
      metrics.current(
        'vedmarked_db_pool_connections',
        'Connections the PostgreSQL pool of this process holds (in use and idle; one is the realtime listener)',
        () => pool.totalCount,
      );
      metrics.current('vedmarked_db_pool_idle_connections', 'Pooled connections not in use', () => pool.idleCount);
      metrics.current(
        'vedmarked_db_pool_waiting_requests',
        'Queries waiting for a pooled connection (above 0 for long: the pool is too small)',
        () => pool.waitingCount,
      );
      metrics.current('vedmarked_db_pool_max_connections', 'The most connections the pool opens', () => pool.options.max ?? 10);
    }

    app.get('/metrics', { schema: { hide: true } }, async (req, reply) => {
      if (!bearerMatches(req.headers.authorization, expected)) {
        reply.header('www-authenticate', 'Bearer');
        throw unauthorized();
      }
      const text = await registry.metrics();
      return reply.header('content-type', registry.contentType).header('cache-control', 'no-store').send(text);
    });
  },
  { name: 'metrics', dependencies: ['db', 'errors'] },
);
