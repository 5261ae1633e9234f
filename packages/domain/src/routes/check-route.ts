/**
 * The rules of spec section 5 for a route as the vendor sends it (built by hand, ticked orders,
 * stops dragged into their order): what refuses it and what is saved with a warning.
 *
 * Refused (the route is not saved): more than 25 orders; a date that does not suit an order; a
 * neighbour order without its neighbours; a delivery after 23:00.
 * Warnings (saved): a delivery after 22:00; a delivery outside the customer's window; a load over
 * the vehicle's weight or cargo box (the spec names no error for it; the planner never does it).
 * Missing date, start time or vehicle are payload errors, for the request schema.
 */
import { ROUTE_MAX_ORDERS } from './constants.ts';
import { type Capacity, type Fill, fillPercent, type Load, orderLoad, sumLoads, vehicleCapacity } from './load.ts';
import { type RouteRefusal, type RouteSchedule, type RouteWarning, scheduleRoute } from './schedule.ts';
import { planningPoints, type TravelTable } from './travel.ts';
import type { Hub, RouteOrder, RouteVehicle } from './types.ts';
import { type DateProblem, dateProblem } from './units.ts';

export type RouteError =
  | { code: 'too_many_orders'; count: number; max: number }
  | { code: 'date_not_suitable'; orderId: number; problem: DateProblem }
  | { code: 'neighbour_missing'; orderId: number; missing: number[] }
  | RouteRefusal;

export interface RouteCheckInput {
  date: string;
  /** Departure, seconds after midnight (parseClock of the start time). */
  departure: number;
  vehicle: RouteVehicle;
  hub: Hub;
  /** The route's orders in delivery order. */
  orders: readonly RouteOrder[];
  /** Travel table over planningPoints(hub, orders).points. */
  travel: TravelTable;
  /** The vendor's other orders that may be neighbours of these (to find a neighbour left behind). */
  otherOrders?: readonly Pick<RouteOrder, 'id' | 'neighbourKey'>[];
  returnToHub?: boolean;
  maxOrders?: number;
}

export interface RouteCheck {
  errors: RouteError[];
  warnings: RouteWarning[];
  schedule: RouteSchedule;
  load: Load;
  capacity: Capacity;
  fill: Fill;
}

export function checkRoute(input: RouteCheckInput): RouteCheck {
  const { orders } = input;
  const max = input.maxOrders ?? ROUTE_MAX_ORDERS;
  const { points, indexOf } = planningPoints(input.hub, orders);
  if (input.travel.size !== points.length)
    throw new RangeError(`checkRoute: the travel table has ${input.travel.size} points, the orders need ${points.length}`);
  const errors: RouteError[] = [];
  if (orders.length > max) errors.push({ code: 'too_many_orders', count: orders.length, max });
  for (const o of orders) {
    const problem = dateProblem(o, input.date);
    if (problem) errors.push({ code: 'date_not_suitable', orderId: o.id, problem });
  }
  const onRoute = new Set(orders.map((o) => o.id));
  for (const o of orders) {
    if (!o.neighbourKey) continue;
    const missing = (input.otherOrders ?? []).filter((x) => x.neighbourKey === o.neighbourKey && !onRoute.has(x.id)).map((x) => x.id);
    if (missing.length > 0) errors.push({ code: 'neighbour_missing', orderId: o.id, missing });
  }
  const schedule = scheduleRoute({
    departure: input.departure,
    stops: orders.map((o) => ({ orderId: o.id, point: indexOf.get(o.id)!, timeWindow: o.timeWindow, serviceSeconds: o.serviceSeconds })),
    travel: input.travel,
    returnToHub: input.returnToHub,
  });
  errors.push(...schedule.refusals);
  const load = sumLoads(orders.map((o) => orderLoad(o.lines)));
  const capacity = vehicleCapacity(input.vehicle);
  const warnings = [...schedule.warnings];
  if (load.weightKg > capacity.weightKg + 1e-9) warnings.push({ code: 'over_weight', weightKg: load.weightKg, capacityKg: capacity.weightKg });
  if (load.volumeL > capacity.volumeL + 1e-9) warnings.push({ code: 'over_volume', volumeL: load.volumeL, capacityL: capacity.volumeL });
  return { errors, warnings, schedule, load, capacity, fill: fillPercent(load, capacity) };
}
