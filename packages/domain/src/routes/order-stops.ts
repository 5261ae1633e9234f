/**
 * Orders a route's stops to minimise driving within the customers' windows and the 23:00 limit
 * (score of tour.ts): exactly up to EXACT_MAX_STOPS stops, by seeded local search above.
 */
import { EXACT_MAX_STOPS } from './constants.ts';
import { type SolvedTour, solveExact } from './exact.ts';
import { insertionTour, type SearchOptions, solveLocalSearch } from './local-search.ts';
import { type RoutingProblem, TourEvaluator } from './tour.ts';

export interface OrderedStops extends SolvedTour {
  /** True when the order is proven optimal (Held–Karp), false when found by local search. */
  exact: boolean;
}

export function orderStops(problem: RoutingProblem, options: SearchOptions & { exactMaxStops?: number } = {}): OrderedStops {
  const n = problem.nodes.length;
  if (n <= (options.exactMaxStops ?? EXACT_MAX_STOPS)) {
    // A good first tour bounds the search: labels already worse than it are never extended.
    const ev = new TourEvaluator(problem);
    const start = options.initial
      ? [...options.initial]
      : insertionTour(
          ev,
          Array.from({ length: n }, (_, v) => v),
        );
    const bound = ev.score(start);
    return { ...solveExact(problem, bound), exact: true };
  }
  return { ...solveLocalSearch(problem, options), exact: false };
}
