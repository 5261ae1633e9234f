/**
 * Exact stop ordering for small routes: Held–Karp dynamic programming over (set of stops served,
 * last stop), with time windows. One value per state is not enough once windows matter (a tour
 * that drove more may arrive earlier and so be the only one to reach a later window), so each state
 * keeps its Pareto set of labels: (refused, late seconds, driving seconds, time). A label is dropped
 * only when another is no worse in all four; everything that follows a stop only grows with each of
 * them, so a dropped label can never lead to a better tour, and the best complete label is optimal
 * for the score of tour.ts. Labels already worse than a known tour (`upperBound`) are pruned.
 */
import { compareScores, partialWorse, type RoutingProblem, type Score, TourEvaluator } from './tour.ts';

/** Beyond this many stops the state space (2^n × n) is too large for an interactive answer. */
export const EXACT_HARD_LIMIT = 16;

export interface SolvedTour {
  tour: number[];
  score: Score;
}

export function solveExact(problem: RoutingProblem, upperBound?: Score): SolvedTour {
  const ev = new TourEvaluator(problem);
  const m = ev.n;
  if (m === 0) return { tour: [], score: ev.score([]) };
  if (m > EXACT_HARD_LIMIT) throw new RangeError(`solveExact: ${m} stops is above ${EXACT_HARD_LIMIT}`);

  // Labels in parallel arrays; each state (mask * m + last) holds a list of label indices.
  const R: number[] = [];
  const L: number[] = [];
  const C: number[] = [];
  const T: number[] = [];
  const parent: number[] = [];
  const nodeOf: number[] = [];
  const states: (number[] | undefined)[] = new Array((1 << m) * m);

  const insert = (state: number, r: number, l: number, c: number, t: number, from: number, v: number) => {
    if (upperBound && partialWorse(r, l, c, upperBound)) return;
    let list = states[state];
    if (list) {
      for (const i of list) if (R[i]! <= r && L[i]! <= l && C[i]! <= c && T[i]! <= t) return;
      list = list.filter((i) => !(r <= R[i]! && l <= L[i]! && c <= C[i]! && t <= T[i]!));
    } else list = [];
    list.push(R.length);
    states[state] = list;
    R.push(r);
    L.push(l);
    C.push(c);
    T.push(t);
    parent.push(from);
    nodeOf.push(v);
  };

  for (let v = 0; v < m; v++) {
    const d = ev.drive(0, ev.point[v]!);
    const t = ev.serve(v, ev.departure + d);
    insert((1 << v) * m + v, ev.outRefused, ev.outLate, d, t, -1, v);
  }

  const full = (1 << m) - 1;
  for (let mask = 1; mask < full; mask++) {
    for (let last = 0; last < m; last++) {
      const list = states[mask * m + last];
      if (!list) continue;
      const from = ev.point[last]!;
      for (const i of list) {
        for (let v = 0; v < m; v++) {
          if (mask & (1 << v)) continue;
          const d = ev.drive(from, ev.point[v]!);
          const t = ev.serve(v, T[i]! + d);
          insert((mask | (1 << v)) * m + v, R[i]! + ev.outRefused, L[i]! + ev.outLate, C[i]! + d, t, i, v);
        }
      }
    }
  }

  let best: { label: number; score: Score } | null = null;
  for (let last = 0; last < m; last++) {
    for (const i of states[full * m + last] ?? []) {
      const back = ev.returnToHub ? ev.drive(ev.point[last]!, 0) : 0;
      const score = { refused: R[i]!, late: L[i]!, driving: C[i]! + back, end: T[i]! + back };
      if (!best || compareScores(score, best.score) < 0) best = { label: i, score };
    }
  }
  if (!best) throw new Error('solveExact: the upper bound was better than every tour (it must be the score of a real tour)');
  const tour: number[] = [];
  for (let i = best.label; i !== -1; i = parent[i]!) tour.push(nodeOf[i]!);
  tour.reverse();
  return { tour, score: best.score };
}
