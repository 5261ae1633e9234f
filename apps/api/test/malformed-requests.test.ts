import { connect } from 'node:net';
import type { LightMyRequestResponse } from 'fastify';
import { describe, expect, it } from 'vitest';
import { buildTestApp, createOrder, signIn } from './helpers.ts';

/**
 * Malformed requests get a clean answer: 422 for values out of range or with control characters
 * (a message next to the field, in the user's language), and every error of the router and the
 * parsers in the envelope with the security headers, without repeating the URL (issue 14: 1–3, 9).
 */
const { app } = await buildTestApp();
const customer = await signIn(app, { role: 'customer' });

function expectEnvelope(res: LightMyRequestResponse | { statusCode: number; headers: Record<string, unknown>; body: string }, status: number, code: string) {
  expect(res.statusCode).toBe(status);
  expect(JSON.parse(res.body)).toMatchObject({ success: false, error: { code, message: expect.any(String) } });
  expect(res.headers['content-security-policy']).toContain("frame-ancestors 'none'");
  expect(res.headers['x-content-type-options']).toBe('nosniff');
  expect(res.headers['x-frame-options']).toBe('DENY');
  expect(res.headers['cache-control']).toBe('no-store');
}

describe('integers at and past 2^31', () => {
  it.each(['2147483648', '9223372036854775808', '99999999999999999999'])('an order id of %s is 422 validation_failed', async (id) => {
    const res = await app.inject({ method: 'GET', url: `/api/customer/order/show/${id}`, headers: { ...customer.headers, 'x-language': 'en' } });
    expectEnvelope(res, 422, 'validation_failed');
    expect(res.json().error.fields).toEqual({ id: 'This value is not valid' });
  });

  it('the largest id is looked up (and not found)', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/customer/order/show/2147483647', headers: customer.headers });
    expect(res.statusCode).toBe(404);
  });

  it.each([
    ['GET', '/api/cart/get-vendor-info?session_id=abcdefghijklmnopqrstuvwxyz012345&vendor_id=2147483648', undefined, 'vendor_id'],
    ['POST', '/api/cart/add', { postcode: '0150', vendor_product_id: 2 ** 63 }, 'vendor_product_id'],
    ['POST', '/api/support/add-message', { support_ticket_id: 2 ** 31, message: 'Hei' }, 'support_ticket_id'],
    ['POST', '/api/support/ticket-exist', { category_id: 2 ** 31 }, 'category_id'],
    ['POST', '/api/customer/add-address', { county_id: 2 ** 31, city: 'Oslo', street: 'Gate 1', postcode: '0150' }, 'county_id'],
  ] as const)('%s %s refuses its field past 2^31-1', async (method, url, payload, field) => {
    const res = await app.inject({ method, url, headers: customer.headers, ...(payload ? { payload } : {}) });
    expectEnvelope(res, 422, 'validation_failed');
    expect(Object.keys(res.json().error.fields)).toContain(field);
  });

  it('an offset of 2^63 is 422', async () => {
    const admin = await signIn(app, { role: 'admin' });
    const res = await app.inject({ method: 'GET', url: '/api/admin/users?offset=9223372036854775808', headers: admin.headers });
    expectEnvelope(res, 422, 'validation_failed');
  });
});

describe('NUL and other control characters', () => {
  it.each([
    ['es', 'Este campo contiene caracteres no permitidos (como caracteres de control invisibles)'],
    ['en', 'This field contains characters that are not allowed (such as invisible control characters)'],
    ['no', 'Feltet inneholder tegn som ikke er tillatt (for eksempel usynlige kontrolltegn)'],
  ])('a NUL in the login is a field error in %s', async (lang, message) => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { 'x-language': lang },
      payload: { login: 'kari\u0000@example.no', password: 'secret1' },
    });
    expectEnvelope(res, 422, 'validation_failed');
    expect(res.json().error.fields).toEqual({ login: message });
  });

  it.each([
    ['POST', '/api/customer/add-address', { county_id: 1, city: 'Os\u0000lo', street: 'Gate 1', postcode: '0150' }, 'city'],
    ['POST', '/api/customer/update-profile', { first_name: 'Ka\u001bri', last_name: 'Nordmann', phone: '91000001' }, 'first_name'],
    ['POST', '/api/support/add-ticket', { category_id: 1, message: 'Hei\u0000' }, 'message'],
    ['POST', '/api/order/check-code', { code: 'NB-\u0000ABC' }, 'code'],
    ['GET', '/api/cart/list?session_id=abcdefghijklmnopqrstuvwxyz012345&code=%00', undefined, 'code'],
  ] as const)('%s %s refuses it in %s', async (method, url, payload, field) => {
    const res = await app.inject({ method, url, headers: customer.headers, ...(payload ? { payload } : {}) });
    expectEnvelope(res, 422, 'validation_failed');
    expect(Object.keys(res.json().error.fields)).toContain(field);
  });

  it('a multipart form field with a NUL is refused the same way', async () => {
    const boundary = 'x-boundary';
    const body = ['name', 'county_id', 'city', 'street', 'postcode']
      .map((k, i) => `--${boundary}\r\nContent-Disposition: form-data; name="${k}"\r\n\r\n${['Hjem', '1', 'Oslo', 'Gate\u00001', '0150'][i]}\r\n`)
      .join('');
    const res = await app.inject({
      method: 'POST',
      url: '/api/customer/add-address',
      headers: { ...customer.headers, 'content-type': `multipart/form-data; boundary=${boundary}` },
      payload: `${body}--${boundary}--\r\n`,
    });
    expectEnvelope(res, 422, 'validation_failed');
    expect(Object.keys(res.json().error.fields)).toEqual(['street']);
  });
});

describe('errors of the router and the parsers', () => {
  it('a path segment past the router limit is 414 in the envelope, without the URL', async () => {
    const long = 'a'.repeat(200);
    const res = await app.inject({ method: 'GET', url: `/api/customer/order/show/${long}` });
    expectEnvelope(res, 414, 'uri_too_long');
    expect(res.body).not.toContain(long);
  });

  it('a URL that is not valid UTF-8 is 400 in the envelope', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/customer/order/show/%E0%A4%A' });
    expect(res.statusCode).toBeLessThan(500);
    expect(res.json().success).toBe(false);
    expect(res.headers['x-content-type-options']).toBe('nosniff');
  });

  it('an unknown route is 404 and does not repeat the path', async () => {
    const res = await app.inject({ method: 'DELETE', url: '/api/auth/login-<script>' });
    expectEnvelope(res, 404, 'not_found');
    expect(res.body).not.toContain('script');
  });

  it('malformed JSON is 400', async () => {
    const res = await app.inject({ method: 'POST', url: '/api/auth/login', headers: { 'content-type': 'application/json' }, payload: '{"login":' });
    expectEnvelope(res, 400, 'bad_request');
  });

  it('an unsupported media type is 415', async () => {
    const res = await app.inject({ method: 'POST', url: '/api/auth/login', headers: { 'content-type': 'application/xml' }, payload: '<login/>' });
    expectEnvelope(res, 415, 'unsupported_media_type');
  });

  it('a body past 1 MB is 413', async () => {
    const res = await app.inject({ method: 'POST', url: '/api/auth/login', payload: { login: 'x'.repeat(1_100_000), password: 'x' } });
    expectEnvelope(res, 413, 'payload_too_large');
  });

  it('a multipart body without a boundary is 400 (it was a 500)', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/customer/add-address',
      headers: { ...customer.headers, 'content-type': 'multipart/form-data' },
      payload: 'no boundary',
    });
    expectEnvelope(res, 400, 'bad_request');
  });

  it('a request header past the HTTP parser limit is 431 in the envelope (on a real socket)', async () => {
    const address = await app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = new URL(address);
    const raw = await new Promise<string>((resolve, reject) => {
      const socket = connect(Number(port), '127.0.0.1', () => {
        socket.write(`GET /api/health HTTP/1.1\r\nHost: x\r\nX-Big: ${'a'.repeat(20_000)}\r\n\r\n`);
      });
      let data = '';
      socket.on('data', (d) => {
        data += d.toString();
      });
      socket.on('end', () => resolve(data));
      socket.on('error', reject);
    });
    const [head = '', body = ''] = raw.split('\r\n\r\n');
    expect(head).toMatch(/^HTTP\/1\.1 431/);
    expect(head.toLowerCase()).toContain('x-content-type-options: nosniff');
    expect(head.toLowerCase()).toContain('content-security-policy:');
    expect(JSON.parse(body)).toMatchObject({ success: false, error: { code: 'bad_request' } });
  });
});

describe('caching and framing', () => {
  it('the sign-in answer (a token) is never stored', async () => {
    const res = await app.inject({ method: 'POST', url: '/api/auth/login', payload: { login: customer.user.email, password: 'secret123' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it('personal answers are never stored', async () => {
    await createOrder(app, { userId: customer.user.id });
    for (const url of ['/api/customer/profile', '/api/customer/order/list', '/api/customer/get-addresses']) {
      const res = await app.inject({ method: 'GET', url, headers: customer.headers });
      expect([url, res.headers['cache-control']]).toEqual([url, 'no-store']);
    }
  });

  it('public reference data may be cached', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/counties' });
    expect(res.headers['cache-control']).toBe('public, max-age=3600');
  });

  it('X-Frame-Options and CSP frame-ancestors agree: no framing at all', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/health' });
    expect(res.headers['x-frame-options']).toBe('DENY');
    expect(res.headers['content-security-policy']).toContain("frame-ancestors 'none'");
  });
});

describe('what the server shows about itself', () => {
  it('without API_DOCS (as in production) there is no API document and no UI', async () => {
    const { app: quiet } = await buildTestApp({ apiDocs: false });
    for (const url of ['/api/docs', '/api/docs/json']) {
      const res = await quiet.inject({ method: 'GET', url });
      expect([url, res.statusCode]).toEqual([url, 404]);
    }
  });
});
