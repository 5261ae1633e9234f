import { authAttempts, userTokens } from '@vedmarked/db';
import { eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { buildTestApp, createUser, fromIp, lastMail, signIn, TEST_PASSWORD } from '../../../../test/helpers.ts';

const { app } = await buildTestApp();
beforeEach(async () => {
  await app.db.delete(authAttempts);
});

const post = (url: string, payload: unknown, o: { lang?: string; token?: string; ip?: string } = {}) =>
  app.inject({
    method: 'POST',
    url,
    payload: payload as object,
    headers: { 'x-language': o.lang ?? 'en', ...(o.token ? { authorization: `Bearer ${o.token}` } : {}) },
    ...fromIp(o.ip ?? '10.3.0.1'),
  });
const resetTokenFrom = (text: string) => /reset-password\?token=([\w-]+)/.exec(text)?.[1];

describe('forgot password → e-mailed link → new password', () => {
  it('the link works once, sets the password, ends every session and verifies the address', async () => {
    const { user, token } = await signIn(app, { email: 'forgot@example.no', emailVerifiedAt: null, language: 'no' });
    const res = await post('/api/auth/reset-password', { email: 'Forgot@Example.no' });
    expect(res.json()).toEqual({ success: true, data: { email: 'forgot@example.no' } });
    const mail = await lastMail(app, 'forgot@example.no');
    expect(mail?.subject).toBe('Velg et nytt passord for Vedmarked');
    const link = resetTokenFrom(mail!.bodyText)!;
    expect(mail!.bodyText).toContain(`http://localhost:3000/reset-password?token=${link}`);

    const set = await post('/api/auth/new-password', { token: link, password: 'new-secret', password_confirmation: 'new-secret' });
    expect(set.json()).toEqual({ success: true, data: { email: 'forgot@example.no' } });
    const again = await post('/api/auth/new-password', { token: link, password: 'other-secret', password_confirmation: 'other-secret' }, { lang: 'es' });
    expect(again.statusCode).toBe(422);
    expect(again.json().error.fields).toEqual({ token: 'Este enlace de contraseña es incorrecto, ya se usó o ha caducado. Pide otro.' });

    expect((await app.inject({ method: 'GET', url: '/api/customer/profile', headers: { authorization: `Bearer ${token}` } })).statusCode).toBe(401);
    expect((await post('/api/auth/login', { login: user.email, password: TEST_PASSWORD })).statusCode).toBe(422);
    const login = await post('/api/auth/login', { login: user.email, password: 'new-secret' });
    expect(login.statusCode).toBe(200);
    expect(login.json().data.user.email_verified_at).not.toBeNull();
  });

  it('an expired link does not work, nor does a made-up one', async () => {
    await createUser(app, { email: 'late@example.no' });
    await post('/api/auth/reset-password', { email: 'late@example.no' });
    const link = resetTokenFrom((await lastMail(app, 'late@example.no'))!.bodyText)!;
    await app.db
      .update(userTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(userTokens.purpose, 'reset-password'));
    for (const t of [link, 'x'.repeat(43)]) {
      const res = await post('/api/auth/new-password', { token: t, password: 'new-secret', password_confirmation: 'new-secret' });
      expect(res.json().error.fields.token).toBe('This password link is wrong, used or expired. Ask for a new one.');
    }
  });

  it('a newer link makes the older one useless once either is used', async () => {
    await createUser(app, { email: 'twice@example.no' });
    await post('/api/auth/reset-password', { email: 'twice@example.no' });
    const first = resetTokenFrom((await lastMail(app, 'twice@example.no'))!.bodyText)!;
    await post('/api/auth/reset-password', { email: 'twice@example.no' });
    const second = resetTokenFrom((await lastMail(app, 'twice@example.no'))!.bodyText)!;
    expect((await post('/api/auth/new-password', { token: second, password: 'new-secret', password_confirmation: 'new-secret' })).statusCode).toBe(200);
    expect((await post('/api/auth/new-password', { token: first, password: 'new-secret', password_confirmation: 'new-secret' })).statusCode).toBe(422);
  });

  it('answers an unknown address exactly as a registered one, and mails only the registered one', async () => {
    await createUser(app, { email: 'known@example.no' });
    for (const lang of ['es', 'en', 'no']) {
      const known = await post('/api/auth/reset-password', { email: 'known@example.no' }, { lang, ip: `10.3.2.${lang.length}` });
      const ghost = await post('/api/auth/reset-password', { email: 'ghost@example.no' }, { lang, ip: `10.3.3.${lang.length}` });
      expect(ghost.statusCode).toBe(known.statusCode);
      expect(ghost.json()).toEqual({ success: true, data: { email: 'ghost@example.no' } });
      expect(known.json()).toEqual({ success: true, data: { email: 'known@example.no' } });
      expect(Object.keys(ghost.headers).sort()).toEqual(Object.keys(known.headers).sort());
    }
    expect(await lastMail(app, 'ghost@example.no')).toBeUndefined();
    expect((await lastMail(app, 'known@example.no'))?.subject).toBeTruthy();
  });

  it('counts unknown addresses against the mail allowance too', async () => {
    const answers = [];
    for (let i = 0; i < 7; i++) answers.push((await post('/api/auth/reset-password', { email: 'ghost-bomb@example.no' }, { ip: `10.3.4.${i}` })).statusCode);
    expect(answers).toEqual([200, 200, 200, 200, 200, 429, 429]);
  });

  it('the new password follows the password rules', async () => {
    const res = await post('/api/auth/new-password', { token: 'x'.repeat(43), password: '123', password_confirmation: '124' }, { lang: 'no' });
    expect(res.json().error.fields).toEqual({ password: 'Må ha minst 6 tegn', password_confirmation: 'Passordene er ikke like' });
  });

  it('does not let one address be mail-bombed', async () => {
    await createUser(app, { email: 'bomb@example.no' });
    const answers = [];
    for (let i = 0; i < 7; i++) answers.push((await post('/api/auth/reset-password', { email: 'bomb@example.no' }, { ip: `10.3.1.${i}` })).statusCode);
    expect(answers).toEqual([200, 200, 200, 200, 200, 429, 429]);
  });
});

describe('POST /api/auth/change-password', () => {
  it('the old password must match (es, en, no)', async () => {
    const { token } = await signIn(app);
    for (const [lang, message] of [
      ['es', 'La contraseña actual no es correcta'],
      ['en', 'The current password is not correct'],
      ['no', 'Nåværende passord er feil'],
    ]) {
      const res = await post(
        '/api/auth/change-password',
        { old_password: 'wrong-old', password: 'new-secret', password_confirmation: 'new-secret' },
        { lang, token },
      );
      expect(res.statusCode).toBe(422);
      expect(res.json().error.fields).toEqual({ old_password: message });
    }
  });

  it('minimum 6 characters and an equal confirmation', async () => {
    const { token } = await signIn(app);
    const res = await post('/api/auth/change-password', { old_password: TEST_PASSWORD, password: 'abc', password_confirmation: 'abd' }, { lang: 'es', token });
    expect(res.json().error.fields).toEqual({ password: 'Debe tener al menos 6 caracteres', password_confirmation: 'Las contraseñas no coinciden' });
  });

  it('sends a notice to the owner', async () => {
    const { user, token } = await signIn(app, { email: 'notice@example.no' });
    await post('/api/auth/change-password', { old_password: TEST_PASSWORD, password: 'new-secret', password_confirmation: 'new-secret' }, { token });
    expect((await lastMail(app, user.email))?.template).toBe('password-changed');
  });

  it('guessing the old password is limited like a sign-in', async () => {
    const { token } = await signIn(app);
    const codes = [];
    for (let i = 0; i < 6; i++)
      codes.push(
        (
          await post(
            '/api/auth/change-password',
            { old_password: `guess-${i}`, password: 'new-secret', password_confirmation: 'new-secret' },
            { token, ip: `10.3.2.${i}` },
          )
        ).statusCode,
      );
    expect(codes).toEqual([422, 422, 422, 422, 422, 429]);
  });

  it('needs a signed-in user', async () => {
    const res = await post('/api/auth/change-password', { old_password: 'x', password: 'new-secret', password_confirmation: 'new-secret' });
    expect(res.statusCode).toBe(401);
  });
});
