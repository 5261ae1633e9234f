import { sessions, users } from '@vedmarked/db';
import { eq } from 'drizzle-orm';
import { SignJWT } from 'jose';
import { describe, expect, it } from 'vitest';
import { buildTestApp, createUser, signIn, TEST_PASSWORD } from '../../../../test/helpers.ts';

const { app, config } = await buildTestApp();
const key = new TextEncoder().encode(config.jwtSecret);
const b64 = (o: object) => Buffer.from(JSON.stringify(o)).toString('base64url');

const profile = (token: string, lang = 'en') =>
  app.inject({ method: 'GET', url: '/api/customer/profile', headers: { authorization: `Bearer ${token}`, 'x-language': lang } });

describe('bearer tokens backed by sessions', () => {
  it('an expired token answers 401 token_expired, "access_token expired" in every language', async () => {
    const { user, token } = await signIn(app);
    const [session] = await app.db.select().from(sessions).where(eq(sessions.userId, user.id));
    const expired = await new SignJWT({ sid: session!.id })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setSubject(String(user.id))
      .setIssuedAt(Math.floor(Date.now() / 1000) - 7200)
      .setExpirationTime(Math.floor(Date.now() / 1000) - 60)
      .sign(key);
    expect((await profile(token)).statusCode).toBe(200);
    for (const [lang, message] of [
      ['en', 'access_token expired'],
      ['es', 'access_token caducado'],
      ['no', 'access_token er utløpt'],
    ]) {
      const res = await profile(expired, lang);
      expect(res.statusCode).toBe(401);
      expect(res.json().error.code).toBe('token_expired');
      expect(res.json().error.message).toBe(message);
    }
  });

  it('a session past its end is expired even if the JWT is not', async () => {
    const { user, token } = await signIn(app);
    await app.db
      .update(sessions)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(sessions.userId, user.id));
    expect((await profile(token)).json().error.code).toBe('token_expired');
  });

  it('a forged signature, alg none, another secret, a changed subject and garbage are "Invalid access_token"', async () => {
    const { user, token } = await signIn(app);
    const [session] = await app.db.select().from(sessions).where(eq(sessions.userId, user.id));
    const [h, p] = token.split('.');
    const payload = JSON.parse(Buffer.from(p!, 'base64url').toString());
    const other = await createUser(app);
    const forged = [
      `${h}.${p}.${'A'.repeat(43)}`,
      `${b64({ alg: 'none', typ: 'JWT' })}.${p}.`,
      `${b64({ alg: 'none', typ: 'JWT' })}.${b64({ ...payload, sub: String(other.id) })}.`,
      await new SignJWT({ sid: session!.id })
        .setProtectedHeader({ alg: 'HS256' })
        .setSubject(String(user.id))
        .setExpirationTime('1h')
        .sign(new TextEncoder().encode('x'.repeat(40))),
      await new SignJWT({ sid: session!.id }).setProtectedHeader({ alg: 'HS256' }).setSubject(String(other.id)).setExpirationTime('1h').sign(key),
      await new SignJWT({ sid: '00000000-0000-0000-0000-000000000000' })
        .setProtectedHeader({ alg: 'HS256' })
        .setSubject(String(user.id))
        .setExpirationTime('1h')
        .sign(key),
      'not.a.jwt',
    ];
    for (const bad of forged) {
      const res = await profile(bad);
      expect(res.statusCode, bad).toBe(401);
      expect(res.json().error).toEqual({ code: 'unauthorized', message: 'Invalid access_token' });
    }
    const basic = await app.inject({ method: 'GET', url: '/api/customer/profile', headers: { authorization: `Basic ${token}` } });
    expect(basic.statusCode).toBe(401);
  });

  it('logout revokes the session at once; other sessions of the user keep working', async () => {
    const { user, token } = await signIn(app);
    const { token: other } = await app.issueToken(user.id);
    const res = await app.inject({ method: 'POST', url: '/api/auth/logout', headers: { authorization: `Bearer ${token}` } });
    expect(res.json()).toEqual({ success: true, data: { logged_out: true } });
    expect((await profile(token)).statusCode).toBe(401);
    expect((await profile(other)).statusCode).toBe(200);
  });

  it('a disabled user is out at once', async () => {
    const { user, token } = await signIn(app);
    await app.db.update(users).set({ active: false }).where(eq(users.id, user.id));
    expect((await profile(token)).statusCode).toBe(401);
  });

  it('GET /api/auth/access-token tells what a token stands for, and refuses revoked ones', async () => {
    const { user, token } = await signIn(app, { role: 'vendor' });
    const res = await app.inject({ method: 'GET', url: `/api/auth/access-token?access_token=${token}` });
    expect(res.json().data).toMatchObject({ access_token: token, user: { id: user.id, role: 'vendor' } });
    await app.inject({ method: 'POST', url: '/api/auth/logout', headers: { authorization: `Bearer ${token}` } });
    expect((await app.inject({ method: 'GET', url: `/api/auth/access-token?access_token=${token}` })).statusCode).toBe(401);
  });

  it('changing the password revokes the other sessions but keeps this one', async () => {
    const { user, token } = await signIn(app);
    const { token: elsewhere } = await app.issueToken(user.id);
    const res = await app.inject({
      method: 'POST',
      url: '/api/auth/change-password',
      headers: { authorization: `Bearer ${token}` },
      payload: { old_password: TEST_PASSWORD, password: 'brand-new', password_confirmation: 'brand-new' },
    });
    expect(res.json()).toEqual({ success: true, data: { changed: true } });
    expect((await profile(token)).statusCode).toBe(200);
    expect((await profile(elsewhere)).statusCode).toBe(401);
    const login = await app.inject({ method: 'POST', url: '/api/auth/login', payload: { login: user.email, password: 'brand-new' } });
    expect(login.statusCode).toBe(200);
  });
});
