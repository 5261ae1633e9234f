import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { sessions } from '@vedmarked/db';
import { eq, sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../../app.ts';
import { buildTestApp, createOrder, signIn } from '../../../../test/helpers.ts';
import { openSse, type SseStream } from '../../../../test/sse.ts';
import { supportStreamsOf } from '../support.http.ts';
import { lastMessageId } from '../support.service.ts';
import { SupportStreams } from '../support.stream.ts';

const { app, database, config } = await buildTestApp();
await app.listen({ port: 0, host: '127.0.0.1' });
const base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
const streams = supportStreamsOf.get(app.server)!;

const kari = await signIn(app, { role: 'customer' });
const ola = await signIn(app, { role: 'customer' });
const admin = await signIn(app, { role: 'admin' });
const order = await createOrder(app, { userId: kari.user.id });

const open: SseStream[] = [];
async function stream(headers: Record<string, string>, url = `${base}/api/support/stream`) {
  const s = await openSse(url, headers);
  open.push(s);
  return s;
}
afterAll(() => {
  for (const s of open) s.close();
});
const post = (url: string, payload: object, headers: Record<string, string>) => app.inject({ method: 'POST', url, payload, headers });
const until = async (check: () => boolean, ms = 3000) => {
  const end = Date.now() + ms;
  while (!check()) {
    if (Date.now() > end) throw new Error('condition not met in time');
    await new Promise((r) => setTimeout(r, 20));
  }
};

describe('GET /api/support/stream (Server-Sent Events)', () => {
  it('refuses a guest and a bad token with the JSON envelope', async () => {
    const guest = await stream({ 'x-language': 'en' });
    expect(guest.status).toBe(401);
    expect(guest.body).toEqual({ success: false, error: { code: 'unauthorized', message: 'You need to log in first' } });
    const bad = await stream({ authorization: 'Bearer nope' });
    expect(bad.status).toBe(401);
  });

  it('delivers a customer question to the admin and the answer to the customer, live, with badges', async () => {
    const k = await stream(kari.headers);
    const a = await stream(admin.headers);
    const o = await stream(ola.headers);
    expect(k.status).toBe(200);
    expect(k.contentType).toBe('text/event-stream; charset=utf-8');
    expect(await k.next('ready')).toEqual({ badges: { messages: 0 } });
    await a.next('ready');
    await o.next('ready');
    expect(streams.size).toBe(3);

    const created = await post(
      '/api/support/add-ticket',
      { category_id: 2, order_id: order.id, question_type_id: 1, message: 'Når kommer veden?' },
      kari.headers,
    );
    const ticketId = created.json().data.id as number;

    // The admin sees the question at once, as a message from the other side, and the inbox badge.
    expect(await a.next('message')).toEqual({
      ticket_id: ticketId,
      message: { id: expect.any(Number), message: 'Når kommer veden?', is_reply: 1, created_at: expect.any(String) },
      receiver_unread: 1,
    });
    expect(await a.next('badges')).toEqual({ messages: 1 });
    // The customer's other tabs see their own message (is_reply 0).
    expect(await k.next('message')).toMatchObject({ ticket_id: ticketId, message: { is_reply: 0 }, receiver_unread: 0 });

    await post('/api/support/add-message', { support_ticket_id: ticketId, message: 'Tirsdag mellom 12 og 17.' }, admin.headers);
    expect(await k.next('message', (d: { message: { message: string } }) => d.message.message === 'Tirsdag mellom 12 og 17.')).toMatchObject({
      ticket_id: ticketId,
      message: { is_reply: 1 },
      receiver_unread: 1,
    });
    expect(await k.next('badges', (d: { messages: number }) => d.messages === 1)).toEqual({ messages: 1 });

    // Opening the ticket marks it read: the badge drops by one on every tab of that side.
    await app.inject({ method: 'GET', url: `/api/support/show/${ticketId}`, headers: kari.headers });
    expect(await k.next('read')).toEqual({ ticket_id: ticketId });
    expect(await k.next('badges', (d: { messages: number }) => d.messages === 0)).toEqual({ messages: 0 });

    // Another customer's stream carries nothing of it.
    await post('/api/support/add-ticket', { category_id: 1, message: 'Har dere pellets?' }, ola.headers);
    await o.next('message');
    expect(o.events.filter((e) => e.event === 'message').map((e) => (e.data as { message: { message: string } }).message.message)).toEqual([
      'Har dere pellets?',
    ]);
  });

  it('forgets a stream when the client goes away', async () => {
    const before = streams.size;
    const s = await stream(kari.headers);
    await s.next('ready');
    expect(streams.size).toBe(before + 1);
    s.close();
    await until(() => streams.size === before);
  });

  it('publishes nothing for a rolled-back change, and what commits once', async () => {
    const seen: unknown[] = [];
    const off = await app.realtime.subscribe('probe', (p) => seen.push(p));
    await app.db
      .transaction(async (tx) => {
        await app.realtime.publish(tx, 'probe', { n: 1 });
        throw new Error('roll back');
      })
      .catch(() => {});
    await app.db.transaction(async (tx) => {
      await app.realtime.publish(tx, 'probe', { n: 2 });
      await tx.execute(sql`select 1`);
    });
    await until(() => seen.length >= 1);
    await new Promise((r) => setTimeout(r, 100));
    expect(seen).toEqual([{ n: 2 }]);
    await off();
  });

  it('fans out between two app processes on the same database (LISTEN/NOTIFY)', async () => {
    // A second app on the same database stands in for another API process behind a load balancer.
    const other = await buildApp({ config, database, closeDatabase: false });
    await other.listen({ port: 0, host: '127.0.0.1' });
    try {
      const otherBase = `http://127.0.0.1:${(other.server.address() as AddressInfo).port}`;
      const k = await stream(kari.headers, `${otherBase}/api/support/stream`);
      await k.next('ready');
      const [ticket] = (await app.inject({ method: 'GET', url: '/api/support/list', headers: kari.headers })).json().data;
      await post('/api/support/add-message', { support_ticket_id: ticket.id, message: 'Svar fra en annen prosess' }, admin.headers);
      expect(await k.next('message', (d: { message: { message: string } }) => d.message.message === 'Svar fra en annen prosess')).toMatchObject({
        message: { is_reply: 1 },
      });
      // Closing an app ends its streams at once (graceful shutdown) instead of waiting for them forever.
      const t0 = Date.now();
      await other.close();
      await k.ended;
      expect(k.events.at(-1)?.event).toBe('bye');
      expect(Date.now() - t0).toBeLessThan(3000);
    } finally {
      await other.close();
    }
  });
});

describe('stream upkeep', () => {
  it.runIf(database.kind === 'postgres')('comes back after the LISTEN connection drops, and tells clients to resync', async () => {
    const k = await stream(kari.headers);
    await k.next('ready');
    const killed = (await app.db.execute(
      sql`select pg_terminate_backend(pid) as ok from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid() and query ilike '%LISTEN "vm_%'`,
    )) as unknown as { rows: unknown[] };
    expect(killed.rows.length).toBeGreaterThan(0);
    await k.next('resync', undefined, 8000);
    const [ticket] = (await app.inject({ method: 'GET', url: '/api/support/list', headers: kari.headers })).json().data;
    await post('/api/support/add-message', { support_ticket_id: ticket.id, message: 'Etter gjenoppkobling' }, admin.headers);
    await k.next('message', (d: { message: { message: string } }) => d.message.message === 'Etter gjenoppkobling');
  });

  it('sends a reconnecting client the messages after its Last-Event-ID first, each with its id', async () => {
    const before = await lastMessageId(app.db);
    const [ticket] = (await app.inject({ method: 'GET', url: '/api/support/list', headers: kari.headers })).json().data;
    await post('/api/support/add-message', { support_ticket_id: ticket.id, message: 'Mens du var borte' }, admin.headers);
    const k = await stream({ ...kari.headers, 'last-event-id': String(before) });
    expect(await k.next('message')).toMatchObject({ ticket_id: ticket.id, message: { message: 'Mens du var borte', is_reply: 1 } });
    // Ola's stream (not the owner) is not sent Kari's message.
    const o = await stream({ ...ola.headers, 'last-event-id': String(before) });
    await o.next('ready');
    await new Promise((r) => setTimeout(r, 100));
    expect(o.events.some((e) => e.event === 'message')).toBe(false);
  });

  it('sends heartbeats and ends the stream when the session is revoked', async () => {
    const user = await signIn(app, { role: 'customer' });
    const token = user.headers.authorization.split(' ')[1]!;
    const hub = new SupportStreams(app.db, (t) => app.verifyToken(t), app.log, 40);
    const server = createServer((_req, res) => {
      void app.verifyToken(token).then((u) => hub.open(res, u, token, 'test'));
    });
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
    try {
      const s = await stream({}, `http://127.0.0.1:${(server.address() as AddressInfo).port}/`);
      await s.next('ready');
      await until(() => s.comments.filter((c) => c === 'ping').length >= 2);
      await app.db.update(sessions).set({ revokedAt: new Date() }).where(eq(sessions.userId, user.user.id));
      await s.next('unauthorized', undefined, 2000);
      await s.ended;
      expect(hub.size).toBe(0);
    } finally {
      hub.close();
      server.close();
    }
  });
});
