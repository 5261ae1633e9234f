/**
 * Building routes order by order (used by planner.ts). A route under construction is a tour of
 * orders (each order its own node in an order-level problem); orders at the same point with the
 * same window are kept next to each other, smallest id first, so the tour equals the merged-node
 * tour that stop ordering works on. A unit (an order and its neighbours) goes onto a route only if
 * the route stays within capacity and the 25-order limit, and every delivery stays on time: no
 * refusal (after 23:00) and no second late.
 */
import { addLoads, type Capacity, EMPTY_LOAD, fits, type Load } from './load.ts';
import { bestInsertion, compareScores, type Score, type TourEvaluator } from './tour.ts';
import type { OrderUnit } from './units.ts';

export type CapacityBlock = 'route_full' | 'over_weight' | 'over_volume';

export class RouteDraft {
  tour: number[] = [];
  load: Load = EMPTY_LOAD;
  count = 0;
  score: Score;

  constructor(
    readonly ev: TourEvaluator,
    readonly capacity: Capacity,
    readonly maxOrders: number,
    /** Order node → key of its group (point and window). */
    private readonly groupOf: readonly string[],
  ) {
    this.score = ev.score([]);
  }

  /** Why a unit cannot go on this route whatever the time, or null when it fits. */
  capacityBlock(unit: OrderUnit, empty = false): CapacityBlock | null {
    const count = (empty ? 0 : this.count) + unit.orders.length;
    if (count > this.maxOrders) return 'route_full';
    const load = empty ? unit.load : addLoads(this.load, unit.load);
    if (!fits({ ...load, volumeL: 0 }, this.capacity)) return 'over_weight';
    if (!fits(load, this.capacity)) return 'over_volume';
    return null;
  }

  /** The tour and score with the unit's orders inserted, or null when it would make any delivery late or refused. */
  tryInsert(nodes: readonly number[]): { tour: number[]; score: Score } | null {
    let tour = this.tour;
    let score = this.score;
    for (const v of nodes) {
      const found = insertInGroupOrder(this.ev, tour, v, this.groupOf);
      if (!found) return null;
      tour = found.tour;
      score = found.score;
    }
    return score.refused === 0 && score.late === 0 ? { tour, score } : null;
  }

  /** The tour and score without these order nodes. */
  without(nodes: readonly number[]): { tour: number[]; score: Score } {
    const gone = new Set(nodes);
    const tour = this.tour.filter((v) => !gone.has(v));
    return { tour, score: this.ev.score(tour) };
  }

  apply(tour: number[], score: Score, load: Load, count: number): void {
    this.tour = tour;
    this.score = score;
    this.load = load;
    this.count = count;
  }
}

/**
 * Best insertion of order node v that keeps groups together and in id order: into its group when
 * the tour has one (at its place by id), else at any position that does not split a group.
 */
function insertInGroupOrder(ev: TourEvaluator, tour: readonly number[], v: number, groupOf: readonly string[]): { tour: number[]; score: Score } | null {
  const key = groupOf[v]!;
  const members = tour.flatMap((w, i) => (groupOf[w] === key ? [i] : []));
  let allowed: (p: number) => boolean;
  if (members.length > 0) {
    // Nodes are numbered in order id order, so the node number orders the group.
    let at = members[0]!;
    for (const i of members) if (tour[i]! < v) at = i + 1;
    allowed = (p) => p === at;
  } else allowed = (p) => p === 0 || p === tour.length || groupOf[tour[p - 1]!] !== groupOf[tour[p]!];
  const found = bestInsertion(ev, tour, v, allowed);
  if (!found) return null;
  const next = [...tour];
  next.splice(found.position, 0, v);
  return { tour: next, score: found.score };
}

/**
 * Moves whole units between routes while the total driving falls (every route stays on time and
 * within capacity). The first assignment fills routes in due order; this lets a unit go to the van
 * that passes near it anyway. A unit of a dugnad stays where other orders of its dugnad are, and
 * goes only to a route that holds none of it or some of it (decision 0051).
 */
export function relocateUnits(drafts: readonly RouteDraft[], unitsOf: Map<RouteDraft, { unit: OrderUnit; nodes: number[] }[]>, maxPasses = 4): number {
  let moves = 0;
  for (let pass = 0; pass < maxPasses; pass++) {
    let moved = false;
    for (const from of drafts) {
      for (const entry of [...(unitsOf.get(from) ?? [])]) {
        if (hasDugnadSibling(unitsOf.get(from)!, entry)) continue;
        const removed = from.without(entry.nodes);
        let best: { to: RouteDraft; tour: number[]; score: Score; gain: number } | null = null;
        for (const to of drafts) {
          if (to === from || to.capacityBlock(entry.unit)) continue;
          const inserted = to.tryInsert(entry.nodes);
          if (!inserted) continue;
          const gain = from.score.driving + to.score.driving - (removed.score.driving + inserted.score.driving);
          if (gain > 0 && (!best || gain > best.gain)) best = { to, tour: inserted.tour, score: inserted.score, gain };
        }
        if (!best) continue;
        from.apply(removed.tour, removed.score, subtractLoad(from.load, entry.unit.load), from.count - entry.nodes.length);
        best.to.apply(best.tour, best.score, addLoads(best.to.load, entry.unit.load), best.to.count + entry.nodes.length);
        unitsOf.set(
          from,
          unitsOf.get(from)!.filter((e) => e !== entry),
        );
        unitsOf.get(best.to)!.push(entry);
        moves++;
        moved = true;
      }
    }
    if (!moved) break;
  }
  return moves;
}

/** Whether other units of the entry's dugnad are in the list. */
function hasDugnadSibling(list: readonly { unit: OrderUnit }[], entry: { unit: OrderUnit }): boolean {
  const key = entry.unit.dugnadKey;
  return key !== null && list.some((e) => e !== entry && e.unit.dugnadKey === key);
}

function subtractLoad(a: Load, b: Load): Load {
  return {
    weightKg: a.weightKg - b.weightKg,
    volumeL: a.volumeL - b.volumeL,
    sacks: a.sacks - b.sacks,
    packs: a.packs - b.packs,
    unitsWithoutVolume: a.unitsWithoutVolume - b.unitsWithoutVolume,
  };
}

/** Whether score a is strictly better than b (re-exported for the planner). */
export const better = (a: Score, b: Score) => compareScores(a, b) < 0;
