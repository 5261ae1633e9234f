// npm run serve:cluster: the built API (apps/api/dist/server.js) in WORKERS processes on one port
// (node:cluster; default: one per core), on the PostgreSQL server of DATABASE_URL. A worker that
// dies is replaced; SIGTERM/SIGINT drain every worker (each leaves readiness, finishes its requests
// and closes its database), then the primary exits. docs/decisions/0046, docs/scaling.md.
import cluster from 'node:cluster';
import { existsSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';

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

cluster.setupPrimary({ exec: server });
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
  console.log(`serve:cluster: ${signal}: draining ${Object.keys(cluster.workers ?? {}).length} workers`);
  for (const w of Object.values(cluster.workers ?? {})) w?.process.kill('SIGTERM');
  if (Object.keys(cluster.workers ?? {}).length === 0) process.exit(0);
};
process.on('SIGTERM', () => stop('SIGTERM'));
process.on('SIGINT', () => stop('SIGINT'));
