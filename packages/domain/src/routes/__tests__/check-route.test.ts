import { describe, expect, it } from 'vitest';
import { checkRoute, type RouteCheckInput } from '../check-route.ts';
import { estimatedTravelTable, planningPoints } from '../travel.ts';
import type { RouteOrder } from '../types.ts';
import { OSLO_HUB, order, van } from './fixtures.ts';

const DATE = '2026-11-26';
const input = (orders: RouteOrder[], over: Partial<RouteCheckInput> = {}): RouteCheckInput => ({
  date: DATE,
  departure: 8 * 3600,
  vehicle: van(),
  hub: OSLO_HUB,
  orders,
  travel: estimatedTravelTable(planningPoints(OSLO_HUB, orders).points),
  ...over,
});

describe('checking a route built by hand', () => {
  it('passes a good route with its schedule, load and fill', () => {
    const c = checkRoute(input([order(1, { timeWindow: 'morning' }), order(2)]));
    expect(c.errors).toEqual([]);
    expect(c.warnings).toEqual([]);
    expect(c.schedule.stops.map((s) => s.orderId)).toEqual([1, 2]);
    expect(c.fill.weightPct).toBeCloseTo((320 / 3000) * 100, 1);
  });

  it('refuses more than 25 orders, a date that does not suit, and a neighbour order without its neighbour', () => {
    const orders = Array.from({ length: 26 }, (_, i) => order(i + 1, { point: OSLO_HUB }));
    orders[0] = order(1, { point: OSLO_HUB, excludedDates: [DATE], neighbourKey: 'NB-Q' });
    const c = checkRoute(input(orders, { otherOrders: [{ id: 99, neighbourKey: 'NB-Q' }], departure: 12 * 3600 }));
    expect(c.errors.map((e) => e.code)).toEqual(['too_many_orders', 'date_not_suitable', 'neighbour_missing']);
    expect(c.errors[2]).toEqual({ code: 'neighbour_missing', orderId: 1, missing: [99] });
  });

  it('refuses a delivery after 23:00 and warns after 22:00, outside a window and over capacity', () => {
    const orders = [
      order(1, { timeWindow: 'evening', lines: [{ quantity: 10, weightKg: 320, format: '1000L' }] }),
      order(2, { timeWindow: 'evening', serviceSeconds: 3600 }),
      order(3, { timeWindow: 'midday', serviceSeconds: 1800 }),
      order(4, { timeWindow: 'morning' }),
    ];
    const c = checkRoute(input(orders, { departure: 21 * 3600 + 30 * 60 }));
    expect(c.schedule.stops.map((s) => s.arrivalClock)).toEqual(['21:32', '21:44', '22:46', '23:18']);
    expect(c.errors.map((e) => [e.code, 'orderId' in e ? e.orderId : null])).toEqual([['after_latest_hour', 4]]);
    expect(c.warnings.map((w) => w.code)).toEqual(['after_warning_hour', 'outside_window', 'outside_window', 'over_weight']);
  });
});
