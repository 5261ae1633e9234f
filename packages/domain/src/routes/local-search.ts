/**
 * Stop ordering for larger routes: iterated local search, deterministic for a seed.
 *
 * - Start: the given tour (e.g. the planner's insertion tour), else cheapest insertion by window.
 * - Local search to a local optimum: or-opt (move a run of 1–3 stops elsewhere) and 2-opt (reverse
 *   a run). A move's change in driving is computed in O(1) (prefix sums handle reversal on
 *   asymmetric tables); only moves that shorten the driving, or change the tour at or before its
 *   last late delivery, are scored in full, from their first changed stop on, stopping as soon as
 *   they cannot win. While the tour is on time, a move that puts a stop before one whose window
 *   closes before it opens is skipped unscored (it is sure to be late).
 * - Kicks: two short runs moved a few places, then local search again, kept when better; a number
 *   of failed kicks in a row ends a start. Further starts begin from random-order cheapest insertion.
 * - Effort is counted in stop visits (`budget`), not in time: the same input gives the same tour
 *   on any machine, however busy.
 */
import { compareScores, newPrefix, type RoutingProblem, type Score, type TourPrefix, TourEvaluator } from './tour.ts';
import type { SolvedTour } from './exact.ts';

export interface SearchOptions {
  /** Seed of the pseudo-random numbers: the same seed gives the same tour. */
  seed?: number;
  /** Independent starts (the first from `initial` or the window-ordered insertion). */
  restarts?: number;
  /** Failed kicks in a row that end a start. */
  kicks?: number;
  /**
   * Most stop visits (TourEvaluator.work) the whole search may spend, shared evenly by the starts.
   * It bounds the time on hard days (windows that cannot all be kept make every move worth scoring)
   * and, being a count, keeps the result the same on any machine.
   */
  budget?: number;
  /** A tour to start from (node indices, each once). */
  initial?: readonly number[];
}

export const DEFAULT_SEARCH: Required<Omit<SearchOptions, 'initial'>> = { seed: 0x5eed, restarts: 8, kicks: 10, budget: 2_000_000 };

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

/**
 * Local search on one tour, in place, to a local optimum of or-opt and 2-opt. The moves are
 * scanned round-robin: after an improvement the scan goes on from the next move, and it stops when
 * a whole round finds none. A move is scored in full only when it could win: when it shortens the
 * driving, or when it changes the tour at or before its last late (or refused) delivery.
 */
export class LocalSearch {
  private readonly ev: TourEvaluator;
  private readonly buf: Int32Array;
  private readonly fwd: Float64Array;
  private readonly bwd: Float64Array;
  /** Running figures of the current tour: a move is scored from its first changed position. */
  private readonly prefix: TourPrefix;
  private lastLate = -1;

  constructor(ev: TourEvaluator) {
    this.ev = ev;
    this.buf = new Int32Array(ev.n);
    this.fwd = new Float64Array(ev.n + 1);
    this.bwd = new Float64Array(ev.n + 1);
    this.prefix = newPrefix(ev.n);
  }

  /** Improves `tour` in place; returns its score. */
  run(tour: number[], score: Score): Score {
    const n = tour.length;
    if (n < 2) return score;
    const orMoves = 3 * n * (n + 1);
    const moves = orMoves + n * n;
    let current = score;
    this.refresh(tour);
    for (let m = 0, unimproved = 0; unimproved < moves; m = (m + 1) % moves, unimproved++) {
      const s = m < orMoves ? this.tryOrOpt(tour, current, m) : this.tryTwoOpt(tour, current, m - orMoves);
      if (!s) continue;
      current = s;
      this.refresh(tour);
      unimproved = 0;
    }
    return current;
  }

  /** Prefix figures, driving sums both ways along the tour, and the last late position. */
  private refresh(tour: readonly number[]): void {
    const n = tour.length;
    const { fwd, bwd, prefix } = this;
    this.ev.prefixOf(tour, n, prefix);
    fwd[0] = 0;
    bwd[0] = 0;
    for (let k = 0; k + 1 < n; k++) {
      const p = this.ev.point[tour[k]!]!;
      const q = this.ev.point[tour[k + 1]!]!;
      fwd[k + 1] = fwd[k]! + this.ev.drive(p, q);
      bwd[k + 1] = bwd[k]! + this.ev.drive(q, p);
    }
    this.lastLate = -1;
    for (let k = n - 1; k >= 0 && this.lastLate < 0; k--) {
      const before = k > 0 ? prefix.late[k - 1]! + prefix.refused[k - 1]! : 0;
      if (prefix.late[k]! + prefix.refused[k]! > before) this.lastLate = k;
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

  /** Scores the candidate in buf (changed from position `first` on); applies it when better. */
  private accept(tour: number[], current: Score, first: number): Score | null {
    const n = tour.length;
    const s = this.ev.evaluateFrom(this.buf, n, first, this.prefix, current);
    if (!s || compareScores(s, current) >= 0) return null;
    for (let k = 0; k < n; k++) tour[k] = this.buf[k]!;
    return s;
  }

  /** Or-opt move number m: the run of len stops at i moved between positions j and j + 1. */
  private tryOrOpt(tour: number[], current: Score, m: number): Score | null {
    const n = tour.length;
    const len = Math.floor(m / (n * (n + 1))) + 1;
    const r = m % (n * (n + 1));
    const i = Math.floor(r / (n + 1));
    const j = (r % (n + 1)) - 1;
    const end = i + len - 1;
    if (len >= n || end >= n || (j >= i - 1 && j <= end)) return null;
    const first = j < i ? j + 1 : i;
    const removal = this.edge(tour, i - 1, end + 1) - this.edge(tour, i - 1, i) - this.edge(tour, end, end + 1);
    const a = this.pointAt(tour, j);
    const after = j + 1 >= n ? (this.ev.returnToHub ? 0 : -1) : this.ev.point[tour[j + 1]!]!;
    const insertion = this.ev.drive(a, this.ev.point[tour[i]!]!) + (after < 0 ? 0 : this.ev.drive(this.ev.point[tour[end]!]!, after) - this.ev.drive(a, after));
    if (removal + insertion >= 0 && first > this.lastLate) return null;
    if (this.lastLate < 0) {
      // On time now: a move that is sure to make someone late cannot win.
      if (j >= 0 && this.ev.lateIfBefore(tour[j]!, tour[i]!)) return null;
      if (j + 1 < n && this.ev.lateIfBefore(tour[end]!, tour[j + 1]!)) return null;
    }
    let w = 0;
    for (let k = -1; k < n; k++) {
      if (k >= 0 && (k < i || k > end)) this.buf[w++] = tour[k]!;
      if (k === j) for (let q = i; q <= end; q++) this.buf[w++] = tour[q]!;
    }
    return this.accept(tour, current, first);
  }

  /** 2-opt move number m: positions i..j reversed (prefix sums give the reversed driving in O(1)). */
  private tryTwoOpt(tour: number[], current: Score, m: number): Score | null {
    const n = tour.length;
    const i = Math.floor(m / n);
    const j = m % n;
    if (j <= i) return null;
    const before = this.pointAt(tour, i - 1);
    const pi = this.ev.point[tour[i]!]!;
    const pj = this.ev.point[tour[j]!]!;
    const tail = j + 1 >= n && !this.ev.returnToHub ? 0 : this.ev.drive(pi, this.pointAt(tour, j + 1)) - this.edge(tour, j, j + 1);
    const delta = this.ev.drive(before, pj) - this.ev.drive(before, pi) + tail + (this.bwd[j]! - this.bwd[i]!) - (this.fwd[j]! - this.fwd[i]!);
    if (delta >= 0 && i > this.lastLate) return null;
    if (this.lastLate < 0 && this.ev.lateIfBefore(tour[j]!, tour[i]!)) return null;
    for (let k = 0; k < n; k++) this.buf[k] = k < i || k > j ? tour[k]! : tour[i + j - k]!;
    return this.accept(tour, current, i);
  }
}

/**
 * A kick: two runs of 1–3 stops, each moved up to 6 places, next to a stop with the same window.
 * Small on purpose: the windows do not overlap, so a tour on time serves them in blocks (morning,
 * midday, evening); a kick across blocks (or a double-bridge across the day) makes stops late, and
 * the local search then spends its time repairing rather than improving.
 */
function kick(tour: readonly number[], rnd: () => number, ev: TourEvaluator): number[] {
  const t = [...tour];
  const n = t.length;
  if (n < 3) return t.reverse();
  for (let m = 0; m < 2; m++) {
    const len = 1 + Math.floor(rnd() * Math.min(3, n - 1));
    const i = Math.floor(rnd() * (n - len + 1));
    const run = t.splice(i, len);
    const w = ev.from[run[0]!]!;
    const places: number[] = [];
    for (let j = Math.max(0, i - 6); j <= Math.min(t.length, i + 6); j++) {
      if (j === i) continue;
      if ((j > 0 && ev.from[t[j - 1]!] === w) || (j < t.length && ev.from[t[j]!] === w)) places.push(j);
    }
    const j = places.length > 0 ? places[Math.floor(rnd() * places.length)]! : i;
    t.splice(j, 0, ...run);
  }
  return t;
}

export function solveLocalSearch(problem: RoutingProblem, options: SearchOptions = {}): SolvedTour {
  const ev = new TourEvaluator(problem);
  const { seed, restarts, kicks, budget } = { ...DEFAULT_SEARCH, ...options };
  if (ev.n === 0) return { tour: [], score: ev.score([]) };
  const rnd = seededRandom(seed);
  const ls = new LocalSearch(ev);
  let best: SolvedTour | null = null;
  const starts = Math.max(1, restarts);
  for (let r = 0; r < starts; r++) {
    const until = ((r + 1) * budget) / starts;
    const start = r === 0 ? (options.initial ? [...options.initial] : insertionTour(ev, windowOrder(ev))) : insertionTour(ev, shuffled(ev.n, rnd));
    let cur: SolvedTour = { tour: start, score: ls.run(start, ev.score(start)) };
    for (let failed = 0; failed < kicks && ev.work < until; ) {
      const next = kick(cur.tour, rnd, ev);
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
