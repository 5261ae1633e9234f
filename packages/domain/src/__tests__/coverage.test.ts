import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { type CoverageHub, coverageDistanceM, hubCoverageAt, shippingForDistance, vendorCoverageAt } from '../catalog/coverage.ts';
import { haversineMetres, type LatLon } from '../geo/haversine.ts';

const EARTH_RADIUS_M = 6_371_008.8;
const rad = (d: number) => (d * Math.PI) / 180;
const deg = (r: number) => (r * 180) / Math.PI;

/** The point distanceM away from start along a bearing (great circle, same sphere as haversine). */
function destination(start: LatLon, bearingDeg: number, distanceM: number): LatLon {
  const d = distanceM / EARTH_RADIUS_M;
  const t = rad(bearingDeg);
  const p1 = rad(start.lat);
  const l1 = rad(start.lon);
  const p2 = Math.asin(Math.sin(p1) * Math.cos(d) + Math.cos(p1) * Math.sin(d) * Math.cos(t));
  const l2 = l1 + Math.atan2(Math.sin(t) * Math.sin(d) * Math.cos(p1), Math.cos(d) - Math.sin(p1) * Math.sin(p2));
  return { lat: deg(p2), lon: deg(l2) };
}

const bergen: LatLon = { lat: 60.3913, lon: 5.3221 };
const hub = (over: Partial<CoverageHub> = {}): CoverageHub => ({
  id: 1,
  ...bergen,
  active: true,
  radiusKm: 30,
  standardDeliveryCost: 90000,
  areas: [
    { radiusKm: 10, price: 40000 },
    { radiusKm: 20, price: 60000 },
  ],
  ...over,
});

/** A hub somewhere in Norway with a radius, delivery areas (unique radii) and a standard cost. */
const arbHub = fc
  .record({
    lat: fc.double({ min: 58, max: 71, noNaN: true }),
    lon: fc.double({ min: 4.5, max: 30, noNaN: true }),
    radiusKm: fc.double({ min: 1, max: 200, noNaN: true }),
    standardDeliveryCost: fc.integer({ min: 0, max: 500_000 }),
    areas: fc.uniqueArray(fc.record({ radiusKm: fc.double({ min: 0.5, max: 250, noNaN: true }), price: fc.integer({ min: 0, max: 500_000 }) }), {
      selector: (a) => a.radiusKm,
      maxLength: 4,
    }),
  })
  .map((h): CoverageHub => ({ id: 1, active: true, ...h }));
const bearing = fc.double({ min: 0, max: 360, noNaN: true, maxExcluded: true });

describe('shippingForDistance (the coverage rule)', () => {
  it('charges the smallest delivery area that holds the distance', () => {
    expect(shippingForDistance(hub(), 0)).toBe(40000);
    expect(shippingForDistance(hub(), 10_000)).toBe(40000);
    expect(shippingForDistance(hub(), 10_001)).toBe(60000);
    expect(shippingForDistance(hub(), 20_000)).toBe(60000);
  });
  it('charges the standard cost inside the radius beyond every area, and nothing outside the radius', () => {
    expect(shippingForDistance(hub(), 20_001)).toBe(90000);
    expect(shippingForDistance(hub(), 30_000)).toBe(90000);
    expect(shippingForDistance(hub(), 30_001)).toBeNull();
  });
  it('ignores areas larger than the radius beyond it, whatever their order', () => {
    const h = hub({
      areas: [
        { radiusKm: 50, price: 1 },
        { radiusKm: 5, price: 2 },
      ],
    });
    expect(shippingForDistance(h, 4000)).toBe(2);
    expect(shippingForDistance(h, 6000)).toBe(1);
    expect(shippingForDistance(h, 31_000)).toBeNull();
  });
  it('is always null or one of the prices the hub names', () => {
    fc.assert(
      fc.property(arbHub, fc.integer({ min: 0, max: 300_000 }), (h, d) => {
        const p = shippingForDistance(h, d);
        if (d > h.radiusKm * 1000) expect(p).toBeNull();
        else expect([h.standardDeliveryCost, ...h.areas.map((a) => a.price)]).toContain(p);
      }),
    );
  });
});

describe('hubCoverageAt', () => {
  it('covers Bergen sentrum from a Bergen hub, not Oslo', () => {
    expect(hubCoverageAt(hub(), { lat: 60.39, lon: 5.33 })).toMatchObject({ hubId: 1, shippingPrice: 40000 });
    expect(hubCoverageAt(hub(), { lat: 59.9139, lon: 10.7522 })).toBeNull();
  });

  it('covers every point inside the radius, at the price of its distance', () => {
    fc.assert(
      fc.property(arbHub, bearing, fc.double({ min: 0, max: 0.995, noNaN: true }), (h, b, f) => {
        const point = destination(h, b, h.radiusKm * 1000 * f);
        const c = hubCoverageAt(h, point);
        expect(c).not.toBeNull();
        expect(c!.distanceM).toBe(coverageDistanceM(h, point));
        expect(Math.abs(c!.distanceM - h.radiusKm * 1000 * f)).toBeLessThanOrEqual(1);
        expect(c!.shippingPrice).toBe(shippingForDistance(h, c!.distanceM));
      }),
    );
  });

  it('never covers a point outside the radius', () => {
    fc.assert(
      fc.property(arbHub, bearing, fc.double({ min: 1.005, max: 5, noNaN: true }), (h, b, f) => {
        const point = destination(h, b, h.radiusKm * 1000 * f + 2);
        expect(haversineMetres(h, point)).toBeGreaterThan(h.radiusKm * 1000);
        expect(hubCoverageAt(h, point)).toBeNull();
      }),
    );
  });

  it('never covers anything from an inactive hub, not even its own doorstep', () => {
    fc.assert(
      fc.property(arbHub, bearing, fc.double({ min: 0, max: 0.995, noNaN: true }), (h, b, f) => {
        const inactive = { ...h, active: false };
        expect(hubCoverageAt(inactive, inactive)).toBeNull();
        expect(hubCoverageAt(inactive, destination(h, b, h.radiusKm * 1000 * f))).toBeNull();
      }),
    );
  });
});

describe('vendorCoverageAt', () => {
  const near = hub({ id: 1, radiusKm: 50, areas: [], standardDeliveryCost: 80000 });
  const far = hub({ id: 2, ...destination(bergen, 90, 20_000), radiusKm: 50, areas: [{ radiusKm: 40, price: 30000 }] });

  it('takes the hub with the lowest shipping, then the nearest', () => {
    expect(vendorCoverageAt({ active: true, hubs: [near, far] }, bergen)).toMatchObject({ hubId: 2, shippingPrice: 30000 });
    const twin = { ...near, id: 3, ...destination(bergen, 0, 5000) };
    expect(vendorCoverageAt({ active: true, hubs: [twin, near] }, bergen)).toMatchObject({ hubId: 1, distanceM: 0 });
  });

  it('never covers for an inactive vendor', () => {
    fc.assert(
      fc.property(fc.array(arbHub, { minLength: 1, maxLength: 4 }), (hubs) => {
        expect(vendorCoverageAt({ active: false, hubs }, hubs[0]!)).toBeNull();
      }),
    );
  });

  it('covers exactly where one of its active hubs does, at the lowest of their prices', () => {
    fc.assert(
      fc.property(
        fc.array(fc.tuple(arbHub, fc.boolean()), { minLength: 1, maxLength: 5 }).map((list) => list.map(([h, active], i) => ({ ...h, id: i + 1, active }))),
        fc.record({ lat: fc.double({ min: 58, max: 71, noNaN: true }), lon: fc.double({ min: 4.5, max: 30, noNaN: true }) }),
        (hubs, point) => {
          const each = hubs.map((h) => hubCoverageAt(h, point)).filter((c) => c !== null);
          const c = vendorCoverageAt({ active: true, hubs }, point);
          if (each.length === 0) expect(c).toBeNull();
          else {
            expect(c!.shippingPrice).toBe(Math.min(...each.map((e) => e.shippingPrice)));
            expect(hubs.find((h) => h.id === c!.hubId)!.active).toBe(true);
          }
        },
      ),
    );
  });
});
