/**
 * The table filter of spec section 5: contains, starts-with, ends-with, matches, greater-than and
 * less-than, case-insensitive. One pure function decides whether a cell passes a filter, so the
 * shared data table (web) and any list filtered in memory give the same answer.
 *
 * - The text operators (contains, starts-with, ends-with, matches) look at the cell's text as the
 *   user sees it (a date as DD.MM.YYYY, money as "1 234,50 kr"), folded to lower case.
 * - matches is a regular expression, case-insensitive; a pattern that is not a valid expression
 *   is searched for as plain text (contains), never an error.
 * - greater-than and less-than compare values of the column's kind: numbers as numbers, money in
 *   major units (the user types kroner, the cell holds øre), dates by calendar day in Oslo, and
 *   text alphabetically in the user's language (numbers in text, such as postcodes, as numbers).
 * - An empty filter, or one whose operand cannot be read for its kind ("abc" greater than a
 *   number), lets every row through; `filterProblem` names the problem for the form.
 */

/**
 * Days are the shop's days (SHOP_TIME_ZONE in checkout/calendar.ts), named here rather than imported
 * so that the table's rules do not tie the checkout's calendar to every dashboard chunk.
 */
const SHOP_TIME_ZONE = 'Europe/Oslo';

export const FILTER_OPS = ['contains', 'starts-with', 'ends-with', 'matches', 'greater-than', 'less-than'] as const;
export type FilterOp = (typeof FILTER_OPS)[number];

/** How a column's values compare and are shown. */
export const VALUE_KINDS = ['text', 'number', 'money', 'date'] as const;
export type ValueKind = (typeof VALUE_KINDS)[number];

export interface ColumnFilter {
  op: FilterOp;
  value: string;
}

/** What a filter sees of a cell: the text as shown, and the raw value greater/less-than compare. */
export interface FilterCell {
  text: string;
  value: unknown;
}

export interface FilterOptions {
  /** The interface language, for alphabetical order (ø after z in Norwegian). */
  language?: string;
}

export const isFilterOp = (v: unknown): v is FilterOp => typeof v === 'string' && (FILTER_OPS as readonly string[]).includes(v);

/** Longest pattern compiled as a regular expression; longer ones are searched as text. */
export const MAX_PATTERN_LENGTH = 200;

/** NFC, and any kind of space (formatted numbers use no-break spaces) as a plain space. */
const plainSpaces = (s: string) => s.normalize('NFC').replace(/[\s\u00a0\u202f\u2009]/g, ' ');

/** Case-folds text for comparison: plain spaces, lower case. */
export function foldText(s: string): string {
  return plainSpaces(s).toLowerCase();
}

const escapeRegExp = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

let lastPattern: { pattern: string; compiled: { regex: RegExp; valid: boolean } } | null = null;

/**
 * Compiles a "matches" pattern, case-insensitive. Invalid (or overlong) patterns become a literal
 * search for the text typed, and `valid` says so, so the form can tell the user.
 */
export function compilePattern(pattern: string): { regex: RegExp; valid: boolean } {
  if (lastPattern?.pattern === pattern) return lastPattern.compiled;
  let compiled: { regex: RegExp; valid: boolean } | null = null;
  if (pattern.length <= MAX_PATTERN_LENGTH) {
    for (const flags of ['iu', 'i']) {
      try {
        compiled = { regex: new RegExp(pattern, flags), valid: true };
        break;
      } catch {
        // try the next flags, then fall back to plain text
      }
    }
  }
  compiled ??= { regex: new RegExp(escapeRegExp(pattern), 'iu'), valid: false };
  // A table tests one pattern against every row: keep the last one compiled.
  lastPattern = { pattern, compiled };
  return compiled;
}

/**
 * Reads a number as people type it: "1 234,5", "1.234,5", "1,234.5", "-3", "12.5". With one kind of
 * separator, a comma is the decimal mark (es, no) and so is a single dot; several of the same
 * separator are thousands.
 */
export function parseNumber(input: string): number | null {
  let s = input.trim().replace(/[\s\u00a0\u202f\u2009'’]/g, '');
  if (!s) return null;
  const commas = (s.match(/,/g) ?? []).length;
  const dots = (s.match(/\./g) ?? []).length;
  if (commas && dots) {
    const decimal = s.lastIndexOf(',') > s.lastIndexOf('.') ? ',' : '.';
    s = s.replaceAll(decimal === ',' ? '.' : ',', '').replace(',', '.');
  } else if (commas > 1 || dots > 1) {
    s = s.replace(/[.,]/g, '');
  } else {
    s = s.replace(',', '.');
  }
  if (!/^[-+]?(\d+\.?\d*|\.\d+)$/.test(s)) return null;
  const n = Number(s);
  return Number.isFinite(n) ? n : null;
}

const dayFormat = new Intl.DateTimeFormat('en-GB', { timeZone: SHOP_TIME_ZONE, year: 'numeric', month: '2-digit', day: '2-digit' });

const dayKey = (y: number, m: number, d: number) => y * 10000 + m * 100 + d;

function validDay(y: number, m: number, d: number): number | null {
  const date = new Date(Date.UTC(y, m - 1, d));
  return date.getUTCFullYear() === y && date.getUTCMonth() === m - 1 && date.getUTCDate() === d ? dayKey(y, m, d) : null;
}

/** A typed date, DD.MM.YYYY (also D.M.YYYY, with / or -) or YYYY-MM-DD, as a yyyymmdd number. */
export function parseDay(input: string): number | null {
  const s = input.trim();
  let m = /^(\d{1,2})[./-](\d{1,2})[./-](\d{4})$/.exec(s);
  if (m) return validDay(Number(m[3]), Number(m[2]), Number(m[1]));
  m = /^(\d{4})-(\d{1,2})-(\d{1,2})$/.exec(s);
  if (m) return validDay(Number(m[1]), Number(m[2]), Number(m[3]));
  return null;
}

/** The calendar day (in Oslo) of a cell's value: a date-only string is that day; an instant is its Oslo day. */
export function cellDay(value: unknown): number | null {
  if (typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value)) return parseDay(value);
  const t = value instanceof Date ? value.getTime() : typeof value === 'string' ? Date.parse(value) : typeof value === 'number' ? value : Number.NaN;
  if (!Number.isFinite(t)) return null;
  const parts = dayFormat.formatToParts(new Date(t));
  const p = (type: string) => Number(parts.find((x) => x.type === type)?.value);
  return dayKey(p('year'), p('month'), p('day'));
}

function cellNumber(value: unknown): number | null {
  const n = typeof value === 'number' ? value : typeof value === 'string' ? parseNumber(value) : null;
  return n !== null && Number.isFinite(n) ? n : null;
}

/** The operand of greater/less-than for a kind, or null when it cannot be read. */
function operandFor(kind: ValueKind, value: string): number | string | null {
  switch (kind) {
    case 'number':
      return parseNumber(value);
    case 'money': {
      const n = parseNumber(value);
      return n === null ? null : Math.round(n * 100);
    }
    case 'date':
      return parseDay(value);
    default:
      return value.trim();
  }
}

/** Why a filter cannot apply, as an i18n key (table namespace), or null when it is fine. */
export function filterProblem(filter: ColumnFilter, kind: ValueKind = 'text'): 'filter.need-number' | 'filter.need-date' | 'filter.bad-pattern' | null {
  if (!filter.value.trim()) return null;
  if (filter.op === 'matches') return compilePattern(filter.value).valid ? null : 'filter.bad-pattern';
  if (filter.op !== 'greater-than' && filter.op !== 'less-than') return null;
  if (operandFor(kind, filter.value) !== null) return null;
  return kind === 'date' ? 'filter.need-date' : 'filter.need-number';
}

const collators = new Map<string, Intl.Collator>();
function collator(language = 'en'): Intl.Collator {
  const locale = language === 'no' ? 'nb' : language;
  let c = collators.get(locale);
  if (!c) {
    c = new Intl.Collator(locale, { sensitivity: 'accent', numeric: true });
    collators.set(locale, c);
  }
  return c;
}

/** Orders two cell values of a kind, ascending; empty values compare as null (callers put them last). */
export function compareValues(a: unknown, b: unknown, kind: ValueKind = 'text', options: FilterOptions = {}): number {
  if (kind === 'date') return (cellDayOrTime(a) ?? 0) - (cellDayOrTime(b) ?? 0);
  if (kind === 'number' || kind === 'money') return (cellNumber(a) ?? 0) - (cellNumber(b) ?? 0);
  return collator(options.language).compare(String(a ?? ''), String(b ?? ''));
}

/** Instants sort by time, not only by day. */
function cellDayOrTime(value: unknown): number | null {
  const t = value instanceof Date ? value.getTime() : typeof value === 'string' ? Date.parse(value) : typeof value === 'number' ? value : Number.NaN;
  return Number.isFinite(t) ? t : null;
}

/** Compares a cell with the operand of greater/less-than: > 0 when the cell is greater; null when not comparable. */
function compareWithOperand(cell: FilterCell, kind: ValueKind, operand: number | string, options: FilterOptions): number | null {
  if (kind === 'date') {
    const day = cellDay(cell.value);
    return day === null ? null : day - (operand as number);
  }
  if (kind === 'number' || kind === 'money') {
    const n = cellNumber(cell.value);
    return n === null ? null : n - (operand as number);
  }
  const text = cell.text.trim();
  if (!text) return null;
  const a = parseNumber(text);
  const b = parseNumber(operand as string);
  if (a !== null && b !== null) return a - b;
  return collator(options.language).compare(text, operand as string);
}

/** Whether a cell passes a filter (spec section 5). */
export function matchesFilter(cell: FilterCell, filter: ColumnFilter, kind: ValueKind = 'text', options: FilterOptions = {}): boolean {
  const raw = filter.op === 'matches' ? filter.value : filter.value.trim();
  if (!raw.trim()) return true;
  // Spaces around a cell's text or the operand are noise, not content.
  const text = foldText(cell.text).trim();
  switch (filter.op) {
    case 'contains':
      return text.includes(foldText(raw));
    case 'starts-with':
      return text.startsWith(foldText(raw));
    case 'ends-with':
      return text.endsWith(foldText(raw));
    case 'matches':
      return compilePattern(raw).regex.test(plainSpaces(cell.text));
    case 'greater-than':
    case 'less-than': {
      const operand = operandFor(kind, raw);
      if (operand === null) return true;
      const cmp = compareWithOperand(cell, kind, operand, options);
      if (cmp === null || Number.isNaN(cmp)) return false;
      return filter.op === 'greater-than' ? cmp > 0 : cmp < 0;
    }
  }
}
