import { ACTORS, type Role } from '@vedmarked/domain';
import { describe, expect, it } from 'vitest';
import { buildTestApp, createOrder, createUser } from '../../../../test/helpers.ts';

/**
 * The permission rows of the operator's console (issue 13): every admin call answers 401 to an
 * anonymous caller and 403 to every other role, and is open to the admin.
 */
const { app } = await buildTestApp();
const buyer = await createUser(app);
const order = await createOrder(app, { userId: buyer.id });

const CALLS: { method: 'GET' | 'POST'; url: string; body?: Record<string, unknown> }[] = [
  { method: 'GET', url: '/api/admin/orders' },
  { method: 'GET', url: `/api/admin/orders/${order.id}` },
  { method: 'POST', url: `/api/admin/orders/${order.id}/shipping`, body: { shipping: 1000, reason: 'permission check' } },
  { method: 'POST', url: `/api/admin/orders/${order.id}/comment`, body: { comment: 'x', reason: 'permission check' } },
  { method: 'POST', url: `/api/admin/orders/${order.id}/market`, body: { reason: 'permission check' } },
  { method: 'POST', url: `/api/admin/orders/${order.id}/cancel`, body: { reason: 'permission check' } },
  { method: 'GET', url: '/api/admin/vendors' },
  { method: 'POST', url: '/api/admin/vendors/1/active', body: { active: true, reason: 'permission check' } },
  { method: 'GET', url: '/api/admin/settings' },
  { method: 'POST', url: '/api/admin/settings', body: { reason: 'permission check' } },
  // The neighbour discount and the dugnad share (decision 0043): a change by anyone but the admin is refused before it is read.
  { method: 'POST', url: '/api/admin/settings', body: { neighbour_discount_pct: 40, group_share_pct: 6, reason: 'permission check' } },
];

const others = ACTORS.filter((a): a is Role => a !== 'guest' && a !== 'admin');
const tokens = Object.fromEntries(
  await Promise.all([...others, 'admin' as Role].map(async (role) => [role, (await app.issueToken((await createUser(app, { role })).id)).token])),
) as Record<Role, string>;

const call = (c: (typeof CALLS)[number], token?: string) =>
  app.inject({
    method: c.method,
    url: c.url,
    headers: { 'x-language': 'en', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    ...(c.body ? { payload: c.body } : {}),
  });

describe('the console’s permission rows', () => {
  it.each(CALLS.map((c) => [`${c.method} ${c.url}`, c] as const))('%s: 401 anonymous, 403 every other role', async (_, c) => {
    expect((await call(c)).statusCode).toBe(401);
    for (const role of others) expect((await call(c, tokens[role])).statusCode, role).toBe(403);
  });

  it('every call answers the admin (never 401/403)', async () => {
    for (const c of CALLS) expect([401, 403], `${c.method} ${c.url}`).not.toContain((await call(c, tokens.admin)).statusCode);
  });
});
