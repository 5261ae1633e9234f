/**
 * Travel times between a route's points (decision 0020). A provider answers a table of driving
 * seconds and metres for a list of points; point 0 is always the hub. The default estimates from
 * coordinates; an OSRM server's table service (apps/api/src/adapters/osrm.ts) gives road figures.
 */
import { haversineMetres, type LatLon } from '../geo/haversine.ts';
import { AVERAGE_SPEED_KMH, ROAD_FACTOR } from './constants.ts';
import type { Hub, RouteOrder } from './types.ts';

export type TravelSource = 'estimate' | 'osrm';

/**
 * Driving seconds and metres between every pair of points, row-major: seconds[i * size + j] is from
 * point i to point j. Whole seconds and metres, so sums compare exactly. May be asymmetric.
 */
export interface TravelTable {
  size: number;
  seconds: ArrayLike<number>;
  metres: ArrayLike<number>;
  /** Where the figures come from: 'estimate' (coordinates) or 'osrm' (road network). */
  source: TravelSource;
  /** Cells estimated from coordinates inside a road table (OSRM found no route, or gave no distances). */
  estimatedCells?: number;
}

export interface TravelTimeProvider {
  readonly source: TravelSource;
  table(points: readonly LatLon[]): Promise<TravelTable>;
}

/** Road metres estimated from coordinates: the great-circle distance × ROAD_FACTOR. */
export function estimatedRoadMetres(a: LatLon, b: LatLon): number {
  return Math.round(haversineMetres(a, b) * ROAD_FACTOR);
}

/** Seconds to drive road metres at AVERAGE_SPEED_KMH. */
export function estimatedSeconds(roadMetres: number): number {
  return Math.round(roadMetres / ((AVERAGE_SPEED_KMH * 1000) / 3600));
}

/** The default table: haversine × road factor at the average speed, for every pair. */
export function estimatedTravelTable(points: readonly LatLon[]): TravelTable {
  const n = points.length;
  const seconds = new Float64Array(n * n);
  const metres = new Float64Array(n * n);
  for (let i = 0; i < n; i++) {
    for (let j = i + 1; j < n; j++) {
      const m = estimatedRoadMetres(points[i]!, points[j]!);
      const s = estimatedSeconds(m);
      metres[i * n + j] = m;
      metres[j * n + i] = m;
      seconds[i * n + j] = s;
      seconds[j * n + i] = s;
    }
  }
  return { size: n, seconds, metres, source: 'estimate' };
}

export const estimatedTravel: TravelTimeProvider = {
  source: 'estimate',
  table: async (points) => estimatedTravelTable(points),
};

/** The distinct points of a planning problem: the hub first, then each distinct delivery point. */
export interface PlanningPoints {
  points: LatLon[];
  /** Order id → index in points. */
  indexOf: Map<number, number>;
}

const pointKey = (p: LatLon) => `${p.lat.toFixed(6)},${p.lon.toFixed(6)}`;

/**
 * Orders at the same point (today: the same postcode centre) share one entry, so a table for 200
 * orders in 60 postcodes has 61 rows. Build the travel table over `points`, in this order.
 */
export function planningPoints(hub: Hub, orders: readonly Pick<RouteOrder, 'id' | 'point'>[]): PlanningPoints {
  const points: LatLon[] = [{ lat: hub.lat, lon: hub.lon }];
  const byKey = new Map<string, number>([[pointKey(hub), 0]]);
  const indexOf = new Map<number, number>();
  for (const o of orders) {
    const key = pointKey(o.point);
    let index = byKey.get(key);
    if (index === undefined) {
      index = points.length;
      points.push({ lat: o.point.lat, lon: o.point.lon });
      byKey.set(key, index);
    }
    indexOf.set(o.id, index);
  }
  return { points, indexOf };
}

/** Asks a provider for the table of a planning problem's points. */
export async function travelTableFor(provider: TravelTimeProvider, hub: Hub, orders: readonly Pick<RouteOrder, 'id' | 'point'>[]): Promise<TravelTable> {
  return provider.table(planningPoints(hub, orders).points);
}
