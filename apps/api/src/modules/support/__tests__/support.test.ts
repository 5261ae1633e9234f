import { supportMessages, supportTickets } from '@vedmarked/db';
import { MESSAGE_CATALOGUES } from '@vedmarked/domain';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { buildTestApp, createOrder, createVendor, signIn } from '../../../../test/helpers.ts';

const { app } = await buildTestApp();

type Headers = Record<string, string>;
const get = (url: string, headers: Headers = {}) => app.inject({ method: 'GET', url, headers });
const post = (url: string, payload: unknown, headers: Headers = {}) => app.inject({ method: 'POST', url, payload: payload as object, headers });

const kari = await signIn(app, { role: 'customer' });
const ola = await signIn(app, { role: 'customer-company' });
const admin = await signIn(app, { role: 'admin' });
const kariOrder = await createOrder(app, { userId: kari.user.id });
const olaOrder = await createOrder(app, { userId: ola.user.id });
const GENERAL = 1;
const ORDER = 2;
const DELIVERY = 1;
const REFUND = 3;

describe('reference lists', () => {
  it('lists the ticket categories (general, order) in the caller language', async () => {
    const res = await get('/api/support/get-ticket-categories', { ...kari.headers, 'x-language': 'no' });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual([
      { id: 1, code: 'general', name: 'Generelt' },
      { id: 2, code: 'order', name: 'Bestilling' },
    ]);
  });

  it('lists the question types about an order', async () => {
    const res = await get('/api/support/get-order-types', { ...kari.headers, 'x-language': 'en' });
    expect(res.json().data.map((t: { code: string; name: string }) => `${t.code}:${t.name}`)).toEqual([
      'delivery:Delivery',
      'product:Product',
      'refund:Refund',
      'update-order-details:Update order details',
    ]);
  });

  it('asks a guest to log in first for every support call', async () => {
    for (const [method, url, payload] of [
      ['GET', '/api/support/list'],
      ['GET', '/api/support/show/1'],
      ['POST', '/api/support/add-ticket', { category_id: 1, message: 'x' }],
      ['POST', '/api/support/ticket-exist', { category_id: 1 }],
      ['GET', '/api/support/get-ticket-categories'],
      ['GET', '/api/support/get-order-types'],
      ['GET', '/api/support/get-orders'],
      ['POST', '/api/support/add-message', { support_ticket_id: 1, message: 'x' }],
      ['GET', '/api/support/stream'],
      ['GET', '/api/customer/badges'],
    ] as ['GET' | 'POST', string, unknown?][]) {
      const res = await app.inject({ method, url, payload: payload as object | undefined, headers: { 'x-language': 'en' } });
      expect(res.statusCode, url).toBe(401);
      expect(res.json().error, url).toEqual({ code: 'unauthorized', message: 'You need to log in first' });
    }
  });

  it("lists only the caller's own orders to ask about", async () => {
    const res = await get('/api/support/get-orders', kari.headers);
    expect(res.json().data.map((o: { id: number }) => o.id)).toEqual([kariOrder.id]);
    expect(res.json().data[0]).toMatchObject({ total: 160000, currency: 'NOK', delivery_date_from: '2030-01-10', status: 1 });
  });
});

describe('asking a general question', () => {
  let ticketId = 0;

  it('answers support-ticket-not-found when no ticket exists yet (the client starts a draft)', async () => {
    const res = await post('/api/support/ticket-exist', { category_id: GENERAL }, { ...kari.headers, 'x-language': 'en' });
    expect(res.statusCode).toBe(404);
    expect(res.json().error).toEqual({ code: 'support-ticket-not-found', message: 'There is no conversation about this yet' });
  });

  it('creates the ticket with its first message', async () => {
    const res = await post(
      '/api/support/add-ticket',
      { category_id: GENERAL, message: '  Hei! Leverer dere til Tromsø?  ', client_id: 'kari-0001' },
      kari.headers,
    );
    expect(res.statusCode).toBe(200);
    const t = res.json().data;
    ticketId = t.id;
    expect(t).toMatchObject({
      category_id: GENERAL,
      category: { code: 'general' },
      order_id: null,
      question_type: null,
      status: 'open',
      receiver_unread: 0,
      last_message: { message: 'Hei! Leverer dere til Tromsø?', is_reply: 0 },
    });
    expect(t.messages).toHaveLength(1);
    expect(t.customer).toBeUndefined();
  });

  it('finds the open ticket of the topic afterwards', async () => {
    const res = await post('/api/support/ticket-exist', { category_id: GENERAL, order_id: 0, question_type_id: 0 }, kari.headers);
    expect(res.statusCode).toBe(200);
    expect(res.json().data.id).toBe(ticketId);
  });

  it('stores a retried first message once and keeps one open ticket per topic', async () => {
    const again = await post(
      '/api/support/add-ticket',
      { category_id: GENERAL, message: 'Hei! Leverer dere til Tromsø?', client_id: 'kari-0001' },
      kari.headers,
    );
    expect(again.json().data.id).toBe(ticketId);
    expect(again.json().data.messages).toHaveLength(1);
    const second = await post('/api/support/add-ticket', { category_id: GENERAL, message: 'Og til Alta?', client_id: 'kari-0002' }, kari.headers);
    expect(second.json().data.id).toBe(ticketId);
    expect(second.json().data.messages.map((m: { message: string }) => m.message)).toEqual(['Hei! Leverer dere til Tromsø?', 'Og til Alta?']);
    const rows = await app.db.select().from(supportTickets).where(eq(supportTickets.userId, kari.user.id));
    expect(rows).toHaveLength(1);
    expect(rows[0]!.staffUnread).toBe(2);
  });

  it('refuses a blank message with a field error in the caller language', async () => {
    for (const [lang, text] of [
      ['es', 'Escribe un mensaje antes de enviarlo'],
      ['en', 'Write a message before sending it'],
      ['no', 'Skriv en melding før du sender den'],
    ]) {
      const res = await post('/api/support/add-message', { support_ticket_id: ticketId, message: ' \n\t ' }, { ...kari.headers, 'x-language': lang! });
      expect(res.statusCode).toBe(422);
      expect(res.json().error).toEqual({ code: 'validation_failed', message: text, fields: { message: text } });
    }
    const missing = await post('/api/support/add-ticket', { category_id: GENERAL }, { ...kari.headers, 'x-language': 'en' });
    expect(missing.json().error.fields).toEqual({ message: 'Write a message before sending it' });
    const long = await post('/api/support/add-message', { support_ticket_id: ticketId, message: 'x'.repeat(4001) }, { ...kari.headers, 'x-language': 'en' });
    expect(long.json().error.fields).toEqual({ message: 'Must be at most 4000 characters' });
    const stored = await app.db.select().from(supportMessages).where(eq(supportMessages.ticketId, ticketId));
    expect(stored).toHaveLength(2);
  });

  it('keeps the ticket out of reach of another customer', async () => {
    expect((await get(`/api/support/show/${ticketId}`, ola.headers)).statusCode).toBe(404);
    const write = await post('/api/support/add-message', { support_ticket_id: ticketId, message: 'Hijack' }, { ...ola.headers, 'x-language': 'en' });
    expect(write.statusCode).toBe(404);
    expect(write.json().error.message).toBe('We could not find this conversation');
    expect((await get('/api/support/list', ola.headers)).json().data).toEqual([]);
    const exist = await post('/api/support/ticket-exist', { category_id: GENERAL }, ola.headers);
    expect(exist.json().error.code).toBe('support-ticket-not-found');
  });
});

describe('asking about an order', () => {
  it('needs the order and the question type', async () => {
    const res = await post('/api/support/ticket-exist', { category_id: ORDER }, { ...kari.headers, 'x-language': 'en' });
    expect(res.statusCode).toBe(422);
    expect(res.json().error.fields).toEqual({ order_id: 'Choose the order you are asking about', question_type_id: 'Choose what your question is about' });
  });

  it("refuses someone else's order, an unknown category and an unknown question type", async () => {
    const other = await post(
      '/api/support/ticket-exist',
      { category_id: ORDER, order_id: olaOrder.id, question_type_id: DELIVERY },
      { ...kari.headers, 'x-language': 'en' },
    );
    expect(other.json().error.fields).toEqual({ order_id: 'We could not find that order among yours' });
    const cat = await post('/api/support/add-ticket', { category_id: 9, message: 'x' }, { ...kari.headers, 'x-language': 'en' });
    expect(cat.json().error.fields).toEqual({ category_id: 'Choose a topic from the list' });
    const type = await post(
      '/api/support/add-ticket',
      { category_id: ORDER, order_id: kariOrder.id, question_type_id: 99, message: 'x' },
      { ...kari.headers, 'x-language': 'en' },
    );
    expect(type.json().error.fields).toEqual({ question_type_id: 'Choose a question type from the list' });
  });

  it('opens one ticket per order and question type', async () => {
    const topic = { category_id: ORDER, order_id: kariOrder.id, question_type_id: DELIVERY };
    expect((await post('/api/support/ticket-exist', topic, kari.headers)).json().error.code).toBe('support-ticket-not-found');
    const created = await post('/api/support/add-ticket', { ...topic, message: 'Når kommer bestillingen min?' }, { ...kari.headers, 'x-language': 'en' });
    expect(created.json().data).toMatchObject({ order_id: kariOrder.id, question_type: { code: 'delivery', name: 'Delivery' }, category: { code: 'order' } });
    const refund = await post('/api/support/ticket-exist', { ...topic, question_type_id: REFUND }, kari.headers);
    expect(refund.json().error.code).toBe('support-ticket-not-found');
    expect((await post('/api/support/ticket-exist', topic, kari.headers)).json().data.id).toBe(created.json().data.id);
  });

  it('lets a vendor ask about an order assigned to them', async () => {
    const { user, vendor } = await createVendor(app);
    const { token } = await app.issueToken(user.id);
    const order = await createOrder(app, { userId: kari.user.id, vendorId: vendor.id });
    const headers = { authorization: `Bearer ${token}` };
    expect((await get('/api/support/get-orders', headers)).json().data.map((o: { id: number }) => o.id)).toEqual([order.id]);
    const res = await post(
      '/api/support/add-ticket',
      { category_id: ORDER, order_id: order.id, question_type_id: DELIVERY, message: 'Kunden er ikke hjemme' },
      headers,
    );
    expect(res.statusCode).toBe(200);
    expect((await get('/api/support/list', headers)).json().data).toHaveLength(1);
  });
});

describe('the admin answers from the inbox', () => {
  it('reads every ticket, with who asked, most recent first', async () => {
    const res = await get('/api/support/list', admin.headers);
    const data = res.json().data as { customer: { id: number; email: string }; receiver_unread: number; last_message: { is_reply: number } }[];
    expect(data.length).toBe(3);
    expect(new Set(data.map((t) => t.customer.id))).toContain(kari.user.id);
    expect(data.every((t) => t.receiver_unread > 0 && t.last_message.is_reply === 1)).toBe(true);
    expect((await get('/api/support/list?unread=1', admin.headers)).json().data).toHaveLength(3);
  });

  it('cannot open tickets or ask as a customer', async () => {
    const res = await post('/api/support/add-ticket', { category_id: GENERAL, message: 'x' }, { ...admin.headers, 'x-language': 'en' });
    expect(res.statusCode).toBe(403);
    expect(res.json().error.code).toBe('forbidden');
    expect((await post('/api/support/ticket-exist', { category_id: GENERAL }, admin.headers)).statusCode).toBe(403);
    expect((await get('/api/support/get-orders', admin.headers)).statusCode).toBe(403);
  });

  it('answers; the unread counts and badges of each side follow', async () => {
    const [kariGeneral] = (await get('/api/support/list', kari.headers)).json().data.filter((t: { category_id: number }) => t.category_id === GENERAL);
    const adminBadge = async () => (await get('/api/admin/badges', admin.headers)).json().data.messages;
    const kariBadge = async () => (await get('/api/customer/badges', kari.headers)).json().data.messages;
    expect(await adminBadge()).toBe(3);
    expect(await kariBadge()).toBe(0);

    // Opening a ticket with unread messages lowers the count and the badge by one.
    const opened = await get(`/api/support/show/${kariGeneral.id}`, admin.headers);
    expect(opened.json().data.receiver_unread).toBe(0);
    expect(opened.json().data.messages.map((m: { is_reply: number }) => m.is_reply)).toEqual([1, 1]);
    expect(await adminBadge()).toBe(2);

    const answer = await post('/api/support/add-message', { support_ticket_id: kariGeneral.id, message: 'Ja, vi leverer til Tromsø.' }, admin.headers);
    expect(answer.statusCode).toBe(200);
    expect(answer.json().data).toMatchObject({ support_ticket_id: kariGeneral.id, message: 'Ja, vi leverer til Tromsø.', is_reply: 0 });
    expect(await kariBadge()).toBe(1);
    expect(await adminBadge()).toBe(2);

    const list = (await get('/api/support/list', kari.headers)).json().data;
    const mine = list.find((t: { id: number }) => t.id === kariGeneral.id);
    expect(mine).toMatchObject({ receiver_unread: 1, last_message: { message: 'Ja, vi leverer til Tromsø.', is_reply: 1 } });
    expect(list[0].id).toBe(kariGeneral.id); // most recent activity first
    expect((await get('/api/support/list?unread=1', kari.headers)).json().data.map((t: { id: number }) => t.id)).toEqual([kariGeneral.id]);

    const read = await get(`/api/support/show/${kariGeneral.id}`, kari.headers);
    expect(read.json().data.messages.map((m: { is_reply: number }) => m.is_reply)).toEqual([0, 0, 1]);
    expect(await kariBadge()).toBe(0);
    // Opening it again changes nothing.
    await get(`/api/support/show/${kariGeneral.id}`, kari.headers);
    expect(await kariBadge()).toBe(0);
  });

  it('answers 404 for a ticket that does not exist', async () => {
    expect((await get('/api/support/show/999999', admin.headers)).statusCode).toBe(404);
    expect((await post('/api/support/add-message', { support_ticket_id: 999999, message: 'x' }, admin.headers)).statusCode).toBe(404);
  });
});

describe('GET /api/{role}/badges', () => {
  it("answers only for the caller's own role", async () => {
    expect((await get('/api/customer/badges', kari.headers)).statusCode).toBe(200);
    const wrong = await get('/api/vendor/badges', { ...kari.headers, 'x-language': 'en' });
    expect(wrong.statusCode).toBe(403);
    expect(wrong.json().error.message).toBe('These counters belong to another role');
    expect((await get('/api/customer-company/badges', ola.headers)).json().data).toEqual({ messages: 0 });
    expect((await get('/api/nobody/badges', kari.headers)).statusCode).toBe(422);
  });
});

describe('flood protection', () => {
  it('limits sends per session and says when to try again', async () => {
    const spammer = await signIn(app, { role: 'customer' });
    const first = await post('/api/support/add-ticket', { category_id: GENERAL, message: 'hei' }, spammer.headers);
    const id = first.json().data.id;
    let last = first;
    for (let i = 0; i < 31; i++)
      last = await post('/api/support/add-message', { support_ticket_id: id, message: `m${i}` }, { ...spammer.headers, 'x-language': 'en' });
    expect(last.statusCode).toBe(429);
    expect(last.json().error.code).toBe('rate_limited');
    expect(last.json().error.message).toMatch(/^Too many attempts\. Try again in \d+ s\.$/);
    // Other sessions are not affected.
    const other = await post('/api/support/add-message', { support_ticket_id: id, message: 'svar' }, admin.headers);
    expect(other.statusCode).toBe(200);
  });
});

describe('server messages', () => {
  it('exist in es, en and no with the same keys, none empty', () => {
    const support = (l: 'es' | 'en' | 'no') => MESSAGE_CATALOGUES[l]['support-errors'] ?? {};
    const keys = (l: 'es' | 'en' | 'no') => Object.keys(support(l)).sort();
    expect(keys('en').length).toBeGreaterThan(0);
    expect(keys('es')).toEqual(keys('en'));
    expect(keys('no')).toEqual(keys('en'));
    for (const l of ['es', 'en', 'no'] as const) expect(Object.values(support(l)).every((v) => v.trim().length > 0)).toBe(true);
  });
});
