/**
 * Which dates suit an order, and neighbour orders as one unit (spec sections 4 and 5).
 */
import { isIsoDate } from '../checkout/calendar.ts';
import { type Load, orderLoad, sumLoads } from './load.ts';
import type { RouteOrder } from './types.ts';

export type DateProblem = 'before_period' | 'after_period' | 'excluded_date' | 'invalid_date';

/**
 * Whether a route date suits an order: inside its delivery period (from and to included) and not
 * one of the dates the customer excluded. Null when it suits, else why not.
 */
export function dateProblem(order: Pick<RouteOrder, 'dateFrom' | 'dateTo' | 'excludedDates'>, date: string): DateProblem | null {
  if (!isIsoDate(date)) return 'invalid_date';
  if (date < order.dateFrom) return 'before_period';
  if (date > order.dateTo) return 'after_period';
  if (order.excludedDates.includes(date)) return 'excluded_date';
  return null;
}

export function dateSuitsOrder(order: Pick<RouteOrder, 'dateFrom' | 'dateTo' | 'excludedDates'>, date: string): boolean {
  return dateProblem(order, date) === null;
}

/** The prefix of neighbour codes (see checkout/neighbour.ts, neighbourCodeFrom). */
const NEIGHBOUR_CODE_PREFIX = 'NB-';

/**
 * The key that ties neighbour orders together: the first order carries its own neighbour code
 * (orders.neighbour_code); a neighbour ordered with that code (orders.promo_code). Group
 * (volunteer) codes are not neighbour codes and tie nothing.
 */
export function neighbourKeyOf(order: { neighbourCode?: string | null; promoCode?: string | null }): string | null {
  if (order.promoCode?.startsWith(NEIGHBOUR_CODE_PREFIX)) return order.promoCode;
  return order.neighbourCode ?? null;
}

/** Orders that go on a route together: one order, or all the orders that share a neighbour key. */
export interface OrderUnit {
  orders: RouteOrder[];
  load: Load;
  /** The earliest last delivery day among its orders: the unit's due date. */
  due: string;
  /** The earliest first delivery day, a tie-breaker. */
  from: string;
  /** The smallest order id, the last tie-breaker (older orders first). */
  firstId: number;
  /** The dugnad its orders belong to (its first order's), if any. */
  dugnadKey: string | null;
}

/** Groups orders into units (neighbour orders together), in input order of their first order. */
export function orderUnits(orders: readonly RouteOrder[]): OrderUnit[] {
  const byKey = new Map<string, RouteOrder[]>();
  const groups: RouteOrder[][] = [];
  for (const o of orders) {
    const key = o.neighbourKey ?? null;
    if (key === null) {
      groups.push([o]);
      continue;
    }
    const group = byKey.get(key);
    if (group) group.push(o);
    else {
      const g = [o];
      byKey.set(key, g);
      groups.push(g);
    }
  }
  return groups.map((g) => ({
    orders: g,
    load: sumLoads(g.map((o) => orderLoad(o.lines))),
    due: g.map((o) => o.dateTo).sort()[0]!,
    from: g.map((o) => o.dateFrom).sort()[0]!,
    firstId: Math.min(...g.map((o) => o.id)),
    dugnadKey: g.find((o) => o.dugnadKey)?.dugnadKey ?? null,
  }));
}

/**
 * Units in the order given, except that the units of one dugnad follow each other from where the
 * first of them stands: a route then takes a dugnad's orders one after another, while it has room.
 */
export function dugnadsTogether(units: readonly OrderUnit[]): OrderUnit[] {
  const byKey = new Map<string, OrderUnit[]>();
  for (const u of units) if (u.dugnadKey) byKey.set(u.dugnadKey, [...(byKey.get(u.dugnadKey) ?? []), u]);
  const out: OrderUnit[] = [];
  for (const u of units) {
    if (!u.dugnadKey) out.push(u);
    else if (byKey.get(u.dugnadKey)![0] === u) out.push(...byKey.get(u.dugnadKey)!);
  }
  return out;
}

/** Earliest-due first; then the earliest period start; then the oldest order. */
export function compareUnitsByDue(a: OrderUnit, b: OrderUnit): number {
  if (a.due !== b.due) return a.due < b.due ? -1 : 1;
  if (a.from !== b.from) return a.from < b.from ? -1 : 1;
  return a.firstId - b.firstId;
}

/**
 * A selection made whole: every order of a chosen order's neighbour unit joins (spec section 4:
 * adding one neighbour order adds them all). Ids that are not among the orders stay as they are.
 */
export function withNeighbours(selected: readonly number[], orders: readonly Pick<RouteOrder, 'id' | 'neighbourKey'>[]): number[] {
  const keys = new Set<string>();
  for (const o of orders) if (selected.includes(o.id) && o.neighbourKey) keys.add(o.neighbourKey);
  const out = [...selected];
  for (const o of orders) if (o.neighbourKey && keys.has(o.neighbourKey) && !out.includes(o.id)) out.push(o.id);
  return out;
}

/** A selection without an order and its neighbours (removing one neighbour order removes them all). */
export function withoutNeighbours(selected: readonly number[], removeId: number, orders: readonly Pick<RouteOrder, 'id' | 'neighbourKey'>[]): number[] {
  const key = orders.find((o) => o.id === removeId)?.neighbourKey;
  const gone = new Set([removeId]);
  if (key) for (const o of orders) if (o.neighbourKey === key) gone.add(o.id);
  return selected.filter((id) => !gone.has(id));
}
