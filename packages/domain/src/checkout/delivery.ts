import { DELIVERY_PERIODS, DELIVERY_TIME_WINDOWS, type DeliveryTimeWindow } from '../common/constants.ts';
import { percentOf } from '../money/money.ts';
import { addDays, daysBetween } from './calendar.ts';

/**
 * Delivery options of spec section 9 (see docs/decisions/0008-delivery-options-and-pricing.md):
 * - fast: delivery within 6 days for 10% more shipping; 1 excluded day allowed;
 * - standard (the default): within 12 days; 2 excluded days allowed;
 * - custom: the customer picks the last day, 6 to 30 days ahead; one excluded day per 6 days.
 * The days (6, 12, 30) and the 10% are platform settings (decisions 0038 and 0043); the rules take them as `days`.
 * The period starts tomorrow. With a group or neighbour code the period follows the code's dates.
 */
export type DeliveryPeriod = keyof typeof DELIVERY_PERIODS;
export const DELIVERY_PERIOD_NAMES = ['fast', 'standard', 'custom'] as const satisfies readonly DeliveryPeriod[];
export const TIME_WINDOW_NAMES = Object.keys(DELIVERY_TIME_WINDOWS) as [DeliveryTimeWindow, ...DeliveryTimeWindow[]];
export const CUSTOM_PERIOD_MIN_DAYS = DELIVERY_PERIODS.fast.days;
export const CUSTOM_PERIOD_MAX_DAYS = DELIVERY_PERIODS.custom.maxDays;

/**
 * The delivery periods' lengths in days: platform settings (decision 0043), spec section 9's 6, 12
 * and 30 by default. A custom period is at least as long as fast delivery's.
 */
export interface DeliveryDays {
  fast: number;
  standard: number;
  customMax: number;
}
export const DEFAULT_DELIVERY_DAYS: DeliveryDays = {
  fast: DELIVERY_PERIODS.fast.days,
  standard: DELIVERY_PERIODS.standard.days,
  customMax: DELIVERY_PERIODS.custom.maxDays,
};

export function excludedDaysAllowed(period: DeliveryPeriod, lengthDays: number): number {
  if (period === 'fast') return DELIVERY_PERIODS.fast.excludedDays;
  if (period === 'standard') return DELIVERY_PERIODS.standard.excludedDays;
  return Math.max(1, Math.floor(lengthDays / DELIVERY_PERIODS.custom.excludedDayPerDays));
}

export interface DeliveryWindow {
  from: string;
  to: string;
}

/** The delivery period (from, to) for an option, ordering on `today`. */
export function deliveryWindow(period: DeliveryPeriod, today: string, customTo?: string, days: DeliveryDays = DEFAULT_DELIVERY_DAYS): DeliveryWindow {
  const from = addDays(today, 1);
  if (period === 'fast') return { from, to: addDays(today, days.fast) };
  if (period === 'standard') return { from, to: addDays(today, days.standard) };
  return { from, to: customTo ?? addDays(today, days.standard) };
}

/**
 * Spec section 4: with a stored promo code, delivery_date_from is today if the stored group date has
 * passed (else that date), and delivery_date_to is the stored group date.
 */
export function groupDeliveryWindow(today: string, groupFrom: string | null, groupTo: string): DeliveryWindow {
  const from = !groupFrom || groupFrom < today ? today : groupFrom;
  return { from, to: groupTo < from ? from : groupTo };
}

export type DeliveryProblem = 'custom-too-soon' | 'custom-too-late' | 'too-many-excluded' | 'excluded-outside' | 'excluded-duplicate' | null;

/** Checks a customer's custom end date and excluded dates against the option's limits. */
export function checkDeliveryChoice(
  period: DeliveryPeriod,
  today: string,
  window: DeliveryWindow,
  excluded: string[],
  days: DeliveryDays = DEFAULT_DELIVERY_DAYS,
): DeliveryProblem {
  if (period === 'custom') {
    const len = daysBetween(today, window.to);
    if (len < days.fast) return 'custom-too-soon';
    if (len > days.customMax) return 'custom-too-late';
  }
  if (new Set(excluded).size !== excluded.length) return 'excluded-duplicate';
  if (excluded.some((d) => d < window.from || d > window.to)) return 'excluded-outside';
  const length = daysBetween(window.from, window.to) + 1;
  if (excluded.length > excludedDaysAllowed(period, length)) return 'too-many-excluded';
  // At least one deliverable day must remain.
  if (excluded.length >= length) return 'too-many-excluded';
  return null;
}

/** The surcharge of the delivery option: fast delivery costs 10% more shipping (or the operator's setting). */
export function periodExtra(period: DeliveryPeriod, shipping: number, fastExtraPct: number = DELIVERY_PERIODS.fast.extraPct): number {
  return period === 'fast' ? percentOf(shipping, fastExtraPct) : 0;
}
