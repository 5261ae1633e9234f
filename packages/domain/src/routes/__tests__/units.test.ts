import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { compareUnitsByDue, dateProblem, dateSuitsOrder, neighbourKeyOf, orderUnits, withNeighbours, withoutNeighbours } from '../units.ts';
import { order } from './fixtures.ts';

describe('which dates suit an order', () => {
  const o = order(1, { dateFrom: '2026-11-25', dateTo: '2026-12-03', excludedDates: ['2026-11-28'] });
  it('accepts the period, ends included, except the excluded dates', () => {
    expect(dateSuitsOrder(o, '2026-11-25')).toBe(true);
    expect(dateSuitsOrder(o, '2026-12-03')).toBe(true);
    expect(dateProblem(o, '2026-11-24')).toBe('before_period');
    expect(dateProblem(o, '2026-12-04')).toBe('after_period');
    expect(dateProblem(o, '2026-11-28')).toBe('excluded_date');
    expect(dateProblem(o, '2026-02-30')).toBe('invalid_date');
  });
});

describe('neighbour orders', () => {
  it('ties the first order (its own code) and the neighbours (the code they used); group codes tie nothing', () => {
    expect(neighbourKeyOf({ neighbourCode: 'NB-ABC234', promoCode: null })).toBe('NB-ABC234');
    expect(neighbourKeyOf({ neighbourCode: 'NB-XYZ789', promoCode: 'NB-ABC234' })).toBe('NB-ABC234');
    expect(neighbourKeyOf({ neighbourCode: null, promoCode: 'DUGNAD2026' })).toBeNull();
  });

  const orders = [
    order(1, { neighbourKey: 'NB-A' }),
    order(2),
    order(3, { neighbourKey: 'NB-A' }),
    order(4, { neighbourKey: 'NB-B' }),
    order(5, { neighbourKey: 'NB-B' }),
  ];

  it('makes one unit of the orders that share a key', () => {
    expect(orderUnits(orders).map((u) => u.orders.map((o) => o.id))).toEqual([[1, 3], [2], [4, 5]]);
  });

  it('join a route together and leave it together', () => {
    expect(withNeighbours([3], orders).sort()).toEqual([1, 3]);
    expect(withNeighbours([2, 5], orders).sort()).toEqual([2, 4, 5]);
    expect(withoutNeighbours([1, 2, 3, 4, 5], 1, orders)).toEqual([2, 4, 5]);
    expect(withoutNeighbours([1, 2, 3], 2, orders)).toEqual([1, 3]);
  });

  it('a unit is due when its earliest order is due, and units sort earliest-due first', () => {
    const units = orderUnits([
      order(1, { dateTo: '2026-12-05' }),
      order(2, { dateTo: '2026-12-01', neighbourKey: 'K' }),
      order(3, { dateTo: '2026-12-09', neighbourKey: 'K' }),
      order(4, { dateTo: '2026-12-01', dateFrom: '2026-11-10' }),
    ]).sort(compareUnitsByDue);
    expect(units.map((u) => [u.due, u.firstId])).toEqual([
      ['2026-12-01', 4],
      ['2026-12-01', 2],
      ['2026-12-05', 1],
    ]);
  });

  it('a selection completed with neighbours holds every neighbour of every chosen order', () => {
    fc.assert(
      fc.property(fc.array(fc.option(fc.constantFrom('A', 'B', 'C'), { nil: null }), { minLength: 1, maxLength: 12 }), fc.array(fc.nat(11)), (keys, picks) => {
        const all = keys.map((k, i) => ({ id: i + 1, neighbourKey: k }));
        const selected = [...new Set(picks.map((p) => (p % all.length) + 1))];
        const whole = withNeighbours(selected, all);
        for (const id of whole) {
          const key = all[id - 1]!.neighbourKey;
          if (key) for (const o of all) if (o.neighbourKey === key) expect(whole).toContain(o.id);
        }
        for (const id of selected) expect(whole).toContain(id);
      }),
    );
  });
});
