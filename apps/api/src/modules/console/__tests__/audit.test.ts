import { auditLog } from '@vedmarked/db';
import { describe, expect, it } from 'vitest';
import { buildTestApp, createUser, signIn } from '../../../../test/helpers.ts';

const { app } = await buildTestApp();
const admin = await signIn(app, { role: 'admin', email: 'ops-admin@test.vedmarked.no' });
const get = (url: string) => app.inject({ method: 'GET', url, headers: { ...admin.headers, 'x-language': 'en' } });

describe('the audit log viewer', () => {
  it('shows who did what as whom, filters by person, action and dates, pages, and exports CSV', async () => {
    const vendor = await createUser(app, { role: 'vendor', email: 'vera-vendor@test.vedmarked.no' });
    const as = (await app.inject({ method: 'GET', url: `/api/auth/impersonate/${admin.user.id}/${vendor.id}?admin_token=${admin.token}` })).json().data;
    await app.inject({ method: 'GET', url: '/api/vendor/profile', headers: { authorization: `Bearer ${as.access_token}` } });
    await app.db.insert(auditLog).values([
      {
        actorUserId: admin.user.id,
        action: 'order.shipping',
        target: 'order:7',
        details: { reason: 'Kunden ringte, "=fri" frakt', shipping: 0 },
        createdAt: new Date('2026-01-05T10:00:00Z'),
      },
      {
        actorUserId: admin.user.id,
        action: 'company.status',
        target: `user:${vendor.id}`,
        details: { status: 'confirmed' },
        createdAt: new Date('2026-01-06T10:00:00Z'),
      },
    ]);

    const all = (await get('/api/admin/audit')).json().data;
    expect(all.total).toBe(4);
    const start = all.entries.find((e: { action: string }) => e.action === 'impersonation.start');
    expect(start).toMatchObject({
      actor: 'ops-admin@test.vedmarked.no',
      actor_id: admin.user.id,
      acted_as: 'vera-vendor@test.vedmarked.no',
      acted_as_id: vendor.id,
      target: `user:${vendor.id}`,
    });
    expect(all.entries[0].action).toBe('GET /api/vendor/profile'); // newest first
    const shipping = all.entries.find((e: { action: string }) => e.action === 'order.shipping');
    expect(shipping).toMatchObject({ acted_as: null, reason: 'Kunden ringte, "=fri" frakt', details: '{"shipping":0}' });

    const acting = (await get(`/api/admin/audit?acted_as_id=${vendor.id}`)).json().data;
    expect(acting.total).toBe(2);
    const byAction = (await get('/api/admin/audit?filter=action:starts-with:company')).json().data;
    expect(byAction.entries.map((e: { action: string }) => e.action)).toEqual(['company.status']);
    const byActor = (await get('/api/admin/audit?filter=acted_as:contains:vera')).json().data;
    expect((await get('/api/admin/audit?q=company.st')).json().data.total).toBe(1);
    expect(byActor.total).toBe(2);
    const january = (await get('/api/admin/audit?from=2026-01-01&to=2026-01-05')).json().data;
    expect(january.entries.map((e: { action: string }) => e.action)).toEqual(['order.shipping']);
    const page = (await get('/api/admin/audit?sort=action&limit=1&offset=1')).json().data;
    expect(page).toMatchObject({ total: 4, entries: [{ action: 'GET /api/vendor/profile' }] });

    const bad = await get('/api/admin/audit?from=2026-02-01&to=2026-01-01');
    expect(bad.statusCode).toBe(422);
    expect(bad.json().error.fields).toEqual({ to: 'The end date must be on or after the start date' });
    expect((await get('/api/admin/audit?filter=nope:contains:x')).statusCode).toBe(422);

    const csv = await get('/api/admin/audit/export.csv?filter=target:contains:order');
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toMatch(/^text\/csv/);
    expect(csv.headers['content-disposition']).toContain('vedmarked-audit.csv');
    const lines = csv.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]).toBe('id,time,actor,acted_as,action,target,reason,details');
    expect(lines).toHaveLength(2);
    expect(lines[1]).toContain('"Kunden ringte, ""=fri"" frakt"');
  });

  it('streams a long log in pages without losing or repeating an entry', async () => {
    await app.db.insert(auditLog).values(Array.from({ length: 1203 }, (_, i) => ({ actorUserId: admin.user.id, action: 'bulk.test', target: `n:${i}` })));
    const csv = await get('/api/admin/audit/export.csv?filter=action:equals-not-an-op:x');
    expect(csv.statusCode).toBe(422);
    const all = await get('/api/admin/audit/export.csv?filter=action:contains:bulk.test');
    const targets = all.body
      .trim()
      .split('\r\n')
      .slice(1)
      .map((l) => l.split(',')[5]);
    expect(targets).toHaveLength(1203);
    expect(new Set(targets).size).toBe(1203);
  });
});
