import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { type Database, openDatabase } from './client.ts';
import { loadReferenceData } from './seed/reference.ts';

/**
 * A fresh, migrated database for one test file: an in-memory PGlite, or, when
 * TEST_DATABASE_URL is set, a new database on that PostgreSQL server (dropped on close).
 */
export async function createTestDatabase(
  opts: {
    referenceData?: boolean;
    /** Connects through another address (a fault-injection proxy in front of the server): host:port. */
    via?: string;
    statementTimeoutMs?: number;
    poolTimeoutMs?: number;
  } = {},
): Promise<Database> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  let database: Database;
  if (serverUrl) {
    const name = `vm_test_${randomBytes(6).toString('hex')}`;
    const admin = new pg.Client({ connectionString: serverUrl });
    await admin.connect();
    await admin.query(`create database ${name}`);
    await admin.end();
    const url = new URL(serverUrl);
    url.pathname = `/${name}`;
    if (opts.via) url.host = opts.via;
    const inner = await openDatabase({ url: url.toString(), poolSize: 5, statementTimeoutMs: opts.statementTimeoutMs, poolTimeoutMs: opts.poolTimeoutMs });
    database = {
      ...inner,
      close: async () => {
        await inner.close();
        const c = new pg.Client({ connectionString: serverUrl });
        await c.connect();
        await c.query(`drop database if exists ${name} with (force)`);
        await c.end();
      },
    };
  } else {
    database = await openDatabase();
  }
  await database.migrate();
  if (opts.referenceData !== false) await loadReferenceData(database.db);
  return database;
}
