import { haversineMetres, hubPriceAt } from '@vedmarked/domain';
import { deliveryAreas, hubs, postcodes, vendorCoverage } from '@vedmarked/db';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { buildTestApp, createVendor, signIn } from '../../../../test/helpers.ts';

const { app } = await buildTestApp();

const call = (method: 'GET' | 'POST', url: string, token: string | null, payload?: unknown, lang = 'en') =>
  app.inject({
    method,
    url,
    headers: { ...(token ? { authorization: `Bearer ${token}` } : {}), 'x-language': lang },
    ...(payload !== undefined ? { payload: payload as object } : {}),
  });

/** A vendor as the demo has them: one hub in Oslo; signed in. */
async function vendorWithToken(opts: Parameters<typeof createVendor>[1] = {}) {
  const v = await createVendor(app, opts);
  const { token } = await app.issueToken(v.user.id);
  return { ...v, token };
}

const bergenHub = (over: Record<string, unknown> = {}) => ({
  name: 'Minde',
  street: ' Kanalveien 54 ',
  postcode: '5068',
  radius_km: 25,
  standard_delivery_cost: 99000,
  carry_price: 1500,
  min_order_price: 120000,
  working_schedule: { '1': { from: '07:00', to: '20:00' }, '6': { from: '09:00', to: '16:00' } },
  delivery_areas: [
    { radius_km: 15, price: 59000 },
    { radius_km: 5, price: 39000 },
  ],
  ...over,
});

const coverageOf = (vendorId: number, postcode: string) =>
  app.db
    .select()
    .from(vendorCoverage)
    .where(and(eq(vendorCoverage.vendorId, vendorId), eq(vendorCoverage.postcode, postcode)))
    .then((r) => r[0]);

/** What the coverage rule says, computed here from the postcode list and the pure rule. */
async function expectedCoverage(hub: {
  lat: number;
  lon: number;
  radius_km: number;
  standard_delivery_cost: number;
  delivery_areas: { radius_km: number; price: number }[];
}) {
  const all = await app.db.select().from(postcodes);
  const out = new Map<string, number>();
  for (const p of all) {
    const km = Math.round(haversineMetres(hub, p)) / 1000;
    const price = hubPriceAt(hub.radius_km, hub.delivery_areas, hub.standard_delivery_cost, km);
    if (price !== null) out.set(p.code, price);
  }
  return out;
}

describe('POST /api/vendor/hub/add', () => {
  it('adds a hub at the postcode’s place, and the vendor covers the postcodes around it at the areas’ prices', async () => {
    const { vendor, token } = await vendorWithToken();
    expect(await coverageOf(vendor.id, '5003')).toBeUndefined(); // an Oslo vendor does not reach Bergen

    const res = await call('POST', '/api/vendor/hub/add', token, bergenHub());
    expect(res.statusCode).toBe(200);
    const hub = res.json().data;
    const [pc] = await app.db.select().from(postcodes).where(eq(postcodes.code, '5068'));
    expect(hub).toMatchObject({
      name: 'Minde',
      street: 'Kanalveien 54',
      postcode: '5068',
      city: pc!.city,
      lat: pc!.lat,
      lon: pc!.lon,
      radius_km: 25,
      standard_delivery_cost: 99000,
      carry_price: 1500,
      min_order_price: 120000,
      active: true,
      working_schedule: { '1': { from: '07:00', to: '20:00' }, '6': { from: '09:00', to: '16:00' } },
      // Rings from the centre outwards.
      delivery_areas: [
        { radius_km: 5, price: 39000 },
        { radius_km: 15, price: 59000 },
      ],
    });
    expect(hub.postcodes_covered).toBeGreaterThan(10);

    // 5003 (Bergen sentrum) is a couple of km from 5068: the inner ring's price.
    expect(await coverageOf(vendor.id, '5003')).toMatchObject({ hubId: hub.id, shippingPrice: 39000 });

    // Every covered postcode, and only those, with the price of the smallest ring that holds it.
    const expected = await expectedCoverage(hub);
    const rows = await app.db.select().from(vendorCoverage).where(eq(vendorCoverage.vendorId, vendor.id));
    const bergen = new Map(rows.filter((r) => r.hubId === hub.id).map((r) => [r.postcode, r.shippingPrice]));
    expect(bergen).toEqual(expected);
    expect(new Set(expected.values())).toEqual(new Set([39000, 59000, 99000]));
    expect(hub.postcodes_covered).toBe(expected.size);
  });

  it('tells the shop at once: get-vendor-info delivers to the new town with the area’s price', async () => {
    const { vendor, token } = await vendorWithToken();
    const info = () => call('GET', `/api/cart/get-vendor-info?session_id=${'a'.repeat(32)}&postcode=5003&vendor_id=${vendor.id}`, null);
    expect((await info()).json().data).toMatchObject({ delivers: false, shipping_price: null });
    await call('POST', '/api/vendor/hub/add', token, bergenHub());
    expect((await info()).json().data).toMatchObject({ vendorId: vendor.id, delivers: true, shipping_price: 39000 });
  });

  it('checks every field, in the user’s language', async () => {
    const { token } = await vendorWithToken();
    const res = await call(
      'POST',
      '/api/vendor/hub/add',
      token,
      bergenHub({
        name: 'M',
        street: '',
        radius_km: 501,
        carry_price: -1,
        working_schedule: { '1': { from: '20:00', to: '07:00' }, '2': { from: '7', to: '09:00' } },
        delivery_areas: [{ radius_km: 5, price: 1.5 }],
      }),
      'en',
    );
    expect(res.statusCode).toBe(422);
    expect(res.json().error).toMatchObject({
      code: 'validation_failed',
      fields: {
        name: 'The hub name must be 2 to 80 characters',
        street: 'This field is required',
        radius_km: 'The delivery radius can be at most 500 km',
        carry_price: 'Enter a carry price of 0 or more, with at most 2 decimals',
        'working_schedule.1.to': 'The closing time must be after the opening time',
        'working_schedule.2.from': 'Enter a time as HH:MM, from 00:00 to 23:59',
        'delivery_areas.0.price': 'Enter an amount of 0 or more, with at most 2 decimals',
      },
    });
  });

  it('rings must lie inside the radius with distinct radii (messages in Spanish and Norwegian)', async () => {
    const { token } = await vendorWithToken();
    const body = bergenHub({
      radius_km: 20,
      delivery_areas: [
        { radius_km: 30, price: 1 },
        { radius_km: 10, price: 1 },
        { radius_km: 10, price: 2 },
      ],
    });
    const es = await call('POST', '/api/vendor/hub/add', token, body, 'es');
    expect(es.json().error.fields).toEqual({
      'delivery_areas.0.radius_km': 'La zona debe quedar dentro del radio de entrega del almacén',
      'delivery_areas.2.radius_km': 'Dos zonas de entrega no pueden tener el mismo radio',
    });
    const no = await call('POST', '/api/vendor/hub/add', token, body, 'no');
    expect(no.json().error.fields['delivery_areas.0.radius_km']).toBe('Sonen må ligge innenfor depotets leveringsradius');
  });

  it('refuses an unknown postcode and a PO-box postcode, and unknown fields', async () => {
    const { token } = await vendorWithToken();
    const unknown = await call('POST', '/api/vendor/hub/add', token, bergenHub({ postcode: '0000' }));
    expect(unknown.statusCode).toBe(422);
    expect(unknown.json().error.fields).toEqual({ postcode: "Postcode not found! Use the postcode of the hub's street address." });

    const [box] = await app.db.select().from(postcodes).where(eq(postcodes.category, 'P')).limit(1);
    const po = await call('POST', '/api/vendor/hub/add', token, bergenHub({ postcode: box!.code }));
    expect(po.statusCode).toBe(422);
    expect(po.json().error.fields.postcode).toContain(box!.code);

    const extra = await call('POST', '/api/vendor/hub/add', token, { ...bergenHub(), lat: 60 });
    expect(extra.statusCode).toBe(422);
  });

  it('needs the vendor’s company first (no vendor row yet), and is only for the vendor group', async () => {
    const bare = await signIn(app, { role: 'vendor' });
    const res = await call('POST', '/api/vendor/hub/add', bare.token, bergenHub());
    expect(res.statusCode).toBe(409);
    expect(res.json().error).toMatchObject({ code: 'company_required', message: 'Fill in the company details first' });

    for (const role of ['transporter', 'customer', 'wholesaler'] as const) {
      const other = await signIn(app, { role });
      expect((await call('POST', '/api/vendor/hub/add', other.token, bergenHub())).statusCode).toBe(403);
    }
    expect((await call('POST', '/api/vendor/hub/add', null, bergenHub())).statusCode).toBe(401);
  });
});

describe('POST /api/vendor/hub/update/{id}', () => {
  it('moves the hub and replaces its rings; the coverage follows', async () => {
    const { vendor, hub, token } = await vendorWithToken({ postcode: '0150', radiusKm: 30 });
    expect(await coverageOf(vendor.id, '0150')).toMatchObject({ shippingPrice: 40000 });

    const res = await call('POST', `/api/vendor/hub/update/${hub.id}`, token, bergenHub({ delivery_areas: [{ radius_km: 25, price: 70000 }] }));
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ id: hub.id, postcode: '5068', delivery_areas: [{ radius_km: 25, price: 70000 }] });
    expect(await coverageOf(vendor.id, '0150')).toBeUndefined();
    expect(await coverageOf(vendor.id, '5003')).toMatchObject({ hubId: hub.id, shippingPrice: 70000 });
    const areas = await app.db.select().from(deliveryAreas).where(eq(deliveryAreas.hubId, hub.id));
    expect(areas).toHaveLength(1);
  });

  it('answers 404 for another vendor’s hub and changes nothing', async () => {
    const owner = await vendorWithToken({ postcode: '0150' });
    const other = await vendorWithToken({ postcode: '7080' });
    for (const [method, url, body] of [
      ['POST', `/api/vendor/hub/update/${owner.hub.id}`, bergenHub()],
      ['POST', `/api/vendor/hub/change-status/${owner.hub.id}`, { active: false }],
      ['GET', `/api/vendor/hub/show/${owner.hub.id}`, undefined],
    ] as const) {
      const res = await call(method, url, other.token, body);
      expect(res.statusCode, url).toBe(404);
      expect(res.json().error.message).toBe('Hub not found');
    }
    const [still] = await app.db.select().from(hubs).where(eq(hubs.id, owner.hub.id));
    expect(still).toMatchObject({ postcode: '0150', active: true, vendorId: owner.vendor.id });
    expect(await coverageOf(owner.vendor.id, '0150')).toBeDefined();
    expect((await call('POST', '/api/vendor/hub/update/999999', owner.token, bergenHub())).statusCode).toBe(404);
    expect((await call('GET', '/api/vendor/hub/show/abc', owner.token)).statusCode).toBe(422);
  });
});

describe('hub list, show and change-status', () => {
  it('lists only the vendor’s own hubs, and shows one', async () => {
    const mine = await vendorWithToken({ postcode: '0150' });
    await vendorWithToken({ postcode: '5003' });
    const list = await call('GET', '/api/vendor/hub/list', mine.token);
    expect(list.json().data.map((h: { id: number }) => h.id)).toEqual([mine.hub.id]);
    const show = await call('GET', `/api/vendor/hub/show/${mine.hub.id}`, mine.token);
    expect(show.json().data).toMatchObject({ id: mine.hub.id, delivery_areas: [{ radius_km: 10 }, { radius_km: 30 }] });
  });

  it('an inactive hub delivers nowhere; active again, its coverage is back', async () => {
    const { vendor, hub, token } = await vendorWithToken({ postcode: '0150' });
    const before = (await app.db.select().from(vendorCoverage).where(eq(vendorCoverage.vendorId, vendor.id))).length;
    const off = await call('POST', `/api/vendor/hub/change-status/${hub.id}`, token, { active: false });
    expect(off.json().data).toMatchObject({ active: false, postcodes_covered: 0 });
    expect(await app.db.select().from(vendorCoverage).where(eq(vendorCoverage.vendorId, vendor.id))).toEqual([]);
    const on = await call('POST', `/api/vendor/hub/change-status/${hub.id}`, token, { active: '1' });
    expect(on.json().data).toMatchObject({ active: true, postcodes_covered: before });
    expect(await coverageOf(vendor.id, '0150')).toMatchObject({ shippingPrice: 40000 });
    expect((await call('POST', `/api/vendor/hub/change-status/${hub.id}`, token, {})).statusCode).toBe(422);
  });

  it('with two hubs a postcode takes the cheaper one, and the other takes over when it goes off', async () => {
    const { vendor, hub, token } = await vendorWithToken({ postcode: '0150', radiusKm: 30 });
    // A second Oslo hub with a cheaper flat price over the same area.
    const second = (
      await call(
        'POST',
        '/api/vendor/hub/add',
        token,
        bergenHub({ postcode: '0150', name: 'Sentrum', radius_km: 20, standard_delivery_cost: 10000, delivery_areas: [] }),
      )
    ).json().data;
    expect(await coverageOf(vendor.id, '0150')).toMatchObject({ hubId: second.id, shippingPrice: 10000 });
    await call('POST', `/api/vendor/hub/change-status/${second.id}`, token, { active: false });
    expect(await coverageOf(vendor.id, '0150')).toMatchObject({ hubId: hub.id, shippingPrice: 40000 });
  });
});

describe('concurrent writes of one vendor', () => {
  it('run one at a time: every call succeeds and the coverage matches the final hubs', async () => {
    const { vendor, hub, token } = await vendorWithToken({ postcode: '0150' });
    const results = await Promise.all([
      call('POST', '/api/vendor/hub/add', token, bergenHub()),
      call('POST', '/api/vendor/hub/add', token, bergenHub({ name: 'Bergen 2', postcode: '5003', radius_km: 10, delivery_areas: [] })),
      call('POST', `/api/vendor/hub/change-status/${hub.id}`, token, { active: false }),
      call('POST', '/api/vendor/change-min-order-price', token, { min_order_price: 1000 }),
    ]);
    expect(results.map((r) => r.statusCode)).toEqual([200, 200, 200, 200]);
    const list = (await call('GET', '/api/vendor/delivery/list', token)).json().data;
    expect(list.hubs.map((h: { active: boolean }) => h.active)).toEqual([false, true, true]);
    expect(await coverageOf(vendor.id, '0150')).toBeUndefined();
    expect(await coverageOf(vendor.id, '5003')).toBeDefined();
    const rows = await app.db.select().from(vendorCoverage).where(eq(vendorCoverage.vendorId, vendor.id));
    expect(list.postcodes_covered).toBe(rows.length);
  });
});
