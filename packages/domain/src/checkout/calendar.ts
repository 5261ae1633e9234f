/**
 * Calendar arithmetic on ISO dates ("YYYY-MM-DD") in Norway's time zone. Dates are plain strings so
 * they cross the wire and the database unchanged; arithmetic runs on UTC midnight.
 */
export const SHOP_TIME_ZONE = 'Europe/Oslo';

const isoFormatter = new Intl.DateTimeFormat('en-CA', { timeZone: SHOP_TIME_ZONE, year: 'numeric', month: '2-digit', day: '2-digit' });

/** Today's date in Oslo. */
export function osloToday(now: Date = new Date()): string {
  return isoFormatter.format(now);
}

export function isIsoDate(s: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(s)) return false;
  const d = new Date(`${s}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === s;
}

export function addDays(iso: string, days: number): string {
  const d = new Date(`${iso}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

/** Whole days from a to b (b - a). */
export function daysBetween(a: string, b: string): number {
  return Math.round((Date.parse(`${b}T00:00:00Z`) - Date.parse(`${a}T00:00:00Z`)) / 86_400_000);
}

/** ISO weekday, 1 = Monday … 7 = Sunday. */
export function isoWeekday(iso: string): number {
  const d = new Date(`${iso}T00:00:00Z`).getUTCDay();
  return d === 0 ? 7 : d;
}

/** Easter Sunday (Gregorian), by the anonymous Gregorian algorithm. */
export function easterSunday(year: number): string {
  const a = year % 19;
  const b = Math.floor(year / 100);
  const c = year % 100;
  const d = Math.floor(b / 4);
  const e = b % 4;
  const f = Math.floor((b + 8) / 25);
  const g = Math.floor((b - f + 1) / 3);
  const h = (19 * a + b - d - g + 15) % 30;
  const i = Math.floor(c / 4);
  const k = c % 4;
  const l = (32 + 2 * e + 2 * i - h - k) % 7;
  const m = Math.floor((a + 11 * h + 22 * l) / 451);
  const month = Math.floor((h + l - 7 * m + 114) / 31);
  const day = ((h + l - 7 * m + 114) % 31) + 1;
  return `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

const holidayCache = new Map<number, Set<string>>();
/** Norwegian public holidays of a year (fixed dates and those that follow Easter). */
export function norwegianHolidays(year: number): Set<string> {
  const cached = holidayCache.get(year);
  if (cached) return cached;
  const easter = easterSunday(year);
  const set = new Set([
    `${year}-01-01`,
    `${year}-05-01`,
    `${year}-05-17`,
    `${year}-12-25`,
    `${year}-12-26`,
    addDays(easter, -3), // Maundy Thursday
    addDays(easter, -2), // Good Friday
    easter,
    addDays(easter, 1), // Easter Monday
    addDays(easter, 39), // Ascension Day
    addDays(easter, 49), // Whit Sunday
    addDays(easter, 50), // Whit Monday
  ]);
  holidayCache.set(year, set);
  return set;
}

export function isWorkingDay(iso: string): boolean {
  return isoWeekday(iso) <= 5 && !norwegianHolidays(Number(iso.slice(0, 4))).has(iso);
}

/** The date n working days after iso (Monday–Friday, Norwegian public holidays excluded). */
export function addWorkingDays(iso: string, n: number): string {
  let d = iso;
  let left = n;
  while (left > 0) {
    d = addDays(d, 1);
    if (isWorkingDay(d)) left--;
  }
  return d;
}

/**
 * The instant a date and "HH:MM" wall-clock time in Oslo happens (handles summer time by asking
 * the formatter for Oslo's offset at that moment).
 */
export function osloInstant(iso: string, time = '00:00'): Date {
  const guess = new Date(`${iso}T${time}:00Z`);
  const parts = new Intl.DateTimeFormat('en-GB', { timeZone: SHOP_TIME_ZONE, timeZoneName: 'longOffset' }).formatToParts(guess);
  const offset = parts.find((p) => p.type === 'timeZoneName')?.value ?? 'GMT+01:00';
  const m = /GMT([+-])(\d{2}):?(\d{2})?/.exec(offset);
  const minutes = m ? (m[1] === '-' ? -1 : 1) * (Number(m[2]) * 60 + Number(m[3] ?? 0)) : 60;
  return new Date(guess.getTime() - minutes * 60_000);
}
