import { createHash, randomBytes } from 'node:crypto';
import { mkdirSync, readdirSync, readFileSync, renameSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { PRODUCT_CATEGORIES } from '@vedmarked/domain';
import pg from 'pg';
import { type Database, openDatabase } from './client.ts';
import { migrationsDir } from './paths.ts';
import { readPostcodeData } from './postcodes.ts';
import { loadReferenceData } from './seed/reference.ts';

/**
 * What a migrated database with its reference data is made of: the migrations, the postcodes and
 * the reference data's source. A change to any of them gives a new key, so a stale snapshot or
 * template is never used.
 */
function snapshotKey(): string {
  const hash = createHash('sha256');
  const walk = (dir: string) => {
    for (const name of readdirSync(dir).sort()) {
      const path = join(dir, name);
      if (statSync(path).isDirectory()) walk(path);
      else hash.update(name).update(readFileSync(path));
    }
  };
  walk(migrationsDir());
  for (const file of ['./seed/reference.ts', './postcodes.ts']) hash.update(readFileSync(fileURLToPath(new URL(file, import.meta.url))));
  hash.update(JSON.stringify(readPostcodeData())).update(JSON.stringify(PRODUCT_CATEGORIES));
  return hash.digest('hex').slice(0, 16);
}

let key: string | undefined;
const snapshotKeyOnce = () => (key ??= snapshotKey());

/**
 * PGlite: the data directory of a migrated database with its reference data, made once per machine
 * (and per change of the migrations) and kept in the temp folder. Each test file starts from a copy
 * instead of migrating anew: the integration suite spends its time on tests, not on setup.
 */
async function pgliteSnapshot(): Promise<Blob> {
  const dir = join(tmpdir(), 'vedmarked-test-db');
  const file = join(dir, `pglite-${snapshotKeyOnce()}.tar`);
  try {
    return new Blob([readFileSync(file)]);
  } catch {
    // Not made yet (or made by another test process at this moment): make it.
  }
  const fresh = await openDatabase();
  await fresh.migrate();
  await loadReferenceData(fresh.db);
  const dump = await fresh.pglite!.dumpDataDir('none');
  await fresh.close();
  mkdirSync(dir, { recursive: true });
  // Written aside and renamed: a process reading at the same moment sees the whole file or none.
  const part = `${file}.${process.pid}.${randomBytes(4).toString('hex')}`;
  writeFileSync(part, Buffer.from(await dump.arrayBuffer()));
  renameSync(part, file);
  return dump;
}

/**
 * PostgreSQL: a template database, migrated with its reference data, made once per server (and per
 * change of the migrations); each test file's database is a copy of it (create database … template).
 */
async function postgresTemplate(admin: pg.Client, serverUrl: string): Promise<string> {
  const name = `vm_tpl_${snapshotKeyOnce()}`;
  const exists = await admin.query('select 1 from pg_database where datname = $1', [name]);
  if (exists.rowCount) return name;
  const building = `${name}_${randomBytes(4).toString('hex')}`;
  await admin.query(`create database ${building}`);
  const url = new URL(serverUrl);
  url.pathname = `/${building}`;
  const inner = await openDatabase({ url: url.toString(), poolSize: 2 });
  try {
    await inner.migrate();
    await loadReferenceData(inner.db);
  } finally {
    await inner.close();
  }
  try {
    // Renamed when complete: another process never copies a half-made template.
    await admin.query(`alter database ${building} rename to ${name}`);
  } catch {
    // Another test process finished its template first: use that one.
    await admin.query(`drop database if exists ${building} with (force)`);
  }
  return name;
}

/** Copies the template; two copies started at once can meet, and the second then tries again. */
async function createFromTemplate(admin: pg.Client, name: string, template: string): Promise<void> {
  for (let attempt = 0; ; attempt++) {
    try {
      await admin.query(`create database ${name} template ${template}`);
      return;
    } catch (err) {
      if (attempt >= 20 || !/being accessed by other users/.test(String((err as Error).message))) throw err;
      await new Promise((r) => setTimeout(r, 50 + Math.random() * 200));
    }
  }
}

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
  // Files that ask for reference data (nearly all) start from a migrated copy.
  const fromSnapshot = opts.referenceData !== false;
  let database: Database;
  if (serverUrl) {
    const name = `vm_test_${randomBytes(6).toString('hex')}`;
    const admin = new pg.Client({ connectionString: serverUrl });
    await admin.connect();
    try {
      if (fromSnapshot) await createFromTemplate(admin, name, await postgresTemplate(admin, serverUrl));
      else await admin.query(`create database ${name}`);
    } finally {
      await admin.end();
    }
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
    database = await openDatabase(fromSnapshot ? { loadDataDir: await pgliteSnapshot() } : {});
  }
  // Already current when copied from the snapshot (a quick check); the whole migration otherwise.
  await database.migrate();
  if (opts.referenceData !== false && !fromSnapshot) await loadReferenceData(database.db);
  return database;
}
