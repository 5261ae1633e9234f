/**
 * The admin's dashboard (issue 13, decision 0037): how orders are grouped for its figures and
 * charts, the period it reads, and the thresholds of its stuck list. Pure rules, no I/O.
 */
import { addDays } from '../checkout/calendar.ts';
import { ORDER_STATUS, ORDER_STATUS_COLOURS, type OrderStatus } from '../orders/status.ts';

/**
 * The dashboard's status groups: a partition of the statuses (each status in exactly one group),
 * built from spec section 4's lists: new ([0, 1]), the market ([8]), active ([2, 3, 4]),
 * delivered ([5]) and lost ([6, 7]: declined or cancelled, no sale). The database's rollup
 * (migration 0013, `order_status_group`) uses the same table.
 */
export const DASHBOARD_STATUS_GROUPS = {
  new: [ORDER_STATUS.suggested, ORDER_STATUS.unconfirmed],
  market: [ORDER_STATUS.market],
  active: [ORDER_STATUS.confirmed, ORDER_STATUS.scheduled, ORDER_STATUS.inProgress],
  delivered: [ORDER_STATUS.delivered],
  lost: [ORDER_STATUS.declined, ORDER_STATUS.canceled],
} as const satisfies Record<string, readonly OrderStatus[]>;
export type DashboardStatusGroup = keyof typeof DASHBOARD_STATUS_GROUPS;
export const DASHBOARD_STATUS_GROUP_NAMES = Object.keys(DASHBOARD_STATUS_GROUPS) as [DashboardStatusGroup, ...DashboardStatusGroup[]];

/** Each group's colour: the colour of its leading status (spec section 4's status colours). */
export const DASHBOARD_GROUP_COLOURS: Record<DashboardStatusGroup, string> = {
  new: ORDER_STATUS_COLOURS.unconfirmed,
  market: ORDER_STATUS_COLOURS.market,
  active: ORDER_STATUS_COLOURS.confirmed,
  delivered: ORDER_STATUS_COLOURS.delivered,
  lost: ORDER_STATUS_COLOURS.declined,
};

/** The group of a status. */
export function statusGroupOf(status: number): DashboardStatusGroup {
  for (const name of DASHBOARD_STATUS_GROUP_NAMES) if ((DASHBOARD_STATUS_GROUPS[name] as readonly number[]).includes(status)) return name;
  throw new RangeError(`unknown order status ${status}`);
}

/** Whether an order counts as a sale (GMV, fees, average order): every group but lost. */
export const isSale = (status: number): boolean => statusGroupOf(status) !== 'lost';

/** The longest period the dashboard reads (a leap year). */
export const MAX_PERIOD_DAYS = 366;

const DAY_MS = 86_400_000;
const toUtc = (day: string) => Date.parse(`${day}T00:00:00Z`);

/** Calendar days from `from` to `to`, both included (ISO dates). */
export const periodDays = (from: string, to: string): number => Math.round((toUtc(to) - toUtc(from)) / DAY_MS) + 1;

/** The period of the same length just before a period (for the figures' comparison). */
export function previousPeriod(from: string, to: string): { from: string; to: string } {
  const days = periodDays(from, to);
  return { from: addDays(from, -days), to: addDays(from, -1) };
}

/** Every day of a period, in order. */
export function daysOf(from: string, to: string): string[] {
  const out: string[] = [];
  for (let d = from; d <= to; d = addDays(d, 1)) out.push(d);
  return out;
}

/** Change from a previous value, in whole percent; null when there was nothing before. */
export function changePct(current: number, previous: number): number | null {
  if (previous === 0) return current === 0 ? 0 : null;
  return Math.round(((current - previous) / Math.abs(previous)) * 100);
}

/**
 * When something is stuck (decision 0037): an order unconfirmed or left on the market for a day,
 * a payment stage past its deadline, a route started a day ago and not completed, a support ticket
 * whose last message is the asker's (no answer yet) for an hour.
 */
export const STUCK_THRESHOLDS = {
  unconfirmedHours: 24,
  marketHours: 24,
  routeStartedHours: 24,
  ticketUnansweredHours: 1,
} as const;
