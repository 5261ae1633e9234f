import { describe, expect, it } from 'vitest';
import { buildTestApp } from '../../../../test/helpers.ts';

const { app } = await buildTestApp();

describe('system', () => {
  it('reports health with the database ready', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/health' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ success: true, data: { status: 'ok', database: true } });
    expect(res.headers['x-request-id']).toMatch(/[\w-]{8,}/);
  });

  it('answers unknown /api paths with 404 in the envelope', async () => {
    const res = await app.inject({ method: 'POST', url: '/api/no/such/thing', headers: { 'x-language': 'en' } });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ success: false, error: { code: 'not_found', message: 'This address does not exist' } });
  });

  it('answers malformed JSON in the envelope without internals', async () => {
    const res = await app.inject({ method: 'POST', url: '/api/no/such/thing', headers: { 'content-type': 'application/json' }, payload: '{oops' });
    expect(res.json().success).toBe(false);
    expect(res.body).not.toMatch(/at .*\.ts|stack|SELECT/i);
  });

  it('serves the OpenAPI document', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(res.statusCode).toBe(200);
    const doc = res.json();
    expect(doc.openapi).toMatch(/^3\./);
    expect(Object.keys(doc.paths)).toContain('/api/postcode/search');
  });

  it('keeps a stack trace and SQL out of a 500', async () => {
    app.log.level = 'silent';
    const res = await app.inject({ method: 'GET', url: '/api/health', headers: { authorization: 'Bearer not.a.jwt' } });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ success: false, error: { code: 'unauthorized', message: 'access_token no válido' } });
  });
});
