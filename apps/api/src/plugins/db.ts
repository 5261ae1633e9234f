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
  /** Every migration this build ships is applied (a process of a newer build waits for them). */
  migrations: boolean;
  storageFull: boolean;
  /** The process got SIGTERM and is leaving the balancer (decision 0046). */
  draining: boolean;
}

/** What the process knows of its database's health (docs/decisions/0022). */
export interface DatabaseHealth {
  /** Records a fault a request met; a full disk turns readiness down for a while. */
  noteFault(fault: DatabaseFault): void;
  /** Whether this process should get traffic: the database answers in time, its migrations are current, its disk is not full, and it is not shutting down. */
  readiness(): Promise<Readiness>;
  /** From now on readiness says no, so that a balancer stops sending traffic before the process closes. */
  drain(): void;
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
    let draining = false;
    let migrationsCurrent = false; // once current, stays current (a newer build's migrations keep this one's applied)
    const health: DatabaseHealth = {
      drain() {
        draining = true;
      },
      noteFault(fault) {
        if (fault === 'storage_full') storageFullAt = Date.now();
      },
      async readiness() {
        const database = await opts.database.ping(READINESS_PING_MS);
        if (database && !migrationsCurrent) migrationsCurrent = await opts.database.migrationsCurrent();
        const storageFull = storageFullAt > 0 && Date.now() - storageFullAt < STORAGE_FULL_HOLD_MS;
        const migrations = migrationsCurrent;
        return { ready: database && migrations && !storageFull && !draining, database, migrations, storageFull, draining };
      },
    };
    app.decorate('database', opts.database);
    app.decorate('db', opts.database.db);
    app.decorate('databaseHealth', health);
    if (opts.closeOnShutdown) app.addHook('onClose', async () => opts.database.close());
  },
  { name: 'db' },
);
