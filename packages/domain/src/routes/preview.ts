/**
 * The route page's live recompute (issue 9, item 1): while the vendor reorders stops, the browser
 * runs the server's own check (checkRoute) on the new order, before anything is saved.
 *
 * The server sends a snapshot of what it planned with: the vehicle, the hub, the orders as the
 * planner sees them and the travel table it used (the estimate or OSRM's road figures). A new stop
 * order visits the same points in another order, so the table is re-indexed, not re-measured, and
 * the arrivals, warnings, refusals, distance and duration are the ones the server computes when the
 * order is saved (it asks its travel provider again; with the estimate the figures are identical).
 */
import type { LatLon } from '../geo/haversine.ts';
import { type RouteCheck, checkRoute } from './check-route.ts';
import type { RouteWarning } from './schedule.ts';
import { planningPoints, type TravelSource, type TravelTable } from './travel.ts';
import type { Hub, RouteOrder, RouteVehicle } from './types.ts';

export interface RoutePlanSnapshot {
  date: string;
  /** Departure, seconds after midnight. */
  departure: number;
  vehicle: RouteVehicle;
  hub: Hub;
  /** The route's orders, in the order the table was built for. */
  orders: readonly RouteOrder[];
  /** planningPoints(hub, orders).points, and the table over them (row-major). */
  points: readonly LatLon[];
  seconds: readonly number[];
  metres: readonly number[];
  source: TravelSource;
}

const keyOf = (p: LatLon) => `${p.lat.toFixed(6)},${p.lon.toFixed(6)}`;

/** The snapshot of a planned route (what the server sends with a route). */
export function planSnapshot(input: Omit<RoutePlanSnapshot, 'points' | 'seconds' | 'metres' | 'source'>, travel: TravelTable): RoutePlanSnapshot {
  const { points } = planningPoints(input.hub, input.orders);
  if (travel.size !== points.length) throw new RangeError(`planSnapshot: the table has ${travel.size} points, the orders need ${points.length}`);
  return { ...input, points, seconds: Array.from(travel.seconds), metres: Array.from(travel.metres), source: travel.source };
}

/**
 * The travel table of the snapshot's points re-indexed for `orders` (the same orders, or some of
 * them, in another order). Null when an order's point is not in the snapshot.
 */
export function reindexTravel(snapshot: RoutePlanSnapshot, orders: readonly Pick<RouteOrder, 'id' | 'point'>[]): TravelTable | null {
  const at = new Map(snapshot.points.map((p, i) => [keyOf(p), i]));
  const { points } = planningPoints(snapshot.hub, orders);
  const from = points.map((p) => at.get(keyOf(p)));
  if (from.some((i) => i === undefined)) return null;
  const n = points.length;
  const m = snapshot.points.length;
  const seconds = new Float64Array(n * n);
  const metres = new Float64Array(n * n);
  for (let i = 0; i < n; i++) {
    for (let j = 0; j < n; j++) {
      const cell = from[i]! * m + from[j]!;
      seconds[i * n + j] = snapshot.seconds[cell]!;
      metres[i * n + j] = snapshot.metres[cell]!;
    }
  }
  return { size: n, seconds, metres, source: snapshot.source };
}

/**
 * checkRoute for the snapshot's orders in the order of `orderIds` (ids not in the snapshot are
 * ignored), optionally with another departure. Null when the table cannot serve the order.
 */
export function previewRoute(snapshot: RoutePlanSnapshot, orderIds: readonly number[], departure = snapshot.departure): RouteCheck | null {
  const byId = new Map(snapshot.orders.map((o) => [o.id, o]));
  const orders = orderIds.flatMap((id) => {
    const o = byId.get(id);
    return o ? [o] : [];
  });
  const travel = reindexTravel(snapshot, orders);
  if (!travel) return null;
  return checkRoute({ date: snapshot.date, departure, vehicle: snapshot.vehicle, hub: snapshot.hub, orders, travel });
}

/** A warning as the API sends it and the route page shows it (routes.views.ts routeWarningView). */
export function routeWarningOf(w: RouteWarning): { code: RouteWarning['code']; order_id: number | null; arrival: string | null } {
  return {
    code: w.code,
    order_id: 'orderId' in w ? w.orderId : null,
    arrival: 'arrivalClock' in w ? w.arrivalClock : null,
  };
}
