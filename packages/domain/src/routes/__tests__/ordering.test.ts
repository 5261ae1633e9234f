import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { haversineMetres } from '../../geo/haversine.ts';
import { AVERAGE_SPEED_KMH, ROAD_FACTOR } from '../constants.ts';
import { solveExact } from '../exact.ts';
import { solveLocalSearch } from '../local-search.ts';
import { orderStops } from '../order-stops.ts';
import { compareScores, stopNodes, TourEvaluator } from '../tour.ts';
import { estimatedTravelTable, planningPoints } from '../travel.ts';
import { bruteForce, lexLess, OSLO_HUB, order, pointArb, problemArb, scoreBySchedule } from './fixtures.ts';

const isPermutation = (tour: readonly number[], n: number) => tour.length === n && new Set(tour).size === n && tour.every((v) => v >= 0 && v < n);

describe('travel times from coordinates', () => {
  it('drives the great-circle distance × the road factor at the average speed', () => {
    const a = OSLO_HUB;
    const b = { lat: 60.0, lon: 11.0 };
    const t = estimatedTravelTable([a, b]);
    const metres = haversineMetres(a, b) * ROAD_FACTOR;
    expect(t.metres[1]).toBe(Math.round(metres));
    expect(t.seconds[1]).toBe(Math.round(Math.round(metres) / ((AVERAGE_SPEED_KMH * 1000) / 3600)));
    expect(t.seconds[2]).toBe(t.seconds[1]);
    expect(t.seconds[0]).toBe(0);
    expect(t.source).toBe('estimate');
  });

  it('gives orders at the same point one entry, the hub first', () => {
    const p = { lat: 59.95, lon: 10.9 };
    const pts = planningPoints(OSLO_HUB, [order(1, { point: p }), order(2, { point: { ...p } }), order(3, { point: OSLO_HUB })]);
    expect(pts.points).toHaveLength(2);
    expect([...pts.indexOf.entries()]).toEqual([
      [1, 1],
      [2, 1],
      [3, 0],
    ]);
  });
});

describe('stop nodes', () => {
  it('merges orders at the same point with the same window, and only those', () => {
    const p = { lat: 59.95, lon: 10.9 };
    const orders = [order(3, { point: p }), order(1, { point: p }), order(2, { point: p, timeWindow: 'evening' }), order(4)];
    const pts = planningPoints(OSLO_HUB, orders);
    const nodes = stopNodes(orders, (o) => pts.indexOf.get(o.id)!);
    expect(nodes.map((v) => v.orderIds)).toEqual([[1, 3], [2], [4]]);
  });
});

describe('exact stop ordering (Held–Karp with time windows)', () => {
  it('equals brute force over every order of up to 7 stops', () => {
    fc.assert(
      fc.property(problemArb(7), (problem) => {
        const solved = solveExact(problem);
        expect(isPermutation(solved.tour, problem.nodes.length)).toBe(true);
        expect(scoreBySchedule(problem, solved.tour)).toEqual(solved.score);
        const best = bruteForce(problem);
        expect(solved.score).toEqual(best);
        expect(orderStops(problem).score).toEqual(best); // with its local-search bound and pruning
      }),
      { numRuns: 150 },
    );
  });

  it('finds the same optimum when given an upper bound from any tour', () => {
    fc.assert(
      fc.property(problemArb(7), fc.integer(), (problem, seed) => {
        const ev = new TourEvaluator(problem);
        const tour = Array.from({ length: problem.nodes.length }, (_, i) => i).sort((a, b) => ((a * 7919 + seed) % 13) - ((b * 7919 + seed) % 13));
        expect(solveExact(problem, ev.score(tour)).score).toEqual(solveExact(problem).score);
      }),
      { numRuns: 60 },
    );
  });

  it('solves a day of 12 stops in real Oslo geography on time, and never worse than the local search', () => {
    fc.assert(
      fc.property(fc.array(fc.tuple(pointArb, fc.constantFrom('morning', 'midday', 'evening')), { minLength: 12, maxLength: 12 }), (raw) => {
        const orders = raw.map(([point, timeWindow], i) => order(i + 1, { point, timeWindow: timeWindow as 'morning' }));
        const pts = planningPoints(OSLO_HUB, orders);
        const problem = {
          nodes: stopNodes(orders, (o) => pts.indexOf.get(o.id)!),
          travel: estimatedTravelTable(pts.points),
          departure: 8 * 3600,
          returnToHub: true,
        };
        const exact = orderStops(problem);
        expect(exact.exact).toBe(true);
        expect(compareScores(exact.score, solveLocalSearch(problem).score)).toBeLessThanOrEqual(0);
      }),
      { numRuns: 5 },
    );
  });
});

describe('local search for larger routes', () => {
  it('returns every stop once, scores what it returns, and is never worse than its starting tour', () => {
    fc.assert(
      fc.property(problemArb(18), fc.integer(), (problem, seed) => {
        const n = problem.nodes.length;
        const initial = Array.from({ length: n }, (_, i) => n - 1 - i);
        const start = new TourEvaluator(problem).score(initial);
        const solved = solveLocalSearch(problem, { seed, initial, restarts: 2, kicks: 10 });
        expect(isPermutation(solved.tour, n)).toBe(true);
        expect(scoreBySchedule(problem, solved.tour)).toEqual(solved.score);
        expect(lexLess(start, solved.score)).toBe(false);
      }),
      { numRuns: 60 },
    );
  });

  it('never beats the exact solver (which would disprove it)', () => {
    fc.assert(
      fc.property(problemArb(10), fc.integer(), (problem, seed) => {
        expect(compareScores(solveExact(problem).score, solveLocalSearch(problem, { seed, restarts: 2, kicks: 10 }).score)).toBeLessThanOrEqual(0);
      }),
      { numRuns: 60 },
    );
  });

  it('is deterministic for a seed', () => {
    fc.assert(
      fc.property(problemArb(16), fc.integer(), (problem, seed) => {
        expect(solveLocalSearch(problem, { seed }).tour).toEqual(solveLocalSearch(problem, { seed }).tour);
      }),
      { numRuns: 20 },
    );
  });

  it('orders stops exactly up to 12 and by local search above', () => {
    fc.assert(
      fc.property(problemArb(16), (problem) => {
        const solved = orderStops(problem);
        expect(solved.exact).toBe(problem.nodes.length <= 12);
        expect(isPermutation(solved.tour, problem.nodes.length)).toBe(true);
      }),
      { numRuns: 20 },
    );
  });
});
