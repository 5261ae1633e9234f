/**
 * Suggested routes (issue 9, item 3): for a date, one vehicle or several, the vendor's hub and its
 * confirmed orders, choose the orders and order the stops.
 *
 * 1. Units (an order with its neighbour orders) are taken earliest-due first. A unit whose date
 *    does not suit every one of its orders is left out.
 * 2. Each unit goes to the vehicle where it fits (weight, volume, at most 25 orders) and can be
 *    inserted with every delivery on time (no refusal after 23:00, no second outside a window),
 *    choosing the vehicle whose driving grows least; a unit that fits nowhere is left out, with why.
 * 3. Whole units move between vehicles while that shortens the total driving.
 * 4. Each route's stops are ordered (order-stops.ts), starting from its insertion tour, so the
 *    result is never worse than it: still on time, with less or equal driving.
 * 5. Units left out for lack of room or time get one more try against the final routes.
 *
 * A dugnad's orders (RouteOrder.dugnadKey) are taken one after another, and each goes to a route
 * that already holds orders of its dugnad whenever one can take it (room and time), and stays there
 * in step 3: one route per dugnad while it fits, more only when it must (decision 0051).
 */
import { parseClock } from './clock.ts';
import { ROUTE_MAX_ORDERS } from './constants.ts';
import { type CapacityBlock, RouteDraft, relocateUnits } from './assign.ts';
import { addLoads, type Capacity, type Fill, fillPercent, type Load, orderLoad, sumLoads, vehicleCapacity } from './load.ts';
import type { SearchOptions } from './local-search.ts';
import { orderStops } from './order-stops.ts';
import { type RouteSchedule, scheduleRoute } from './schedule.ts';
import { type RoutingProblem, stopNodes, TourEvaluator } from './tour.ts';
import { planningPoints, type TravelSource, type TravelTable } from './travel.ts';
import type { Hub, RouteOrder, RouteVehicle } from './types.ts';
import { compareUnitsByDue, type DateProblem, dateProblem, dugnadsTogether, type OrderUnit, orderUnits } from './units.ts';

export interface PlanVehicle {
  vehicle: RouteVehicle;
  /** Departure from the hub, "HH:MM". */
  departure: string;
}

export interface PlanDayInput {
  /** The delivery date, ISO. */
  date: string;
  hub: Hub;
  vehicles: readonly PlanVehicle[];
  /** The vendor's confirmed orders that are on no route yet. */
  orders: readonly RouteOrder[];
  /** Travel table over planningPoints(hub, orders).points (estimatedTravelTable or an OSRM table). */
  travel: TravelTable;
  /** Whether the vans drive back to the hub (default true; decision 0020). */
  returnToHub?: boolean;
  /** Orders per route (default 25, spec section 9). */
  maxOrders?: number;
  search?: SearchOptions;
}

export type LeftOutReason =
  | 'date_not_suitable'
  /** A neighbour order's date does not suit, and neighbours go together. */
  | 'neighbour_date_not_suitable'
  /** Heavier than any of the vehicles can carry, even empty. */
  | 'too_heavy'
  /** Bulkier than any of the vehicles' cargo box, even empty. */
  | 'too_bulky'
  /** More neighbour orders together than a route may hold. */
  | 'too_many_orders'
  | CapacityBlock
  /** Room was left, but not time: it would be delivered after 23:00 or outside a customer's window. */
  | 'no_time';

export interface LeftOut {
  orderId: number;
  reason: LeftOutReason;
  dateProblem?: DateProblem;
}

export interface PlannedRoute {
  vehicleId: number;
  date: string;
  departure: string;
  /** The orders in delivery order. */
  orderIds: number[];
  schedule: RouteSchedule;
  load: Load;
  capacity: Capacity;
  fill: Fill;
  /** Whether the stop order is proven optimal (up to 12 stops) or found by local search. */
  exact: boolean;
  travelSource: TravelSource;
}

export interface DayPlan {
  routes: PlannedRoute[];
  leftOut: LeftOut[];
}

export function planDay(input: PlanDayInput): DayPlan {
  const { orders, travel } = input;
  if (new Set(orders.map((o) => o.id)).size !== orders.length) throw new RangeError('planDay: order ids must be unique');
  if (input.vehicles.length === 0) throw new RangeError('planDay: at least one vehicle is needed');
  const { points, indexOf } = planningPoints(input.hub, orders);
  if (travel.size !== points.length) throw new RangeError(`planDay: the travel table has ${travel.size} points, the orders need ${points.length}`);
  const returnToHub = input.returnToHub ?? true;
  const maxOrders = input.maxOrders ?? ROUTE_MAX_ORDERS;
  const pointOf = (o: RouteOrder) => indexOf.get(o.id)!;

  // Order-level problem: node i is the i-th order by id; groups are (point, window).
  const orderNodes = stopNodes(orders, pointOf, false);
  const nodeOf = new Map(orderNodes.map((v, i) => [v.orderIds[0]!, i]));
  const groupOf = orderNodes.map((v) => `${v.point}|${v.windowFrom}`);
  const drafts = input.vehicles.map((pv) => {
    const departure = parseClock(pv.departure);
    if (departure === null) throw new RangeError(`planDay: departure "${pv.departure}" is not HH:MM`);
    const ev = new TourEvaluator({ nodes: orderNodes, travel, departure, returnToHub });
    return new RouteDraft(ev, vehicleCapacity(pv.vehicle), maxOrders, groupOf);
  });
  const unitsOf = new Map(drafts.map((d) => [d, [] as { unit: OrderUnit; nodes: number[] }[]]));

  const leftOut: LeftOut[] = [];
  const waiting: { unit: OrderUnit; nodes: number[]; reason: LeftOutReason }[] = [];
  for (const unit of dugnadsTogether(orderUnits(orders).sort(compareUnitsByDue))) {
    const problems = unit.orders.map((o) => dateProblem(o, input.date));
    if (problems.some((p) => p !== null)) {
      unit.orders.forEach((o, i) => {
        const problem = problems[i];
        leftOut.push(problem ? { orderId: o.id, reason: 'date_not_suitable', dateProblem: problem } : { orderId: o.id, reason: 'neighbour_date_not_suitable' });
      });
      continue;
    }
    const nodes = unit.orders.map((o) => nodeOf.get(o.id)!);
    const reason = placeUnit(drafts, unitsOf, unit, nodes);
    if (reason) waiting.push({ unit, nodes, reason });
  }
  if (drafts.length > 1) relocateUnits(drafts, unitsOf);

  const ctx: FinishContext = { input, pointOf, nodeOf, orderIdOfNode: orderNodes.map((v) => v.orderIds[0]!), returnToHub };
  let routes = drafts.map((d, i) => finishRoute(ctx, input.vehicles[i]!, d));
  // Stop ordering may have freed time: give the units left out for room or time one more try.
  const retry = waiting.filter((w) => w.reason !== 'too_heavy' && w.reason !== 'too_bulky' && w.reason !== 'too_many_orders');
  let placedAgain = false;
  for (const w of retry) {
    if (placeUnit(drafts, unitsOf, w.unit, w.nodes) === null) {
      waiting.splice(waiting.indexOf(w), 1);
      placedAgain = true;
    }
  }
  if (placedAgain) routes = drafts.map((d, i) => finishRoute(ctx, input.vehicles[i]!, d));
  for (const w of waiting) for (const o of w.unit.orders) leftOut.push({ orderId: o.id, reason: w.reason });
  return { routes, leftOut };
}

/**
 * Places a unit on the vehicle whose driving grows least, preferring one that already holds orders
 * of the unit's dugnad; null when placed, else why not.
 */
function placeUnit(
  drafts: readonly RouteDraft[],
  unitsOf: Map<RouteDraft, { unit: OrderUnit; nodes: number[] }[]>,
  unit: OrderUnit,
  nodes: number[],
): LeftOutReason | null {
  const holdsDugnad = (d: RouteDraft) => unit.dugnadKey !== null && unitsOf.get(d)!.some((e) => e.unit.dugnadKey === unit.dugnadKey);
  let best: { draft: RouteDraft; tour: number[]; score: RouteDraft['score']; growth: number; preferred: boolean } | null = null;
  let roomSomewhere = false;
  const blocks: CapacityBlock[] = [];
  for (const draft of drafts) {
    const block = draft.capacityBlock(unit);
    if (block) {
      blocks.push(block);
      continue;
    }
    roomSomewhere = true;
    const inserted = draft.tryInsert(nodes);
    if (!inserted) continue;
    const growth = inserted.score.driving - draft.score.driving;
    const preferred = holdsDugnad(draft);
    if (!best || (preferred && !best.preferred) || (preferred === best.preferred && growth < best.growth))
      best = { draft, tour: inserted.tour, score: inserted.score, growth, preferred };
  }
  if (best) {
    best.draft.apply(best.tour, best.score, addLoads(best.draft.load, unit.load), best.draft.count + nodes.length);
    unitsOf.get(best.draft)!.push({ unit, nodes });
    return null;
  }
  if (roomSomewhere) return 'no_time';
  return whyNotPlaced(drafts, unit, blocks);
}

/** Why a unit that found no route with room was left out: never fits, or no room today. */
function whyNotPlaced(drafts: readonly RouteDraft[], unit: OrderUnit, blocks: readonly CapacityBlock[]): LeftOutReason {
  const whenEmpty = drafts.map((d) => d.capacityBlock(unit, true));
  if (whenEmpty.every((b) => b !== null)) {
    if (whenEmpty.every((b) => b === 'route_full')) return 'too_many_orders';
    return whenEmpty.includes('over_volume') && !whenEmpty.includes('over_weight') ? 'too_bulky' : 'too_heavy';
  }
  return blocks.includes('route_full') ? 'route_full' : blocks.includes('over_weight') ? 'over_weight' : 'over_volume';
}

interface FinishContext {
  input: PlanDayInput;
  pointOf: (o: RouteOrder) => number;
  /** Order id → its node in the order-level problem, and back. */
  nodeOf: Map<number, number>;
  orderIdOfNode: readonly number[];
  returnToHub: boolean;
}

/** Orders a draft's stops (merged nodes, starting from its tour) and builds the route's figures. */
function finishRoute(ctx: FinishContext, pv: PlanVehicle, draft: RouteDraft): PlannedRoute {
  const { input, pointOf, nodeOf, returnToHub } = ctx;
  const byId = new Map(input.orders.map((o) => [o.id, o]));
  const chosen = draft.tour.map((v) => byId.get(ctx.orderIdOfNode[v]!)!);
  const nodes = stopNodes(chosen, pointOf, true);
  const nodeOfOrder = new Map(nodes.flatMap((v, i) => v.orderIds.map((id) => [id, i] as const)));
  const initial: number[] = [];
  for (const o of chosen) {
    const v = nodeOfOrder.get(o.id)!;
    if (initial[initial.length - 1] !== v) initial.push(v);
  }
  const problem: RoutingProblem = { nodes, travel: input.travel, departure: draft.ev.departure, returnToHub };
  const ordered = orderStops(problem, { ...input.search, initial });
  const orderIds = ordered.tour.flatMap((v) => nodes[v]!.orderIds);
  // Keep the stop order in the draft, so that a later insertion starts from it.
  const tour = orderIds.map((id) => nodeOf.get(id)!);
  draft.apply(tour, draft.ev.score(tour), draft.load, draft.count);
  const stops = orderIds.map((id) => {
    const o = byId.get(id)!;
    return { orderId: id, point: pointOf(o), timeWindow: o.timeWindow, serviceSeconds: o.serviceSeconds };
  });
  const schedule = scheduleRoute({ departure: draft.ev.departure, stops, travel: input.travel, returnToHub });
  const load = sumLoads(orderIds.map((id) => orderLoad(byId.get(id)!.lines)));
  const capacity = vehicleCapacity(pv.vehicle);
  return {
    vehicleId: pv.vehicle.id,
    date: input.date,
    departure: pv.departure,
    orderIds,
    schedule,
    load,
    capacity,
    fill: fillPercent(load, capacity),
    exact: ordered.exact,
    travelSource: input.travel.source,
  };
}

export interface SuggestRouteInput extends Omit<PlanDayInput, 'vehicles'> {
  vehicle: RouteVehicle;
  departure: string;
}

export interface SuggestedRoute extends PlannedRoute {
  leftOut: LeftOut[];
}

/** One suggested route for one vehicle: planDay with a single vehicle. */
export function suggestRoute(input: SuggestRouteInput): SuggestedRoute {
  const { vehicle, departure, ...rest } = input;
  const plan = planDay({ ...rest, vehicles: [{ vehicle, departure }] });
  return { ...plan.routes[0]!, leftOut: plan.leftOut };
}
