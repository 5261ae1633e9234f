import { AREAS } from '@vedmarked/domain';
import { describe, expect, it } from 'vitest';
import { buildTestApp } from './helpers.ts';

const { app } = await buildTestApp();

/** Every /api route declares a policy naming an area of the permission table (deny by default). */
describe('route policies', () => {
  it('refuses to register an /api route without a policy', async () => {
    const { default: Fastify } = await import('fastify');
    const { default: auth } = await import('../src/plugins/auth.ts');
    const { default: db } = await import('../src/plugins/db.ts');
    const probe = Fastify();
    await probe.register(db, { database: app.database, closeOnShutdown: false });
    await probe.register(auth, { secret: 'x'.repeat(40) });
    await probe.after();
    expect(() => probe.get('/api/unguarded', async () => 'open')).toThrow(/declares no policy/);
    await probe.close();
  });

  it('names only known areas', () => {
    const known = new Set(Object.keys(AREAS));
    const seen = app.routePolicies;
    expect(seen.length).toBeGreaterThan(0);
    expect(seen.filter((r) => !known.has(r.policy))).toEqual([]);
  });
});
