import { CUSTOMER_IMPORT_MAX_ROWS } from '@vedmarked/domain';
import { describe, expect, it } from 'vitest';
import { buildTestApp, createVendor } from '../../../../test/helpers.ts';

const { app } = await buildTestApp();
const v = await createVendor(app, { postcode: '0150' });
const headers = { authorization: `Bearer ${(await app.issueToken(v.user.id)).token}` };
const rows = (n: number) => Array.from({ length: n }, (_, i) => ({ email: `p${i}@example.no`, first_name: 'Ola', last_name: 'Nordmann', postcode: '0150' }));

describe('POST /api/vendor/customers/import: size', () => {
  it('refuses one row over the limit clearly, in each language, and changes nothing', async () => {
    const cases = [
      ['en', 'Too many rows: at most 10,000 customers per import'],
      ['es', 'Demasiadas filas: como máximo 10.000 clientes por importación'],
      ['no', 'For mange rader: høyst 10\u00a0000 kunder per import'],
    ] as const;
    const body = { rows: rows(CUSTOMER_IMPORT_MAX_ROWS + 1), dry_run: true };
    for (const [lang, message] of cases) {
      const res = await app.inject({ method: 'POST', url: '/api/vendor/customers/import', headers: { ...headers, 'x-language': lang }, payload: body });
      expect(res.statusCode).toBe(422);
      expect(res.json().error.fields.rows).toBe(message);
    }
  });

  it('refuses a body over the route’s 8 MB (100,000 rows) with 413, never a 500', async () => {
    const res = await app.inject({ method: 'POST', url: '/api/vendor/customers/import', headers, payload: { rows: rows(100_000), dry_run: true } });
    expect(res.statusCode).toBe(413);
    expect(res.json().success).toBe(false);
  });
});
