// @vitest-environment jsdom
import { estimatedTravelTable, planningPoints, planSnapshot, type RouteDetail, type RouteOrder } from '@vedmarked/domain';
import { renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useLivePlan } from '../components/use-live-plan.ts';

const HUB = { lat: 59.9311, lon: 10.8667 };
const order = (id: number, lat: number, serviceSeconds: number): RouteOrder => ({
  id,
  point: { lat, lon: HUB.lon },
  lines: [{ quantity: 10, weightKg: 16, format: '40L' }],
  timeWindow: 'evening',
  dateFrom: '2030-01-10',
  dateTo: '2030-01-20',
  excludedDates: [],
  serviceSeconds,
});
const orders = [order(1, HUB.lat + 0.3, 5400), order(2, HUB.lat + 0.02, 5400)];
const plan = planSnapshot(
  { date: '2030-01-15', departure: 20 * 3600, vehicle: { id: 1, capacityKg: 3000, widthCm: 200, heightCm: 180, depthCm: 400 }, hub: HUB, orders },
  estimatedTravelTable(planningPoints(HUB, orders).points),
);
const stop = (order_id: number, arrival: string) => ({ order_id, arrival }) as RouteDetail['stops'][number];
const route = {
  plan: { ...plan, points: [...plan.points], seconds: [...plan.seconds], metres: [...plan.metres], orders: [...orders] },
  warnings: [],
  distance_m: 1,
  duration_s: 2,
  stops: [stop(1, '21:00'), stop(2, '23:26')],
} as unknown as RouteDetail;

describe('useLivePlan', () => {
  it('shows the saved figures until the order changes', () => {
    const { result } = renderHook(() => useLivePlan(route, route.stops, false));
    expect(result.current).toMatchObject({ live: false, distance_m: 1, duration_s: 2, refusals: [] });
    expect(result.current.stops.map((s) => s.arrival)).toEqual(['21:00', '23:26']);
  });

  it('recomputes arrivals, the 23:00 refusal, the warnings and the figures for a new order', () => {
    const asPlanned = renderHook(() => useLivePlan(route, route.stops, true)).result.current;
    expect(asPlanned.refusals.map((r) => r.order_id)).toEqual([2]);
    const swapped = renderHook(() => useLivePlan(route, [route.stops[1]!, route.stops[0]!], true)).result.current;
    expect(swapped.live).toBe(true);
    expect(swapped.refusals).toEqual([]);
    expect(swapped.stops.map((s) => s.order_id)).toEqual([2, 1]);
    expect(swapped.stops[0]!.arrival < swapped.stops[1]!.arrival).toBe(true);
    expect(swapped.warnings.map((w) => [w.code, w.order_id])).toContainEqual(['after_warning_hour', 1]);
    expect(swapped.distance_m).toBeGreaterThan(1000);
  });
});
