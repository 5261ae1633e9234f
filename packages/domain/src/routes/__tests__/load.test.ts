import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addLoads, FORMAT_LITRES, fillPercent, fits, orderLoad, sumLoads, unitLitres, vehicleCapacity } from '../load.ts';
import type { RouteOrderLine } from '../types.ts';

describe('order load', () => {
  it('weighs and measures firewood formats: sacks of 40 and 60 L, big bags of 1000 and 1500 L', () => {
    const load = orderLoad([
      { quantity: 10, weightKg: 16, format: '40L' },
      { quantity: 5, weightKg: 23, format: '60L' },
      { quantity: 1, weightKg: 320, format: '1000L' },
      { quantity: 1, weightKg: 440, format: '1500L' },
    ]);
    expect(load).toEqual({ weightKg: 160 + 115 + 320 + 440, volumeL: 400 + 300 + 1000 + 1500, sacks: 15, packs: 2, unitsWithoutVolume: 0 });
  });

  it('prefers the product volume to the format, and counts units without either by weight only', () => {
    expect(unitLitres({ volumeL: 45, format: '40L' })).toBe(45);
    expect(unitLitres({ volumeL: null, format: '1000L' })).toBe(1000);
    expect(unitLitres({ format: 'bogus' })).toBeNull();
    const pellets = orderLoad([{ quantity: 66, weightKg: 15 }]);
    expect(pellets).toMatchObject({ weightKg: 990, volumeL: 0, sacks: 66, unitsWithoutVolume: 66 });
  });

  it('does not count accessories as sacks or packs, but carries their weight', () => {
    const load = orderLoad([
      { quantity: 2, weightKg: 1, accessory: true },
      { quantity: 10, weightKg: 16, format: '40L' },
    ]);
    expect(load).toMatchObject({ weightKg: 162, sacks: 10, packs: 0 });
  });

  it('calls under 50 kg a sack and 50 kg or more a pack (spec section 9)', () => {
    expect(orderLoad([{ quantity: 3, weightKg: 49.9 }]).sacks).toBe(3);
    expect(orderLoad([{ quantity: 3, weightKg: 50 }]).packs).toBe(3);
  });

  const line = fc.record({
    quantity: fc.integer({ min: 1, max: 40 }),
    weightKg: fc.constantFrom(1, 12, 15, 16, 23, 250, 320, 440, 500),
    format: fc.option(fc.constantFrom(...(Object.keys(FORMAT_LITRES) as (keyof typeof FORMAT_LITRES)[])), { nil: null }),
    accessory: fc.boolean(),
  }) satisfies fc.Arbitrary<RouteOrderLine>;

  it('is additive: the load of two orders is the sum of their loads', () => {
    fc.assert(
      fc.property(fc.array(line, { maxLength: 6 }), fc.array(line, { maxLength: 6 }), (a, b) => {
        const both = orderLoad([...a, ...b]);
        const sum = addLoads(orderLoad(a), orderLoad(b));
        expect(both.weightKg).toBeCloseTo(sum.weightKg, 9);
        expect(both.volumeL).toBe(sum.volumeL);
        expect(both.sacks + both.packs).toBe(sum.sacks + sum.packs);
        expect(sumLoads([orderLoad(a), orderLoad(b)])).toEqual(sum);
      }),
    );
  });
});

describe('vehicle capacity and fill', () => {
  it('takes the cargo box in litres from centimetres', () => {
    expect(vehicleCapacity({ capacityKg: 3000, widthCm: 200, heightCm: 180, depthCm: 400 })).toEqual({ weightKg: 3000, volumeL: 14_400 });
  });

  it('gives fill percentages with one decimal, for weight and volume', () => {
    const capacity = vehicleCapacity({ capacityKg: 3000, widthCm: 200, heightCm: 180, depthCm: 400 });
    const load = orderLoad([{ quantity: 9, weightKg: 320, format: '1000L' }]);
    expect(fillPercent(load, capacity)).toEqual({ weightPct: 96, volumePct: 62.5 });
    expect(fits(load, capacity)).toBe(true);
    expect(fits(orderLoad([{ quantity: 10, weightKg: 320, format: '1000L' }]), capacity)).toBe(false);
  });

  it('fits exactly full, not a gram more, on either measure', () => {
    const capacity = { weightKg: 1000, volumeL: 1000 };
    expect(fits({ weightKg: 1000, volumeL: 1000, sacks: 0, packs: 0, unitsWithoutVolume: 0 }, capacity)).toBe(true);
    expect(fits({ weightKg: 1000.001, volumeL: 10, sacks: 0, packs: 0, unitsWithoutVolume: 0 }, capacity)).toBe(false);
    expect(fits({ weightKg: 10, volumeL: 1000.001, sacks: 0, packs: 0, unitsWithoutVolume: 0 }, capacity)).toBe(false);
    expect(fillPercent({ weightKg: 1000, volumeL: 500, sacks: 0, packs: 0, unitsWithoutVolume: 0 }, capacity)).toEqual({ weightPct: 100, volumePct: 50 });
  });
});
