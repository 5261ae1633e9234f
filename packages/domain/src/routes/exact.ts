/**
 * Exact stop ordering for small routes: Held–Karp dynamic programming over (set of stops served,
 * last stop), with time windows. One value per state is not enough once windows matter (a tour
 * that drove more may arrive earlier and so be the only one to reach a later window), so each state
 * keeps its Pareto set of labels: (refused, late seconds, driving seconds, time). A label is dropped
 * only when another is no worse in all four; everything that follows a stop only grows with each of
 * them, so a dropped label can never lead to a better tour, and the best complete label is optimal
 * for the score of tour.ts. Labels already worse than a known tour (`upperBound`) are pruned, with
 * lower bounds for what is still to come: every stop not yet served must still be driven into (at
 * least its cheapest way in), and cannot start before the van could reach it, so it will be late or
 * refused at least by that much.
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

  const bounds = upperBound ? remainingBounds(ev) : null;
  const insert = (state: number, r: number, l: number, c: number, t: number, from: number, v: number) => {
    if (upperBound && bounds) {
      const mask = Math.floor(state / m);
      if (partialWorse(r, l, c + bounds.driving[mask]!, upperBound)) return;
      if (r <= upperBound.refused && l <= upperBound.late) {
        bounds.lateness(mask, t);
        if (partialWorse(r + bounds.outRefused, l + bounds.outLate, c + bounds.driving[mask]!, upperBound)) return;
      }
    }
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

/**
 * Lower bounds on what the stops outside a set still add: driving (each one's cheapest way in, and
 * the cheapest way back), and, from the time the van is free, the refusals and late seconds that
 * their earliest possible starts already imply.
 */
function remainingBounds(ev: TourEvaluator) {
  const m = ev.n;
  const minIn = new Float64Array(m);
  for (let v = 0; v < m; v++) {
    let best = ev.drive(0, ev.point[v]!);
    for (let u = 0; u < m; u++) if (u !== v) best = Math.min(best, ev.drive(ev.point[u]!, ev.point[v]!));
    minIn[v] = best;
  }
  const driving = new Float64Array(1 << m);
  for (let mask = 0; mask < 1 << m; mask++) {
    let sum = 0;
    let back = Number.POSITIVE_INFINITY;
    for (let v = 0; v < m; v++) {
      if (mask & (1 << v)) continue;
      sum += minIn[v]!;
      back = Math.min(back, ev.drive(ev.point[v]!, 0));
    }
    driving[mask] = sum + (ev.returnToHub && back !== Number.POSITIVE_INFINITY ? back : 0);
  }
  const out = {
    driving,
    outRefused: 0,
    outLate: 0,
    /** Sets outRefused and outLate for the stops outside mask, the van free at time t. */
    lateness(mask: number, t: number) {
      let refused = 0;
      let late = 0;
      for (let v = 0; v < m; v++) {
        if (mask & (1 << v)) continue;
        ev.serve(v, t + minIn[v]!);
        refused += ev.outRefused;
        late += ev.outLate;
      }
      out.outRefused = refused;
      out.outLate = late;
    },
  };
  return out;
}
