import { authAttempts, userTokens } from '@vedmarked/db';
import { beforeEach, describe, expect, it } from 'vitest';
import { buildTestApp, lastMail, createUser, fromIp, verifyCodeFor } from '../../../../test/helpers.ts';

const { app } = await buildTestApp();
beforeEach(async () => {
  await app.db.delete(authAttempts);
});

let ip = 0;
const confirm = (payload: Record<string, unknown>, lang = 'en') =>
  app.inject({ method: 'POST', url: '/api/auth/mail-confirm', headers: { 'x-language': lang }, payload, ...fromIp(`10.4.0.${++ip % 250}`) });
const resend = (email: string, lang = 'en') =>
  app.inject({
    method: 'GET',
    url: `/api/auth/resend-mail-confirmation?email=${encodeURIComponent(email)}`,
    headers: { 'x-language': lang },
    ...fromIp(`10.4.1.${++ip % 250}`),
  });
async function registered(email: string) {
  await app.inject({
    method: 'POST',
    url: '/api/customer/sign-up',
    payload: { email, password: 'secret1', password_confirmation: 'secret1' },
    ...fromIp(`10.4.2.${++ip % 250}`),
  });
  return verifyCodeFor(app, email);
}

describe('e-mail verification', () => {
  it('a wrong code says so in the user’s language; the right one works once', async () => {
    const code = await registered('verify@example.no');
    const wrong = String((Number(code) + 1) % 1_000_000).padStart(6, '0');
    for (const [lang, message] of [
      ['es', 'Enlace o código de verificación incorrecto'],
      ['en', 'Wrong verification link or code'],
      ['no', 'Feil bekreftelseslenke eller kode'],
    ]) {
      const res = await confirm({ email: 'verify@example.no', user_verify_code: wrong }, lang);
      expect(res.statusCode).toBe(422);
      expect(res.json().error.fields).toEqual({ user_verify_code: message });
    }
    expect((await confirm({ email: 'verify@example.no', user_verify_code: code, session_id: 'b'.repeat(32) })).statusCode).toBe(200);
    const again = await confirm({ email: 'verify@example.no', user_verify_code: code }, 'no');
    expect(again.statusCode).toBe(409);
    expect(again.json().error).toEqual({ code: 'already_verified', message: 'Denne e-posten er allerede bekreftet. Logg inn.' });
  });

  it('the code has 6 digits', async () => {
    const res = await confirm({ email: 'x@example.no', user_verify_code: '12ab' }, 'es');
    expect(res.json().error.fields).toEqual({ user_verify_code: 'El código tiene 6 cifras' });
  });

  it('an expired code does not work', async () => {
    const code = await registered('expired@example.no');
    await app.db.update(userTokens).set({ expiresAt: new Date(Date.now() - 1000) });
    expect((await confirm({ email: 'expired@example.no', user_verify_code: code })).statusCode).toBe(422);
  });

  it('a code is bound to its address', async () => {
    const code = await registered('owner@example.no');
    await registered('intruder@example.no');
    expect((await confirm({ email: 'intruder@example.no', user_verify_code: code })).statusCode).toBe(422);
  });

  it('guessing codes is limited per address', async () => {
    await registered('guess@example.no');
    const codes = [];
    for (let i = 0; i < 6; i++) codes.push((await confirm({ email: 'guess@example.no', user_verify_code: `00000${i}` })).statusCode);
    expect(codes.slice(0, 5).every((c) => c === 422)).toBe(true);
    expect(codes[5]).toBe(429);
  });

  it('resend gives a new code and the old one stops working', async () => {
    const old = await registered('resend@example.no');
    const res = await resend('resend@example.no');
    expect(res.json()).toEqual({ success: true, data: { email: 'resend@example.no' } });
    const fresh = await verifyCodeFor(app, 'resend@example.no');
    if (fresh !== old) expect((await confirm({ email: 'resend@example.no', user_verify_code: old })).statusCode).toBe(422);
    expect((await confirm({ email: 'resend@example.no', user_verify_code: fresh })).statusCode).toBe(200);
  });

  it('resend answers unknown, verified and unverified addresses alike (no enumeration); only the unverified one gets a code', async () => {
    await registered('waiting@example.no');
    await createUser(app, { email: 'done@example.no' });
    const before = await lastMail(app, 'waiting@example.no');
    const answers = await Promise.all(['nobody@example.no', 'done@example.no', 'waiting@example.no'].map((e) => resend(e, 'no')));
    expect(answers.map((r) => r.statusCode)).toEqual([200, 200, 200]);
    expect(answers.map((r) => r.json())).toEqual(
      ['nobody@example.no', 'done@example.no', 'waiting@example.no'].map((email) => ({ success: true, data: { email } })),
    );
    expect(await lastMail(app, 'nobody@example.no')).toBeUndefined();
    expect(await lastMail(app, 'done@example.no')).toBeUndefined();
    expect((await lastMail(app, 'waiting@example.no'))!.id).toBeGreaterThan(before!.id);
    expect((await resend('not-an-email', 'es')).json().error.fields).toEqual({ email: 'Introduce una dirección de correo válida' });
  });
});

describe('accounts made by other modules (checkout)', () => {
  it('get a verification e-mail in the same transaction, in their language, and can then verify and sign in', async () => {
    const { users } = await import('@vedmarked/db');
    const { hash } = await import('@node-rs/argon2');
    const passwordHash = await hash('secret1');
    await app.db.transaction(async (tx) => {
      const [u] = await tx
        .insert(users)
        .values({
          email: 'guest-buyer@example.no',
          passwordHash,
          role: 'customer',
          customerType: 'PRIVATE',
          firstName: 'Gina',
          lastName: 'Gjest',
          language: 'no',
        })
        .returning();
      await app.events.emitAccountCreated(tx, { userId: u!.id, email: u!.email, language: 'no', source: 'checkout' });
    });
    const { lastMail } = await import('../../../../test/helpers.ts');
    expect((await lastMail(app, 'guest-buyer@example.no'))?.subject).toMatch(/^Din Vedmarked-kode: \d{6}$/);
    const code = await verifyCodeFor(app, 'guest-buyer@example.no');
    const res = await confirm({ email: 'guest-buyer@example.no', user_verify_code: code });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.user).toMatchObject({ email: 'guest-buyer@example.no', first_name: 'Gina' });
  });

  it('when the checkout fails after making the account, neither the account nor its e-mail remains', async () => {
    const { users } = await import('@vedmarked/db');
    const { eq } = await import('drizzle-orm');
    await expect(
      app.db.transaction(async (tx) => {
        const [u] = await tx.insert(users).values({ email: 'rollback@example.no', role: 'customer' }).returning();
        await app.events.emitAccountCreated(tx, { userId: u!.id, email: u!.email, language: 'en', source: 'checkout' });
        throw new Error('checkout failed later');
      }),
    ).rejects.toThrow('checkout failed later');
    expect(await app.db.select().from(users).where(eq(users.email, 'rollback@example.no'))).toEqual([]);
    const { lastMail } = await import('../../../../test/helpers.ts');
    expect(await lastMail(app, 'rollback@example.no')).toBeUndefined();
  });
});
