import { clockMinutes } from '../delivery/delivery.ts';

/** Seconds after midnight of a "HH:MM" time (00:00–23:59), or null when it is not one. */
export function parseClock(value: string): number | null {
  const minutes = clockMinutes(value);
  return minutes === null ? null : minutes * 60;
}

/**
 * A time of day as people read it on a route sheet: "HH:MM", rounded **up** to the minute, so
 * that a time shown as 23:00 is never after 23:00 and the rules (after 22:00, after 23:00, after the
 * window) agree with what is shown. Past midnight the day wraps ("00:15"); such stops are refused
 * anyway. `dayOffset` says how many days later it is.
 */
export function formatClock(seconds: number): string {
  const minutes = Math.ceil(seconds / 60);
  const inDay = ((minutes % 1440) + 1440) % 1440;
  return `${String(Math.floor(inDay / 60)).padStart(2, '0')}:${String(inDay % 60).padStart(2, '0')}`;
}

export function dayOffset(seconds: number): number {
  return Math.floor(Math.ceil(seconds / 60) / 1440);
}
