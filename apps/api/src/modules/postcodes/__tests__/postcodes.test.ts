import { describe, expect, it } from 'vitest';
import { buildTestApp } from '../../../../test/helpers.ts';

const { app } = await buildTestApp();

describe('GET /api/postcode/list', () => {
  it('returns every Norwegian postcode with its city', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/postcode/list' });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.success).toBe(true);
    expect(body.data).toHaveLength(5122);
    expect(body.data).toContainEqual({ code: '0150', city: 'Oslo', category: 'G', deliverable: true });
    expect(body.data).toContainEqual({ code: '0001', city: 'Oslo', category: 'P', deliverable: false });
    expect(body.data.find((p: { code: string }) => p.code === '0018')).toMatchObject({ category: 'S', deliverable: false });
  });
});

describe('GET /api/postcode/search', () => {
  it('matches by prefix and returns at most 20', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/postcode/search?q=01' });
    const data = res.json().data as { code: string }[];
    expect(data).toHaveLength(20);
    expect(data.every((p) => p.code.startsWith('01'))).toBe(true);
  });

  it('finds one exact code', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/postcode/search?q=5003' });
    expect(res.json().data).toEqual([{ code: '5003', city: 'Bergen', category: 'G', deliverable: true }]);
  });

  it.each([
    ['0', 'one digit'],
    ['0a', 'letters'],
    ['01500', 'five digits'],
  ])('refuses %s (%s) with validation_failed in the request language', async (q) => {
    const es = await app.inject({ method: 'GET', url: `/api/postcode/search?q=${q}` });
    expect(es.statusCode).toBe(422);
    expect(es.json()).toEqual({
      success: false,
      error: { code: 'validation_failed', message: 'Escribe de 2 a 4 dígitos del código postal', fields: { q: 'Escribe de 2 a 4 dígitos del código postal' } },
    });
    const en = await app.inject({ method: 'GET', url: `/api/postcode/search?q=${q}`, headers: { 'x-language': 'en' } });
    expect(en.json().error.fields.q).toBe('Type 2 to 4 digits of the postcode');
    const no = await app.inject({ method: 'GET', url: `/api/postcode/search?q=${q}`, headers: { 'accept-language': 'nb-NO,nb;q=0.9' } });
    expect(no.json().error.fields.q).toBe('Skriv 2 til 4 sifre av postnummeret');
  });

  it('says the field is required when q is missing', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/postcode/search', headers: { 'x-language': 'en' } });
    expect(res.json().error.fields.q).toBe('This field is required');
  });
});
