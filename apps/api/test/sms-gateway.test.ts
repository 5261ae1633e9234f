import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { outbox } from '@vedmarked/db';
import { eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { smsNumber } from '../src/plugins/sms-gateway.ts';
import { buildTestApp } from './helpers.ts';

/** A real HTTP receiver stands in for the SMS provider (SMS_URL): the app posts each SMS to it. */
interface Received {
  authorization: string | undefined;
  body: { to: string; text: string; from: string };
}
const received: Received[] = [];
let refuse = false;
const readBody = async (req: IncomingMessage) => {
  let raw = '';
  for await (const c of req) raw += String(c);
  return JSON.parse(raw) as Received['body'];
};
const server = createServer(async (req, res) => {
  const body = await readBody(req);
  if (refuse) {
    res.writeHead(503).end();
    return;
  }
  received.push({ authorization: req.headers.authorization, body });
  res.writeHead(202, { 'content-type': 'application/json' }).end('{"queued":true}');
});
await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
const port = (server.address() as AddressInfo).port;
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

const { app } = await buildTestApp({ smsUrl: `http://vm:s3cret@127.0.0.1:${port}/send`, smsFrom: 'Vedmarked' });
const row = async (id: number) => (await app.db.select().from(outbox).where(eq(outbox.id, id)))[0]!;

describe('SMS through an SMS gateway (SMS_URL)', () => {
  it('posts the SMS with the address’s credentials as basic auth, and marks the outbox row sent', async () => {
    const id = await app.messenger.sms({ to: '412 34 567', text: 'Hei', template: 'test' });
    expect(received.at(-1)).toEqual({
      authorization: `Basic ${Buffer.from('vm:s3cret').toString('base64')}`,
      body: { to: '+4741234567', text: 'Hei', from: 'Vedmarked' },
    });
    expect(await row(id)).toMatchObject({ channel: 'sms', status: 'sent', attempts: 1 });
  });

  it('sends an SMS written in a transaction only at the flush after the commit, and keeps a refused one for a retry', async () => {
    const before = received.length;
    const id = await app.db.transaction((tx) => app.messenger.sms({ to: '+4790000001', text: 'Etter commit' }, tx));
    expect(received.length).toBe(before);
    expect((await row(id)).status).toBe('pending');
    refuse = true;
    await app.messenger.flush();
    expect(await row(id)).toMatchObject({ status: 'pending', lastError: expect.stringContaining('503') });
    refuse = false;
    await app.messenger.flush();
    expect((await row(id)).status).toBe('sent');
    expect(received.at(-1)!.body).toMatchObject({ to: '+4790000001', text: 'Etter commit' });
  });

  it('writes Norwegian numbers with +47', () => {
    expect(smsNumber('41234567')).toBe('+4741234567');
    expect(smsNumber('0047 412 34 567')).toBe('+4741234567');
    expect(smsNumber('+46 70 123 45 67')).toBe('+46701234567');
  });
});
