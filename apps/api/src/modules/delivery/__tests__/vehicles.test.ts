import type { Role } from '@vedmarked/domain';
import { vehicles } from '@vedmarked/db';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { buildTestApp, signIn } from '../../../../test/helpers.ts';

const { app } = await buildTestApp();

const call = (method: 'GET' | 'POST', url: string, token: string | null, payload?: unknown, lang = 'en') =>
  app.inject({
    method,
    url,
    headers: { ...(token ? { authorization: `Bearer ${token}` } : {}), 'x-language': lang },
    ...(payload !== undefined ? { payload: payload as object } : {}),
  });

const van = (over: Record<string, unknown> = {}) => ({ car_number: 'el 12345', capacity_kg: 3500, width_cm: 200, height_cm: 190, depth_cm: 420, ...over });

describe('vehicles: add, list, update, change-status', () => {
  it.each(['vendor', 'vendor-transporter', 'transporter'] as const)('a %s keeps its own vehicles', async (role: Role) => {
    const { token } = await signIn(app, { role });
    const added = await call('POST', '/api/transporter/add-vehicle', token, van());
    expect(added.statusCode).toBe(200);
    const v = added.json().data;
    expect(v).toMatchObject({ car_number: 'EL 12345', capacity_kg: 3500, width_cm: 200, height_cm: 190, depth_cm: 420, active: true });

    const updated = await call('POST', `/api/transporter/update-vehicle/${v.id}`, token, van({ car_number: 'EL 12345', capacity_kg: 3000, depth_cm: 400 }));
    expect(updated.json().data).toMatchObject({ id: v.id, capacity_kg: 3000, depth_cm: 400, active: true });

    const off = await call('POST', `/api/transporter/vehicle/change-status/${v.id}`, token, { active: false });
    expect(off.json().data).toMatchObject({ id: v.id, active: false });
    // An update without the flag keeps it.
    expect((await call('POST', `/api/transporter/update-vehicle/${v.id}`, token, van())).json().data.active).toBe(false);

    const list = await call('GET', '/api/transporter/vehicle/list', token);
    expect(list.json().data).toEqual([expect.objectContaining({ id: v.id, car_number: 'EL 12345', active: false })]);
  });

  it('checks every field, in the user’s language', async () => {
    const { token } = await signIn(app, { role: 'transporter' });
    const res = await call(
      'POST',
      '/api/transporter/add-vehicle',
      token,
      { car_number: '?', capacity_kg: 0, width_cm: 1.5, height_cm: 9999, depth_cm: 'x' },
      'es',
    );
    expect(res.statusCode).toBe(422);
    expect(res.json().error.fields).toEqual({
      car_number: 'Introduce la matrícula con letras y cifras, por ejemplo EL 12345',
      capacity_kg: 'La capacidad es un número entero de kg de 1 a 60 000',
      width_cm: 'Las medidas son centímetros enteros de 1 a 2 500',
      height_cm: 'Las medidas son centímetros enteros de 1 a 2 500',
      depth_cm: 'Este valor no es válido',
    });
  });

  it('one car number once per owner (another owner may have the same)', async () => {
    const a = await signIn(app, { role: 'vendor' });
    const b = await signIn(app, { role: 'transporter' });
    const first = (await call('POST', '/api/transporter/add-vehicle', a.token, van({ car_number: 'AB 11111' }))).json().data;
    const second = (await call('POST', '/api/transporter/add-vehicle', a.token, van({ car_number: 'AB 22222' }))).json().data;
    const dup = await call('POST', '/api/transporter/add-vehicle', a.token, van({ car_number: 'ab  11111' }), 'no');
    expect(dup.statusCode).toBe(422);
    expect(dup.json().error.fields).toEqual({ car_number: 'Du har allerede et kjøretøy med dette registreringsnummeret' });
    const rename = await call('POST', `/api/transporter/update-vehicle/${second.id}`, a.token, van({ car_number: 'AB 11111' }));
    expect(rename.statusCode).toBe(422);
    // Keeping its own number is fine.
    expect((await call('POST', `/api/transporter/update-vehicle/${first.id}`, a.token, van({ car_number: 'AB 11111' }))).statusCode).toBe(200);
    expect((await call('POST', '/api/transporter/add-vehicle', b.token, van({ car_number: 'AB 11111' }))).statusCode).toBe(200);
  });

  it('another owner’s vehicle answers 404 and stays as it was; lists show only one’s own', async () => {
    const owner = await signIn(app, { role: 'transporter' });
    const other = await signIn(app, { role: 'vendor' });
    const v = (await call('POST', '/api/transporter/add-vehicle', owner.token, van({ car_number: 'OW 10001' }))).json().data;
    const update = await call('POST', `/api/transporter/update-vehicle/${v.id}`, other.token, van({ car_number: 'XX 99999' }));
    expect(update.statusCode).toBe(404);
    expect(update.json().error.message).toBe('Vehicle not found');
    expect((await call('POST', `/api/transporter/vehicle/change-status/${v.id}`, other.token, { active: false })).statusCode).toBe(404);
    const [still] = await app.db.select().from(vehicles).where(eq(vehicles.id, v.id));
    expect(still).toMatchObject({ carNumber: 'OW 10001', active: true, ownerUserId: owner.user.id });
    expect((await call('GET', '/api/transporter/vehicle/list', other.token)).json().data).toEqual([]);
  });

  it('is for vendors and transporters only', async () => {
    for (const role of ['customer', 'wholesaler', 'round-timber-transporter', 'admin'] as const) {
      const { token } = await signIn(app, { role });
      expect((await call('POST', '/api/transporter/add-vehicle', token, van())).statusCode, role).toBe(403);
      expect((await call('GET', '/api/transporter/vehicle/list', token)).statusCode, role).toBe(403);
    }
    expect((await call('GET', '/api/transporter/vehicle/list', null)).statusCode).toBe(401);
  });
});
