import { formSubmissions, outbox, users } from '@vedmarked/db';
import { desc, eq } from 'drizzle-orm';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { buildTestApp, createUser, signIn } from '../../../../test/helpers.ts';

const { app } = await buildTestApp();

let ipCounter = 0;
/** Each call comes from its own address unless told, so the per-IP rate limit stays out of the way. */
const post = (url: string, payload: unknown, opts: { lang?: string; ip?: string; headers?: Record<string, string> } = {}) =>
  app.inject({
    method: 'POST',
    url,
    payload: payload as Record<string, unknown>,
    remoteAddress: opts.ip ?? `10.1.${Math.floor(++ipCounter / 250)}.${ipCounter % 250}`,
    headers: { ...(opts.lang ? { 'x-language': opts.lang } : {}), ...opts.headers },
  });

const lastSubmission = async () => (await app.db.select().from(formSubmissions).orderBy(desc(formSubmissions.id)).limit(1))[0];
const mailsTo = (to: string) => app.db.select().from(outbox).where(eq(outbox.recipient, to)).orderBy(desc(outbox.id));
const countSubmissions = async () => (await app.db.select({ id: formSubmissions.id }).from(formSubmissions)).length;

let adminNo: { email: string };
let adminEn: { email: string };
beforeAll(async () => {
  adminNo = await createUser(app, { role: 'admin', language: 'no' });
  adminEn = await createUser(app, { role: 'admin', language: 'en' });
  await createUser(app, { role: 'admin', language: 'es', active: false }); // not e-mailed
});

const question = {
  name: '  Kari Nordmann ',
  email: ' Kari@Example.NO ',
  phone: '+47 912 34 567',
  topic: 'delivery',
  order_number: '1042',
  postcode: '0150',
  message: 'When will my 1000 L bag of birch be delivered?',
};
const dealer = {
  company_name: 'Vestlandsved AS',
  organization_number: '923 609 016',
  contact_name: 'Ola Vik',
  email: 'ola@vestlandsved.no',
  phone: '55 12 34 56',
  postcode: '5003',
  business_type: 'firewood-producer',
  formats: ['1000L', '40L', '40L'],
  wood_types: ['spruce', 'birch'],
  yearly_volume_m3: 800,
  own_delivery: true,
  message: 'We dry birch in our own kiln and deliver around Bergen.',
};
const contact = {
  name: 'Lucía Pérez',
  email: 'lucia@example.es',
  subject: 'Pellets para una casa en Oslo',
  message: '¿Entregáis pellets de 15 kg en Oslo durante el invierno?',
};

describe('POST /api/support/question-form', () => {
  it('stores a valid question, normalised, and e-mails every active admin in their language', async () => {
    const res = await post('/api/support/question-form', question, { lang: 'en' });
    expect(res.statusCode).toBe(200);
    const { reference } = res.json().data;
    expect(reference).toMatch(/^Q-\d+$/);

    const row = await lastSubmission();
    expect(row).toMatchObject({ kind: 'question', email: 'kari@example.no', language: 'en', userId: null });
    expect(`Q-${row!.id}`).toBe(reference);
    expect(row!.payload).toEqual({
      name: 'Kari Nordmann',
      email: 'kari@example.no',
      phone: '+4791234567',
      topic: 'delivery',
      order_number: '1042',
      postcode: '0150',
      message: 'When will my 1000 L bag of birch be delivered?',
    });

    const [no] = await mailsTo(adminNo.email);
    expect(no).toMatchObject({ channel: 'email', status: 'kept', template: 'form-question' });
    expect(no!.subject).toBe(`Nytt spørsmål ${reference}: Levering fra Kari Nordmann`);
    expect(no!.bodyText).toContain('Ordrenummer: 1042');
    expect(no!.bodyText).toContain('Avsenderens språk: Engelsk');
    expect(no!.bodyText).toContain('Svar ved å skrive til kari@example.no.');
    const [en] = await mailsTo(adminEn.email);
    expect(en!.subject).toBe(`New question ${reference}: Delivery from Kari Nordmann`);
    expect(en!.bodyText).toContain('When will my 1000 L bag of birch be delivered?');
    const all = await app.db.select().from(outbox).where(eq(outbox.template, 'form-question'));
    expect(all.filter((m) => m.bodyText.includes(reference))).toHaveLength(2); // not the inactive admin
  });

  it('remembers the signed-in user who asked', async () => {
    const { user, headers } = await signIn(app);
    const res = await post('/api/support/question-form', { ...question, message: 'A question from a signed-in customer.' }, { headers });
    expect(res.statusCode).toBe(200);
    expect(await lastSubmission()).toMatchObject({ userId: user.id, language: 'es' });
    const [mail] = await mailsTo(adminEn.email);
    expect(mail!.bodyText).toContain(`Signed in as: ${user.email} (#${user.id})`);
  });

  it('refuses line breaks in a name (no header injection into the subject)', async () => {
    const res = await post('/api/support/question-form', { ...question, name: 'Eve\r\nBcc: victim@example.com' }, { lang: 'en' });
    expect(res.statusCode).toBe(422);
    expect(res.json().error.fields).toEqual({ name: 'Write this on one line, without line breaks or tabs' });
  });

  it('escapes what the sender wrote in the HTML mail and keeps line breaks out of the subject', async () => {
    const res = await post('/api/support/question-form', {
      ...question,
      name: 'Eve <eve@example.com>',
      message: '<script>alert("x")</script> & more',
    });
    expect(res.statusCode).toBe(200);
    const [mail] = await mailsTo(adminEn.email);
    expect(mail!.subject).not.toMatch(/[\r\n]/);
    expect(mail!.bodyHtml).toContain('&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; more');
    expect(mail!.bodyHtml).not.toContain('<script>');
  });

  it.each([
    ['name', undefined, 'Este campo es obligatorio', 'This field is required', 'Dette feltet er påkrevd'],
    ['name', ' ', 'Este campo es obligatorio', 'This field is required', 'Dette feltet er påkrevd'],
    ['name', 'K', 'Debe tener al menos 2 caracteres', 'Must be at least 2 characters', 'Må ha minst 2 tegn'],
    ['name', 'x'.repeat(101), 'Debe tener como máximo 100 caracteres', 'Must be at most 100 characters', 'Kan ha høyst 100 tegn'],
    ['email', '', 'Este campo es obligatorio', 'This field is required', 'Dette feltet er påkrevd'],
    ['email', 'kari@', 'Introduce una dirección de correo válida', 'Enter a valid e-mail address', 'Skriv inn en gyldig e-postadresse'],
    [
      'phone',
      '12 34',
      'Escribe un número de teléfono válido (de 8 a 15 dígitos, con +prefijo de país si quieres)',
      'Enter a valid phone number (8 to 15 digits, optionally with +country code)',
      'Skriv inn et gyldig telefonnummer (8 til 15 sifre, gjerne med +landskode)',
    ],
    ['topic', undefined, 'Este campo es obligatorio', 'This field is required', 'Dette feltet er påkrevd'],
    ['topic', 'gossip', 'Este valor no es válido', 'This value is not valid', 'Verdien er ikke gyldig'],
    [
      'order_number',
      'ABC-1',
      'El número de pedido solo tiene dígitos (10 como máximo)',
      'The order number has only digits (at most 10)',
      'Ordrenummeret har bare sifre (høyst 10)',
    ],
    ['postcode', '150', 'El código postal debe tener exactamente 4 dígitos', 'The postcode must be exactly 4 digits', 'Postnummeret må ha nøyaktig 4 sifre'],
    ['message', '', 'Este campo es obligatorio', 'This field is required', 'Dette feltet er påkrevd'],
    ['message', 'Hello?', 'Debe tener al menos 10 caracteres', 'Must be at least 10 characters', 'Må ha minst 10 tegn'],
    ['message', 'x'.repeat(2001), 'Debe tener como máximo 2000 caracteres', 'Must be at most 2000 characters', 'Kan ha høyst 2000 tegn'],
  ])('refuses %s = %j with a field error in es, en and no', async (field, value, es, en, no) => {
    const before = await countSubmissions();
    const body = { ...question, [field]: value };
    for (const [lang, message] of [
      ['es', es],
      ['en', en],
      ['no', no],
    ] as const) {
      const res = await post('/api/support/question-form', body, { lang });
      expect(res.statusCode).toBe(422);
      expect(res.json()).toEqual({ success: false, error: { code: 'validation_failed', message, fields: { [field]: message } } });
    }
    expect(await countSubmissions()).toBe(before);
  });

  it('refuses a postcode that is not in the register', async () => {
    const res = await post('/api/support/question-form', { ...question, postcode: '0000' }, { lang: 'en' });
    expect(res.statusCode).toBe(422);
    expect(res.json().error).toEqual({ code: 'validation_failed', message: 'Postcode not found!', fields: { postcode: 'Postcode not found!' } });
  });

  it('refuses unknown fields (strict body)', async () => {
    const res = await post('/api/support/question-form', { ...question, admin: true }, { lang: 'en' });
    expect(res.statusCode).toBe(422);
    expect(res.json().error.message).toBe('Unknown field: admin');
  });

  it('accepts optional fields left empty', async () => {
    const res = await post('/api/support/question-form', { ...question, phone: '', order_number: '', postcode: '' });
    expect(res.statusCode).toBe(200);
    const row = await lastSubmission();
    expect(row!.payload).not.toHaveProperty('phone');
    expect(row!.payload).not.toHaveProperty('postcode');
  });

  it('stores a double click once and answers both with the same reference', async () => {
    const body = { ...question, message: 'Sent twice by a double click on the button.' };
    const before = await countSubmissions();
    const [a, b] = await Promise.all([post('/api/support/question-form', body), post('/api/support/question-form', body)]);
    expect(a.statusCode).toBe(200);
    expect(b.statusCode).toBe(200);
    expect(a.json().data.reference).toBe(b.json().data.reference);
    expect(await countSubmissions()).toBe(before + 1);
    const mails = (await mailsTo(adminEn.email)).filter((m) => m.subject?.includes(a.json().data.reference));
    expect(mails).toHaveLength(1);
  });

  it('answers a bot that fills in the honeypot as if all went well, and keeps nothing', async () => {
    const before = await countSubmissions();
    const beforeMails = (await mailsTo(adminEn.email)).length;
    const res = await post('/api/support/question-form', { ...question, website: 'http://spam.example' });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.reference).toMatch(/^Q-\d+$/);
    expect(await countSubmissions()).toBe(before);
    expect((await mailsTo(adminEn.email)).length).toBe(beforeMails);
  });
});

describe('POST /api/jotul (firewood-dealer form)', () => {
  it('stores a dealer, normalising the organisation number, formats and wood types, and e-mails the admins', async () => {
    const res = await post('/api/jotul', dealer, { lang: 'no' });
    expect(res.statusCode).toBe(200);
    const { reference } = res.json().data;
    expect(reference).toMatch(/^D-\d+$/);
    const row = await lastSubmission();
    expect(row).toMatchObject({ kind: 'jotul', email: 'ola@vestlandsved.no', language: 'no' });
    expect(row!.payload).toMatchObject({
      organization_number: '923609016',
      phone: '55123456',
      formats: ['40L', '1000L'],
      wood_types: ['birch', 'spruce'],
      yearly_volume_m3: 800,
      own_delivery: true,
    });
    const [en] = await mailsTo(adminEn.email);
    expect(en!.subject).toBe(`New firewood dealer ${reference}: Vestlandsved AS`);
    expect(en!.bodyText).toContain('Business: Firewood producer');
    expect(en!.bodyText).toContain('Sack formats: 40L, 1000L');
    expect(en!.bodyText).toContain('Wood types: Birch, Spruce');
    expect(en!.bodyText).toContain('Has own delivery: Yes');
    const [no] = await mailsTo(adminNo.email);
    expect(no!.bodyText).toContain('Virksomhet: Vedprodusent');
  });

  it('accepts a Spanish CIF and leaves optional fields out', async () => {
    const { organization_number: _o, wood_types: _w, yearly_volume_m3: _y, own_delivery: _d, message: _m, ...required } = dealer;
    const res = await post('/api/jotul', { ...required, organization_number: 'es b-12345678' });
    expect(res.statusCode).toBe(200);
    expect((await lastSubmission())!.payload).toMatchObject({ organization_number: 'B12345678', wood_types: [], own_delivery: false });
  });

  it.each([
    ['company_name', '', 'Este campo es obligatorio', 'This field is required', 'Dette feltet er påkrevd'],
    [
      'organization_number',
      '923609017',
      'Escribe un número de organización válido (9 dígitos en Noruega, CIF/NIF en España)',
      'Enter a valid organisation number (9 digits in Norway, CIF/NIF in Spain)',
      'Skriv inn et gyldig organisasjonsnummer (9 sifre i Norge, CIF/NIF i Spania)',
    ],
    ['contact_name', undefined, 'Este campo es obligatorio', 'This field is required', 'Dette feltet er påkrevd'],
    ['email', 'ola.vestlandsved.no', 'Introduce una dirección de correo válida', 'Enter a valid e-mail address', 'Skriv inn en gyldig e-postadresse'],
    ['phone', '', 'Este campo es obligatorio', 'This field is required', 'Dette feltet er påkrevd'],
    [
      'phone',
      'call me',
      'Escribe un número de teléfono válido (de 8 a 15 dígitos, con +prefijo de país si quieres)',
      'Enter a valid phone number (8 to 15 digits, optionally with +country code)',
      'Skriv inn et gyldig telefonnummer (8 til 15 sifre, gjerne med +landskode)',
    ],
    ['postcode', '', 'Este campo es obligatorio', 'This field is required', 'Dette feltet er påkrevd'],
    ['postcode', '50031', 'El código postal debe tener exactamente 4 dígitos', 'The postcode must be exactly 4 digits', 'Postnummeret må ha nøyaktig 4 sifre'],
    ['business_type', '', 'Este campo es obligatorio', 'This field is required', 'Dette feltet er påkrevd'],
    ['formats', [], 'Elige al menos un formato de saco', 'Choose at least one sack format', 'Velg minst ett sekkeformat'],
    ['formats', undefined, 'Elige al menos un formato de saco', 'Choose at least one sack format', 'Velg minst ett sekkeformat'],
    ['wood_types', ['teak'], 'Este valor no es válido', 'This value is not valid', 'Verdien er ikke gyldig'],
    [
      'yearly_volume_m3',
      2.5,
      'Escribe un número entero de metros cúbicos entre 0 y 100 000',
      'Enter a whole number of cubic metres from 0 to 100 000',
      'Skriv inn et helt antall kubikkmeter fra 0 til 100 000',
    ],
    [
      'yearly_volume_m3',
      -1,
      'Escribe un número entero de metros cúbicos entre 0 y 100 000',
      'Enter a whole number of cubic metres from 0 to 100 000',
      'Skriv inn et helt antall kubikkmeter fra 0 til 100 000',
    ],
    ['message', 'x'.repeat(2001), 'Debe tener como máximo 2000 caracteres', 'Must be at most 2000 characters', 'Kan ha høyst 2000 tegn'],
  ])('refuses %s = %j with a field error in es, en and no', async (field, value, es, en, no) => {
    const before = await countSubmissions();
    for (const [lang, message] of [
      ['es', es],
      ['en', en],
      ['no', no],
    ] as const) {
      const res = await post('/api/jotul', { ...dealer, [field]: value }, { lang });
      expect(res.statusCode).toBe(422);
      const error = res.json().error;
      expect(error.code).toBe('validation_failed');
      const key = Object.keys(error.fields)[0]!;
      expect(key.split('.')[0]).toBe(field); // wood_types.0 for an element of the list
      expect(error.fields[key]).toBe(message);
    }
    expect(await countSubmissions()).toBe(before);
  });

  it('refuses a dealer postcode that does not exist', async () => {
    const res = await post('/api/jotul', { ...dealer, postcode: '0000' }, { lang: 'no' });
    expect(res.json().error.fields).toEqual({ postcode: 'Fant ikke postnummeret!' });
  });
});

describe('POST /api/contact', () => {
  it('stores a message and e-mails the admins', async () => {
    const res = await post('/api/contact', contact, { lang: 'es' });
    expect(res.statusCode).toBe(200);
    const { reference } = res.json().data;
    expect(reference).toMatch(/^C-\d+$/);
    expect(await lastSubmission()).toMatchObject({ kind: 'contact', email: 'lucia@example.es', language: 'es' });
    const [no] = await mailsTo(adminNo.email);
    expect(no!.subject).toBe(`Ny melding ${reference}: Pellets para una casa en Oslo`);
    expect(no!.bodyText).toContain('Avsenderens språk: Spansk');
  });

  it.each([
    ['name', '', 'Este campo es obligatorio', 'This field is required', 'Dette feltet er påkrevd'],
    ['email', 'lucia@', 'Introduce una dirección de correo válida', 'Enter a valid e-mail address', 'Skriv inn en gyldig e-postadresse'],
    [
      'phone',
      '+47 12',
      'Escribe un número de teléfono válido (de 8 a 15 dígitos, con +prefijo de país si quieres)',
      'Enter a valid phone number (8 to 15 digits, optionally with +country code)',
      'Skriv inn et gyldig telefonnummer (8 til 15 sifre, gjerne med +landskode)',
    ],
    ['subject', 'Hi', 'Debe tener al menos 3 caracteres', 'Must be at least 3 characters', 'Må ha minst 3 tegn'],
    ['subject', 'x'.repeat(151), 'Debe tener como máximo 150 caracteres', 'Must be at most 150 characters', 'Kan ha høyst 150 tegn'],
    ['message', undefined, 'Este campo es obligatorio', 'This field is required', 'Dette feltet er påkrevd'],
    ['message', 'Too short', 'Debe tener al menos 10 caracteres', 'Must be at least 10 characters', 'Må ha minst 10 tegn'],
  ])('refuses %s = %j with a field error in es, en and no', async (field, value, es, en, no) => {
    for (const [lang, message] of [
      ['es', es],
      ['en', en],
      ['no', no],
    ] as const) {
      const res = await post('/api/contact', { ...contact, [field]: value }, { lang });
      expect(res.statusCode).toBe(422);
      expect(res.json().error).toEqual({ code: 'validation_failed', message, fields: { [field]: message } });
    }
  });
});

describe('rate limit and admins', () => {
  it('accepts 5 messages per address in 10 minutes, then answers 429 in the sender language; field errors do not count', async () => {
    const ip = '10.9.9.9';
    for (let i = 0; i < 3; i++) expect((await post('/api/contact', { ...contact, message: '' }, { ip })).statusCode).toBe(422);
    for (let i = 0; i < 6; i++) expect((await post('/api/support/question-form', { ...question, postcode: '0000' }, { ip })).statusCode).toBe(422);
    for (let i = 0; i < 5; i++) {
      const res = await post('/api/contact', { ...contact, message: `Message number ${i} from the same address.` }, { ip });
      expect(res.statusCode).toBe(200);
    }
    const res = await post('/api/contact', { ...contact, message: 'One message too many from here.' }, { ip, lang: 'no' });
    expect(res.statusCode).toBe(429);
    expect(res.json().error).toEqual({ code: 'rate_limited', message: 'Du har sendt flere meldinger på kort tid. Prøv igjen om 10 min.' });
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(500);
    // Each form has its own budget, and the unknown postcodes above did not use it.
    for (let i = 0; i < 5; i++) {
      const ok = await post('/api/support/question-form', { ...question, message: `Question number ${i} from the same address.` }, { ip });
      expect(ok.statusCode).toBe(200);
    }
    expect((await post('/api/support/question-form', question, { ip })).statusCode).toBe(429);
  });

  describe('with no active admin', () => {
    beforeEach(async () => {
      await app.db.update(users).set({ active: false }).where(eq(users.role, 'admin'));
      return async () => {
        await app.db.update(users).set({ active: true }).where(eq(users.email, adminNo.email));
        await app.db.update(users).set({ active: true }).where(eq(users.email, adminEn.email));
      };
    });
    it('still stores the submission', async () => {
      const before = (await app.db.select().from(outbox)).length;
      const res = await post('/api/contact', { ...contact, message: 'Stored even when nobody is there to read it.' });
      expect(res.statusCode).toBe(200);
      expect(await lastSubmission()).toMatchObject({ kind: 'contact' });
      expect((await app.db.select().from(outbox)).length).toBe(before);
    });
  });
});
