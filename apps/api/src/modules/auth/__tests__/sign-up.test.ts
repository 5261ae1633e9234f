import { orgNumberFrom } from '@vedmarked/db';
import { companies, users, vendors } from '@vedmarked/db';
import { REGISTRABLE_ROLES } from '@vedmarked/domain';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { buildTestApp, createUser, fromIp, lastMail, verifyCodeFor } from '../../../../test/helpers.ts';

const { app } = await buildTestApp();

let n = 0;
/** Each sign-up from its own address, so the per-address sign-up limit does not interfere. */
const signUp = (role: string, payload: Record<string, unknown>, lang = 'en') =>
  app.inject({ method: 'POST', url: `/api/${role}/sign-up`, headers: { 'x-language': lang }, payload, ...fromIp(`10.1.0.${++n % 250}`) });
const good = (email: string, extra: Record<string, unknown> = {}) => ({ email, password: 'secret1', password_confirmation: 'secret1', ...extra });

describe('POST /api/{role}/sign-up', () => {
  it('registers a private customer, e-mails a code and a link, and the code signs them in', async () => {
    const res = await signUp('customer', good(' Ola.Normann@Example.no '));
    expect(res.json()).toEqual({ success: true, data: { email: 'ola.normann@example.no', role: 'customer' } });
    const mail = await lastMail(app, 'ola.normann@example.no');
    expect(mail?.subject).toMatch(/^Your Vedmarked code: \d{6}$/);
    const code = await verifyCodeFor(app, 'ola.normann@example.no');
    expect(mail?.bodyText).toContain(`http://localhost:3000/mail-confirm?email=ola.normann%40example.no&code=${code}`);
    expect(mail?.bodyHtml).toContain('Confirm my e-mail');

    const early = await app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { 'x-language': 'en' },
      payload: { login: 'ola.normann@example.no', password: 'secret1' },
    });
    expect(early.statusCode).toBe(403);
    expect(early.json().error).toEqual({ code: 'not_verified_email', message: 'Verify your e-mail first. We have sent you a code.' });

    const fresh = await verifyCodeFor(app, 'ola.normann@example.no');
    expect(fresh).not.toBe(code); // the failed sign-in sent a new code; the old one no longer works
    const stale = await app.inject({ method: 'POST', url: '/api/auth/mail-confirm', payload: { email: 'ola.normann@example.no', user_verify_code: code } });
    expect(stale.statusCode).toBe(422);
    const confirm = await app.inject({ method: 'POST', url: '/api/auth/mail-confirm', payload: { email: 'ola.normann@example.no', user_verify_code: fresh } });
    expect(confirm.statusCode).toBe(200);
    const data = confirm.json().data;
    expect(data.user).toMatchObject({ email: 'ola.normann@example.no', role: 'customer', first_name: null, customer_type: 'PRIVATE', company_tour: true });
    expect(data.user.email_verified_at).not.toBeNull();
  });

  it.each(REGISTRABLE_ROLES)('registers a %s with the role of its path', async (role) => {
    const email = `new-${role}@example.no`;
    const res = await signUp(role, good(email, { first_name: 'Siri', last_name: 'Skog', phone: `4000000${REGISTRABLE_ROLES.indexOf(role)}` }));
    expect(res.statusCode).toBe(200);
    const [u] = await app.db.select().from(users).where(eq(users.email, email));
    expect(u).toMatchObject({ role, firstName: 'Siri', emailVerifiedAt: null, language: 'en' });
    expect(u!.passwordHash).toMatch(/^\$argon2id\$/);
    expect(u!.customerType).toBe(role === 'customer' ? 'PRIVATE' : role === 'customer-company' ? 'COMPANY' : null);
  });

  it('stores the company of a company role and gives a vendor its shop row', async () => {
    const org = orgNumberFrom(81234567);
    await signUp(
      'vendor',
      good('ved@example.no', { company_name: 'Fjellved AS', organization_number: `${org.slice(0, 3)} ${org.slice(3, 6)} ${org.slice(6)}` }),
    );
    const [u] = await app.db.select().from(users).where(eq(users.email, 'ved@example.no'));
    const [c] = await app.db.select().from(companies).where(eq(companies.userId, u!.id));
    expect(c).toMatchObject({ companyName: 'Fjellved AS', organizationNumber: org, status: 'pending' });
    const [v] = await app.db.select().from(vendors).where(eq(vendors.userId, u!.id));
    expect(v).toMatchObject({ name: 'Fjellved AS', isTransporter: false });
  });

  it('writes the e-mail in the language of the request', async () => {
    await signUp('customer', good('norsk@example.no'), 'no');
    expect((await lastMail(app, 'norsk@example.no'))?.subject).toMatch(/^Din Vedmarked-kode: \d{6}$/);
    await signUp('customer', good('espanol@example.no'), 'es');
    expect((await lastMail(app, 'espanol@example.no'))?.subject).toMatch(/^Tu código de Vedmarked: \d{6}$/);
  });

  describe('field rules, with their messages in es, en and no', () => {
    const cases: [string, Record<string, unknown>, Record<string, [string, string, string]>][] = [
      [
        'required e-mail and password',
        {},
        {
          email: ['Este campo es obligatorio', 'This field is required', 'Dette feltet er påkrevd'],
          password: ['Este campo es obligatorio', 'This field is required', 'Dette feltet er påkrevd'],
          password_confirmation: ['Este campo es obligatorio', 'This field is required', 'Dette feltet er påkrevd'],
        },
      ],
      [
        'e-mail format',
        good('not-an-email'),
        { email: ['Introduce una dirección de correo válida', 'Enter a valid e-mail address', 'Skriv inn en gyldig e-postadresse'] },
      ],
      [
        'password of at least 6 characters',
        good('a@example.no', { password: '12345', password_confirmation: '12345' }),
        { password: ['Debe tener al menos 6 caracteres', 'Must be at least 6 characters', 'Må ha minst 6 tegn'] },
      ],
      [
        'confirmation equal to the password',
        good('a@example.no', { password_confirmation: 'secret2' }),
        { password_confirmation: ['Las contraseñas no coinciden', 'The passwords do not match', 'Passordene er ikke like'] },
      ],
      [
        'names of at least 2 characters',
        good('a@example.no', { first_name: 'A', last_name: ' ' }),
        {
          first_name: ['Debe tener al menos 2 caracteres', 'Must be at least 2 characters', 'Må ha minst 2 tegn'],
          last_name: ['Este campo es obligatorio', 'This field is required', 'Dette feltet er påkrevd'],
        },
      ],
      [
        'a valid mobile number',
        good('a@example.no', { phone: '2212345' }),
        {
          phone: [
            'Introduce un móvil noruego válido: 8 cifras que empiezan por 4 o 9',
            'Enter a valid Norwegian mobile number: 8 digits starting with 4 or 9',
            'Skriv et gyldig norsk mobilnummer: 8 sifre som begynner på 4 eller 9',
          ],
        },
      ],
      [
        'a valid organisation number',
        good('a@example.no', { company_name: 'Ved AS', organization_number: '123456789' }),
        {
          organization_number: [
            'Introduce un número de organización noruego válido (9 cifras)',
            'Enter a valid Norwegian organisation number (9 digits)',
            'Skriv et gyldig organisasjonsnummer (9 sifre)',
          ],
        },
      ],
      [
        'no unknown fields (no choosing one’s own role)',
        good('a@example.no', { role: 'admin' }),
        { _: ['Campo desconocido: role', 'Unknown field: role', 'Ukjent felt: role'] },
      ],
    ];
    it.each(cases)('%s', async (_name, payload, expected) => {
      for (const [i, lang] of (['es', 'en', 'no'] as const).entries()) {
        const res = await signUp('customer', payload, lang);
        expect(res.statusCode).toBe(422);
        const { error } = res.json();
        expect(error.code).toBe('validation_failed');
        expect(error.fields).toEqual(Object.fromEntries(Object.entries(expected).map(([f, m]) => [f, m[i]])));
        expect(error.message).toBe(Object.values(expected)[0]![i]);
      }
    });
  });

  describe('e-mail and phone are unique and may not be used by a vendor account', () => {
    it('refuses a registered e-mail (any case) and phone', async () => {
      await createUser(app, { email: 'taken@example.no', phone: '+4791111111' });
      const res = await signUp('customer', good('TAKEN@example.no', { phone: '911 11 111' }), 'es');
      expect(res.statusCode).toBe(422);
      expect(res.json().error.fields).toEqual({
        email: 'Ya hay un usuario registrado con este correo. Inicia sesión.',
        phone: 'Este teléfono ya está registrado. Inicia sesión para continuar.',
      });
    });
    it('says so when the other account is a vendor', async () => {
      await createUser(app, { role: 'vendor', email: 'seller@example.no', phone: '+4792222222' });
      const res = await signUp('customer', good('seller@example.no', { phone: '92222222' }), 'no');
      expect(res.json().error.fields).toEqual({
        email: 'Denne e-posten brukes av en leverandørkonto',
        phone: 'Dette telefonnummeret brukes av en leverandørkonto',
      });
    });
    it('two sign-ups racing for one e-mail make one account and one clear refusal', async () => {
      const results = await Promise.all([signUp('customer', good('race@example.no')), signUp('vendor', good('race@example.no'))]);
      expect(results.map((r) => r.statusCode).sort()).toEqual([200, 422]);
      expect(results.find((r) => r.statusCode === 422)!.json().error.fields.email).toBe('User already registered with this e-mail. Log in instead.');
      expect(await app.db.select().from(users).where(eq(users.email, 'race@example.no'))).toHaveLength(1);
    });
  });

  it('is for guests only', async () => {
    const u = await createUser(app);
    const { token } = await app.issueToken(u.id);
    const res = await app.inject({
      method: 'POST',
      url: '/api/customer/sign-up',
      headers: { authorization: `Bearer ${token}` },
      payload: good('x@example.no'),
    });
    expect(res.statusCode).toBe(403);
  });
});
