/**
 * The stop-ordering problem and how a tour is scored.
 *
 * A tour leaves the hub (point 0 of the travel table) at the departure time and visits stop
 * nodes in order. A node is one or more orders at the same point with the same time window: they
 * are served one after another. At each order the van waits for the window to open; the delivery
 * starts then. A delivery that starts after 23:00 is refused; one that starts after the window's
 * end is late by the difference.
 *
 * Scores compare lexicographically: fewer refused deliveries, then fewer seconds late, then less
 * driving, then an earlier end (back at the hub, or the last delivery done when the route does not
 * return). All figures are whole seconds, so comparisons are exact.
 */
import { LATEST_DELIVERY_S, STOP_SERVICE_S, TIME_WINDOW_S } from './constants.ts';
import type { TravelTable } from './travel.ts';
import type { RouteOrder } from './types.ts';

export interface StopNode {
  /** Index of its point in the travel table. */
  point: number;
  windowFrom: number;
  windowTo: number;
  orderIds: number[];
  /** Service seconds of each order, in orderIds' order. */
  services: number[];
}

export interface RoutingProblem {
  nodes: readonly StopNode[];
  travel: TravelTable;
  /** Departure from the hub, seconds after midnight. */
  departure: number;
  /** The van drives back to the hub after the last stop (decision 0020: yes by default). */
  returnToHub: boolean;
}

export interface Score {
  /** Deliveries that would start after 23:00. */
  refused: number;
  /** Seconds after the customers' windows, summed over deliveries. */
  late: number;
  /** Seconds of driving, including the way back when the route returns. */
  driving: number;
  /** When the route ends (seconds after midnight). */
  end: number;
}

export function compareScores(a: Score, b: Score): number {
  return a.refused - b.refused || a.late - b.late || a.driving - b.driving || a.end - b.end;
}

/** Whether a partial tour's running figures are already worse than a score (they only grow). */
export function partialWorse(refused: number, late: number, driving: number, bound: Score): boolean {
  if (refused !== bound.refused) return refused > bound.refused;
  if (late !== bound.late) return late > bound.late;
  return driving > bound.driving;
}

export const serviceSecondsOf = (o: Pick<RouteOrder, 'serviceSeconds'>) => Math.round(o.serviceSeconds ?? STOP_SERVICE_S);

/**
 * Nodes from orders: orders at the same point with the same window become one node (served
 * consecutively, smallest id first). Orders at the same point with different windows stay
 * separate nodes (0 s apart), so the morning customer is not made to wait for the evening one.
 * `pointOf` gives an order's index in the travel table (planningPoints().indexOf).
 */
export function stopNodes(orders: readonly RouteOrder[], pointOf: (o: RouteOrder) => number, mergeSamePoint = true): StopNode[] {
  const nodes: StopNode[] = [];
  const byKey = new Map<string, StopNode>();
  for (const o of [...orders].sort((a, b) => a.id - b.id)) {
    const w = TIME_WINDOW_S[o.timeWindow];
    const point = pointOf(o);
    const key = `${point}|${o.timeWindow}`;
    const existing = mergeSamePoint ? byKey.get(key) : undefined;
    if (existing) {
      existing.orderIds.push(o.id);
      existing.services.push(serviceSecondsOf(o));
      continue;
    }
    const node: StopNode = { point, windowFrom: w.from, windowTo: w.to, orderIds: [o.id], services: [serviceSecondsOf(o)] };
    nodes.push(node);
    byKey.set(key, node);
  }
  return nodes;
}

/** Running figures after each position of a tour (see TourEvaluator.prefixOf). */
export interface TourPrefix {
  time: Float64Array;
  refused: Float64Array;
  late: Float64Array;
  driving: Float64Array;
}

export function newPrefix(n: number): TourPrefix {
  return { time: new Float64Array(n), refused: new Float64Array(n), late: new Float64Array(n), driving: new Float64Array(n) };
}

/** Flat arrays of a problem, for fast repeated scoring of tours (lists of node indices). */
export class TourEvaluator {
  readonly n: number;
  readonly size: number;
  readonly sec: Float64Array;
  readonly point: Int32Array;
  readonly from: Float64Array;
  readonly to: Float64Array;
  readonly svcStart: Int32Array;
  readonly svc: Float64Array;
  /** All the service seconds of each node. */
  readonly svcTotal: Float64Array;
  readonly departure: number;
  readonly returnToHub: boolean;
  /** Written by serve(): refused and late seconds of the node just served. */
  outRefused = 0;
  outLate = 0;
  /** Stops visited by prefixOf and evaluateFrom so far: a deterministic measure of search effort. */
  work = 0;

  constructor(problem: RoutingProblem) {
    const { nodes, travel } = problem;
    this.n = nodes.length;
    this.size = travel.size;
    this.sec = travel.seconds instanceof Float64Array ? travel.seconds : Float64Array.from(travel.seconds);
    this.point = Int32Array.from(nodes, (v) => v.point);
    this.from = Float64Array.from(nodes, (v) => v.windowFrom);
    this.to = Float64Array.from(nodes, (v) => v.windowTo);
    this.svcStart = new Int32Array(this.n + 1);
    const all: number[] = [];
    nodes.forEach((v, i) => {
      this.svcStart[i] = all.length;
      all.push(...v.services);
    });
    this.svcStart[this.n] = all.length;
    this.svc = Float64Array.from(all);
    this.svcTotal = Float64Array.from(nodes, (v) => v.services.reduce((a, b) => a + b, 0));
    this.departure = problem.departure;
    this.returnToHub = problem.returnToHub;
    for (const v of nodes) if (v.point < 0 || v.point >= this.size) throw new RangeError(`stop point ${v.point} is outside the travel table`);
  }

  /**
   * Whether serving node b (right) after node a (left) is sure to make a delivery late: b cannot
   * start before a's window opens plus a's service, nor can a stop after b start before b's window
   * opens plus b's service. With the three windows, a later window's stop before an earlier one's.
   */
  lateIfBefore(a: number, b: number): boolean {
    return this.from[a]! + this.svcTotal[a]! > this.to[b]!;
  }

  /** Driving seconds from point a to point b. */
  drive(a: number, b: number): number {
    return this.sec[a * this.size + b]!;
  }

  /** Serves node v reached at time t; returns when the van leaves; sets outRefused and outLate. */
  serve(v: number, t: number): number {
    let refused = 0;
    let late = 0;
    const from = this.from[v]!;
    const to = this.to[v]!;
    for (let s = this.svcStart[v]!; s < this.svcStart[v + 1]!; s++) {
      if (t < from) t = from;
      if (t > LATEST_DELIVERY_S) refused++;
      if (t > to) late += t - to;
      t += this.svc[s]!;
    }
    this.outRefused = refused;
    this.outLate = late;
    return t;
  }

  /** The score of a tour; null as soon as it cannot beat `bound` (when given). */
  evaluate(tour: ArrayLike<number>, len: number = tour.length, bound?: Score): Score | null {
    return this.evaluateFrom(tour, len, 0, null, bound);
  }

  /**
   * Fills the running state after each position of a tour (`prefix.time[k]` etc. after serving
   * position k), so that a candidate that differs only from position `start` on can be scored from
   * there (evaluateFrom).
   */
  prefixOf(tour: ArrayLike<number>, len: number, prefix: TourPrefix): void {
    this.work += len;
    let t = this.departure;
    let prev = 0;
    let refused = 0;
    let late = 0;
    let driving = 0;
    for (let k = 0; k < len; k++) {
      const v = tour[k]!;
      const p = this.point[v]!;
      const d = this.sec[prev * this.size + p]!;
      driving += d;
      t = this.serve(v, t + d);
      refused += this.outRefused;
      late += this.outLate;
      prev = p;
      prefix.time[k] = t;
      prefix.refused[k] = refused;
      prefix.late[k] = late;
      prefix.driving[k] = driving;
    }
  }

  /**
   * Scores a tour whose positions before `start` are those `prefix` was built from; null as soon
   * as it cannot beat `bound`. The hot loop of the search: serve() is written out inline.
   */
  evaluateFrom(tour: ArrayLike<number>, len: number, start: number, prefix: TourPrefix | null, bound?: Score): Score | null {
    const { sec, size, point, from, to, svcStart, svc } = this;
    let t = this.departure;
    let prev = 0;
    let refused = 0;
    let late = 0;
    let driving = 0;
    if (prefix && start > 0) {
      t = prefix.time[start - 1]!;
      refused = prefix.refused[start - 1]!;
      late = prefix.late[start - 1]!;
      driving = prefix.driving[start - 1]!;
      prev = point[tour[start - 1]!]!;
    } else start = 0;
    this.work += len - start;
    for (let k = start; k < len; k++) {
      const v = tour[k]!;
      const p = point[v]!;
      const d = sec[prev * size + p]!;
      driving += d;
      t += d;
      const open = from[v]!;
      const close = to[v]!;
      for (let q = svcStart[v]!, end = svcStart[v + 1]!; q < end; q++) {
        if (t < open) t = open;
        if (t > LATEST_DELIVERY_S) refused++;
        if (t > close) late += t - close;
        t += svc[q]!;
      }
      prev = p;
      if (bound && partialWorse(refused, late, driving, bound)) return null;
    }
    if (this.returnToHub) {
      const d = sec[prev * size]!;
      driving += d;
      t += d;
    }
    return { refused, late, driving, end: t };
  }

  score(tour: ArrayLike<number>): Score {
    return this.evaluate(tour)!;
  }
}

/** The orders of a tour of nodes, in delivery order. */
export function tourOrderIds(problem: RoutingProblem, tour: readonly number[]): number[] {
  return tour.flatMap((v) => problem.nodes[v]!.orderIds);
}

/**
 * The best place to insert node v into a tour (positions 0..len; `allowed` may forbid some, e.g.
 * inside a group that must stay together). Returns the position and the new score, or null.
 */
export function bestInsertion(
  ev: TourEvaluator,
  tour: readonly number[],
  v: number,
  allowed: (position: number) => boolean = () => true,
): { position: number; score: Score } | null {
  let best: { position: number; score: Score } | null = null;
  const candidate = new Int32Array(tour.length + 1);
  for (let p = 0; p <= tour.length; p++) {
    if (!allowed(p)) continue;
    for (let k = 0, w = 0; k <= tour.length; k++) candidate[k] = k === p ? v : tour[w++]!;
    const score = ev.evaluate(candidate, candidate.length, best?.score);
    if (score && (!best || compareScores(score, best.score) < 0)) best = { position: p, score };
  }
  return best;
}
