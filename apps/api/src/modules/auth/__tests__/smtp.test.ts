import type { AddressInfo } from 'node:net';
import { outbox } from '@vedmarked/db';
import { eq } from 'drizzle-orm';
import { SMTPServer } from 'smtp-server';
import { afterAll, describe, expect, it } from 'vitest';
import { buildTestApp, createUser } from '../../../../test/helpers.ts';

/** A real SMTP receiver: the app sends through nodemailer over SMTP, as in production. */
interface Received {
  from: string;
  to: string[];
  raw: string;
}
const received: Received[] = [];
const server = new SMTPServer({
  authOptional: true,
  disabledCommands: ['STARTTLS'],
  onData(stream, session, callback) {
    let raw = '';
    stream.on('data', (c: Buffer) => {
      raw += c.toString('utf8');
    });
    stream.on('end', () => {
      received.push({ from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '', to: session.envelope.rcptTo.map((r) => r.address), raw });
      callback();
    });
  },
});
await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
const port = (server.server.address() as AddressInfo).port;
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

const { app } = await buildTestApp({ smtpUrl: `smtp://127.0.0.1:${port}`, mailFrom: 'Vedmarked <no-reply@vedmarked.test>' });

/** Undoes quoted-printable soft line breaks and =XX escapes, enough to read the text part. */
const unQuote = (s: string) => s.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_, h: string) => String.fromCharCode(Number.parseInt(h, 16)));
const waitFor = async (pred: () => boolean) => {
  for (let i = 0; i < 100 && !pred(); i++) await new Promise((r) => setTimeout(r, 20));
};

describe('e-mail over SMTP', () => {
  it('the verification code and link reach the mailbox, and the outbox row is marked sent', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/vendor/sign-up',
      headers: { 'x-language': 'en' },
      payload: { email: 'smtp-vendor@example.no', password: 'secret1', password_confirmation: 'secret1' },
    });
    expect(res.statusCode).toBe(200);
    await waitFor(() => received.some((m) => m.to.includes('smtp-vendor@example.no')));
    const mail = received.find((m) => m.to.includes('smtp-vendor@example.no'))!;
    expect(mail.from).toBe('no-reply@vedmarked.test');
    const body = unQuote(mail.raw);
    const code = /Your verification code is: (\d{6})/.exec(body)?.[1];
    expect(code).toMatch(/^\d{6}$/);
    expect(body).toContain(`Subject: Your Vedmarked code: ${code}`);
    expect(body).toContain(`http://localhost:3000/mail-confirm?email=smtp-vendor%40example.no&code=${code}`);
    expect(body).toContain('Content-Type: text/html');

    const [row] = await app.db.select().from(outbox).where(eq(outbox.recipient, 'smtp-vendor@example.no'));
    expect(row).toMatchObject({ status: 'sent', attempts: 1 });
    expect(row!.sentAt).not.toBeNull();

    // The code from the mailbox verifies the address.
    const confirm = await app.inject({ method: 'POST', url: '/api/auth/mail-confirm', payload: { email: 'smtp-vendor@example.no', user_verify_code: code } });
    expect(confirm.statusCode).toBe(200);
    expect(confirm.json().data.user.role).toBe('vendor');
  });

  it('a reset link arrives in the user’s language', async () => {
    await createUser(app, { email: 'smtp-reset@example.no', language: 'es' });
    await app.inject({ method: 'POST', url: '/api/auth/reset-password', payload: { email: 'smtp-reset@example.no' } });
    await waitFor(() => received.some((m) => m.to.includes('smtp-reset@example.no')));
    const body = unQuote(received.find((m) => m.to.includes('smtp-reset@example.no'))!.raw);
    expect(body).toMatch(/reset-password\?token=[\w-]{43}/);
    expect(body).toContain('Elegir contrase');
  });
});
