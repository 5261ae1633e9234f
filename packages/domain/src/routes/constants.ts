/**
 * Constants of route planning (spec sections 4, 5 and 9; docs/decisions/0020-route-travel-times.md).
 * Times are seconds after midnight of the delivery date; distances are metres.
 */
import { DELIVERY_TIME_WINDOWS, type DeliveryTimeWindow, LATE_DELIVERY_WARNING_HOUR, LATEST_DELIVERY_HOUR, MAX_ORDERS_PER_ROUTE } from '../common/constants.ts';

export const HOUR_S = 3600;

/** No delivery may start after 23:00 (spec section 5: refused). */
export const LATEST_DELIVERY_S = LATEST_DELIVERY_HOUR * HOUR_S;
/** A delivery after 22:00 is saved with a warning (spec section 5). */
export const LATE_DELIVERY_WARNING_S = LATE_DELIVERY_WARNING_HOUR * HOUR_S;

/** A route holds at most 25 orders (spec section 9). */
export const ROUTE_MAX_ORDERS = MAX_ORDERS_PER_ROUTE;

/**
 * Time spent at each order's door, in seconds: 10 minutes. Parking a van on a residential street,
 * unloading 10–20 sacks on a sack truck or one big bag with the pallet jack or crane, and taking the
 * delivery photos in the driver app. Carry and placement (one floor, up to 20 m) is part of it; an
 * order can bring its own figure (RouteOrder.serviceSeconds) when the routes module knows better.
 */
export const STOP_SERVICE_S = 10 * 60;

/**
 * Travel times from coordinates (decision 0020): great-circle distance × ROAD_FACTOR, driven at
 * AVERAGE_SPEED_KMH. Norway's roads wind around fjords, lakes and hills, so the factor sits at the
 * top of the 1.2–1.4 range usually measured for road networks; the speed is a loaded van's
 * door-to-door average over town streets (30–50 km/h) and county roads (60–80 km/h).
 */
export const ROAD_FACTOR = 1.35;
export const AVERAGE_SPEED_KMH = 45;

/**
 * Stop ordering is exact (Held–Karp over subsets with Pareto labels) up to this many stops; above
 * it, a seeded local search. 12 stops take milliseconds exactly; each stop more doubles the work.
 */
export const EXACT_MAX_STOPS = 12;

/** The customer's delivery time windows in seconds (morning 08–12, midday 12–17, evening 17–22). */
export const TIME_WINDOW_S: Record<DeliveryTimeWindow, { from: number; to: number }> = Object.fromEntries(
  Object.entries(DELIVERY_TIME_WINDOWS).map(([name, w]) => [name, { from: clockToSeconds(w.from), to: clockToSeconds(w.to) }]),
) as Record<DeliveryTimeWindow, { from: number; to: number }>;

function clockToSeconds(hhmm: string): number {
  const [h, m] = hhmm.split(':');
  return Number(h) * HOUR_S + Number(m) * 60;
}
