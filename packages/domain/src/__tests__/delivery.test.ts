import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  areaProblems,
  clockMinutes,
  type DeliveryArea,
  deliveryBands,
  HUB_RADIUS_MAX_KM,
  hubPriceAt,
  normaliseCarNumber,
  scheduleProblems,
  sortAreas,
  vendorRoleFor,
  WEEKDAYS,
} from '../delivery/delivery.ts';
import { activeBody, deliveryUpdateBody, hubBody, minOrderPriceBody, vehicleBody } from '../delivery/delivery.schema.ts';
import { fieldMessages } from '../validation/index.ts';

const errorsOf = (r: { success: boolean; error?: { issues: readonly { path: PropertyKey[]; message: string }[] } }) =>
  fieldMessages(r.error?.issues ?? [], { field: (path) => path, message: (m) => m.key });

const hub = (over: Record<string, unknown> = {}) => ({
  name: 'Minde',
  street: 'Kanalveien 54',
  postcode: '5068',
  radius_km: 40,
  standard_delivery_cost: 89000,
  carry_price: 1500,
  ...over,
});

/** Whole or tenth kilometres, as a vendor types them. */
const km = fc.integer({ min: 1, max: HUB_RADIUS_MAX_KM * 10 }).map((n) => n / 10);
const price = fc.integer({ min: 0, max: 500_000 });
const areaArb = fc.record({ radius_km: km, price });
/** Valid rings for a hub radius: distinct radii, none outside it. */
const validAreas = (radius: number) =>
  fc.uniqueArray(
    fc.integer({ min: 1, max: Math.round(radius * 10) }).map((n) => n / 10),
    { maxLength: 10 },
  );

describe('working schedule', () => {
  it('reads HH:MM from 00:00 to 23:59 only', () => {
    expect(clockMinutes('00:00')).toBe(0);
    expect(clockMinutes('07:30')).toBe(450);
    expect(clockMinutes('23:59')).toBe(1439);
    for (const bad of ['24:00', '7:30', '07:60', '0730', '07:30 ', '', 'ab:cd']) expect(clockMinutes(bad)).toBeNull();
  });

  it('every time the clock shows is valid, and round-trips', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 23 }), fc.integer({ min: 0, max: 59 }), (h, m) => {
        const s = `${String(h).padStart(2, '0')}:${String(m).padStart(2, '0')}`;
        expect(clockMinutes(s)).toBe(h * 60 + m);
      }),
    );
  });

  it('a day must close after it opens', () => {
    expect(scheduleProblems({ '1': { from: '07:00', to: '20:00' }, '6': { from: '09:00', to: '16:00' } })).toEqual([]);
    expect(scheduleProblems({ '2': { from: '10:00', to: '10:00' } })).toEqual([{ day: '2', field: 'to', key: 'error-valid-schedule-order' }]);
    expect(scheduleProblems({ '3': { from: '25:00', to: '9:00' } })).toEqual([
      { day: '3', field: 'from', key: 'error-valid-schedule-time' },
      { day: '3', field: 'to', key: 'error-valid-schedule-time' },
    ]);
  });

  it('a day is fine exactly when from < to (property)', () => {
    const time = fc.integer({ min: 0, max: 1439 });
    const hhmm = (n: number) => `${String(Math.floor(n / 60)).padStart(2, '0')}:${String(n % 60).padStart(2, '0')}`;
    fc.assert(
      fc.property(fc.constantFrom(...WEEKDAYS), time, time, (day, a, b) => {
        const problems = scheduleProblems({ [day]: { from: hhmm(a), to: hhmm(b) } });
        expect(problems.length === 0).toBe(a < b);
      }),
    );
  });
});

describe('delivery areas', () => {
  it('must lie inside the hub radius, with distinct radii', () => {
    expect(
      areaProblems(40, [
        { radius_km: 10, price: 1 },
        { radius_km: 20, price: 2 },
        { radius_km: 40, price: 3 },
      ]),
    ).toEqual([]);
    expect(areaProblems(30, [{ radius_km: 40, price: 1 }])).toEqual([{ index: 0, field: 'radius_km', key: 'error-valid-area-radius-outside' }]);
    expect(
      areaProblems(30, [
        { radius_km: 10, price: 1 },
        { radius_km: 10, price: 2 },
      ]),
    ).toEqual([{ index: 1, field: 'radius_km', key: 'error-valid-area-radius-duplicate' }]);
  });

  it('finds no problem exactly when radii are distinct and within the radius (property)', () => {
    fc.assert(
      fc.property(km, fc.array(areaArb, { maxLength: 8 }), (radius, areas) => {
        const distinct = new Set(areas.map((a) => a.radius_km)).size === areas.length;
        const inside = areas.every((a) => a.radius_km <= radius);
        expect(areaProblems(radius, areas).length === 0).toBe(distinct && inside);
      }),
    );
  });

  it('bands run from the hub to the radius without gaps, ring prices first, then the standard cost (property)', () => {
    fc.assert(
      fc.property(
        km.chain((r) => fc.tuple(fc.constant(r), validAreas(r), fc.array(price, { minLength: 10, maxLength: 10 }))),
        price,
        ([radius, radii, prices], standard) => {
          const areas: DeliveryArea[] = radii.map((r, i) => ({ radius_km: r, price: prices[i]! }));
          const bands = deliveryBands(radius, areas, standard);
          expect(bands[0]!.fromKm).toBe(0);
          expect(bands.at(-1)!.toKm).toBe(radius);
          for (let i = 1; i < bands.length; i++) expect(bands[i]!.fromKm).toBe(bands[i - 1]!.toKm);
          for (const b of bands) expect(b.toKm).toBeGreaterThan(b.fromKm);
          const sorted = sortAreas(areas);
          for (const [i, a] of sorted.entries()) {
            expect(bands[i]).toEqual({ fromKm: i === 0 ? 0 : sorted[i - 1]!.radius_km, toKm: a.radius_km, price: a.price });
          }
          if (sorted.at(-1)?.radius_km !== radius) expect(bands.at(-1)!.price).toBe(standard);
        },
      ),
    );
  });

  it('the price at a distance is the band that holds it, and nothing beyond the radius (property)', () => {
    fc.assert(
      fc.property(
        km.chain((r) => fc.tuple(fc.constant(r), validAreas(r), fc.array(price, { minLength: 10, maxLength: 10 }))),
        price,
        fc.double({ min: 0, max: 600, noNaN: true }),
        ([radius, radii, prices], standard, d) => {
          const areas = radii.map((r, i) => ({ radius_km: r, price: prices[i]! }));
          const at = hubPriceAt(radius, areas, standard, d);
          if (d > radius) {
            expect(at).toBeNull();
            return;
          }
          const band = deliveryBands(radius, areas, standard).find((b) => (d === 0 ? b.fromKm === 0 : b.fromKm < d && d <= b.toKm));
          expect(at).toBe(band!.price);
          // The smallest ring that holds the distance wins, else the standard cost.
          const holding = areas.filter((a) => a.radius_km >= d);
          expect(at).toBe(holding.length ? holding.reduce((x, y) => (y.radius_km < x.radius_km ? y : x)).price : standard);
        },
      ),
    );
  });
});

describe('hub body', () => {
  it('accepts a hub with rings and a schedule, trimming text', () => {
    const r = hubBody.safeParse(
      hub({
        name: '  Minde ',
        delivery_areas: [
          { radius_km: 10, price: 39000 },
          { radius_km: 40, price: 79000 },
        ],
        working_schedule: { '1': { from: '07:00', to: '20:00' } },
      }),
    );
    expect(r.success).toBe(true);
    expect(r.data).toMatchObject({
      name: 'Minde',
      delivery_areas: [{ radius_km: 10 }, { radius_km: 40 }],
      working_schedule: { '1': { from: '07:00', to: '20:00' } },
    });
  });

  it('defaults to no rings and a closed week', () => {
    expect(hubBody.parse(hub())).toMatchObject({ delivery_areas: [], working_schedule: {} });
  });

  it('names the field of each rule', () => {
    const r = hubBody.safeParse(
      hub({
        name: 'X',
        postcode: '50',
        radius_km: 501,
        standard_delivery_cost: 10.5,
        carry_price: -1,
        min_order_price: -5,
        delivery_areas: [{ radius_km: 0, price: 1 }],
        working_schedule: { '1': { from: '08:00', to: '07:00' }, '2': { from: '8', to: '09:00' } },
      }),
    );
    expect(errorsOf(r)).toEqual({
      name: 'error-valid-hub-name',
      postcode: 'error-valid-postcode',
      radius_km: 'error-valid-delivery-radius-max',
      standard_delivery_cost: 'error-valid-money',
      carry_price: 'error-valid-carry-price',
      min_order_price: 'error-valid-min-order-price',
      'delivery_areas.0.radius_km': 'error-valid-delivery-radius',
      'working_schedule.2.from': 'error-valid-schedule-time',
      'working_schedule.1.to': 'error-valid-schedule-order',
    });
  });

  it('checks rings against the radius while other fields are wrong too', () => {
    const r = hubBody.safeParse(
      hub({
        name: '',
        radius_km: 20,
        delivery_areas: [
          { radius_km: 10, price: 1 },
          { radius_km: 30, price: 2 },
          { radius_km: 10, price: 3 },
        ],
      }),
    );
    expect(errorsOf(r)).toEqual({
      name: 'validation-field-required',
      'delivery_areas.1.radius_km': 'error-valid-area-radius-outside',
      'delivery_areas.2.radius_km': 'error-valid-area-radius-duplicate',
    });
  });

  it('accepts the radius bound itself and nothing above (property)', () => {
    fc.assert(
      fc.property(fc.double({ min: 0, max: 1000, noNaN: true }), (r) => {
        expect(hubBody.safeParse(hub({ radius_km: r })).success).toBe(r > 0 && r <= HUB_RADIUS_MAX_KM);
      }),
    );
  });

  it('refuses unknown fields and weekdays', () => {
    expect(errorsOf(hubBody.safeParse(hub({ lat: 1 })))).toHaveProperty('');
    expect(hubBody.safeParse(hub({ working_schedule: { '8': { from: '08:00', to: '09:00' } } })).success).toBe(false);
  });
});

describe('money, flags and vehicles', () => {
  it('money is whole øre from 0', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 100_000_000 }), fc.integer({ min: 0, max: 100_000_000 }), (sack, bigBag) => {
        expect(deliveryUpdateBody.parse({ carry_prices: { sack, bigBag } })).toEqual({ carry_prices: { sack, bigBag } });
      }),
    );
    expect(errorsOf(minOrderPriceBody.safeParse({ min_order_price: 1.5 }))).toEqual({ min_order_price: 'error-valid-min-order-price' });
    expect(errorsOf(minOrderPriceBody.safeParse({}))).toEqual({ min_order_price: 'validation-field-required' });
    expect(errorsOf(deliveryUpdateBody.safeParse({ carry_prices: { sack: -1, bigBag: 'x' } }))).toEqual({
      'carry_prices.sack': 'error-valid-carry-price',
      'carry_prices.bigBag': 'validation-invalid',
    });
  });

  it('active flags read JSON booleans and multipart 1/0', () => {
    expect(activeBody.parse({ active: '0' })).toEqual({ active: false });
    expect(activeBody.parse({ active: 1 })).toEqual({ active: true });
    expect(activeBody.safeParse({}).success).toBe(false);
  });

  it('registration numbers are stored upper case with single spaces', () => {
    expect(normaliseCarNumber(' el  12345 ')).toBe('EL 12345');
    expect(normaliseCarNumber('ab-1234')).toBe('AB-1234');
    for (const bad of ['A', 'ABC', '12345678901234', 'EL_12345', '-EL 1']) expect(normaliseCarNumber(bad)).toBeNull();
  });

  it('normalising a registration number twice changes nothing (property)', () => {
    fc.assert(
      fc.property(fc.string({ unit: fc.constantFrom(...'ABCDEFGHIJKLMNOPQRSTUVWXYZabcxyzÆØÅæøå0123456789 -'.split('')), maxLength: 16 }), (s) => {
        const once = normaliseCarNumber(s);
        if (once !== null) expect(normaliseCarNumber(once)).toBe(once);
      }),
    );
  });

  it('a vehicle has a capacity and whole-centimetre dimensions', () => {
    expect(vehicleBody.parse({ car_number: 'el 12345', capacity_kg: 3500, width_cm: 200, height_cm: 190, depth_cm: 420 })).toMatchObject({
      car_number: 'EL 12345',
    });
    expect(errorsOf(vehicleBody.safeParse({ car_number: '?', capacity_kg: 0, width_cm: 10.5, height_cm: 3000, depth_cm: null }))).toEqual({
      car_number: 'error-valid-car-number',
      capacity_kg: 'error-valid-capacity',
      width_cm: 'error-valid-car-dimension',
      height_cm: 'error-valid-car-dimension',
      depth_cm: 'validation-field-required',
    });
  });

  it('the transporter switch moves between the two vendor roles', () => {
    expect(vendorRoleFor(true)).toBe('vendor-transporter');
    expect(vendorRoleFor(false)).toBe('vendor');
  });
});

describe('hub body, several mistakes at once', () => {
  it('reports the ring rules next to a mistyped price and a radius above the bound', () => {
    const r = hubBody.safeParse(
      hub({
        radius_km: 600,
        standard_delivery_cost: 10.5,
        delivery_areas: [
          { radius_km: 10, price: 45000 },
          { radius_km: 10, price: 0.5 },
        ],
      }),
    );
    expect(errorsOf(r)).toEqual({
      radius_km: 'error-valid-delivery-radius-max',
      standard_delivery_cost: 'error-valid-money',
      'delivery_areas.1.price': 'error-valid-money',
      'delivery_areas.1.radius_km': 'error-valid-area-radius-duplicate',
    });
  });
});
