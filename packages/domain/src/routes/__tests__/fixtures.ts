import fc from 'fast-check';
import type { DeliveryTimeWindow } from '../../common/constants.ts';
import type { LatLon } from '../../geo/haversine.ts';
import { TIME_WINDOW_S } from '../constants.ts';
import { scheduleRoute } from '../schedule.ts';
import type { RoutingProblem, Score } from '../tour.ts';
import type { TravelTable } from '../travel.ts';
import type { RouteOrder, RouteVehicle } from '../types.ts';

export const OSLO_HUB: LatLon = { lat: 59.9311, lon: 10.8667 }; // Alnabru
export const WINDOWS: DeliveryTimeWindow[] = ['morning', 'midday', 'evening'];

export function order(id: number, over: Partial<RouteOrder> = {}): RouteOrder {
  return {
    id,
    point: { lat: OSLO_HUB.lat + 0.01 * id, lon: OSLO_HUB.lon },
    lines: [{ quantity: 10, weightKg: 16, format: '40L' }],
    timeWindow: 'midday',
    dateFrom: '2026-11-20',
    dateTo: '2026-12-01',
    excludedDates: [],
    ...over,
  };
}

export const van = (over: Partial<RouteVehicle> = {}): RouteVehicle => ({ id: 1, capacityKg: 3000, widthCm: 200, heightCm: 180, depthCm: 400, ...over });

/** A point within about 30 km of the Oslo hub. */
export const pointArb = fc.record({
  lat: fc.double({ min: OSLO_HUB.lat - 0.25, max: OSLO_HUB.lat + 0.25, noNaN: true }),
  lon: fc.double({ min: OSLO_HUB.lon - 0.5, max: OSLO_HUB.lon + 0.5, noNaN: true }),
});

/** A travel table of random whole seconds and metres, possibly asymmetric (as OSRM's are). */
export const tableArb = (size: number) =>
  fc
    .tuple(
      fc.array(fc.integer({ min: 0, max: 5400 }), { minLength: size * size, maxLength: size * size }),
      fc.array(fc.integer({ min: 0, max: 90_000 }), { minLength: size * size, maxLength: size * size }),
    )
    .map(([s, m]): TravelTable => {
      for (let i = 0; i < size; i++) {
        s[i * size + i] = 0;
        m[i * size + i] = 0;
      }
      return { size, seconds: s, metres: m, source: 'osrm' };
    });

/** A stop-ordering problem of up to maxNodes nodes on a random table (some nodes share a point). */
export const problemArb = (maxNodes: number) =>
  fc
    .integer({ min: 0, max: maxNodes })
    .chain((n) => {
      const size = Math.max(2, n);
      return fc.record({
        travel: tableArb(size + 1),
        departure: fc.integer({ min: 6 * 3600, max: 20 * 3600 }),
        returnToHub: fc.boolean(),
        nodes: fc.array(
          fc.record({
            point: fc.integer({ min: 1, max: size }),
            window: fc.constantFrom(...WINDOWS),
            services: fc.array(fc.integer({ min: 60, max: 1800 }), { minLength: 1, maxLength: 3 }),
          }),
          { minLength: n, maxLength: n },
        ),
      });
    })
    .map(({ travel, departure, returnToHub, nodes }): RoutingProblem => {
      let id = 1;
      return {
        travel,
        departure,
        returnToHub,
        nodes: nodes.map((v) => ({
          point: v.point,
          windowFrom: TIME_WINDOW_S[v.window].from,
          windowTo: TIME_WINDOW_S[v.window].to,
          orderIds: v.services.map(() => id++),
          services: v.services,
        })),
      };
    });

const windowName = (from: number): DeliveryTimeWindow => WINDOWS.find((w) => TIME_WINDOW_S[w].from === from)!;

/** The score of a tour computed independently, through scheduleRoute on its orders. */
export function scoreBySchedule(problem: RoutingProblem, tour: readonly number[]): Score {
  const stops = tour.flatMap((v) => {
    const node = problem.nodes[v]!;
    return node.orderIds.map((orderId, k) => ({ orderId, point: node.point, timeWindow: windowName(node.windowFrom), serviceSeconds: node.services[k]! }));
  });
  const s = scheduleRoute({ departure: problem.departure, stops, travel: problem.travel, returnToHub: problem.returnToHub });
  const late = s.stops.reduce((sum, st) => sum + Math.max(0, st.arrival - TIME_WINDOW_S[st.timeWindow].to), 0);
  return { refused: s.refusals.length, late, driving: s.drivingSeconds, end: s.backAtHub ?? s.lastDeliveryDone };
}

export function* permutations(n: number): Generator<number[]> {
  const a = Array.from({ length: n }, (_, i) => i);
  const c = new Array(n).fill(0);
  yield [...a];
  let i = 0;
  while (i < n) {
    if (c[i] < i) {
      const j = i % 2 === 0 ? 0 : c[i];
      [a[i], a[j]] = [a[j]!, a[i]!];
      yield [...a];
      c[i]++;
      i = 0;
    } else {
      c[i] = 0;
      i++;
    }
  }
}

export function lexLess(a: Score, b: Score): boolean {
  return (a.refused - b.refused || a.late - b.late || a.driving - b.driving || a.end - b.end) < 0;
}

/** The best tour by trying every order. */
export function bruteForce(problem: RoutingProblem): Score {
  let best: Score | null = null;
  for (const p of permutations(problem.nodes.length)) {
    const s = scoreBySchedule(problem, p);
    if (!best || lexLess(s, best)) best = s;
  }
  return best!;
}
