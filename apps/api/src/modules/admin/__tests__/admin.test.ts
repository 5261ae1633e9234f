import { auditLog, companies, sessions, users } from '@vedmarked/db';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { buildTestApp, createUser, signIn, TEST_PASSWORD } from '../../../../test/helpers.ts';

const { app } = await buildTestApp();

describe('admin sign-in', () => {
  it('is separate: admins sign in at /api/admin/login, others get "invalid login" there', async () => {
    const admin = await createUser(app, { role: 'admin', email: 'ada@example.no' });
    const ok = await app.inject({ method: 'POST', url: '/api/admin/login', payload: { login: 'ada@example.no', password: TEST_PASSWORD } });
    expect(ok.statusCode).toBe(200);
    expect(ok.json().data.user).toMatchObject({ id: admin.id, role: 'admin' });
    const vendor = await createUser(app, { role: 'vendor' });
    const no = await app.inject({ method: 'POST', url: '/api/admin/login', payload: { login: vendor.email, password: TEST_PASSWORD } });
    expect(no.statusCode).toBe(422);
    expect(no.json().error.code).toBe('invalid_login');
  });

  it('an admin may sign in with an unverified e-mail and no first name (both checks are skipped)', async () => {
    await createUser(app, { role: 'admin', email: 'raw@example.no', emailVerifiedAt: null, firstName: null });
    expect((await app.inject({ method: 'POST', url: '/api/admin/login', payload: { login: 'raw@example.no', password: TEST_PASSWORD } })).statusCode).toBe(200);
  });
});

describe('impersonation', () => {
  it('signs the admin in as the user; every request of that session is audited with both identities', async () => {
    const admin = await signIn(app, { role: 'admin' });
    const target = await createUser(app, { role: 'vendor', firstName: 'Vera' });
    const res = await app.inject({ method: 'GET', url: `/api/auth/impersonate/${admin.user.id}/${target.id}?admin_token=${admin.token}` });
    expect(res.statusCode).toBe(200);
    const data = res.json().data;
    expect(data.user).toMatchObject({ id: target.id, role: 'vendor', first_name: 'Vera' });
    expect(data.impersonator).toEqual({ id: admin.user.id, email: admin.user.email });

    const [session] = await app.db
      .select()
      .from(sessions)
      .where(and(eq(sessions.userId, target.id)));
    expect(session!.impersonatorId).toBe(admin.user.id);

    const headers = { authorization: `Bearer ${data.access_token}` };
    await app.inject({ method: 'GET', url: '/api/vendor/profile', headers });
    await app.inject({ method: 'POST', url: '/api/user/settings/update', headers, payload: { language: 'no' } });
    const log = await app.db.select().from(auditLog).where(eq(auditLog.actorUserId, target.id));
    expect(log.map((l) => [l.action, l.impersonatorUserId])).toEqual([
      ['impersonation.start', admin.user.id],
      ['GET /api/:role/profile'.replace(':role', 'vendor'), admin.user.id],
      ['POST /api/user/settings/update', admin.user.id],
    ]);
    expect(log[2]!.details).toMatchObject({ status: 200 });
  });

  it('does not change the user’s own sign-in record', async () => {
    const admin = await signIn(app, { role: 'admin' });
    const target = await createUser(app, { loggedAt: null });
    const data = (await app.inject({ method: 'GET', url: `/api/auth/impersonate/${admin.user.id}/${target.id}?admin_token=${admin.token}` })).json().data;
    expect(data.user.logged_at).toBeNull();
  });

  it('refuses a token that is not the named admin’s, an impersonated admin, and admins as targets', async () => {
    const admin = await signIn(app, { role: 'admin' });
    const other = await signIn(app, { role: 'admin' });
    const customer = await signIn(app);
    const target = await createUser(app);
    const get = (a: number, u: number, t: string) =>
      app.inject({ method: 'GET', url: `/api/auth/impersonate/${a}/${u}?admin_token=${t}`, headers: { 'x-language': 'en' } });
    expect((await get(admin.user.id, target.id, other.token)).json().error).toEqual({
      code: 'unauthorized',
      message: 'The admin link is invalid or has expired',
    });
    expect((await get(customer.user.id, target.id, customer.token)).statusCode).toBe(401);
    expect((await get(admin.user.id, target.id, 'forged.token.here')).statusCode).toBe(401);
    expect((await get(admin.user.id, other.user.id, admin.token)).statusCode).toBe(403);
    expect((await get(admin.user.id, 999_999, admin.token)).statusCode).toBe(404);
    // A session made by impersonation cannot start another one.
    const as = (await get(admin.user.id, target.id, admin.token)).json().data;
    expect((await get(admin.user.id, target.id, as.access_token)).statusCode).toBe(401);
    // A logged-out admin token no longer works.
    await app.inject({ method: 'POST', url: '/api/auth/logout', headers: { authorization: `Bearer ${admin.token}` } });
    expect((await get(admin.user.id, target.id, admin.token)).statusCode).toBe(401);
  });
});

describe('admin user list and company confirmation', () => {
  it('lists and searches accounts for admins only', async () => {
    const admin = await signIn(app, { role: 'admin' });
    const t = await createUser(app, { role: 'transporter', email: 'frakt-list@example.no' });
    await app.db.insert(companies).values({ userId: t.id, companyName: 'Fjordfrakt Liste AS' });
    const res = await app.inject({ method: 'GET', url: '/api/admin/users?role=transporter&q=liste', headers: { authorization: `Bearer ${admin.token}` } });
    expect(res.json().data).toMatchObject({
      total: 1,
      users: [{ id: t.id, email: 'frakt-list@example.no', company_name: 'Fjordfrakt Liste AS', company_status: 'pending' }],
    });
    const customer = await signIn(app);
    expect((await app.inject({ method: 'GET', url: '/api/admin/users', headers: { authorization: `Bearer ${customer.token}` } })).statusCode).toBe(403);
  });

  it('filters and orders as the data table asks (spec section 5 operators), and pages without overlap', async () => {
    const admin = await signIn(app, { role: 'admin' });
    const headers = { authorization: `Bearer ${admin.token}`, 'x-language': 'en' };
    const made = [];
    for (const [first, day] of [
      ['Anne', '2026-03-01T10:00:00Z'],
      ['Bjørn', '2026-04-10T23:30:00Z'],
      ['carl', '2026-05-20T08:00:00Z'],
    ] as const) {
      const u = await createUser(app, {
        role: 'wholesaler',
        firstName: first,
        lastName: 'Tablesen',
        email: `${first.toLowerCase()}.tbl@example.no`,
        createdAt: new Date(day),
      });
      made.push(u);
    }
    const list = async (query: string) => {
      const res = await app.inject({ method: 'GET', url: `/api/admin/users?role=wholesaler&${query}`, headers });
      return res.json();
    };
    const names = async (query: string) => ((await list(query)).data.users as { first_name: string }[]).map((u) => u.first_name);

    expect(await names('filter=name:ends-with:TABLESEN&sort=-name')).toEqual(['carl', 'Bjørn', 'Anne']);
    expect(await names('filter=name:contains:BJØRN')).toEqual(['Bjørn']);
    expect(await names('filter=name:starts-with:bj&filter=email:contains:TBL')).toEqual(['Bjørn']);
    expect(await names(`filter=${encodeURIComponent('email:matches:^(ANNE|carl)\\.')}&sort=email`)).toEqual(['Anne', 'carl']);
    // An invalid pattern is searched as the text typed, never an error.
    expect((await list('filter=name:matches:(tablesen')).data.total).toBe(0);
    // So is one JavaScript accepts and PostgreSQL does not (named groups).
    expect((await list(`filter=${encodeURIComponent('name:matches:(?<n>anne)')}`)).data.total).toBe(0);
    // Dates compare by day in Oslo: 23:30 UTC on 10 April is 11 April there.
    expect(await names('filter=created:greater-than:10.04.2026&filter=name:contains:tablesen&sort=created')).toEqual(['Bjørn', 'carl']);
    expect(await names('filter=created:less-than:2026-04-11&filter=name:contains:tablesen&sort=created')).toEqual(['Anne']);
    expect(await names('filter=created:contains:11.04.2026')).toEqual(['Bjørn']);
    // Pages follow the order, then the id.
    const first = await list('filter=name:contains:tablesen&sort=name&limit=2');
    const second = await list('filter=name:contains:tablesen&sort=name&limit=2&offset=2');
    expect(first.data.total).toBe(3);
    expect([...first.data.users, ...second.data.users].map((u: { id: number }) => u.id)).toEqual(made.map((u) => u.id));

    const bad = await list('sort=role');
    expect(bad.error).toMatchObject({ code: 'validation_failed', fields: { sort: 'This list cannot be sorted by that column' } });
    expect((await list('filter=active:contains:x')).error.fields).toEqual({ filter: 'This list cannot be filtered that way' });
    expect((await list('filter=created:greater-than:soon')).error.fields).toEqual({ filter: 'Enter a date as DD.MM.YYYY to compare with' });
  });

  it('confirms a company', async () => {
    const admin = await signIn(app, { role: 'admin' });
    const c = await createUser(app, { role: 'customer-company' });
    await app.db.insert(companies).values({ userId: c.id, companyName: 'Kafé AS' });
    const res = await app.inject({
      method: 'POST',
      url: `/api/admin/users/${c.id}/company-status`,
      headers: { authorization: `Bearer ${admin.token}` },
      payload: { status: 'confirmed' },
    });
    expect(res.json().data).toEqual({ user_id: c.id, status: 'confirmed' });
    const none = await createUser(app);
    const missing = await app.inject({
      method: 'POST',
      url: `/api/admin/users/${none.id}/company-status`,
      headers: { authorization: `Bearer ${admin.token}` },
      payload: { status: 'confirmed' },
    });
    expect(missing.statusCode).toBe(404);
  });
});

describe('an impersonation lives only as long as the admin’s own session (issue 14)', () => {
  async function impersonating() {
    const admin = await signIn(app, { role: 'admin' });
    const target = await createUser(app, { role: 'customer' });
    const res = await app.inject({ method: 'GET', url: `/api/auth/impersonate/${admin.user.id}/${target.id}?admin_token=${admin.token}` });
    const headers = { authorization: `Bearer ${res.json().data.access_token}` };
    expect((await app.inject({ method: 'GET', url: '/api/customer/profile', headers })).statusCode).toBe(200);
    return { admin, target, headers };
  }
  const profile = (headers: Record<string, string>) => app.inject({ method: 'GET', url: '/api/customer/profile', headers });

  it('ends with the admin’s logout', async () => {
    const { admin, headers } = await impersonating();
    expect((await app.inject({ method: 'POST', url: '/api/auth/logout', headers: admin.headers })).statusCode).toBe(200);
    expect((await profile(headers)).statusCode).toBe(401);
    expect((await app.inject({ method: 'GET', url: `/api/auth/access-token?access_token=${headers.authorization.slice(7)}` })).statusCode).toBe(401);
  });

  it('ends when the admin is disabled', async () => {
    const { admin, headers } = await impersonating();
    await app.db.update(users).set({ active: false }).where(eq(users.id, admin.user.id));
    expect((await profile(headers)).statusCode).toBe(401);
  });

  it('ends when the admin changes the password (even from the session it was started in)', async () => {
    const { admin, headers } = await impersonating();
    const res = await app.inject({
      method: 'POST',
      url: '/api/auth/change-password',
      headers: admin.headers,
      payload: { old_password: TEST_PASSWORD, password: 'new-secret-1', password_confirmation: 'new-secret-1' },
    });
    expect(res.statusCode).toBe(200);
    expect((await profile(headers)).statusCode).toBe(401);
    // The admin's own session goes on.
    expect((await app.inject({ method: 'GET', url: '/api/admin/users', headers: admin.headers })).statusCode).toBe(200);
  });

  it('ends when the admin’s session expires', async () => {
    const { admin, headers } = await impersonating();
    await app.db
      .update(sessions)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(sessions.id, (await app.verifyToken(admin.token)).sessionId));
    expect((await profile(headers)).statusCode).toBe(401);
  });

  it('goes on while the admin stays signed in, and another admin session does not matter', async () => {
    const { admin, headers } = await impersonating();
    const other = await app.issueToken(admin.user.id);
    await app.inject({ method: 'POST', url: '/api/auth/logout', headers: { authorization: `Bearer ${other.token}` } });
    expect((await profile(headers)).statusCode).toBe(200);
  });
});
