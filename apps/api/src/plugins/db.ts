import type { Database, Db } from '@vedmarked/db';
import fp from 'fastify-plugin';
import type { DatabaseFault } from '../lib/db-errors.ts';

/** A full disk keeps the process out of the balancer this long after the last write that hit it. */
export const STORAGE_FULL_HOLD_MS = 30_000;
/** Readiness asks the database for `select 1` and waits this long at most. */
export const READINESS_PING_MS = 1500;

export interface Readiness {
  ready: boolean;
  database: boolean;
  storageFull: boolean;
}

/** What the process knows of its database's health (docs/decisions/0022). */
export interface DatabaseHealth {
  /** Records a fault a request met; a full disk turns readiness down for a while. */
  noteFault(fault: DatabaseFault): void;
  /** Whether this process should get traffic: the database answers in time and its disk is not full. */
  readiness(): Promise<Readiness>;
}

declare module 'fastify' {
  interface FastifyInstance {
    database: Database;
    db: Db;
    databaseHealth: DatabaseHealth;
  }
}

/** Makes the database available as app.db; closes it when the app closes (after in-flight requests). */
export default fp(
  async (app, opts: { database: Database; closeOnShutdown: boolean }) => {
    let storageFullAt = 0;
    const health: DatabaseHealth = {
      noteFault(fault) {
        if (fault === 'storage_full') storageFullAt = Date.now();
      },
      async readiness() {
        const database = await opts.database.ping(READINESS_PING_MS);
        const storageFull = storageFullAt > 0 && Date.now() - storageFullAt < STORAGE_FULL_HOLD_MS;
        return { ready: database && !storageFull, database, storageFull };
      },
    };
    app.decorate('database', opts.database);
    app.decorate('db', opts.database.db);
    app.decorate('databaseHealth', health);
    if (opts.closeOnShutdown) app.addHook('onClose', async () => opts.database.close());
  },
  { name: 'db' },
);
