import { auditLog } from '@vedmarked/db';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { inject, newSession, shopWorld } from '../../../../test/commerce-helpers.ts';
import { buildTestApp, createUser } from '../../../../test/helpers.ts';

const { app } = await buildTestApp();
const http = inject(app);
const w = await shopWorld(app, { stock: 1000 });
const admin = await createUser(app, { role: 'admin' });
const as = { authorization: `Bearer ${(await app.issueToken(admin.id)).token}` };

describe('GET /api/admin/vendors', () => {
  it('lists vendors with coverage, hubs, state, open orders and balance; searched and paged', async () => {
    const r = await http.get(`/api/admin/vendors?q=${encodeURIComponent('Test Ved')}&sort=-postcodes`, as);
    expect(r.statusCode, r.body).toBe(200);
    const row = r.json().data.vendors.find((v: { id: number }) => v.id === w.vendor.id);
    expect(row).toMatchObject({ name: 'Test Ved', active: true, open_orders: 0, balance: 0, company_status: 'confirmed' });
    expect(row.postcodes).toBeGreaterThan(0);
    expect(row.hubs[0]).toMatchObject({ id: w.hub.id, postcode: '0150', active: true });
    expect(typeof row.hubs[0].lat).toBe('number');
    expect((await http.get('/api/admin/vendors?sort=colour', as)).statusCode).toBe(422);
  });
});

describe('POST /api/admin/vendors/{id}/active', () => {
  it('switches a vendor off with a reason: the shop and the cart refuse its goods; on again restores them', async () => {
    const s = newSession();
    const add = () => http.post(`/api/cart/add?session_id=${s}`, { postcode: '0150', vendor_product_id: w.sack.id, quantity: 10 });
    const off = await http.post(`/api/admin/vendors/${w.vendor.id}/active`, { active: false, reason: 'Unpaid invoices' }, as);
    expect(off.json().data).toEqual({ vendor_id: w.vendor.id, active: false, changed: true });
    expect((await http.post(`/api/admin/vendors/${w.vendor.id}/active`, { active: false, reason: 'Unpaid invoices' }, as)).json().data.changed).toBe(false);
    const refused = await add();
    expect(refused.statusCode).toBe(422);
    const shop = (await http.get('/api/products/get-products-by-postcode?postcode=0150')).json().data;
    expect(JSON.stringify(shop)).not.toContain(`"vendor_id":${w.vendor.id},`);
    const log = await app.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.target, `vendor:${w.vendor.id}`));
    expect(log.map((l) => [l.action, (l.details as { reason: string }).reason])).toEqual([['vendor.deactivate', 'Unpaid invoices']]);
    await http.post(`/api/admin/vendors/${w.vendor.id}/active`, { active: true, reason: 'Paid up' }, as);
    expect((await add()).statusCode).toBe(200);
  });

  it('refuses a missing reason (field error) and an unknown vendor (404)', async () => {
    const r = await http.post(`/api/admin/vendors/${w.vendor.id}/active`, { active: false }, { ...as, 'x-language': 'no' });
    expect(r.statusCode).toBe(422);
    expect(r.json().error.fields.reason).toBeTruthy();
    expect((await http.post('/api/admin/vendors/999999/active', { active: false, reason: 'No such vendor' }, as)).statusCode).toBe(404);
  });
});
