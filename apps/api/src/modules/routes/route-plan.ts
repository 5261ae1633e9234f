import {
  checkRoute,
  type LeftOut,
  parseClock,
  type RouteCheck,
  type RouteError,
  routeWarningOf,
  suggestRoute,
  type TravelTable,
  type TravelTimeProvider,
  travelTableFor,
} from '@vedmarked/domain';
import { AppError } from '../../lib/errors.ts';
import type { PlanningOrder } from './planning-orders.ts';
import type { HubRow, VehicleRow } from './route-store.ts';

/**
 * The planner of packages/domain/src/routes applied to stored orders: travel times from the app's
 * provider (OSRM when ROUTING_URL is set, else estimated from coordinates; decisions 0020, 0027),
 * the rules of spec section 5 as errors in the envelope and warnings in the answer.
 */

export interface RoutePlanInput {
  date: string;
  departure: string;
  vehicle: VehicleRow;
  hub: HubRow;
  travel: TravelTimeProvider;
}

const planVehicle = (v: VehicleRow) => ({ id: v.id, capacityKg: v.capacityKg, widthCm: v.widthCm, heightCm: v.heightCm, depthCm: v.depthCm });
/** The travel table over planningPoints(hub, orders), from the provider. */
export const travelFor = (provider: TravelTimeProvider, hub: HubRow, orders: readonly PlanningOrder[]): Promise<TravelTable> =>
  travelTableFor(
    provider,
    { lat: hub.lat, lon: hub.lon },
    orders.map((o) => o.plan),
  );

/** The first refusal of a route, as the answer the vendor reads. */
export function routeRefusal(error: RouteError): AppError {
  switch (error.code) {
    case 'too_many_orders':
      return new AppError(422, 'route_max_orders', 'error-route-max-orders', { max: error.max, count: error.count });
    case 'date_not_suitable':
      return new AppError(422, 'route_date_not_suitable', 'error-route-date-not-suitable', { order: error.orderId, problem: error.problem });
    case 'neighbour_missing':
      return new AppError(422, 'route_neighbour_missing', 'error-route-neighbour-missing', { order: error.orderId, missing: error.missing.join(', ') });
    case 'after_latest_hour':
      return new AppError(422, 'route_after_latest_hour', 'error-route-after-latest-hour', { order: error.orderId, arrival: error.arrivalClock });
  }
}

/** Checks a route with its stops in the order given; throws the first refusal. */
export async function planRoute(input: RoutePlanInput, stops: readonly PlanningOrder[], others: readonly PlanningOrder[]): Promise<RouteCheck> {
  const travel = await travelFor(input.travel, input.hub, stops);
  const check = checkRoute({
    date: input.date,
    departure: parseClock(input.departure)!,
    vehicle: planVehicle(input.vehicle),
    hub: { lat: input.hub.lat, lon: input.hub.lon },
    orders: stops.map((o) => o.plan),
    travel,
    otherOrders: others.map((o) => o.plan),
  });
  if (check.errors.length) throw routeRefusal(check.errors[0]!);
  return check;
}

/** The planner's suggestion for one vehicle from the vendor's confirmed orders: the chosen ids in stop order, and the ones left out. */
export async function suggestStops(input: RoutePlanInput, candidates: readonly PlanningOrder[]): Promise<{ orderIds: number[]; leftOut: LeftOut[] }> {
  if (!candidates.length) throw new AppError(422, 'route_nothing_suggested', 'error-route-nothing-suggested');
  const travel = await travelFor(input.travel, input.hub, candidates);
  const s = suggestRoute({
    date: input.date,
    hub: { lat: input.hub.lat, lon: input.hub.lon },
    orders: candidates.map((o) => o.plan),
    travel,
    vehicle: planVehicle(input.vehicle),
    departure: input.departure,
  });
  if (!s.orderIds.length) throw new AppError(422, 'route_nothing_suggested', 'error-route-nothing-suggested');
  return { orderIds: s.orderIds, leftOut: s.leftOut };
}

/** A warning as the API sends it (the route page maps its live recompute the same way). */
export const warningView = routeWarningOf;
