// npm run serve:cluster: the built API (apps/api/dist/server.js) in WORKERS processes on one port
// (node:cluster; default: one per core), on the PostgreSQL server of DATABASE_URL. A worker that
// dies is replaced; SIGTERM/SIGINT drain every worker (each leaves readiness, finishes its requests
// and closes its database), then the primary exits. docs/decisions/0046, docs/scaling.md.
import cluster from 'node:cluster';
import { createHash, timingSafeEqual } from 'node:crypto';
import { existsSync } from 'node:fs';
import { createServer } from 'node:http';
import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';
import { AggregatorRegistry } from 'prom-client';

const server = fileURLToPath(new URL('../apps/api/dist/server.js', import.meta.url));
const workers = Number(process.env.WORKERS || availableParallelism());
if (!Number.isInteger(workers) || workers < 1 || workers > 256) {
  console.error(`WORKERS must be a whole number from 1 to 256 (got ${process.env.WORKERS})`);
  process.exit(2);
}
if (!process.env.DATABASE_URL) {
  console.error(
    'serve:cluster needs DATABASE_URL (a PostgreSQL server): the embedded database (PGlite) belongs to one process. Use npm run serve for one process.',
  );
  process.exit(2);
}
if (!existsSync(server)) {
  console.error('No built server at apps/api/dist/server.js: run npm run build first.');
  process.exit(2);
}

const metricsPort = process.env.METRICS_PORT ? Number(process.env.METRICS_PORT) : undefined;
if (metricsPort !== undefined && (!Number.isInteger(metricsPort) || metricsPort < 1 || metricsPort > 65535 || !process.env.METRICS_TOKEN)) {
  console.error(`METRICS_PORT must be a port number (got ${process.env.METRICS_PORT}) and needs METRICS_TOKEN`);
  process.exit(2);
}

/**
 * Metrics (decision 0048): the workers share one port, so a scrape there reaches one worker chosen by
 * the system. With METRICS_PORT the primary answers GET /metrics on that port with every worker's
 * figures summed (prom-client's AggregatorRegistry asks each worker over the cluster channel).
 */
function serveMetrics(port, token) {
  const aggregator = new AggregatorRegistry();
  const digest = (s) => createHash('sha256').update(s).digest();
  const expected = digest(token);
  const json = (res, status, code, message) => {
    res.writeHead(status, { 'content-type': 'application/json; charset=utf-8', ...(status === 401 ? { 'www-authenticate': 'Bearer' } : {}) });
    res.end(JSON.stringify({ success: false, error: { code, message } }));
  };
  const metricsServer = createServer(async (req, res) => {
    if (req.method !== 'GET' || req.url !== '/metrics') return json(res, 404, 'not_found', 'Only GET /metrics is served here');
    const [scheme, given] = (req.headers.authorization ?? '').split(' ');
    if (scheme?.toLowerCase() !== 'bearer' || !given || !timingSafeEqual(digest(given), expected))
      return json(res, 401, 'unauthorized', 'A valid bearer token is needed');
    try {
      const text = await aggregator.clusterMetrics();
      res.writeHead(200, { 'content-type': aggregator.contentType, 'cache-control': 'no-store' });
      res.end(text);
    } catch (err) {
      json(res, 503, 'metrics_unavailable', `The workers did not answer: ${err instanceof Error ? err.message : err}`);
    }
  });
  metricsServer.listen(port, process.env.HOST || '0.0.0.0', () => console.log(`serve:cluster: metrics of every worker at :${port}/metrics`));
  return metricsServer;
}

cluster.setupPrimary({ exec: server });
const metricsServer = metricsPort ? serveMetrics(metricsPort, process.env.METRICS_TOKEN) : undefined;
let stopping = false;
const fork = () => cluster.fork({ WORKER_ID: String(Object.keys(cluster.workers ?? {}).length + 1) });
for (let i = 0; i < workers; i++) fork();
console.log(`serve:cluster: ${workers} workers (primary pid ${process.pid})`);

let restarts = 0;
cluster.on('exit', (worker, code, signal) => {
  if (stopping) {
    if (Object.keys(cluster.workers ?? {}).length === 0) process.exit(0);
    return;
  }
  // A config error (exit 2) would only repeat: stop instead of looping.
  if (code === 2) {
    console.error('serve:cluster: a worker refused its configuration; stopping');
    process.exit(2);
  }
  restarts++;
  console.error(`serve:cluster: worker ${worker.process.pid} died (${signal ?? code}); starting another (restart ${restarts})`);
  setTimeout(fork, Math.min(5000, 200 * restarts)).unref();
});

const stop = (signal) => {
  if (stopping) return;
  stopping = true;
  metricsServer?.close();
  console.log(`serve:cluster: ${signal}: draining ${Object.keys(cluster.workers ?? {}).length} workers`);
  for (const w of Object.values(cluster.workers ?? {})) w?.process.kill('SIGTERM');
  if (Object.keys(cluster.workers ?? {}).length === 0) process.exit(0);
};
process.on('SIGTERM', () => stop('SIGTERM'));
process.on('SIGINT', () => stop('SIGINT'));
