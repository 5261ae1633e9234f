import { addDays, daysBetween } from '../checkout/calendar.ts';
import { DUGNAD_PERIOD_MAX_DAYS, DUGNAD_START_MAX_DAYS } from './dugnad.views.ts';

export type DugnadPeriodProblem =
  | { field: 'delivery_date_from'; key: 'error-dugnad-start-past' }
  | { field: 'delivery_date_from'; key: 'error-dugnad-start-too-late'; params: { days: number } }
  | { field: 'delivery_date_to'; key: 'error-dugnad-period-order' }
  | { field: 'delivery_date_to'; key: 'error-dugnad-period-too-long'; params: { days: number } };

/**
 * A dugnad's delivery period (ISO dates, both days included): it starts today at the earliest and
 * within 180 days, and lasts at most 60 days. Null when it is fine.
 */
export function dugnadPeriodProblem(today: string, from: string, to: string): DugnadPeriodProblem | null {
  if (from < today) return { field: 'delivery_date_from', key: 'error-dugnad-start-past' };
  if (from > addDays(today, DUGNAD_START_MAX_DAYS))
    return { field: 'delivery_date_from', key: 'error-dugnad-start-too-late', params: { days: DUGNAD_START_MAX_DAYS } };
  if (to < from) return { field: 'delivery_date_to', key: 'error-dugnad-period-order' };
  if (daysBetween(from, to) + 1 > DUGNAD_PERIOD_MAX_DAYS)
    return { field: 'delivery_date_to', key: 'error-dugnad-period-too-long', params: { days: DUGNAD_PERIOD_MAX_DAYS } };
  return null;
}

/** Whether a dugnad takes new orders: active, and its delivery period not over. */
export const dugnadOpen = (status: string, to: string, today: string) => status === 'active' && to >= today;
