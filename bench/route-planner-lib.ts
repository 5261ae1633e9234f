/**
 * Pieces of the route-planner benchmark: instances from real postcode coordinates around the demo
 * vendors' hubs, and the references the planner is measured against (written here, apart from the
 * planner, so that a shared mistake cannot hide).
 */
import { readPostcodeData } from '@vedmarked/db';
import { DEMO_VENDORS } from '@vedmarked/db/seed/demo';
import {
  type DeliveryTimeWindow,
  haversineKm,
  isDeliverableCategory,
  type LatLon,
  LATEST_DELIVERY_S,
  type RouteOrder,
  type RoutingProblem,
  type Score,
  TIME_WINDOW_S,
} from '@vedmarked/domain';

export interface BenchHub {
  name: string;
  point: LatLon;
  radiusKm: number;
  /** Street-address postcodes within the hub's radius: where its customers live. */
  covered: LatLon[];
}

/** The demo vendors' hubs (packages/db/src/seed/demo.ts) with the postcodes each covers. */
export function demoHubs(): BenchHub[] {
  const rows = readPostcodeData().filter((r) => isDeliverableCategory(r.category));
  const byCode = new Map(readPostcodeData().map((r) => [r.code, r]));
  return DEMO_VENDORS.flatMap((v) =>
    v.hubs.map((h) => {
      const pc = byCode.get(h.postcode)!;
      const point = { lat: pc.lat, lon: pc.lon };
      return {
        name: h.name,
        point,
        radiusKm: h.radiusKm,
        covered: rows.filter((r) => haversineKm(point, r) <= h.radiusKm).map((r) => ({ lat: r.lat, lon: r.lon })),
      };
    }),
  );
}

/** mulberry32, as in the planner but kept separate. */
export function rng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 2 ** 32;
  };
}

const pick = <T>(rnd: () => number, xs: readonly T[]): T => xs[Math.floor(rnd() * xs.length)]!;

export const DATE = '2026-11-26';
const plusDays = (days: number) => new Date(Date.parse(`${DATE}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

/** A window as customers choose them: midday a little more often than morning or evening. */
function windowOf(rnd: () => number): DeliveryTimeWindow {
  const x = rnd();
  return x < 0.3 ? 'morning' : x < 0.7 ? 'midday' : 'evening';
}

/**
 * Confirmed orders of a hub's customers: a covered postcode each (orders in one postcode share its
 * centre, as today), a window, 10–30 sacks of 40 or 60 L or 1–3 big bags, a delivery period that
 * holds DATE for most (some start later or exclude it), and about one order in ten with a
 * neighbour order (same postcode, same code).
 */
export function makeOrders(rnd: () => number, hub: BenchHub, n: number, firstId = 1): RouteOrder[] {
  const orders: RouteOrder[] = [];
  while (orders.length < n) {
    const id = firstId + orders.length;
    const point = pick(rnd, hub.covered);
    const bags = rnd() < 0.3;
    const big = rnd() < 0.5;
    const lines = bags
      ? [{ quantity: 1 + Math.floor(rnd() * 3), weightKg: big ? 440 : 320, format: big ? '1500L' : '1000L' }]
      : [{ quantity: 10 + Math.floor(rnd() * 21), weightKg: big ? 23 : 16, format: big ? '60L' : '40L' }];
    const from = -Math.floor(rnd() * 10);
    const order: RouteOrder = {
      id,
      point,
      lines,
      timeWindow: windowOf(rnd),
      dateFrom: plusDays(rnd() < 0.05 ? 1 : from),
      dateTo: plusDays(from + 6 + Math.floor(rnd() * 10)),
      excludedDates: rnd() < 0.05 ? [DATE] : [],
    };
    orders.push(order);
    if (rnd() < 0.1 && orders.length < n) {
      const key = `NB-${id}`;
      order.neighbourKey = key;
      orders.push({ ...order, id: id + 1, neighbourKey: key, timeWindow: windowOf(rnd) });
    }
  }
  return orders;
}

// ---------------------------------------------------------------------------------------------
// Reference for exactness: depth-first branch and bound over every stop order, with its own
// evaluation (waiting for the window, refusal after 23:00, lateness after the window).

type Tuple = [refused: number, late: number, driving: number, end: number];
const lexLess = (a: Tuple, b: Tuple) => (a[0] - b[0] || a[1] - b[1] || a[2] - b[2] || a[3] - b[3]) < 0;

/** The score of a stop order, computed from first principles. */
export function referenceScore(p: RoutingProblem, tour: readonly number[]): Tuple {
  const d = (a: number, b: number) => p.travel.seconds[a * p.travel.size + b]!;
  let t = p.departure;
  let at = 0;
  let refused = 0;
  let late = 0;
  let driving = 0;
  for (const v of tour) {
    const node = p.nodes[v]!;
    driving += d(at, node.point);
    t += d(at, node.point);
    for (const s of node.services) {
      t = Math.max(t, node.windowFrom);
      if (t > LATEST_DELIVERY_S) refused++;
      late += Math.max(0, t - node.windowTo);
      t += s;
    }
    at = node.point;
  }
  if (p.returnToHub) {
    driving += d(at, 0);
    t += d(at, 0);
  }
  return [refused, late, driving, t];
}

/**
 * The best stop order's score by branch and bound, starting from `bound` (the planner's answer):
 * it returns a strictly better score if one exists, else `bound`. Lower bounds: each unvisited stop
 * must still be entered (its cheapest way in) and is late or refused at least as its earliest
 * possible start says. `limit` caps the nodes searched; null when it was reached.
 */
export function referenceBest(p: RoutingProblem, bound: Tuple, limit = 200_000_000): { best: Tuple; searched: number } | null {
  const n = p.nodes.length;
  const size = p.travel.size;
  const d = (a: number, b: number) => p.travel.seconds[a * size + b]!;
  const points = [0, ...p.nodes.map((v) => v.point)];
  // The cheapest way into each stop: from the hub or any other stop (0 from another stop at its point).
  const minIn = p.nodes.map((v, i) => Math.min(...points.filter((_, k) => k !== i + 1).map((u) => d(u, v.point))));
  const minBack = p.nodes.map((v) => d(v.point, 0));
  let best = bound;
  let searched = 0;
  const visited = new Array<boolean>(n).fill(false);

  const lowerBound = (t: number, r: number, l: number, c: number, count: number): Tuple => {
    let lr = r;
    let ll = l;
    let lc = c;
    let back = count === n ? 0 : Number.POSITIVE_INFINITY;
    for (let v = 0; v < n; v++) {
      if (visited[v]) continue;
      const node = p.nodes[v]!;
      lc += minIn[v]!;
      back = Math.min(back, minBack[v]!);
      let s = Math.max(t + minIn[v]!, node.windowFrom);
      for (const svc of node.services) {
        if (s > LATEST_DELIVERY_S) lr++;
        ll += Math.max(0, s - node.windowTo);
        s += svc;
      }
    }
    return [lr, ll, lc + (p.returnToHub && count < n ? back : 0), 0];
  };

  const dfs = (count: number, at: number, t: number, r: number, l: number, c: number): boolean => {
    if (++searched > limit) return false;
    if (count === n) {
      const back = p.returnToHub ? d(at, 0) : 0;
      const score: Tuple = [r, l, c + back, t + back];
      if (lexLess(score, best)) best = score;
      return true;
    }
    const lb = lowerBound(t, r, l, c, count);
    if (lb[0] > best[0] || (lb[0] === best[0] && (lb[1] > best[1] || (lb[1] === best[1] && lb[2] > best[2])))) return true;
    for (let v = 0; v < n; v++) {
      if (visited[v]) continue;
      const node = p.nodes[v]!;
      let tt = t + d(at, node.point);
      let rr = r;
      let ll = l;
      for (const s of node.services) {
        tt = Math.max(tt, node.windowFrom);
        if (tt > LATEST_DELIVERY_S) rr++;
        ll += Math.max(0, tt - node.windowTo);
        tt += s;
      }
      visited[v] = true;
      const ok = dfs(count + 1, node.point, tt, rr, ll, c + d(at, node.point));
      visited[v] = false;
      if (!ok) return false;
    }
    return true;
  };
  if (!dfs(0, 0, p.departure, 0, 0, 0)) return null;
  return { best, searched };
}

export const tupleOf = (s: Score): Tuple => [s.refused, s.late, s.driving, s.end];

/** Windows' opening times, for describing instances. */
export const WINDOW_FROM = Object.fromEntries(Object.entries(TIME_WINDOW_S).map(([k, v]) => [v.from, k]));
