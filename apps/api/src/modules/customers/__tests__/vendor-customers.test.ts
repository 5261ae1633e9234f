import { outbox, users, vendorCustomers } from '@vedmarked/db';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { inject } from '../../../../test/commerce-helpers.ts';
import { buildTestApp, createUser, createVendor, lastMail, signIn } from '../../../../test/helpers.ts';

const { app } = await buildTestApp();
const http = inject(app);
const bearer = async (userId: number) => ({ authorization: `Bearer ${(await app.issueToken(userId)).token}` });

const oslo = await createVendor(app, { name: 'Oslo Ved' });
const vendor = await bearer(oslo.user.id);
const other = await createVendor(app, { name: 'Annen Ved' });
const otherHeaders = await bearer(other.user.id);

const add = (body: Record<string, unknown>, headers = vendor, lang = 'en') => http.post('/api/vendor/customers/add', body, { ...headers, 'x-language': lang });
const list = async (query = '', headers = vendor) => {
  const res = await http.get(`/api/vendor/customers/list${query}`, headers);
  expect(res.statusCode).toBe(200);
  return res.json().data as { total: number; customers: { user_id: number; email: string; first_name: string; phone: string | null; has_password: boolean }[] };
};
const person = (email: string, over: Record<string, unknown> = {}) => ({ first_name: 'Kari', last_name: 'Nordmann', email, postcode: '0150', ...over });

describe('a vendor’s own customers', () => {
  it('adds a new person: an account without a password, the ownership row, and an invitation in the customer’s language', async () => {
    const res = await add(person('kari@example.no', { phone: '912 34 567', language: 'no' }));
    expect(res.statusCode).toBe(200);
    const { customer, invited } = res.json().data;
    expect(invited).toBe(true);
    expect(customer).toMatchObject({ email: 'kari@example.no', phone: '+4791234567', postcode: '0150', source: 'added', has_password: false });
    const [u] = await app.db.select().from(users).where(eq(users.id, customer.user_id));
    expect(u).toMatchObject({ role: 'customer', passwordHash: null, language: 'no', firstName: 'Kari' });
    const owned = await app.db.select().from(vendorCustomers).where(eq(vendorCustomers.userId, customer.user_id));
    expect(owned).toEqual([expect.objectContaining({ vendorId: oslo.vendor.id, source: 'added' })]);
    const mail = await lastMail(app, 'kari@example.no');
    expect(mail?.subject).toBe('Oslo Ved har lagt deg til som kunde på Vedmarked');
    const token = /reset-password\?token=([\w-]+)/.exec(mail!.bodyText)?.[1];
    expect(token).toBeTruthy();
    // The link sets the password: the invited customer can then sign in.
    const set = await http.post('/api/auth/new-password', { token, password: 'secret123', password_confirmation: 'secret123' });
    expect(set.statusCode).toBe(200);
    const [after] = await app.db.select().from(users).where(eq(users.id, customer.user_id));
    expect(after!.passwordHash).not.toBeNull();
  });

  it('matches an existing customer account by e-mail or by phone, sending no invitation', async () => {
    const byMail = await createUser(app, { email: 'ola@example.no' });
    const res = await add(person('OLA@example.no'));
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ invited: false, customer: { user_id: byMail.id, has_password: true } });
    expect(await lastMail(app, 'ola@example.no')).toBeUndefined();

    const byPhone = await createUser(app, { phone: '+4798765432' });
    const phoned = await add({ first_name: 'Per', last_name: 'Hansen', phone: '98765432', postcode: '0150' });
    expect(phoned.statusCode).toBe(200);
    expect(phoned.json().data.customer.user_id).toBe(byPhone.id);
  });

  it('refuses a bad e-mail or phone next to its field, and asks for a contact', async () => {
    const bad = await add(person('not-an-email', { phone: '123' }));
    expect(bad.statusCode).toBe(422);
    expect(bad.json().error.fields).toMatchObject({ email: 'Enter a valid e-mail address', phone: expect.any(String) });
    const none = await add({ first_name: 'Kari', last_name: 'Nordmann', postcode: '0150' });
    expect(none.statusCode).toBe(422);
    expect(none.json().error.fields).toEqual({ email: 'Enter an e-mail or a phone number' });
    // A phone that names nobody cannot be invited: the invitation goes by e-mail.
    const phoneOnly = await add({ first_name: 'Kari', last_name: 'Nordmann', phone: '45678901', postcode: '0150' });
    expect(phoneOnly.statusCode).toBe(422);
    expect(Object.keys(phoneOnly.json().error.fields)).toEqual(['email']);
  });

  it('refuses a person who is already this vendor’s, or another vendor’s (an own customer stays the first vendor’s)', async () => {
    expect((await add(person('lise@example.no'))).statusCode).toBe(200);
    const again = await add(person('lise@example.no'));
    expect(again.statusCode).toBe(409);
    expect(again.json().error).toMatchObject({ code: 'customer_exists', message: 'This person is already one of your customers' });
    const theirs = await add(person('lise@example.no'), otherHeaders);
    expect(theirs.statusCode).toBe(409);
    expect(theirs.json().error).toMatchObject({ code: 'customer_owned', message: 'This person is already another supplier’s own customer' });
    const [u] = await app.db.select().from(users).where(eq(users.email, 'lise@example.no'));
    const owners = await app.db.select().from(vendorCustomers).where(eq(vendorCustomers.userId, u!.id));
    expect(owners.map((o) => o.vendorId)).toEqual([oslo.vendor.id]);
  });

  it('refuses a vendor’s or an admin’s e-mail', async () => {
    for (const role of ['vendor', 'admin'] as const) {
      const staff = await createUser(app, { role });
      const res = await add(person(staff.email));
      expect(res.statusCode).toBe(422);
      expect(res.json().error.fields).toEqual({ email: 'This contact belongs to a supplier, transporter or administrator account' });
    }
    const vendorPhone = await createUser(app, { role: 'vendor', phone: '+4791112222' });
    const res = await add({ first_name: 'Kari', last_name: 'Nordmann', phone: vendorPhone.phone, postcode: '0150' });
    expect(res.json().error.fields).toEqual({ phone: 'This contact belongs to a supplier, transporter or administrator account' });
  });

  it('lists only the vendor’s own customers, with search, filters and paging; another vendor never sees them', async () => {
    await add(person('search-me@example.no', { first_name: 'Solveig', last_name: 'Berg' }));
    const all = await list();
    expect(all.total).toBe(all.customers.length);
    expect(all.customers.map((c) => c.email)).toContain('search-me@example.no');
    expect((await list('?q=solveig')).customers.map((c) => c.email)).toEqual(['search-me@example.no']);
    expect((await list(`?q=${encodeURIComponent('+47 91 23')}`)).customers.map((c) => c.email)).toEqual(['kari@example.no']);
    expect((await list(`?filter=${encodeURIComponent('email:contains:search-me')}`)).customers).toHaveLength(1);
    const page = await list('?limit=1&offset=1&sort=email');
    expect(page.total).toBe(all.total);
    expect(page.customers).toHaveLength(1);
    const sorted = [...all.customers.map((c) => c.email)].sort();
    expect(page.customers[0]!.email).toBe(sorted[1]);
    const theirs = await list('', otherHeaders);
    expect(theirs.customers.map((c) => c.email)).not.toContain('search-me@example.no');
    expect(theirs.total).toBe(0);
  });

  it('is for vendors: a customer gets 403, a guest 401', async () => {
    const customer = await signIn(app);
    expect((await http.get('/api/vendor/customers/list', customer.headers)).statusCode).toBe(403);
    expect((await add(person('x@example.no'), customer.headers)).statusCode).toBe(403);
    expect((await http.get('/api/vendor/customers/list')).statusCode).toBe(401);
  });
});

describe('importing own customers', () => {
  const imp = (rows: Record<string, unknown>[], dry_run = false, headers = vendor) => http.post('/api/vendor/customers/import', { rows, dry_run }, headers);
  const mine = async () => (await app.db.select().from(vendorCustomers).where(eq(vendorCustomers.vendorId, oslo.vendor.id))).length;

  it('previews every row’s errors and changes nothing; a refused row imports none', async () => {
    const before = await mine();
    const rows = [person('import-a@example.no'), person('bad@', { phone: '12' }), person('kari@example.no')];
    const preview = await imp(rows, true);
    expect(preview.statusCode).toBe(200);
    expect(preview.json().data).toEqual({
      imported: 0,
      rows: [
        { row: 1, errors: {}, invites: true },
        { row: 2, errors: { email: 'Enter a valid e-mail address', phone: expect.any(String) }, invites: false },
        { row: 3, errors: { _: 'This person is already one of your customers' }, invites: false },
      ],
    });
    const real = await imp(rows);
    expect(real.json().data.imported).toBe(0);
    expect(await mine()).toBe(before);
    expect(await app.db.select().from(users).where(eq(users.email, 'import-a@example.no'))).toEqual([]);
    expect(await lastMail(app, 'import-a@example.no')).toBeUndefined();
  });

  it('adds all rows in one go, marked imported, with their invitations; the same person twice in a file is refused', async () => {
    const twice = await imp([person('twice@example.no'), person('twice@example.no')], true);
    expect(twice.json().data.rows[1]).toEqual({ row: 2, errors: { _: 'This person is already one of your customers' }, invites: false });
    const before = await mine();
    const res = await imp([person('import-b@example.no'), person('import-c@example.no', { language: 'es' })]);
    expect(res.json().data).toMatchObject({ imported: 2, rows: [{ errors: {} }, { errors: {} }] });
    expect(await mine()).toBe(before + 2);
    const [u] = await app.db.select().from(users).where(eq(users.email, 'import-c@example.no'));
    const [vc] = await app.db.select().from(vendorCustomers).where(eq(vendorCustomers.userId, u!.id));
    expect(vc!.source).toBe('imported');
    expect((await lastMail(app, 'import-c@example.no'))?.subject).toBe('Oslo Ved te ha añadido como cliente en Vedmarked');
  });

  it('links existing customers and invites new people in one import, and a double submit adds them once', async () => {
    const known = await createUser(app, { email: 'known-import@example.no' });
    const rows = [person('double-a@example.no', { phone: '41234501' }), person('KNOWN-import@example.no'), person('double-b@example.no', { language: 'no' })];
    const before = await mine();
    const [first, second] = await Promise.all([imp(rows), imp(rows)]);
    const results = [first.json().data, second.json().data].sort((a, b) => b.imported - a.imported);
    expect(results[0]).toEqual({
      imported: 3,
      rows: [
        { row: 1, errors: {}, invites: true },
        { row: 2, errors: {}, invites: false },
        { row: 3, errors: {}, invites: true },
      ],
    });
    // The second submission waited for the first and found every row already the vendor's.
    expect(results[1]).toEqual({
      imported: 0,
      rows: [1, 2, 3].map((row) => ({ row, errors: { _: 'This person is already one of your customers' }, invites: false })),
    });
    expect(await mine()).toBe(before + 3);
    const [vc] = await app.db.select().from(vendorCustomers).where(eq(vendorCustomers.userId, known.id));
    expect(vc).toMatchObject({ vendorId: oslo.vendor.id, source: 'imported' });
    expect(await lastMail(app, 'known-import@example.no')).toBeUndefined();
    const mails = await app.db.select().from(outbox).where(eq(outbox.recipient, 'double-b@example.no'));
    expect(mails.map((m) => m.subject)).toEqual(['Oslo Ved har lagt deg til som kunde på Vedmarked']);
    const token = /reset-password\?token=([\w-]+)/.exec(mails[0]!.bodyText)?.[1];
    const set = await http.post('/api/auth/new-password', { token, password: 'secret123', password_confirmation: 'secret123' });
    expect(set.statusCode).toBe(200);
  });

  it('a person another vendor imports first stays theirs: the later import refuses that row and adds none', async () => {
    expect((await imp([person('contested@example.no')], false, otherHeaders)).json().data.imported).toBe(1);
    const before = await mine();
    const res = await imp([person('free-one@example.no'), person('contested@example.no')]);
    expect(res.json().data).toEqual({
      imported: 0,
      rows: [
        { row: 1, errors: {}, invites: true },
        { row: 2, errors: { _: 'This person is already another supplier’s own customer' }, invites: false },
      ],
    });
    expect(await mine()).toBe(before);
    expect(await app.db.select().from(users).where(eq(users.email, 'free-one@example.no'))).toEqual([]);
  });

  it('refuses an empty file, and is for vendors', async () => {
    const empty = await imp([]);
    expect(empty.statusCode).toBe(422);
    expect(empty.json().error.fields).toEqual({ rows: 'The file has no customers' });
    const customer = await signIn(app);
    expect((await imp([person('y@example.no')], true, customer.headers)).statusCode).toBe(403);
  });
});
