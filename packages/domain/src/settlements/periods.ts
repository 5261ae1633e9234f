import { SETTLEMENT_PERIOD_DAYS } from '../common/constants.ts';

/** The first settlement period starts on Monday 2026-01-05 (UTC); every period is 14 days after it. */
export const SETTLEMENT_EPOCH = Date.UTC(2026, 0, 5);
const PERIOD_MS = SETTLEMENT_PERIOD_DAYS * 86_400_000;

export interface SettlementPeriod {
  /** ISO date of the first day. */
  start: string;
  /** ISO date of the day after the last (the period is [start, end)). */
  end: string;
}

const iso = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/** The period an instant falls in. */
export function periodOf(at: Date): SettlementPeriod {
  const n = Math.floor((at.getTime() - SETTLEMENT_EPOCH) / PERIOD_MS);
  const start = SETTLEMENT_EPOCH + n * PERIOD_MS;
  return { start: iso(start), end: iso(start + PERIOD_MS) };
}

/** The last period that has ended at an instant: the one a closing job at that instant closes. */
export const lastClosedPeriod = (at: Date): SettlementPeriod => periodOf(new Date(at.getTime() - PERIOD_MS));

/** The last day of a period whose end is given as the day after it (as stored). */
export const lastDayOf = (endExclusive: string) => iso(Date.parse(`${endExclusive}T00:00:00Z`) - 86_400_000);
