import { osloToday } from '@vedmarked/domain';
import { seedDemo } from '@vedmarked/db';
import { describe, expect, it } from 'vitest';
import { buildTestApp, signIn } from '../../../../test/helpers.ts';

const { app } = await buildTestApp();
await seedDemo(app.db);
const admin = await signIn(app, { role: 'admin' });

describe('the demo world on the admin dashboard', () => {
  it('has figures, non-empty charts and stuck items', async () => {
    const to = osloToday();
    const from = new Date(Date.parse(`${to}T00:00:00Z`) - 29 * 86_400_000).toISOString().slice(0, 10);
    const get = async (url: string) => (await app.inject({ method: 'GET', url, headers: admin.headers })).json().data;
    const figures = await get(`/api/admin/dashboard/figures?from=${from}&to=${to}`);
    expect(figures.current.orders).toBeGreaterThan(50);
    expect(figures.current.gmv).toBeGreaterThan(0);
    const charts = await get(`/api/admin/dashboard/charts?from=${from}&to=${to}`);
    expect(charts.gmv_by_county.length).toBeGreaterThan(2);
    expect(charts.top_vendors.length).toBeGreaterThan(2);
    const stuck = await get('/api/admin/dashboard/stuck');
    expect(stuck.counts.unconfirmed).toBeGreaterThanOrEqual(1);
    expect(stuck.counts.market).toBeGreaterThanOrEqual(1);
    expect(stuck.items.find((i: { kind: string }) => i.kind === 'unconfirmed').detail).toContain('Astrid Venter');
  });
});
