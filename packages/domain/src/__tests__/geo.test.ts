import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { haversineKm, haversineMetres } from '../geo/haversine.ts';

const point = fc.record({ lat: fc.double({ min: -89, max: 89, noNaN: true }), lon: fc.double({ min: -179, max: 179, noNaN: true }) });

describe('haversine', () => {
  it('Oslo to Bergen is about 305 km', () => {
    expect(haversineKm({ lat: 59.9139, lon: 10.7522 }, { lat: 60.3913, lon: 5.3221 })).toBeCloseTo(305, -1);
  });
  it('is zero from a point to itself, symmetric and never negative', () => {
    fc.assert(
      fc.property(point, point, (a, b) => {
        expect(haversineMetres(a, a)).toBe(0);
        expect(haversineMetres(a, b)).toBeCloseTo(haversineMetres(b, a), 6);
        expect(haversineMetres(a, b)).toBeGreaterThanOrEqual(0);
      }),
    );
  });
  it('obeys the triangle inequality', () => {
    fc.assert(fc.property(point, point, point, (a, b, c) => haversineMetres(a, c) <= haversineMetres(a, b) + haversineMetres(b, c) + 1e-6));
  });
});
