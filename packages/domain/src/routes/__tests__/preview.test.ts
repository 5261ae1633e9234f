import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { checkRoute } from '../check-route.ts';
import { planSnapshot, previewRoute, reindexTravel } from '../preview.ts';
import { estimatedTravelTable, planningPoints, type TravelTable } from '../travel.ts';
import type { RouteOrder } from '../types.ts';
import { OSLO_HUB, order, pointArb, tableArb, van, WINDOWS } from './fixtures.ts';

const DATE = '2026-11-26';
const base = (orders: RouteOrder[], departure = 8 * 3600) => ({ date: DATE, departure, vehicle: van(), hub: OSLO_HUB, orders });
/** What the server computes when the reordered route is saved: a fresh table over the new order's points. */
const serverCheck = (orders: RouteOrder[], departure: number, travel: TravelTable) => checkRoute({ ...base(orders, departure), travel });

/** Orders at random points near the hub, some sharing a point, with random windows. */
const ordersArb = fc
  .array(fc.record({ point: pointArb, window: fc.constantFrom(...WINDOWS), same: fc.boolean() }), { minLength: 1, maxLength: 14 })
  .map((rows) =>
    rows.map((r, i) => order(i + 1, { point: r.same && i > 0 ? order(i).point : r.point, timeWindow: r.window, serviceSeconds: 300 + 60 * (i % 5) })),
  );

describe('the route page’s live recompute', () => {
  it('gives what the server computes for any new stop order (estimated travel times)', () => {
    fc.assert(
      fc.property(ordersArb, fc.integer({ min: 6 * 3600, max: 21 * 3600 }), fc.nat(), (orders, departure, seed) => {
        const snapshot = planSnapshot(base(orders, departure), estimatedTravelTable(planningPoints(OSLO_HUB, orders).points));
        const shuffled = fc.sample(fc.shuffledSubarray(orders, { minLength: orders.length, maxLength: orders.length }), { seed, numRuns: 1 })[0]!;
        const client = previewRoute(
          snapshot,
          shuffled.map((o) => o.id),
        );
        const server = serverCheck(shuffled, departure, estimatedTravelTable(planningPoints(OSLO_HUB, shuffled).points));
        expect(client).not.toBeNull();
        expect(client!.schedule).toEqual(server.schedule);
        expect(client!.warnings).toEqual(server.warnings);
        expect(client!.errors).toEqual(server.errors);
        expect(client!.fill).toEqual(server.fill);
      }),
      { numRuns: 200 },
    );
  });

  it('re-indexes an asymmetric road table (OSRM) rather than re-measuring it', () => {
    const orders = [order(1), order(2, { point: order(1).point }), order(3), order(4)];
    const { points } = planningPoints(OSLO_HUB, orders);
    fc.assert(
      fc.property(tableArb(points.length), (table) => {
        const snapshot = planSnapshot(base(orders), table);
        const reordered = [orders[3]!, orders[0]!, orders[2]!, orders[1]!];
        const t = reindexTravel(snapshot, reordered)!;
        const { points: newPoints } = planningPoints(OSLO_HUB, reordered);
        const at = (p: { lat: number; lon: number }) => points.findIndex((q) => q.lat === p.lat && q.lon === p.lon);
        for (let i = 0; i < newPoints.length; i++)
          for (let j = 0; j < newPoints.length; j++) {
            expect(t.seconds[i * t.size + j]).toBe(table.seconds[at(newPoints[i]!) * table.size + at(newPoints[j]!)]);
            expect(t.metres[i * t.size + j]).toBe(table.metres[at(newPoints[i]!) * table.size + at(newPoints[j]!)]);
          }
        expect(t.source).toBe('osrm');
      }),
      { numRuns: 100 },
    );
  });

  it('moves the times, the 22:00 warning and the 23:00 refusal with the order', () => {
    const far = { lat: OSLO_HUB.lat + 0.3, lon: OSLO_HUB.lon };
    const orders = [order(1, { timeWindow: 'evening', point: far, serviceSeconds: 5400 }), order(2, { timeWindow: 'evening', serviceSeconds: 5400 })];
    const snapshot = planSnapshot(base(orders, 20 * 3600), estimatedTravelTable(planningPoints(OSLO_HUB, orders).points));
    const asPlanned = previewRoute(snapshot, [1, 2])!;
    const swapped = previewRoute(snapshot, [2, 1])!;
    expect(asPlanned.schedule.stops.map((s) => s.orderId)).toEqual([1, 2]);
    expect(swapped.schedule.stops.map((s) => s.orderId)).toEqual([2, 1]);
    expect(swapped.schedule.stops[0]!.arrival).toBeLessThan(asPlanned.schedule.stops[1]!.arrival);
    expect(asPlanned.errors.map((e) => [e.code, 'orderId' in e && e.orderId])).toEqual([['after_latest_hour', 2]]);
    expect(swapped.errors).toEqual([]);
    expect(swapped.warnings.map((w) => w.code)).toContain('after_warning_hour');
    expect(previewRoute(snapshot, [2, 1], 17 * 3600)!.warnings).toEqual([]);
  });

  it('cannot serve an order whose point the table does not hold', () => {
    const snapshot = planSnapshot(base([order(1)]), estimatedTravelTable(planningPoints(OSLO_HUB, [order(1)]).points));
    expect(reindexTravel(snapshot, [order(1), order(2)])).toBeNull();
    expect(previewRoute(snapshot, [1, 99])!.schedule.stops).toHaveLength(1);
  });
});
