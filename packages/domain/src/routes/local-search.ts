/**
 * Stop ordering for larger routes: iterated local search, deterministic for a seed.
 *
 * - Start: the given tour (e.g. the planner's insertion tour), else cheapest insertion by window.
 * - Local search to a local optimum: or-opt (move a run of 1–3 stops elsewhere) and 2-opt (reverse
 *   a run). A move's change in driving is computed in O(1) (prefix sums handle reversal on
 *   asymmetric tables); while the tour is on time, only moves that shorten the driving can improve
 *   it, and only those are scored in full (O(n), stopping early once they cannot win).
 * - Kicks: a double-bridge (swap two runs) then local search again, kept when better; a number of
 *   failed kicks ends a restart. Restarts begin from random-order cheapest insertion.
 */
import { compareScores, type RoutingProblem, type Score, TourEvaluator } from './tour.ts';
import type { SolvedTour } from './exact.ts';

export interface SearchOptions {
  /** Seed of the pseudo-random numbers: the same seed gives the same tour. */
  seed?: number;
  /** Independent starts (the first from `initial` or the window-ordered insertion). */
  restarts?: number;
  /** Failed kicks in a row that end a start. */
  kicks?: number;
  /** A tour to start from (node indices, each once). */
  initial?: readonly number[];
}

export const DEFAULT_SEARCH: Required<Omit<SearchOptions, 'initial'>> = { seed: 0x5eed, restarts: 4, kicks: 40 };

/** mulberry32: small, fast, good enough to shuffle tours. */
export function seededRandom(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 2 ** 32;
  };
}

/** Cheapest insertion of the nodes in the given order: each goes where the tour's score is best. */
export function insertionTour(ev: TourEvaluator, order: readonly number[]): number[] {
  const tour: number[] = [];
  const buf = new Int32Array(ev.n);
  for (const v of order) {
    let bestPos = 0;
    let best: Score | null = null;
    for (let p = 0; p <= tour.length; p++) {
      for (let k = 0, w = 0; k <= tour.length; k++) buf[k] = k === p ? v : tour[w++]!;
      const s = ev.evaluate(buf, tour.length + 1, best ?? undefined);
      if (s && (!best || compareScores(s, best) < 0)) {
        best = s;
        bestPos = p;
      }
    }
    tour.splice(bestPos, 0, v);
  }
  return tour;
}

/** Nodes by window opening, then nearest the hub first: a sensible first insertion order. */
function windowOrder(ev: TourEvaluator): number[] {
  return Array.from({ length: ev.n }, (_, v) => v).sort((a, b) => ev.from[a]! - ev.from[b]! || ev.drive(0, ev.point[a]!) - ev.drive(0, ev.point[b]!) || a - b);
}

function shuffled(n: number, rnd: () => number): number[] {
  const a = Array.from({ length: n }, (_, i) => i);
  for (let i = n - 1; i > 0; i--) {
    const j = Math.floor(rnd() * (i + 1));
    [a[i], a[j]] = [a[j]!, a[i]!];
  }
  return a;
}

/** Local search on one tour, in place, to a local optimum of or-opt and 2-opt. */
export class LocalSearch {
  private readonly ev: TourEvaluator;
  private readonly buf: Int32Array;
  private readonly fwd: Float64Array;
  private readonly bwd: Float64Array;

  constructor(ev: TourEvaluator) {
    this.ev = ev;
    this.buf = new Int32Array(ev.n);
    this.fwd = new Float64Array(ev.n + 1);
    this.bwd = new Float64Array(ev.n + 1);
  }

  /** Improves `tour` in place; returns its score. */
  run(tour: number[], score: Score): Score {
    let current = score;
    for (;;) {
      const improved = this.orOpt(tour, current) ?? this.twoOpt(tour, current);
      if (!improved) return current;
      current = improved;
    }
  }

  /** Point of position k in the tour: the hub before the first and (when returning) after the last. */
  private pointAt(tour: readonly number[], k: number): number {
    return k < 0 || k >= tour.length ? 0 : this.ev.point[tour[k]!]!;
  }

  /** Driving from position a to position b (b = tour.length is the way back, 0 when not returning). */
  private edge(tour: readonly number[], a: number, b: number): number {
    if (b >= tour.length && !this.ev.returnToHub) return 0;
    return this.ev.drive(this.pointAt(tour, a), this.pointAt(tour, b));
  }

  private worthScoring(delta: number, current: Score): boolean {
    return delta < 0 || current.refused > 0 || current.late > 0;
  }

  /** First improving or-opt move, applied; its score, or null when none improves. */
  private orOpt(tour: number[], current: Score): Score | null {
    const n = tour.length;
    for (let len = 1; len <= 3 && len < n; len++) {
      for (let i = 0; i + len <= n; i++) {
        const end = i + len - 1;
        const removal = this.edge(tour, i - 1, end + 1) - this.edge(tour, i - 1, i) - this.edge(tour, end, end + 1);
        for (let j = -1; j < n; j++) {
          if (j >= i - 1 && j <= end) continue;
          // Insert the run between positions j and j + 1 of the original tour.
          const a = this.pointAt(tour, j);
          const after = j + 1 >= n ? (this.ev.returnToHub ? 0 : -1) : this.ev.point[tour[j + 1]!]!;
          const first = this.ev.point[tour[i]!]!;
          const last = this.ev.point[tour[end]!]!;
          const insertion = this.ev.drive(a, first) + (after < 0 ? 0 : this.ev.drive(last, after) - this.ev.drive(a, after));
          if (!this.worthScoring(removal + insertion, current)) continue;
          let w = 0;
          for (let k = -1; k < n; k++) {
            if (k >= 0 && (k < i || k > end)) this.buf[w++] = tour[k]!;
            if (k === j) for (let q = i; q <= end; q++) this.buf[w++] = tour[q]!;
          }
          const s = this.ev.evaluate(this.buf, n, current);
          if (s && compareScores(s, current) < 0) {
            for (let k = 0; k < n; k++) tour[k] = this.buf[k]!;
            return s;
          }
        }
      }
    }
    return null;
  }

  /** First improving 2-opt move (reverse positions i..j), applied; its score, or null. */
  private twoOpt(tour: number[], current: Score): Score | null {
    const n = tour.length;
    const { fwd, bwd } = this;
    fwd[0] = 0;
    bwd[0] = 0;
    for (let k = 0; k + 1 < n; k++) {
      const p = this.ev.point[tour[k]!]!;
      const q = this.ev.point[tour[k + 1]!]!;
      fwd[k + 1] = fwd[k]! + this.ev.drive(p, q);
      bwd[k + 1] = bwd[k]! + this.ev.drive(q, p);
    }
    for (let i = 0; i < n - 1; i++) {
      for (let j = i + 1; j < n; j++) {
        const before = this.pointAt(tour, i - 1);
        const pi = this.ev.point[tour[i]!]!;
        const pj = this.ev.point[tour[j]!]!;
        const tail = j + 1 >= n && !this.ev.returnToHub ? 0 : this.ev.drive(pi, this.pointAt(tour, j + 1)) - this.edge(tour, j, j + 1);
        const delta = this.ev.drive(before, pj) - this.ev.drive(before, pi) + tail + (bwd[j]! - bwd[i]!) - (fwd[j]! - fwd[i]!);
        if (!this.worthScoring(delta, current)) continue;
        for (let k = 0; k < n; k++) this.buf[k] = k < i || k > j ? tour[k]! : tour[i + j - k]!;
        const s = this.ev.evaluate(this.buf, n, current);
        if (s && compareScores(s, current) < 0) {
          for (let k = 0; k < n; k++) tour[k] = this.buf[k]!;
          return s;
        }
      }
    }
    return null;
  }
}

/** Double-bridge kick: A B C D → A C B D, with random cut points. */
function doubleBridge(tour: readonly number[], rnd: () => number): number[] {
  const n = tour.length;
  if (n < 4) return [...tour].reverse();
  const cuts = [1 + Math.floor(rnd() * (n - 1)), 1 + Math.floor(rnd() * (n - 1)), 1 + Math.floor(rnd() * (n - 1))].sort((x, y) => x - y);
  const [a, b, c] = cuts as [number, number, number];
  return [...tour.slice(0, a), ...tour.slice(b, c), ...tour.slice(a, b), ...tour.slice(c)];
}

export function solveLocalSearch(problem: RoutingProblem, options: SearchOptions = {}): SolvedTour {
  const ev = new TourEvaluator(problem);
  const { seed, restarts, kicks } = { ...DEFAULT_SEARCH, ...options };
  if (ev.n === 0) return { tour: [], score: ev.score([]) };
  const rnd = seededRandom(seed);
  const ls = new LocalSearch(ev);
  let best: SolvedTour | null = null;
  for (let r = 0; r < Math.max(1, restarts); r++) {
    const start = r === 0 ? (options.initial ? [...options.initial] : insertionTour(ev, windowOrder(ev))) : insertionTour(ev, shuffled(ev.n, rnd));
    let cur: SolvedTour = { tour: start, score: ls.run(start, ev.score(start)) };
    for (let failed = 0; failed < kicks; ) {
      const next = doubleBridge(cur.tour, rnd);
      const score = ls.run(next, ev.score(next));
      if (compareScores(score, cur.score) < 0) {
        cur = { tour: next, score };
        failed = 0;
      } else failed++;
    }
    if (!best || compareScores(cur.score, best.score) < 0) best = cur;
  }
  return best!;
}
