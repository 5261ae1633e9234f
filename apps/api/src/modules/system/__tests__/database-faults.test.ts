import { createTestDatabase } from '@vedmarked/db';
import { afterAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../../config.ts';
import { buildApp } from '../../../app.ts';
import { databaseFault } from '../../../lib/db-errors.ts';

/** A database fault fails the request alone, with a 503 the client can act on (issue 22). */
const database = await createTestDatabase({ referenceData: false });
const config = loadConfig(
  {
    NODE_ENV: 'test',
    DATA_DIR: '/tmp/vedmarked-test',
    JWT_SECRET: 'test-secret-test-secret-test-secret-0123',
    PAYMENT_WEBHOOK_SECRET: 'test-webhook-secret-test-webhook-secret-01',
  },
  { seedDemo: false },
);
const app = await buildApp({ config, database, closeDatabase: false });
const faults: Record<string, () => unknown> = {
  reset: () => Object.assign(new Error('read ECONNRESET'), { code: 'ECONNRESET' }),
  terminated: () => new Error('Connection terminated unexpectedly'),
  shutdown: () => Object.assign(new Error('terminating connection due to administrator command'), { code: '57P01' }),
  pool: () => new Error('timeout exceeded when trying to connect'),
  // drizzle wraps the driver's error
  wrapped: () =>
    Object.assign(new Error('Failed query: insert …'), { cause: Object.assign(new Error('canceling statement due to statement timeout'), { code: '57014' }) }),
  disk: () => Object.assign(new Error('could not extend file "base/5/16384": No space left on device'), { code: '53100' }),
  plain: () => new Error('a bug'),
};
app.get('/api/test-fault/:kind', { config: { policy: 'public' } }, async (req) => {
  throw faults[(req.params as { kind: string }).kind]!();
});
await app.ready();
afterAll(async () => {
  await app.close();
  await database.close();
});

describe('database faults', () => {
  it('names connection losses, timeouts and a full disk, through drizzle’s wrapping', () => {
    expect(databaseFault(faults.reset!())).toBe('unavailable');
    expect(databaseFault(Object.assign(new Error('x'), { code: '08006' }))).toBe('unavailable');
    expect(databaseFault(faults.wrapped!())).toBe('unavailable');
    expect(databaseFault(faults.disk!())).toBe('storage_full');
    expect(databaseFault(Object.assign(new Error('ENOSPC: no space left on device, write'), { code: 'ENOSPC' }))).toBe('storage_full');
    expect(databaseFault(Object.assign(new Error('duplicate key'), { code: '23505' }))).toBeUndefined();
    expect(databaseFault(new Error('a bug'))).toBeUndefined();
  });

  it('answers a lost connection with 503 database_unavailable and Retry-After, in the envelope', async () => {
    app.log.level = 'silent';
    for (const kind of ['reset', 'terminated', 'shutdown', 'pool', 'wrapped']) {
      const res = await app.inject({ method: 'GET', url: `/api/test-fault/${kind}`, headers: { 'x-language': 'en' } });
      expect(res.statusCode, kind).toBe(503);
      expect(res.headers['retry-after']).toBe('5');
      expect(res.json()).toEqual({
        success: false,
        error: { code: 'database_unavailable', message: 'The database is not answering right now. Try again in 5 seconds' },
      });
    }
    expect((await app.inject({ method: 'GET', url: '/api/test-fault/plain' })).statusCode).toBe(500);
  });

  it('answers a full disk with 503 storage_full and takes the process out of readiness; liveness stays up', async () => {
    expect((await app.inject({ method: 'GET', url: '/api/health/ready' })).json()).toEqual({
      success: true,
      data: { status: 'ready', database: true, migrations: true, storageFull: false, draining: false },
    });
    const res = await app.inject({ method: 'GET', url: '/api/test-fault/disk', headers: { 'x-language': 'no' } });
    expect(res.statusCode).toBe(503);
    expect(res.json().error.code).toBe('storage_full');
    expect(res.body).not.toMatch(/base\/5|extend/);
    const ready = await app.inject({ method: 'GET', url: '/api/health/ready' });
    expect(ready.statusCode).toBe(503);
    expect(ready.json().data).toEqual({ status: 'not_ready', database: true, migrations: true, storageFull: true, draining: false });
    const live = await app.inject({ method: 'GET', url: '/api/health/live' });
    expect(live.statusCode).toBe(200);
    expect(live.json().data.status).toBe('ok');
  });
});
