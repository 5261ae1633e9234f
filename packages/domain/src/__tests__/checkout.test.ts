import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addDays, addWorkingDays, daysBetween, easterSunday, isWorkingDay, osloInstant, osloToday } from '../checkout/calendar.ts';
import { canCustomerCancel } from '../checkout/cancellation.ts';
import { orderFields } from '../checkout/checkout.schema.ts';
import { checkDeliveryChoice, deliveryWindow, groupDeliveryWindow, periodExtra } from '../checkout/delivery.ts';
import { neighbourCodeFrom, withinNeighbourRadius } from '../checkout/neighbour.ts';
import { priceOrder } from '../checkout/pricing.ts';
import { haversineMetres } from '../geo/haversine.ts';

describe('neighbour distance: within 350 m of the first order', () => {
  const oslo = { lat: 59.9139, lon: 10.7522 };
  it('accepts 349 m and refuses 351 m to the north', () => {
    const metresPerDegLat = 111_195;
    expect(withinNeighbourRadius(oslo, { lat: oslo.lat + 349 / metresPerDegLat, lon: oslo.lon })).toBe(true);
    expect(withinNeighbourRadius(oslo, { lat: oslo.lat + 351 / metresPerDegLat, lon: oslo.lon })).toBe(false);
  });
  it('agrees with the haversine distance, is symmetric and reflexive', () => {
    const point = fc.record({ lat: fc.double({ min: 57.9, max: 71.2, noNaN: true }), lon: fc.double({ min: 4.5, max: 31.1, noNaN: true }) });
    const offset = fc.double({ min: -0.01, max: 0.01, noNaN: true });
    fc.assert(
      fc.property(point, offset, offset, (a, dLat, dLon) => {
        const b = { lat: a.lat + dLat, lon: a.lon + dLon };
        expect(withinNeighbourRadius(a, b)).toBe(haversineMetres(a, b) <= 350);
        expect(withinNeighbourRadius(a, b)).toBe(withinNeighbourRadius(b, a));
        expect(withinNeighbourRadius(a, a)).toBe(true);
      }),
    );
  });
  it('makes readable codes', () => {
    expect(neighbourCodeFrom(new Uint8Array([0, 1, 2, 3, 4, 5, 6, 7, 8, 9]))).toBe('NB-ABCDE-FGHJK');
    fc.assert(fc.property(fc.uint8Array({ minLength: 10, maxLength: 10 }), (r) => /^NB-[A-HJ-NP-Z2-9]{5}-[A-HJ-NP-Z2-9]{5}$/.test(neighbourCodeFrom(r))));
    // Codes of 6 characters (30 bits) could be found by guessing; refuse to make one.
    expect(() => neighbourCodeFrom(new Uint8Array(6))).toThrow(RangeError);
  });
});

describe('calendar', () => {
  it('knows Oslo dates and summer time', () => {
    expect(osloToday(new Date('2026-06-30T22:30:00Z'))).toBe('2026-07-01');
    expect(osloInstant('2026-07-01', '08:00').toISOString()).toBe('2026-07-01T06:00:00.000Z');
    expect(osloInstant('2026-01-15', '08:00').toISOString()).toBe('2026-01-15T07:00:00.000Z');
  });
  it('computes Easter and skips weekends and Norwegian holidays', () => {
    expect(easterSunday(2026)).toBe('2026-04-05');
    expect(easterSunday(2027)).toBe('2027-03-28');
    expect(isWorkingDay('2026-05-17')).toBe(false);
    expect(isWorkingDay('2026-04-03')).toBe(false); // Good Friday
    expect(addWorkingDays('2026-04-01', 4)).toBe('2026-04-10'); // Maundy Thursday, Good Friday and Easter Monday are off
    expect(addWorkingDays('2026-11-20', 4)).toBe('2026-11-26'); // Fri + 4 working days
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 3000 }), fc.integer({ min: 1, max: 10 }), (d, n) => {
        const start = addDays('2025-01-01', d);
        const end = addWorkingDays(start, n);
        expect(isWorkingDay(end)).toBe(true);
        expect(daysBetween(start, end)).toBeGreaterThanOrEqual(n);
        expect(daysBetween(start, end)).toBeLessThanOrEqual(n + 2 * Math.ceil(n / 5) + 5);
      }),
    );
  });
});

describe('delivery options', () => {
  const today = '2026-11-20';
  it('6 days fast, 12 days standard, custom up to 30 days', () => {
    expect(deliveryWindow('fast', today)).toEqual({ from: '2026-11-21', to: '2026-11-26' });
    expect(deliveryWindow('standard', today)).toEqual({ from: '2026-11-21', to: '2026-12-02' });
    expect(checkDeliveryChoice('custom', today, deliveryWindow('custom', today, '2026-12-20'), [])).toBe(null);
    expect(checkDeliveryChoice('custom', today, deliveryWindow('custom', today, '2026-12-21'), [])).toBe('custom-too-late');
    expect(checkDeliveryChoice('custom', today, deliveryWindow('custom', today, '2026-11-24'), [])).toBe('custom-too-soon');
  });
  it('limits excluded days: 1 for fast, 2 for standard, inside the period', () => {
    const fast = deliveryWindow('fast', today);
    expect(checkDeliveryChoice('fast', today, fast, ['2026-11-22'])).toBe(null);
    expect(checkDeliveryChoice('fast', today, fast, ['2026-11-22', '2026-11-23'])).toBe('too-many-excluded');
    expect(checkDeliveryChoice('standard', today, deliveryWindow('standard', today), ['2026-11-22', '2026-11-23'])).toBe(null);
    expect(checkDeliveryChoice('standard', today, deliveryWindow('standard', today), ['2026-12-24'])).toBe('excluded-outside');
    expect(checkDeliveryChoice('standard', today, deliveryWindow('standard', today), ['2026-11-22', '2026-11-22'])).toBe('excluded-duplicate');
  });
  it('follows the stored group dates: from is today once the group date has passed', () => {
    expect(groupDeliveryWindow('2026-11-20', '2026-11-10', '2026-11-28')).toEqual({ from: '2026-11-20', to: '2026-11-28' });
    expect(groupDeliveryWindow('2026-11-20', '2026-11-25', '2026-11-28')).toEqual({ from: '2026-11-25', to: '2026-11-28' });
  });
  it('charges 10% more shipping for fast delivery only', () => {
    expect(periodExtra('fast', 49000)).toBe(4900);
    expect(periodExtra('standard', 49000)).toBe(0);
  });
});

describe('order pricing', () => {
  const lineArb = fc.record({
    vendorId: fc.constant(1),
    categoryId: fc.integer({ min: 1, max: 5 }),
    categoryType: fc.constantFrom('fuel' as const, 'accessory' as const),
    weightKg: fc.constantFrom(16, 22, 300, 500, 0.5),
    quantity: fc.integer({ min: 1, max: 100 }),
    unitPrice: fc.integer({ min: 1, max: 1_000_000 }),
  });
  it('adds up exactly in integers, the discount never exceeds shipping', () => {
    fc.assert(
      fc.property(
        fc.array(lineArb, { minLength: 1, maxLength: 5 }),
        fc.integer({ min: 0, max: 200_000 }),
        fc.boolean(),
        fc.constantFrom('fast' as const, 'standard' as const, 'custom' as const),
        fc.boolean(),
        (lines, shipping, carry, period, code) => {
          const p = priceOrder({ lines, shipping, carryPrices: { sack: 1500, bigBag: 25000 }, carry, period, codeActive: code, groupOrderVendorId: 1 });
          expect(p.total).toBe(p.productsSubtotal + p.carryPrice + p.shipping + p.periodExtra - p.discount);
          for (const v of Object.values(p)) expect(Number.isSafeInteger(v) && v >= 0).toBe(true);
          expect(p.discount).toBeLessThanOrEqual(p.shipping);
          if (!carry) expect(p.carryPrice).toBe(0);
          if (!code) expect(p.discount).toBe(0);
        },
      ),
    );
  });
  it('prices carrying per sack and per big bag', () => {
    const p = priceOrder({
      lines: [
        { vendorId: 1, categoryId: 1, categoryType: 'fuel', weightKg: 16, quantity: 10, unitPrice: 10000 },
        { vendorId: 1, categoryId: 1, categoryType: 'fuel', weightKg: 300, quantity: 2, unitPrice: 200000 },
        { vendorId: 1, categoryId: 5, categoryType: 'accessory', weightKg: 0.5, quantity: 1, unitPrice: 30000 },
      ],
      shipping: 59000,
      carryPrices: { sack: 1500, bigBag: 25000 },
      carry: true,
      period: 'standard',
      codeActive: true,
      groupOrderVendorId: 1,
    });
    expect(p).toMatchObject({ productsSubtotal: 530000, carryPrice: 65000, shipping: 59000, discount: 29500, total: 624500 });
  });
});

describe('cancellation: free until 48 hours before delivery', () => {
  const order = { status: 2, arrivalDate: null, arrivalTime: null };
  it('is free while no delivery is announced (deliveries are announced 48 hours ahead)', () => {
    expect(canCustomerCancel(order, new Date('2030-01-01'))).toMatchObject({ allowed: true, deadline: null });
  });
  it('once announced, is free until 48 hours before the arrival (Oslo time)', () => {
    const announced = { ...order, status: 3, arrivalDate: '2026-12-12', arrivalTime: '14:00' };
    expect(canCustomerCancel(announced, new Date('2026-12-10T12:59:00Z')).allowed).toBe(true);
    expect(canCustomerCancel(announced, new Date('2026-12-10T13:00:00Z'))).toMatchObject({ allowed: false, reason: 'too-late' });
    expect(canCustomerCancel(announced, new Date('2026-12-10T13:00:00Z')).deadline?.toISOString()).toBe('2026-12-10T13:00:00.000Z');
  });
  it('never once the goods are on their way or delivered; always while unpaid', () => {
    expect(canCustomerCancel({ ...order, status: 4 }, new Date('2026-01-01')).reason).toBe('status');
    expect(canCustomerCancel({ ...order, status: 5 }, new Date('2026-01-01')).reason).toBe('status');
    expect(canCustomerCancel({ ...order, status: 0, arrivalDate: '2026-01-02' }, new Date('2027-01-01')).allowed).toBe(true);
  });
  it('is monotone: once too late, it stays too late', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 30 * 86_400_000 }), fc.integer({ min: 0, max: 30 * 86_400_000 }), (a, b) => {
        const announced = { status: 2, arrivalDate: '2026-12-20', arrivalTime: '08:00' };
        const t1 = new Date(Date.UTC(2026, 11, 1) + Math.min(a, b));
        const t2 = new Date(Date.UTC(2026, 11, 1) + Math.max(a, b));
        if (!canCustomerCancel(announced, t1).allowed) expect(canCustomerCancel(announced, t2).allowed).toBe(false);
      }),
    );
  });
});

describe('the order form schema', () => {
  const valid = {
    session_id: 'a'.repeat(32),
    first_name: ' Kari ',
    last_name: 'Nordmann',
    email: ' Kari@Example.NO ',
    phone: '+47 912 34 567',
    delivery_street: '  Dronningens gate 15 ',
    delivery_city: ' Oslo ',
    delivery_postcode: '0150',
    agree_terms: '1',
    carry_and_placement: '0',
    comment: '',
  };
  it('reads multipart text: trims, lower-cases e-mail, 1/0 booleans, empty text as nothing', () => {
    const r = orderFields.parse(valid);
    expect(r).toMatchObject({
      first_name: 'Kari',
      email: 'kari@example.no',
      phone: '+4791234567',
      delivery_street: 'Dronningens gate 15',
      delivery_city: 'Oslo',
      carry_and_placement: false,
      agree_terms: true,
      delivery_period: 'standard',
      time_window: 'midday',
      excluded_dates: [],
    });
    expect(r.comment).toBeUndefined();
  });
  it.each([
    [{ agree_terms: '0' }, 'agree_terms', 'error-agree-terms'],
    [{ phone: '12345678' }, 'phone', 'error-valid-mobile'],
    [{ phone: '9123abc4' }, 'phone', 'error-valid-phone-digits'],
    [{ email: 'nope' }, 'email', 'error-valid-email'],
    [{ comment: 'x'.repeat(255) }, 'comment', 'error-comment-too-long'],
    [{ delivery_period: 'custom' }, 'delivery_date_to', 'validation-field-required'],
    [{ checkout_type: 'company' }, 'company_name', 'validation-field-required'],
    [{ checkout_type: 'company', company_name: 'AS', organization_number: '123456789' }, 'organization_number', 'error-valid-organization-number'],
    [{ create_account: '1', password: '123' }, 'password', 'error-password-min-length'],
    [{ excluded_dates: ['2026-02-30'] }, 'excluded_dates.0', 'error-valid-date'],
    [{ time_window: 'night' }, 'time_window', 'error-valid-time-window'],
  ])('refuses %j on %s', (patch, field, key) => {
    const r = orderFields.safeParse({ ...valid, ...patch });
    expect(r.success).toBe(false);
    const issue = r.error!.issues.find((i) => i.path.join('.') === field);
    expect(issue?.message).toBe(key);
  });
});
