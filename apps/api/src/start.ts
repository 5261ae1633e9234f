import { join } from 'node:path';
import { type Database, isSeeded, loadReferenceData, openDatabase, seedDemo } from '@vedmarked/db';
import type { FastifyInstance } from 'fastify';
import { buildApp } from './app.ts';
import type { Config } from './config.ts';

/** Opens the database (PGlite under DATA_DIR, or DATABASE_URL), migrates, loads reference data and seeds a first run. */
export async function prepareDatabase(config: Config, log: (msg: string) => void): Promise<Database> {
  const database = await openDatabase({
    url: config.databaseUrl,
    dataDir: config.databaseUrl ? undefined : join(config.dataDir, 'pglite'),
    statementTimeoutMs: config.dbStatementTimeoutMs,
    poolTimeoutMs: config.dbPoolTimeoutMs,
  });
  // Several processes starting together: one migrates and seeds under the lock, the others wait and find it done.
  await database.exclusive(async () => {
    await database.migrate();
    await loadReferenceData(database.db);
    if (config.seedDemo && !(await isSeeded(database.db))) {
      log('Empty database: seeding the demo world (see README for the logins)');
      await seedDemo(database.db);
    }
  });
  return database;
}

export async function startServer(config: Config): Promise<FastifyInstance> {
  const t0 = performance.now();
  const database = await prepareDatabase(config, (m) => console.log(m));
  const app = await buildApp({ config, database });
  await app.listen({ port: config.port, host: config.host });
  app.log.info({ startupMs: Math.round(performance.now() - t0), database: database.kind }, `Vedmarked is serving on ${config.publicUrl}`);

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    // Drain (decision 0046): readiness says no at once, so the balancer stops sending new requests;
    // the process keeps serving for SHUTDOWN_DRAIN_MS (a few of the balancer's health checks) ...
    app.databaseHealth.drain();
    app.log.info({ signal, drainMs: config.shutdownDrainMs }, 'shutting down: leaving the balancer');
    const force = setTimeout(() => {
      app.log.error('shutdown took over 10 s after draining; exiting');
      process.exit(1);
    }, config.shutdownDrainMs + 10_000);
    force.unref();
    if (config.shutdownDrainMs) await new Promise((r) => setTimeout(r, config.shutdownDrainMs));
    // ... then stops accepting, ends the event streams, waits for in-flight requests, stops the job worker and closes the database.
    app.log.info('shutting down: finishing in-flight requests');
    await app.close();
    process.exit(0);
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));
  return app;
}
