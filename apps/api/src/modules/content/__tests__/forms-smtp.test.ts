import type { AddressInfo } from 'node:net';
import { outbox } from '@vedmarked/db';
import { eq } from 'drizzle-orm';
import { SMTPServer } from 'smtp-server';
import { afterAll, describe, expect, it } from 'vitest';
import { buildTestApp, createUser } from '../../../../test/helpers.ts';

/** A real SMTP receiver: with SMTP_URL set, the admin mail about a submission is sent, not only kept. */
const received: { to: string[]; raw: string }[] = [];
const smtp = new SMTPServer({
  authOptional: true,
  disabledCommands: ['STARTTLS'],
  onData(stream, session, callback) {
    let raw = '';
    stream.on('data', (c: Buffer) => {
      raw += c.toString('utf8');
    });
    stream.on('end', () => {
      received.push({ to: session.envelope.rcptTo.map((r) => r.address), raw });
      callback();
    });
  },
});
await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
const { port } = smtp.server.address() as AddressInfo;
afterAll(() => new Promise<void>((resolve) => smtp.close(() => resolve())));

const { app } = await buildTestApp({ smtpUrl: `smtp://127.0.0.1:${port}`, mailFrom: 'Vedmarked <no-reply@vedmarked.no>' });

describe('form mail over SMTP', () => {
  it('sends the admin mail once the submission is committed and marks it sent', async () => {
    const admin = await createUser(app, { role: 'admin', language: 'en' });
    const res = await app.inject({
      method: 'POST',
      url: '/api/contact',
      payload: { name: 'Nils Hansen', email: 'nils@example.no', subject: 'Big bags to a cabin', message: 'Can you deliver 1500 L bags to a cabin near Hamar?' },
    });
    expect(res.statusCode).toBe(200);
    const { reference } = res.json().data;
    expect(received).toHaveLength(1);
    expect(received[0]!.to).toEqual([admin.email]);
    expect(received[0]!.raw).toContain(`Subject: New message ${reference}: Big bags to a cabin`);
    const [row] = await app.db.select().from(outbox).where(eq(outbox.recipient, admin.email));
    expect(row).toMatchObject({ status: 'sent', attempts: 1 });
  });
});
