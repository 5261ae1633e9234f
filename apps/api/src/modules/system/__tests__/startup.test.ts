import { randomBytes } from 'node:crypto';
import { type Database, migrationsDir, openDatabase } from '@vedmarked/db';
import { sql } from 'drizzle-orm';
import { readMigrationFiles } from 'drizzle-orm/migrator';
import { describe, expect, it } from 'vitest';
import { buildTestApp } from '../../../../test/helpers.ts';
import { loadConfig } from '../../../config.ts';
import { prepareDatabase } from '../../../start.ts';

// Readiness and startup with several processes (decision 0046).
const { app, database } = await buildTestApp();

describe('readiness', () => {
  it('says not ready while the process drains, and while migrations are behind', async () => {
    const ready = await app.inject({ method: 'GET', url: '/api/health/ready' });
    expect(ready.json().data).toEqual({ status: 'ready', database: true, migrations: true, storageFull: false, draining: false });
    const newest = Math.max(...readMigrationFiles({ migrationsFolder: migrationsDir() }).map((m) => m.folderMillis));
    await database.db.execute(sql`update drizzle.__drizzle_migrations set created_at = created_at - 1 where created_at = ${newest}`);
    expect(await database.migrationsCurrent()).toBe(false);
    await database.db.execute(sql`update drizzle.__drizzle_migrations set created_at = created_at + 1 where created_at = ${newest - 1}`);
    expect(await database.migrationsCurrent()).toBe(true);

    app.databaseHealth.drain();
    const draining = await app.inject({ method: 'GET', url: '/api/health/ready' });
    expect(draining.statusCode).toBe(503);
    expect(draining.json().data).toMatchObject({ status: 'not_ready', database: true, draining: true });
    expect((await app.inject({ method: 'GET', url: '/api/health/live' })).statusCode).toBe(200);
  });
});

// Three processes starting together on one new, empty PostgreSQL database: one migrates, the others wait.
const serverUrl = process.env.TEST_DATABASE_URL;
describe.skipIf(!serverUrl)('startup on PostgreSQL', () => {
  it('migrates and loads reference data once when three processes start together', async () => {
    const name = `vm_test_${randomBytes(6).toString('hex')}`;
    const admin = await openDatabase({ url: serverUrl, poolSize: 1 });
    await admin.pool!.query(`create database ${name}`);
    const url = new URL(serverUrl!);
    url.pathname = `/${name}`;
    const config = loadConfig(
      { NODE_ENV: 'test', DATA_DIR: '/tmp/vedmarked-test', DATABASE_URL: url.toString(), JWT_SECRET: 'x'.repeat(32), PAYMENT_WEBHOOK_SECRET: 'y'.repeat(32) },
      { seedDemo: false },
    );
    const opened: Database[] = [];
    try {
      await Promise.all(
        [0, 1, 2].map(async () => {
          opened.push(await prepareDatabase(config, () => undefined));
        }),
      );
      const first = opened[0]!;
      const { rows } = await first.pool!.query('select count(*) as n from drizzle.__drizzle_migrations');
      expect(rows[0].n).toBe(readMigrationFiles({ migrationsFolder: migrationsDir() }).length);
      expect(await first.migrationsCurrent()).toBe(true);
      // The lock is free again: a later start takes it at once.
      expect(await first.exclusive(async () => 'again')).toBe('again');
    } finally {
      await Promise.all(opened.map((d) => d.close()));
      await admin.pool!.query(`drop database if exists ${name} with (force)`);
      await admin.close();
    }
  });

  it('lets one holder at a time run under the startup lock', async () => {
    const a = await openDatabase({ url: serverUrl, poolSize: 2 });
    const b = await openDatabase({ url: serverUrl, poolSize: 2 });
    try {
      const log: string[] = [];
      const hold = (db: Database, who: string) =>
        db.exclusive(async () => {
          log.push(`${who} in`);
          await new Promise((r) => setTimeout(r, 300));
          log.push(`${who} out`);
        });
      await Promise.all([hold(a, 'a'), hold(b, 'b')]);
      expect([log[0]!.slice(2), log[1]!.slice(2)]).toEqual(['in', 'out']);
      expect(log[0]![0]).toBe(log[1]![0]);
    } finally {
      await a.close();
      await b.close();
    }
  });
});
