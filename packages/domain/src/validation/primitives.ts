import { z } from 'zod';

/*
 * The building blocks of every request schema: ids, bounded whole numbers and text. Each names the
 * limits of what the database can store, so that no value a client sends can reach PostgreSQL and
 * fail there (a 500) instead of here (a 422 with a message next to the field).
 */

/** The largest PostgreSQL `integer` (ids and counts are int4 columns). */
export const DB_INT_MAX = 2_147_483_647;

/** { error }: the message key for a missing value (a value of the wrong type is "not valid"). */
type Params = { error?: string } | undefined;
const REQUIRED = { error: 'validation-field-required' } as const;

/**
 * The type error of a text field: missing → the given key, another type → not valid. Every other
 * issue keeps its own message (or the generic one for its kind, such as "at most N characters").
 */
const typeError = (params: Params) => ({
  error: (issue: { code?: string; input?: unknown }) =>
    issue.code !== 'invalid_type' ? undefined : issue.input === undefined || issue.input === null ? (params?.error ?? REQUIRED.error) : 'validation-invalid',
});

/** A whole number written in decimal; other text (hex, exponents, "NaN", "") is no number here. */
const DECIMAL = /^\s*-?\d+(\.\d+)?\s*$/;

/**
 * A number sent as JSON or as text (query strings, paths, multipart fields): missing or empty is
 * "required", anything but a plain decimal number is "not valid".
 */
export const numeric = (invalidKey = 'validation-invalid') =>
  z.preprocess(
    (v) => (v === undefined || v === null || v === '' ? undefined : typeof v === 'string' ? (DECIMAL.test(v) ? Number(v) : Number.NaN) : v),
    z.number({ error: (issue) => (issue.input === undefined ? 'validation-field-required' : invalidKey) }),
  );

/** A whole number from min to max (both within int4), from JSON or text. */
export function wholeNumber(min: number, max: number, invalidKey = 'validation-invalid') {
  const lo = Math.max(min, -DB_INT_MAX - 1);
  const hi = Math.min(max, DB_INT_MAX);
  return (
    numeric(invalidKey)
      .pipe(z.number().int({ error: invalidKey }).min(lo, { error: invalidKey }).max(hi, { error: invalidKey }))
      // What the API document shows (the text-to-number step would otherwise hide it).
      .meta({ type: 'integer', minimum: lo, maximum: hi })
  );
}

/** The id of a row: a whole number from 1 to 2^31 - 1 (what an int4 serial holds). */
export const idSchema = wholeNumber(1, DB_INT_MAX);

/** { id } in a path: /thing/{id}. */
export const idParams = z.object({ id: idSchema });

/** limit and offset of a list: limit from 1 to max (default given), offset from 0. */
export const pageQuery = (defaultLimit: number, maxLimit: number) => ({
  limit: wholeNumber(1, maxLimit).default(defaultLimit),
  offset: wholeNumber(0, DB_INT_MAX).default(0),
});

// ---------------------------------------------------------------------------------------------
// Text

/** C0 controls but tab, line feed and carriage return; DEL; the C1 controls. NUL is among them (PostgreSQL refuses it). */
// biome-ignore lint/suspicious/noControlCharactersInRegex: finding control characters is what it is for.
const CONTROL = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]/;
/** A surrogate half without its other half: no character at all (it cannot be stored as UTF-8). */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;
const LINE_BREAK = /[\t\n\r\u2028\u2029]/;

/** True when text holds nothing that must be refused: no control character, no broken character. */
export function isCleanText(v: string): boolean {
  return !CONTROL.test(v) && !LONE_SURROGATE.test(v);
}

/** True when text is clean and on one line (no tab or line break). */
export function isCleanLine(v: string): boolean {
  return isCleanText(v) && !LINE_BREAK.test(v);
}

/**
 * Text of any length: every text field of a request starts here (use it instead of z.string()).
 * It refuses NUL and the other control characters, and broken characters, with a message of its
 * own, before any other check; line breaks and tabs are allowed (comments, messages).
 */
export const text = (params: Params = REQUIRED) =>
  z.string(typeError(params)).refine((v) => !CONTROL.test(v) && !LONE_SURROGATE.test(v), { error: 'error-valid-control-characters', abort: true });

/** One line of text (names, addresses, e-mail, codes): as text(), and no tab or line break either. */
export const line = (params: Params = REQUIRED) => text(params).refine((v) => !LINE_BREAK.test(v), { error: 'error-valid-single-line', abort: true });
