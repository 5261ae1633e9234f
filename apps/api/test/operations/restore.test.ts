import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openDatabase, orders } from '@vedmarked/db';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { idemKey, inject, newSession, orderForm, shopWorld } from '../commerce-helpers.ts';
import { buildTestApp } from '../helpers.ts';

/**
 * The backup of docs/operations.md works: a database with orders is dumped with pg_dump and
 * restored with pg_restore into a new database, which has the same orders.
 */
const serverUrl = process.env.TEST_DATABASE_URL;
const has = (tool: string) => {
  try {
    execFileSync(tool, ['--version'], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
};
const missing = [!serverUrl && 'TEST_DATABASE_URL', !has('pg_dump') && 'pg_dump', !has('pg_restore') && 'pg_restore'].filter(Boolean);
if (missing.length) console.warn(`[restore] skipped: needs ${missing.join(', ')}`);

describe.runIf(missing.length === 0)('backup and restore of PostgreSQL (pg_dump, pg_restore)', async () => {
  if (missing.length) {
    it.skip('needs PostgreSQL tools', () => undefined);
    return;
  }
  const { app, database } = await buildTestApp();
  const dir = mkdtempSync(join(tmpdir(), 'vm-restore-'));
  const restoredName = `vm_restore_${randomBytes(6).toString('hex')}`;
  const admin = async (query: string) => {
    const c = new pg.Client({ connectionString: serverUrl });
    await c.connect();
    try {
      await c.query(query);
    } finally {
      await c.end();
    }
  };
  afterAll(async () => {
    rmSync(dir, { recursive: true, force: true });
    await admin(`drop database if exists ${restoredName} with (force)`);
  });

  it('restores a dump with every order', async () => {
    const w = await shopWorld(app);
    const http = inject(app);
    for (let i = 0; i < 3; i++) {
      const s = newSession();
      await http.post(`/api/cart/add?session_id=${s}`, { postcode: '0150', vendor_product_id: w.sack.id, quantity: 10 });
      expect((await http.post('/api/order/add', { ...orderForm(s), idempotency_key: idemKey() })).statusCode).toBe(200);
    }
    const before = await app.db.select().from(orders).orderBy(orders.id);
    expect(before).toHaveLength(3);

    const sourceUrl = (database.pool!.options as { connectionString: string }).connectionString;
    const file = join(dir, 'vedmarked.dump');
    execFileSync('pg_dump', ['--format=custom', '--no-owner', `--file=${file}`, sourceUrl]);
    await admin(`create database ${restoredName}`);
    const target = new URL(sourceUrl);
    target.pathname = `/${restoredName}`;
    execFileSync('pg_restore', ['--no-owner', '--exit-on-error', `--dbname=${target}`, file]);

    const restored = await openDatabase({ url: target.toString(), poolSize: 1 });
    try {
      const after = await restored.db.select().from(orders).orderBy(orders.id);
      expect(after).toEqual(before);
      // The migrations journal came along: the restored database is at the same schema version.
      await restored.migrate();
    } finally {
      await restored.close();
    }
  });
});
