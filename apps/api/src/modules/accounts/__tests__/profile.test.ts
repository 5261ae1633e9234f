import { companies, orgNumberFrom, users, vendors } from '@vedmarked/db';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { buildTestApp, createUser, signIn } from '../../../../test/helpers.ts';

const { app } = await buildTestApp();
const ORG = orgNumberFrom(81234567);

const call = (method: 'GET' | 'POST', url: string, token: string, payload?: unknown, lang = 'en') =>
  app.inject({ method, url, headers: { authorization: `Bearer ${token}`, 'x-language': lang }, ...(payload ? { payload: payload as object } : {}) });

describe('GET /api/{role}/profile', () => {
  it('gives the user’s own profile and company', async () => {
    const { user, token } = await signIn(app, { role: 'customer-company', email: 'firm@example.no', phone: '+4791000001' });
    await app.db.insert(companies).values({ userId: user.id, companyName: 'Firma AS', organizationNumber: ORG, status: 'confirmed' });
    const res = await call('GET', '/api/customer-company/profile', token);
    expect(res.json().data).toMatchObject({
      id: user.id,
      email: 'firm@example.no',
      role: 'customer-company',
      customer_type: 'COMPANY',
      phone: '+4791000001',
      language: 'es',
      company: { company_name: 'Firma AS', organization_number: ORG, status: 'confirmed', vat_registered: false },
    });
  });

  it('each role reads it under its own path; other roles’ paths are forbidden', async () => {
    const { token } = await signIn(app, { role: 'wholesaler' });
    expect((await call('GET', '/api/wholesaler/profile', token)).statusCode).toBe(200);
    expect((await call('GET', '/api/vendor/profile', token)).statusCode).toBe(403);
    expect((await call('GET', '/api/customer/profile', token)).statusCode).toBe(403);
    expect((await app.inject({ method: 'GET', url: '/api/wholesaler/profile' })).statusCode).toBe(401);
  });
});

describe('POST /api/{role}/update-profile', () => {
  it('updates name, phone and answers, normalising the phone', async () => {
    const { token } = await signIn(app);
    const res = await call('POST', '/api/customer/update-profile', token, {
      first_name: ' Kari ',
      last_name: 'Nordmann',
      phone: '412 34 567',
      hear_about_us: 'facebook',
      language: 'no',
    });
    expect(res.json().data).toMatchObject({ first_name: 'Kari', last_name: 'Nordmann', phone: '+4741234567', hear_about_us: 'facebook', language: 'no' });
  });

  it('checks every field, with messages in the user’s language', async () => {
    const { token } = await signIn(app);
    const res = await call('POST', '/api/customer/update-profile', token, { first_name: 'K', last_name: '', phone: '1234', hear_about_us: 'tv' }, 'es');
    expect(res.statusCode).toBe(422);
    expect(res.json().error.fields).toEqual({
      first_name: 'Debe tener al menos 2 caracteres',
      last_name: 'Este campo es obligatorio',
      phone: 'Introduce un móvil noruego válido: 8 cifras que empiezan por 4 o 9',
      hear_about_us: 'Este campo es obligatorio',
    });
  });

  it('the phone may not belong to someone else (nor to a vendor)', async () => {
    await createUser(app, { role: 'vendor', phone: '+4793333333' });
    await createUser(app, { phone: '+4794444444' });
    const { token } = await signIn(app, { phone: '+4795555555' });
    const body = { first_name: 'Kari', last_name: 'Nordmann' };
    expect((await call('POST', '/api/customer/update-profile', token, { ...body, phone: '93333333' }, 'no')).json().error.fields).toEqual({
      phone: 'Dette telefonnummeret brukes av en leverandørkonto',
    });
    expect((await call('POST', '/api/customer/update-profile', token, { ...body, phone: '94444444' })).json().error.fields).toEqual({
      phone: 'This phone number is already registered. Log in to finish.',
    });
    expect((await call('POST', '/api/customer/update-profile', token, { ...body, phone: '95555555' })).statusCode).toBe(200);
  });

  it('completes a vendor’s registration with the register token: company name and number are required, and the shop row is made', async () => {
    const { user, token } = await signIn(app, { role: 'vendor', firstName: null, lastName: null });
    const person = { first_name: 'Per', last_name: 'Ved', phone: '96666666' };
    expect((await call('POST', '/api/vendor/update-profile', token, person)).json().error.fields).toEqual({ company_name: 'This field is required' });
    expect((await call('POST', '/api/vendor/update-profile', token, { ...person, company_name: 'Per Ved AS' })).json().error.fields).toEqual({
      organization_number: 'This field is required',
    });
    const res = await call('POST', '/api/vendor/update-profile', token, { ...person, company_name: 'Per Ved AS', organization_number: ORG });
    expect(res.json().data).toMatchObject({ first_name: 'Per', company: { company_name: 'Per Ved AS', organization_number: ORG, status: 'pending' } });
    const [v] = await app.db.select().from(vendors).where(eq(vendors.userId, user.id));
    expect(v).toMatchObject({ name: 'Per Ved AS', slug: `per-ved-as-${user.id}`, isTransporter: false });
  });
});

describe('POST /api/{role}/update-company', () => {
  const company = {
    company_name: 'Bryggen Kafé AS',
    organization_number: ORG,
    company_phone: '55 00 00 03',
    invoice_email: 'Faktura@Example.no',
    vat_registered: true,
    bank_account: '1503 12 34567',
    bank_name: 'DNB',
  };

  it('stores the company fields of spec section 3 and ends the company tour', async () => {
    const { user, token } = await signIn(app, { role: 'vendor', companyTour: true });
    const res = await call('POST', '/api/vendor/update-company', token, {
      ...company,
      headquarter: 'Bergen',
      internal_ref: 'K-17',
      department: 'Innkjøp',
      newsletter: true,
    });
    expect(res.json().data.company).toEqual({
      company_name: 'Bryggen Kafé AS',
      organization_number: ORG,
      company_phone: '+4755000003',
      invoice_email: 'faktura@example.no',
      headquarter: 'Bergen',
      internal_ref: 'K-17',
      department: 'Innkjøp',
      vat_registered: true,
      bank_account: '15031234567',
      bank_name: 'DNB',
      newsletter: true,
      status: 'pending',
    });
    expect(res.json().data.company_tour).toBe(false);
    const [u] = await app.db.select().from(users).where(eq(users.id, user.id));
    expect(u!.companyTour).toBe(false);
  });

  it('checks the organisation number (mod 11), phone, e-mail and bank account, in three languages', async () => {
    const { token } = await signIn(app, { role: 'customer-company' });
    const bad = {
      company_name: 'X',
      organization_number: '123456789',
      company_phone: '123',
      invoice_email: 'nope',
      bank_account: '123',
      bank_name: 'b'.repeat(61),
    };
    const expected = {
      en: {
        company_name: 'Must be at least 2 characters',
        organization_number: 'Enter a valid Norwegian organisation number (9 digits)',
        company_phone: 'Enter a valid Norwegian phone number of 8 digits',
        invoice_email: 'Enter a valid e-mail address',
        bank_account: 'A bank account number has 11 digits',
        bank_name: 'Must be at most 60 characters',
      },
      no: {
        company_name: 'Må ha minst 2 tegn',
        organization_number: 'Skriv et gyldig organisasjonsnummer (9 sifre)',
        company_phone: 'Skriv et gyldig norsk telefonnummer på 8 sifre',
        invoice_email: 'Skriv inn en gyldig e-postadresse',
        bank_account: 'Et kontonummer har 11 sifre',
        bank_name: 'Kan ha høyst 60 tegn',
      },
      es: {
        company_name: 'Debe tener al menos 2 caracteres',
        organization_number: 'Introduce un número de organización noruego válido (9 cifras)',
        company_phone: 'Introduce un teléfono noruego válido de 8 cifras',
        invoice_email: 'Introduce una dirección de correo válida',
        bank_account: 'Un número de cuenta bancaria tiene 11 cifras',
        bank_name: 'Debe tener como máximo 60 caracteres',
      },
    };
    for (const [lang, fields] of Object.entries(expected)) {
      const res = await call('POST', '/api/customer-company/update-company', token, bad, lang);
      expect(res.statusCode).toBe(422);
      expect(res.json().error.fields).toEqual(fields);
    }
  });

  it('a company customer may leave the organisation number out; a vendor may not', async () => {
    const customer = await signIn(app, { role: 'customer-company' });
    expect((await call('POST', '/api/customer-company/update-company', customer.token, { company_name: 'Kafé AS' })).statusCode).toBe(200);
    const vendor = await signIn(app, { role: 'transporter' });
    expect(
      (await call('POST', '/api/transporter/update-company', vendor.token, { company_name: 'Frakt AS', organization_number: '' })).json().error.fields,
    ).toEqual({
      organization_number: 'This field is required',
    });
  });

  it('a confirmed company that changes its number waits for confirmation again; other edits keep it confirmed', async () => {
    const { user, token } = await signIn(app, { role: 'customer-company' });
    await app.db.insert(companies).values({ userId: user.id, companyName: 'Kafé AS', organizationNumber: ORG, status: 'confirmed' });
    expect((await call('POST', '/api/customer-company/update-company', token, { company_name: 'Kafé Bryggen AS' })).json().data.company.status).toBe(
      'confirmed',
    );
    const renumbered = await call('POST', '/api/customer-company/update-company', token, {
      company_name: 'Kafé Bryggen AS',
      organization_number: orgNumberFrom(82345678),
    });
    expect(renumbered.json().data.company.status).toBe('pending');
  });

  it('blank optional fields clear the stored value', async () => {
    const { token } = await signIn(app, { role: 'customer-company' });
    await call('POST', '/api/customer-company/update-company', token, company);
    const res = await call('POST', '/api/customer-company/update-company', token, { company_name: 'Bryggen Kafé AS', bank_name: '', bank_account: null });
    expect(res.json().data.company).toMatchObject({ bank_name: null, bank_account: null, organization_number: ORG });
  });
});

describe('counties, hear-about-us and settings', () => {
  it('GET /api/counties lists the counties', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/counties' });
    const counties = res.json().data as { id: number; name: string }[];
    expect(counties.length).toBeGreaterThanOrEqual(15);
    expect(counties.map((c) => c.name)).toContain('Oslo');
  });

  it('hear-about-us: the options for anyone, the answer for the user', async () => {
    const anon = await app.inject({ method: 'GET', url: '/api/hear-about-us' });
    expect(anon.json().data).toEqual({
      options: ['dugnadsdeltaker', 'facebook', 'finn.no', 'friend', 'google search', 'neighbour order', 'other'],
      value: null,
    });
    const { token } = await signIn(app, { role: 'vendor' });
    expect((await call('POST', '/api/hear-about-us', token, { hear_about_us: 'finn.no' })).json().data).toEqual({ value: 'finn.no' });
    expect((await call('GET', '/api/hear-about-us', token)).json().data.value).toBe('finn.no');
    expect((await call('POST', '/api/hear-about-us', token, { hear_about_us: 'tv' })).statusCode).toBe(422);
  });

  it('user settings: language (used for e-mails) and the end of the company tour', async () => {
    const { token } = await signIn(app, { role: 'vendor', companyTour: true });
    const res = await call('POST', '/api/user/settings/update', token, { language: 'no', company_tour: false });
    expect(res.json().data).toEqual({ language: 'no', company_tour: false });
    expect((await call('POST', '/api/user/settings/update', token, { language: 'de' })).statusCode).toBe(422);
  });
});
