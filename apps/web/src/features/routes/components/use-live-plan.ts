import { previewRoute, type RouteDetail, routeWarningOf } from '@vedmarked/domain';
import { useMemo } from 'react';

type Stop = RouteDetail['stops'][number];

export interface LivePlan {
  /** The stops with their arrival for the order shown. */
  stops: Stop[];
  warnings: RouteDetail['warnings'];
  /** Deliveries after 23:00: the order shown cannot be saved. */
  refusals: { order_id: number; arrival: string }[];
  distance_m: number;
  duration_s: number;
  /** Whether the figures are recomputed for an unsaved order. */
  live: boolean;
}

/**
 * The route's times and figures for the stop order on screen (issue 9, item 1). Unsaved, they come
 * from previewRoute: the server's own check (packages/domain/src/routes) on the plan it sent, so
 * what the vendor sees before saving is what the server computes when the order is saved.
 */
export function useLivePlan(route: RouteDetail, stops: Stop[], dirty: boolean): LivePlan {
  return useMemo(() => {
    const saved: LivePlan = { stops, warnings: route.warnings, refusals: [], distance_m: route.distance_m, duration_s: route.duration_s, live: false };
    if (!dirty || !route.plan) return saved;
    const check = previewRoute(
      route.plan,
      stops.map((s) => s.order_id),
    );
    if (!check) return saved;
    const arrival = new Map(check.schedule.stops.map((s) => [s.orderId, s.arrivalClock]));
    return {
      stops: stops.map((s) => ({ ...s, arrival: arrival.get(s.order_id) ?? s.arrival })),
      warnings: check.warnings.map(routeWarningOf),
      refusals: check.errors.flatMap((e) => (e.code === 'after_latest_hour' ? [{ order_id: e.orderId, arrival: e.arrivalClock }] : [])),
      distance_m: check.schedule.distanceMetres,
      duration_s: check.schedule.durationSeconds,
      live: true,
    };
  }, [route, stops, dirty]);
}
