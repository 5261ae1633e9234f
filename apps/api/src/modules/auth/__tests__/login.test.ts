import { authAttempts, sessions, users } from '@vedmarked/db';
import { eq, like } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { buildTestApp, createUser, fromIp, TEST_PASSWORD } from '../../../../test/helpers.ts';

const { app } = await buildTestApp();

const signInEvents: { userId: number; sessionId?: string; inTransaction: boolean }[] = [];
app.events.onSignIn(async (tx, e) => {
  signInEvents.push({ ...e, inTransaction: tx !== app.db });
  return undefined;
});

let ipCounter = 0;
const nextIp = () => `10.2.${Math.floor(++ipCounter / 250)}.${ipCounter % 250}`;
const login = (payload: Record<string, unknown>, o: { ip?: string; lang?: string } = {}) =>
  app.inject({ method: 'POST', url: '/api/auth/login', headers: { 'x-language': o.lang ?? 'en' }, payload, ...fromIp(o.ip ?? nextIp()) });

beforeEach(async () => {
  await app.db.delete(authAttempts);
  signInEvents.length = 0;
});

describe('POST /api/auth/login', () => {
  it('answers the sign-in contract and carries the guest cart over inside the transaction', async () => {
    const u = await createUser(app, { email: 'kari@example.no', phone: '+4791234567', loggedAt: new Date('2026-01-01') });
    const res = await login({ login: 'Kari@Example.no', password: TEST_PASSWORD, session_id: 'a'.repeat(32) });
    expect(res.statusCode).toBe(200);
    const { data } = res.json();
    expect(Object.keys(data).sort()).toEqual(['access_token', 'expires_at', 'user']);
    expect(Object.keys(data.user).sort()).toEqual(
      ['company_tour', 'customer_type', 'email', 'email_verified_at', 'first_name', 'id', 'last_name', 'logged_at', 'phone', 'postcode', 'role'].sort(),
    );
    expect(data.user).toMatchObject({
      id: u.id,
      email: 'kari@example.no',
      role: 'customer',
      first_name: 'Test',
      phone: '+4791234567',
      customer_type: 'PRIVATE',
    });
    expect(new Date(data.user.logged_at).getTime()).toBeGreaterThan(Date.now() - 10_000);
    const hours = (new Date(data.expires_at).getTime() - Date.now()) / 3_600_000;
    expect(hours).toBeGreaterThan(11.9);
    expect(hours).toBeLessThanOrEqual(12);
    expect(signInEvents).toEqual([{ userId: u.id, sessionId: 'a'.repeat(32), inTransaction: true }]);

    // The token works.
    const me = await app.inject({ method: 'GET', url: '/api/customer/profile', headers: { authorization: `Bearer ${data.access_token}` } });
    expect(me.json().data.email).toBe('kari@example.no');
  });

  it('remember me keeps the session 30 days; every sign-in gets its own token and session', async () => {
    const u = await createUser(app, { email: 'remember@example.no' });
    const a = (await login({ login: u.email, password: TEST_PASSWORD, remember_me: true })).json().data;
    const b = (await login({ login: u.email, password: TEST_PASSWORD })).json().data;
    expect((new Date(a.expires_at).getTime() - Date.now()) / 86_400_000).toBeGreaterThan(29.9);
    expect(a.access_token).not.toBe(b.access_token);
    expect(await app.db.select().from(sessions).where(eq(sessions.userId, u.id))).toHaveLength(2);
  });

  it('accepts the mobile number as login', async () => {
    await createUser(app, { email: 'phone@example.no', phone: '+4798765432' });
    const res = await login({ login: '987 65 432', password: TEST_PASSWORD });
    expect(res.json().data.user.email).toBe('phone@example.no');
  });

  it('the first sign-in sets the company onboarding flag', async () => {
    const v = await createUser(app, { role: 'vendor', email: 'first@example.no', loggedAt: null });
    const first = (await login({ login: v.email, password: TEST_PASSWORD })).json().data;
    expect(first.user.company_tour).toBe(true);
    await app.db.update(users).set({ companyTour: false }).where(eq(users.id, v.id));
    const second = (await login({ login: v.email, password: TEST_PASSWORD })).json().data;
    expect(second.user.company_tour).toBe(false);
  });

  it('a user with no first name still gets a token (the web keeps it as register_token)', async () => {
    await createUser(app, { email: 'incomplete@example.no', firstName: null, lastName: null });
    const res = await login({ login: 'incomplete@example.no', password: TEST_PASSWORD });
    expect(res.json().data.user.first_name).toBeNull();
  });

  it.each([
    ['es', 'Inicio de sesión no válido: correo o contraseña incorrectos'],
    ['en', 'Invalid login: wrong e-mail or password'],
    ['no', 'Ugyldig innlogging: feil e-post eller passord'],
  ])('a wrong password or unknown login is "invalid login" (%s), the same for both', async (lang, message) => {
    await createUser(app, { email: `wrong-${lang}@example.no` });
    const wrong = await login({ login: `wrong-${lang}@example.no`, password: 'nope-nope' }, { lang });
    const unknown = await login({ login: `nobody-${lang}@example.no`, password: 'nope-nope' }, { lang });
    for (const res of [wrong, unknown]) {
      expect(res.statusCode).toBe(422);
      expect(res.json().error).toEqual({ code: 'invalid_login', message });
    }
  });

  it('needs login and password', async () => {
    const res = await login({ login: ' ', password: '' }, { lang: 'es' });
    expect(res.json().error.fields).toEqual({ login: 'Este campo es obligatorio', password: 'Este campo es obligatorio' });
  });

  it('refuses admins (they have a separate sign-in) and disabled accounts', async () => {
    await createUser(app, { role: 'admin', email: 'boss@example.no' });
    const admin = await login({ login: 'boss@example.no', password: TEST_PASSWORD });
    expect(admin.statusCode).toBe(403);
    expect(admin.json().error.code).toBe('admin_login_required');
    await createUser(app, { email: 'off@example.no', active: false });
    const off = await login({ login: 'off@example.no', password: TEST_PASSWORD }, { lang: 'no' });
    expect(off.json().error).toEqual({ code: 'account_disabled', message: 'Denne kontoen er deaktivert. Kontakt oss.' });
  });

  it('is for guests only', async () => {
    const u = await createUser(app);
    const { token } = await app.issueToken(u.id);
    const res = await app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { authorization: `Bearer ${token}` },
      payload: { login: u.email, password: TEST_PASSWORD },
    });
    expect(res.statusCode).toBe(403);
  });
});

describe('brute-force protection', () => {
  const max = () => app.config.login.maxAttempts;

  it('per account: after the allowed failures even the right password from a new address gets 429, with a clear message', async () => {
    await createUser(app, { email: 'target@example.no' });
    for (let i = 0; i < max(); i++) expect((await login({ login: 'target@example.no', password: `guess-${i}` })).statusCode).toBe(422);
    for (const [lang, message] of [
      ['en', 'Too many attempts. Try again in 15 minutes.'],
      ['es', 'Demasiados intentos. Vuelve a intentarlo dentro de 15 minutos.'],
      ['no', 'For mange forsøk. Prøv igjen om 15 minutter.'],
    ] as const) {
      const res = await login({ login: 'TARGET@example.no', password: TEST_PASSWORD }, { lang });
      expect(res.statusCode).toBe(429);
      expect(res.json().error).toEqual({ code: 'rate_limited', message });
      expect(Number(res.headers['retry-after'])).toBeGreaterThan(14 * 60);
    }
  });

  it('per address: one address cannot spray passwords over many accounts', async () => {
    const ip = '203.0.113.9';
    for (let i = 0; i < max(); i++) expect((await login({ login: `spray-${i}@example.no`, password: 'password1' }, { ip })).statusCode).toBe(422);
    const u = await createUser(app, { email: 'sprayed@example.no' });
    expect((await login({ login: u.email, password: TEST_PASSWORD }, { ip })).statusCode).toBe(429);
    expect((await login({ login: u.email, password: TEST_PASSWORD })).statusCode).toBe(200);
  });

  it('a success forgets the account’s earlier failures', async () => {
    const u = await createUser(app, { email: 'typo@example.no' });
    for (let i = 0; i < max() - 1; i++) await login({ login: u.email, password: 'typo-typo' });
    expect((await login({ login: u.email, password: TEST_PASSWORD })).statusCode).toBe(200);
    expect((await login({ login: u.email, password: 'typo-typo' })).statusCode).toBe(422);
    expect((await login({ login: u.email, password: TEST_PASSWORD })).statusCode).toBe(200);
  });

  it('parallel guesses from many addresses get through at most the allowed number of times', async () => {
    await createUser(app, { email: 'parallel@example.no' });
    const results = await Promise.all(Array.from({ length: 40 }, (_, i) => login({ login: 'parallel@example.no', password: `guess-${i}` })));
    const tried = results.filter((r) => r.statusCode !== 429);
    expect(tried.length).toBe(max());
    expect(tried.every((r) => r.json().error.code === 'invalid_login')).toBe(true);
  });

  it('the window passes: old failures stop counting', async () => {
    await createUser(app, { email: 'later@example.no' });
    for (let i = 0; i < max(); i++) await login({ login: 'later@example.no', password: 'wrong-one' });
    expect((await login({ login: 'later@example.no', password: TEST_PASSWORD })).statusCode).toBe(429);
    const past = new Date(Date.now() - (app.config.login.windowMinutes * 60_000 + 1000));
    await app.db.update(authAttempts).set({ createdAt: past }).where(like(authAttempts.key, 'login:%'));
    expect((await login({ login: 'later@example.no', password: TEST_PASSWORD })).statusCode).toBe(200);
  });

  it('per account, however the login is spelled: every spelling of the phone and the e-mail share one allowance', async () => {
    const u = await createUser(app, { email: 'spelled@example.no', phone: '+4791000007' });
    const spellings = ['+47 91000007', '0047 9100 0007', '(910) 00007', '910-00-007', '4791000007', ' 91000007 ', 'SPELLED@example.no', '+47 910 00 007'];
    const results = [];
    for (const spelling of spellings) results.push((await login({ login: spelling, password: 'wrong-guess' })).statusCode);
    expect(results.filter((s) => s === 422)).toHaveLength(max());
    expect(results.filter((s) => s === 429)).toHaveLength(spellings.length - max());
    // The right password does not get in while the account is locked, whichever way it is named.
    expect((await login({ login: u.email, password: TEST_PASSWORD })).statusCode).toBe(429);
    expect((await login({ login: '91000007', password: TEST_PASSWORD })).statusCode).toBe(429);
  });

  it('a login that names no account is limited by its normalised form', async () => {
    const spellings = ['+47 98765432', '0047 9876 5432', '(987) 65432', '98765432', '98 76 54 32', '+4798765432'];
    const statuses = [];
    for (const spelling of spellings) statuses.push((await login({ login: spelling, password: 'x-guess' })).statusCode);
    expect(statuses.filter((s) => s === 422)).toHaveLength(max());
  });

  it('check-credentials shares the limiter', async () => {
    const u = await createUser(app, { email: 'check@example.no' });
    const check = (password: string) =>
      app.inject({ method: 'POST', url: '/api/auth/check-credentials', payload: { login: u.email, password }, ...fromIp(nextIp()) });
    expect((await check(TEST_PASSWORD)).json().data).toEqual({ valid: true, role: 'customer', email_verified: true });
    for (let i = 0; i < max(); i++) expect((await check('wrong-one')).statusCode).toBe(422);
    expect((await check(TEST_PASSWORD)).statusCode).toBe(429);
    expect((await login({ login: u.email, password: TEST_PASSWORD })).statusCode).toBe(429);
  });
});
