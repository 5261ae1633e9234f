/**
 * The schedule of a route whose stops are in a given order (the planner's, or the vendor's after
 * dragging stops by hand): when each delivery happens, the warnings and the refusals. O(stops), no
 * allocation beyond the result, so the route page can run it on every reorder in the browser.
 *
 * Rules (spec section 5 and decision 0020): the van leaves the hub at the departure time; at each
 * stop it waits for the customer's window to open, then delivers for the order's service time.
 * - a delivery that starts after 23:00 is refused (the route cannot be saved);
 * - one that starts after 22:00 is saved with a warning;
 * - one that starts after the end of the customer's window is saved with a warning.
 * Times are shown rounded up to the minute (formatClock), so what is shown agrees with the rules.
 */
import type { DeliveryTimeWindow } from '../common/constants.ts';
import { formatClock } from './clock.ts';
import { LATE_DELIVERY_WARNING_S, LATEST_DELIVERY_S, STOP_SERVICE_S, TIME_WINDOW_S } from './constants.ts';
import type { TravelTable } from './travel.ts';

export interface ScheduleStopInput {
  orderId: number;
  /** Index of the stop's point in the travel table (0 is the hub). */
  point: number;
  timeWindow: DeliveryTimeWindow;
  serviceSeconds?: number;
}

export interface ScheduleInput {
  /** Departure from the hub, seconds after midnight (parseClock of the route's start time). */
  departure: number;
  stops: readonly ScheduleStopInput[];
  travel: Pick<TravelTable, 'size' | 'seconds' | 'metres'>;
  /** Whether the van drives back to the hub at the end (default true; decision 0020). */
  returnToHub?: boolean;
}

export interface ScheduledStop {
  orderId: number;
  timeWindow: DeliveryTimeWindow;
  /** When the delivery starts, seconds after midnight: the approximate arrival told to the customer. */
  arrival: number;
  /** The same, "HH:MM" rounded up. */
  arrivalClock: string;
  /** Seconds the van waited for the window to open before it. */
  waitSeconds: number;
  /** When the van leaves the stop. */
  leaves: number;
  /** Driving from the previous stop (or the hub). */
  driveSeconds: number;
  driveMetres: number;
  late: boolean;
  afterWarningHour: boolean;
  refused: boolean;
}

export type RouteWarning =
  | { code: 'after_warning_hour'; orderId: number; arrival: number; arrivalClock: string }
  | { code: 'outside_window'; orderId: number; arrival: number; arrivalClock: string; timeWindow: DeliveryTimeWindow }
  | { code: 'over_weight'; weightKg: number; capacityKg: number }
  | { code: 'over_volume'; volumeL: number; capacityL: number };

export type RouteRefusal = { code: 'after_latest_hour'; orderId: number; arrival: number; arrivalClock: string };

export interface RouteSchedule {
  departure: number;
  stops: ScheduledStop[];
  warnings: RouteWarning[];
  refusals: RouteRefusal[];
  /** Driving seconds and metres, including the way back when the route returns to the hub. */
  drivingSeconds: number;
  distanceMetres: number;
  returnToHub: boolean;
  /** When the last delivery is done. */
  lastDeliveryDone: number;
  /** When the van is back at the hub (null when the route does not return). */
  backAtHub: number | null;
  /** From departure to the end of the route: back at the hub, or the last delivery done. */
  durationSeconds: number;
}

export function scheduleRoute(input: ScheduleInput): RouteSchedule {
  const { travel, departure } = input;
  const returnToHub = input.returnToHub ?? true;
  const n = travel.size;
  const stops: ScheduledStop[] = [];
  const warnings: RouteWarning[] = [];
  const refusals: RouteRefusal[] = [];
  let t = departure;
  let prev = 0;
  let drivingSeconds = 0;
  let distanceMetres = 0;
  for (const s of input.stops) {
    if (s.point < 0 || s.point >= n) throw new RangeError(`stop ${s.orderId}: point ${s.point} is outside the travel table`);
    const driveSeconds = travel.seconds[prev * n + s.point]!;
    const driveMetres = travel.metres[prev * n + s.point]!;
    drivingSeconds += driveSeconds;
    distanceMetres += driveMetres;
    const reached = t + driveSeconds;
    const window = TIME_WINDOW_S[s.timeWindow];
    const arrival = Math.max(reached, window.from);
    const arrivalClock = formatClock(arrival);
    const refused = arrival > LATEST_DELIVERY_S;
    const afterWarningHour = arrival > LATE_DELIVERY_WARNING_S;
    const late = arrival > window.to;
    if (refused) refusals.push({ code: 'after_latest_hour', orderId: s.orderId, arrival, arrivalClock });
    else if (afterWarningHour) warnings.push({ code: 'after_warning_hour', orderId: s.orderId, arrival, arrivalClock });
    if (late) warnings.push({ code: 'outside_window', orderId: s.orderId, arrival, arrivalClock, timeWindow: s.timeWindow });
    t = arrival + Math.round(s.serviceSeconds ?? STOP_SERVICE_S);
    stops.push({
      orderId: s.orderId,
      timeWindow: s.timeWindow,
      arrival,
      arrivalClock,
      waitSeconds: arrival - reached,
      leaves: t,
      driveSeconds,
      driveMetres,
      late,
      afterWarningHour,
      refused,
    });
    prev = s.point;
  }
  const lastDeliveryDone = t;
  let backAtHub: number | null = null;
  if (returnToHub) {
    drivingSeconds += travel.seconds[prev * n]!;
    distanceMetres += travel.metres[prev * n]!;
    backAtHub = t + travel.seconds[prev * n]!;
  }
  return {
    departure,
    stops,
    warnings,
    refusals,
    drivingSeconds,
    distanceMetres,
    returnToHub,
    lastDeliveryDone,
    backAtHub,
    durationSeconds: (backAtHub ?? lastDeliveryDone) - departure,
  };
}
