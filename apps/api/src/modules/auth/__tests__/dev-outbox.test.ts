import { describe, expect, it } from 'vitest';
import { buildTestApp } from '../../../../test/helpers.ts';

const { app } = await buildTestApp();
const { app: production } = await buildTestApp({ env: 'production' });

describe('/dev/outbox', () => {
  it('shows kept e-mails, with their text and links, filtered by recipient', async () => {
    await app.inject({
      method: 'POST',
      url: '/api/customer/sign-up',
      payload: { email: 'outbox@example.no', password: 'secret1', password_confirmation: 'secret1' },
    });
    const page = await app.inject({ method: 'GET', url: '/dev/outbox?to=outbox@example.no' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    const code = /Tu código de verificación es: (\d{6})/.exec(page.body)?.[1];
    expect(code).toMatch(/^\d{6}$/);
    expect(page.body).toContain(`<a href="http://localhost:3000/mail-confirm?email=outbox%40example.no&amp;code=${code}">`);
    const json = await app.inject({ method: 'GET', url: '/dev/outbox.json?to=outbox@example.no' });
    expect(json.json().data[0]).toMatchObject({ to: 'outbox@example.no', channel: 'email', status: 'kept' });
    expect((await app.inject({ method: 'GET', url: '/dev/outbox.json?to=nobody@example.no' })).json().data).toEqual([]);
  });

  it('escapes what users typed', async () => {
    await app.messenger.email({ to: 'x@example.no', subject: '<img src=x onerror=alert(1)>', text: '<script>alert(1)</script>' });
    const page = await app.inject({ method: 'GET', url: '/dev/outbox' });
    expect(page.body).not.toContain('<script>alert(1)</script>');
    expect(page.body).toContain('&lt;img src=x onerror=alert(1)&gt;');
  });

  it('does not exist in production', async () => {
    expect((await production.inject({ method: 'GET', url: '/dev/outbox' })).statusCode).toBe(404);
    expect((await production.inject({ method: 'GET', url: '/dev/outbox.json' })).statusCode).toBe(404);
  });
});
