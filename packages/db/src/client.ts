import { mkdirSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { readMigrationFiles } from 'drizzle-orm/migrator';
import { migrationsDir } from './paths.ts';
import * as schema from './schema/index.ts';

export type Schema = typeof schema;
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
/** Anything that runs queries: the database or a transaction. */
export type Executor = Db | Tx;

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** The PGlite instance, when embedded (for LISTEN/NOTIFY in the same process). */
  pglite?: PGlite;
  /** The pg pool, when on a PostgreSQL server. */
  pool?: pg.Pool;
  migrate(): Promise<void>;
  /**
   * Runs `fn` while holding the startup lock: on a PostgreSQL server a session advisory lock, so
   * that of several processes starting together one migrates and seeds and the others wait, then
   * find nothing left to do (docs/decisions/0046). PGlite has one process: it just runs `fn`.
   */
  exclusive<T>(fn: () => Promise<T>): Promise<T>;
  /** Whether every migration shipped with this build has been applied (readiness). */
  migrationsCurrent(): Promise<boolean>;
  /** Whether the database answers `select 1` within the time given (default 2 s). */
  ping(timeoutMs?: number): Promise<boolean>;
  close(): Promise<void>;
}

export interface OpenOptions {
  /** postgres://… to use a PostgreSQL server; otherwise PGlite. */
  url?: string;
  /** Folder for PGlite's files; omitted means in memory. */
  dataDir?: string;
  /** PGlite in memory: starts from this data directory (a dumpDataDir tarball) instead of an empty one. */
  loadDataDir?: Blob;
  poolSize?: number;
  /** PostgreSQL server: the longest a statement may run (statement_timeout; a client-side read timeout 1 s later). */
  statementTimeoutMs?: number;
  /** PostgreSQL server: the longest a request waits for a connection of the pool (or for a new one to open). */
  poolTimeoutMs?: number;
}

/** Defaults of the two timeouts (docs/decisions/0022-surviving-the-database.md). */
export const DEFAULT_STATEMENT_TIMEOUT_MS = 5000;
export const DEFAULT_POOL_TIMEOUT_MS = 5000;

/** Resolves to false when the check fails or takes longer than the time given. */
async function withinTime(check: () => Promise<unknown>, timeoutMs: number): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<boolean>((resolve) => {
    timer = setTimeout(() => resolve(false), timeoutMs);
  });
  try {
    return await Promise.race([
      check().then(
        () => true,
        () => false,
      ),
      late,
    ]);
  } finally {
    clearTimeout(timer);
  }
}

/** The advisory lock key of startup (migrations, reference data, first seed): 'vedm' in ASCII, arbitrary but fixed. */
export const STARTUP_LOCK_KEY = 0x7665646d;

/** How long a process waits for another's migrations before it gives up (a stuck migration should not hang a deploy silently). */
const STARTUP_LOCK_WAIT_MS = 10 * 60_000;

async function exclusiveOnServer<T>(pool: pg.Pool, fn: () => Promise<T>): Promise<T> {
  const client = await pool.connect();
  try {
    // pg_try_advisory_lock in a loop rather than pg_advisory_lock: no statement waits past the pool's statement timeout.
    const until = Date.now() + STARTUP_LOCK_WAIT_MS;
    while (!(await client.query('select pg_try_advisory_lock($1) as ok', [STARTUP_LOCK_KEY])).rows[0].ok) {
      if (Date.now() > until) throw new Error('Another process has held the startup (migration) lock for 10 minutes; giving up');
      await new Promise((r) => setTimeout(r, 250));
    }
    try {
      return await fn();
    } finally {
      await client.query('select pg_advisory_unlock($1)', [STARTUP_LOCK_KEY]);
    }
  } finally {
    client.release();
  }
}

let lastMigrationMillis: number | undefined;
/** Whether the newest migration this build ships is recorded in drizzle's journal table. */
async function migrationsApplied(query: (sql: string) => Promise<{ rows: unknown[] }>): Promise<boolean> {
  lastMigrationMillis ??= Math.max(...readMigrationFiles({ migrationsFolder: migrationsDir() }).map((m) => m.folderMillis));
  try {
    const { rows } = await query('select max(created_at) as last from drizzle.__drizzle_migrations');
    const last = (rows[0] as { last: unknown } | undefined)?.last;
    return last != null && Number(last) >= lastMigrationMillis;
  } catch {
    return false; // no journal table yet
  }
}

// Postgres returns bigint (count(*)) as text; parse it (our counts stay far below 2^53).
pg.types.setTypeParser(20, (v) => Number(v));

/**
 * Two repairs on every pooled connection, for a database that goes away (docs/decisions/0022):
 * - After pg's client-side read timeout the connection is in an unknown state (the statement may
 *   still run, its answer may still come): close it, so the server rolls its transaction back, the
 *   queries queued behind it fail at once, and the pool replaces it instead of lending it again.
 * - drizzle's node-postgres `transaction` sends BEGIN outside its try/finally, so a connection whose
 *   BEGIN fails (lost, timed out) is never released: one pool slot lost per failure, and after
 *   `max` of them every request waits for the pool timeout. Release it here instead.
 */
function repairOnFailure(client: pg.PoolClient) {
  const query = client.query.bind(client) as (...args: unknown[]) => unknown;
  (client as unknown as { query: (...args: unknown[]) => unknown }).query = (...args: unknown[]) => {
    const result = query(...args);
    if (result instanceof Promise) {
      result.catch((err: unknown) => {
        if (err instanceof Error && err.message === 'Query read timeout') {
          (client as unknown as { connection?: { stream?: { destroy(): void } } }).connection?.stream?.destroy();
        }
        const first = args[0] as string | { text?: unknown } | undefined;
        const text = typeof first === 'string' ? first : typeof first?.text === 'string' ? first.text : '';
        if (/^\s*begin\b/i.test(text)) {
          try {
            client.release(err instanceof Error ? err : true);
          } catch {
            // released already by its user
          }
        }
      });
    }
    return result;
  };
}

export async function openDatabase(opts: OpenOptions = {}): Promise<Database> {
  if (opts.url) {
    const statementTimeoutMs = opts.statementTimeoutMs ?? DEFAULT_STATEMENT_TIMEOUT_MS;
    const pool = new pg.Pool({
      connectionString: opts.url,
      max: opts.poolSize ?? 10,
      // A hung or saturated database answers within seconds instead of piling requests up.
      statement_timeout: statementTimeoutMs || undefined,
      // A slow network (or a server that stopped answering) is caught on this side too.
      query_timeout: statementTimeoutMs ? statementTimeoutMs + 1000 : undefined,
      connectionTimeoutMillis: opts.poolTimeoutMs ?? DEFAULT_POOL_TIMEOUT_MS,
      keepAlive: true,
    });
    // An idle connection can be cut (a server restart, a failover, an administrator): without a
    // listener the pool's 'error' event would end the process. The pool opens a new one when needed.
    pool.on('error', (err) => console.warn(`[db] an idle PostgreSQL connection was lost: ${err.message}`));
    // A checked-out connection has no pool listener: when it is cut in the middle of a request (or a
    // transaction) its 'error' event would end the process. The request's query fails instead (503),
    // the client is not queryable any more, and the pool drops it when it is released.
    pool.on('connect', (client) => {
      client.on('error', (err) => console.warn(`[db] a PostgreSQL connection in use was lost: ${err.message}`));
      repairOnFailure(client as pg.PoolClient);
    });
    const db = drizzlePg(pool, { schema }) as unknown as Db;
    return {
      db,
      kind: 'postgres',
      pool,
      migrate: () => migratePg(drizzlePg(pool), { migrationsFolder: migrationsDir() }),
      exclusive: (fn) => exclusiveOnServer(pool, fn),
      migrationsCurrent: () => migrationsApplied((sql) => pool.query(sql)),
      ping: (timeoutMs = 2000) => withinTime(() => pool.query('select 1'), timeoutMs),
      close: () => pool.end(),
    };
  }
  if (opts.dataDir) mkdirSync(opts.dataDir, { recursive: true });
  const pglite = opts.dataDir ? new PGlite(opts.dataDir) : new PGlite(opts.loadDataDir ? { loadDataDir: opts.loadDataDir } : {});
  await pglite.waitReady;
  const db = drizzlePglite(pglite, { schema }) as unknown as Db;
  return {
    db,
    kind: 'pglite',
    pglite,
    migrate: () => migratePglite(drizzlePglite(pglite), { migrationsFolder: migrationsDir() }),
    exclusive: (fn) => fn(),
    migrationsCurrent: () => migrationsApplied((sql) => pglite.query(sql)),
    ping: (timeoutMs = 2000) => withinTime(() => pglite.query('select 1'), timeoutMs),
    close: () => pglite.close(),
  };
}
