/**
 * Orders a route's stops to minimise driving within the customers' windows and the 23:00 limit
 * (score of tour.ts): exactly up to EXACT_MAX_STOPS stops, by seeded local search above.
 */
import { EXACT_MAX_STOPS } from './constants.ts';
import { type SolvedTour, solveExact } from './exact.ts';
import { type SearchOptions, solveLocalSearch } from './local-search.ts';
import type { RoutingProblem } from './tour.ts';

export interface OrderedStops extends SolvedTour {
  /** True when the order is proven optimal (Held–Karp), false when found by local search. */
  exact: boolean;
}

export function orderStops(problem: RoutingProblem, options: SearchOptions & { exactMaxStops?: number } = {}): OrderedStops {
  const n = problem.nodes.length;
  if (n <= (options.exactMaxStops ?? EXACT_MAX_STOPS)) {
    // A good tour first (a short local search) bounds the exact search: labels already worse
    // than it are never extended, which cuts the work most on days whose windows are tight.
    const bound = solveLocalSearch(problem, { ...options, restarts: 1, kicks: 10 }).score;
    return { ...solveExact(problem, bound), exact: true };
  }
  return { ...solveLocalSearch(problem, options), exact: false };
}
