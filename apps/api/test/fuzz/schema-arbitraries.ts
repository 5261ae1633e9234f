import fc from 'fast-check';

/**
 * fast-check arbitraries from the OpenAPI document's JSON schemas (OpenAPI 3.0 as @fastify/swagger
 * writes it): values that a schema accepts, and hostile values that a server must refuse cleanly.
 * Nothing here knows a route: new routes are fuzzed from their own schemas.
 */
export interface JsonSchema {
  type?: string | string[];
  enum?: unknown[];
  const?: unknown;
  nullable?: boolean;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  additionalProperties?: boolean | JsonSchema;
  items?: JsonSchema;
  minItems?: number;
  maxItems?: number;
  minLength?: number;
  maxLength?: number;
  pattern?: string;
  format?: string;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: boolean | number;
  exclusiveMaximum?: boolean | number;
  default?: unknown;
}

/** Known good values by field name (a session with a cart, a postcode with vendors): they let valid requests reach deeper. */
export type Hints = Record<string, fc.Arbitrary<unknown>>;

const MAX_SAFE = Number.MAX_SAFE_INTEGER;

function bounds(s: JsonSchema, integer: boolean): { min: number; max: number } {
  let min = s.minimum ?? -1_000_000;
  let max = s.maximum ?? 1_000_000;
  if (s.exclusiveMinimum === true) min += integer ? 1 : Number.EPSILON;
  else if (typeof s.exclusiveMinimum === 'number') min = s.exclusiveMinimum + (integer ? 1 : Number.EPSILON);
  if (s.exclusiveMaximum === true) max -= integer ? 1 : Number.EPSILON;
  else if (typeof s.exclusiveMaximum === 'number') max = s.exclusiveMaximum - (integer ? 1 : Number.EPSILON);
  return { min: Math.max(min, -MAX_SAFE), max: Math.min(max, MAX_SAFE) };
}

function validString(s: JsonSchema): fc.Arbitrary<string> {
  const minLength = s.minLength ?? 0;
  const maxLength = Math.min(s.maxLength ?? 60, 300);
  const fits = (v: string) => v.length >= minLength && v.length <= (s.maxLength ?? Number.POSITIVE_INFINITY);
  if (s.format === 'email') return fc.emailAddress().filter((v) => v.length <= Math.min(maxLength, 254));
  if (s.format === 'uuid') return fc.uuid();
  if (s.format === 'date')
    return fc.date({ min: new Date('2020-01-01'), max: new Date('2035-12-31'), noInvalidDate: true }).map((d) => d.toISOString().slice(0, 10));
  if (s.format === 'date-time') return fc.date({ min: new Date('2020-01-01'), max: new Date('2035-12-31'), noInvalidDate: true }).map((d) => d.toISOString());
  if (s.format === 'uri' || s.format === 'url') return fc.webUrl();
  if (s.pattern) {
    let re: RegExp;
    try {
      re = new RegExp(s.pattern);
    } catch {
      return fc.string({ minLength, maxLength });
    }
    // stringMatching can give long strings for open patterns; keep those that fit, else fall back.
    return fc.oneof(fc.stringMatching(re).filter(fits), fc.string({ minLength, maxLength }));
  }
  return fc.string({
    minLength,
    maxLength,
    unit: fc.oneof(
      { weight: 4, arbitrary: fc.constantFrom(...'abcdefghijklmnopqrstuvwxyz0123456789 ') },
      { weight: 1, arbitrary: fc.string({ unit: 'binary', minLength: 1, maxLength: 1 }) },
    ),
  });
}

/** Values the schema accepts (as far as JSON schema can say: refinements in code may still refuse them). */
export function validValue(s: JsonSchema | undefined, hints: Hints = {}, name?: string, depth = 0): fc.Arbitrary<unknown> {
  if (!s || depth > 6) return fc.constant(undefined);
  const hint = name && Object.hasOwn(hints, name) ? hints[name] : undefined;
  const base = validIgnoringHints(s, hints, depth);
  return hint ? fc.oneof({ weight: 3, arbitrary: hint }, { weight: 1, arbitrary: base }) : base;
}

function validIgnoringHints(s: JsonSchema, hints: Hints, depth: number): fc.Arbitrary<unknown> {
  if (s.enum) return fc.constantFrom(...s.enum);
  if (s.const !== undefined) return fc.constant(s.const);
  const alternatives = s.anyOf ?? s.oneOf;
  if (alternatives?.length) return fc.oneof(...alternatives.map((a) => validValue(a, hints, undefined, depth + 1)));
  if (s.allOf?.length) return validValue(Object.assign({}, ...s.allOf), hints, undefined, depth + 1);
  const types = [s.type ?? []].flat();
  const nullable = s.nullable === true || types.includes('null');
  const type = types.find((t) => t !== 'null');
  let arb: fc.Arbitrary<unknown>;
  switch (type) {
    case 'string':
      arb = validString(s);
      break;
    case 'integer': {
      const { min, max } = bounds(s, true);
      arb = fc.oneof(
        fc.integer({ min: Math.max(min, 0), max: Math.min(Math.max(max, 0), 60) }).filter((n) => n >= min && n <= max),
        fc.integer({ min, max }),
      );
      break;
    }
    case 'number': {
      const { min, max } = bounds(s, false);
      arb = fc.oneof(fc.integer({ min: Math.ceil(min), max: Math.floor(max) }), fc.double({ min, max, noNaN: true, noDefaultInfinity: true }));
      break;
    }
    case 'boolean':
      arb = fc.boolean();
      break;
    case 'array':
      arb = fc.array(validValue(s.items, hints, undefined, depth + 1), { minLength: s.minItems ?? 0, maxLength: Math.min(s.maxItems ?? 3, 5) });
      break;
    case 'object':
      arb = validObject(s, hints, depth);
      break;
    default:
      arb = s.properties ? validObject(s, hints, depth) : fc.jsonValue({ maxDepth: 2 });
  }
  return nullable ? fc.oneof({ weight: 4, arbitrary: arb }, { weight: 1, arbitrary: fc.constant(null) }) : arb;
}

function validObject(s: JsonSchema, hints: Hints, depth: number): fc.Arbitrary<Record<string, unknown>> {
  const props = s.properties ?? {};
  const model = Object.fromEntries(Object.entries(props).map(([k, v]) => [k, validValue(v, hints, k, depth + 1)]));
  return fc.record(model, { requiredKeys: (s.required ?? []).filter((k) => k in props) }) as fc.Arbitrary<Record<string, unknown>>;
}

// ---------------------------------------------------------------------------------------------
// Hostile values

/** Control characters a text field must refuse (tab, line feed and carriage return are not among them). */
export const CONTROL_CHARS = ['\u0000', '\u0001', '\u0007', '\u0008', '\u000b', '\u000c', '\u001b', '\u001f', '\u007f', '\u0085', '\u009f'];
const ODD_TEXT = ['\u2028', '\u2029', '\ufeff', '\ud800', '\udfff', '\u202e', '😀', 'ß', 'İ', '\u0301'];

/** A string with a control character (or another odd code point) inside valid-looking text. */
export const withControlChar = (inner: fc.Arbitrary<string>) =>
  fc.tuple(inner, fc.constantFrom(...CONTROL_CHARS, ...ODD_TEXT), fc.nat()).map(([v, c, at]) => {
    const i = v.length ? at % (v.length + 1) : 0;
    return v.slice(0, i) + c + v.slice(i);
  });

const ONE_MB = 1_000_000;
/** Numbers at the edges of the integer types a server's database and language use. */
export const EDGE_NUMBERS = [
  0,
  -1,
  -0,
  1.5,
  2 ** 31 - 1,
  2 ** 31,
  -(2 ** 31),
  -(2 ** 31) - 1,
  2 ** 32,
  2 ** 53,
  2 ** 53 + 2,
  2 ** 63,
  -(2 ** 63),
  2 ** 64,
  1e308,
  -1e308,
  Number.MIN_VALUE,
];
/** The same edges written as text (query strings and paths carry text). */
export const EDGE_NUMBER_TEXT = [
  '2147483648',
  '2147483647',
  '-2147483649',
  '9223372036854775807',
  '9223372036854775808',
  '-9223372036854775809',
  '18446744073709551616',
  '99999999999999999999999999999999',
  'NaN',
  'Infinity',
  '-Infinity',
  '1e309',
  '1e3',
  '0x10',
  '0b11',
  '+1',
  ' 1',
  '1 ',
  '1.0',
  '01',
  '-0',
  '１',
  '٣',
  '',
];

function nested(depth: number, leaf: unknown, asArray: boolean): unknown {
  let v = leaf;
  for (let i = 0; i < depth; i++) v = asArray ? [v] : { a: v };
  return v;
}

/** A value of any wrong kind for a field: wrong types, edge numbers, hostile text, deep nesting. */
export function hostileValue(s: JsonSchema | undefined, hints: Hints = {}, name?: string): fc.Arbitrary<unknown> {
  const valid = validValue(s, hints, name);
  const validText = valid.map((v) => (typeof v === 'string' ? v : (JSON.stringify(v) ?? '')));
  return fc.oneof(
    { weight: 3, arbitrary: withControlChar(validText) },
    { weight: 2, arbitrary: fc.constantFrom(...EDGE_NUMBERS) },
    { weight: 2, arbitrary: fc.constantFrom(...EDGE_NUMBER_TEXT) },
    { weight: 1, arbitrary: fc.constantFrom(null, true, false, {}, [], [null], '', ' ', '\t') },
    { weight: 1, arbitrary: fc.constantFrom('x'.repeat(ONE_MB), '9'.repeat(5000), '😀'.repeat(20_000)) },
    {
      weight: 1,
      arbitrary: fc.constantFrom(nested(2000, 1, true), nested(2000, 'x', false), JSON.parse('{"__proto__":{"admin":true}}'), {
        constructor: { prototype: { x: 1 } },
      }),
    },
    {
      weight: 1,
      arbitrary: fc.constantFrom(
        "' OR 1=1 --",
        '"; DROP TABLE users; --',
        // biome-ignore lint/suspicious/noTemplateCurlyInString: a template-injection probe, sent as plain text.
        '${7*7}',
        '{{7*7}}',
        '<script>alert(1)</script>',
        '../../etc/passwd',
        '%00',
        '\\u0000',
      ),
    },
    { weight: 1, arbitrary: fc.jsonValue({ maxDepth: 3 }) },
  );
}

/** Text for a path segment: wrong types, edge numbers, traversal, encodings, and a segment past the router's length limit. */
export const hostilePathSegment: fc.Arbitrary<{ raw: string } | { text: string }> = fc.oneof(
  fc.constantFrom(...EDGE_NUMBER_TEXT.filter(Boolean)).map((text) => ({ text })),
  withControlChar(fc.constantFrom('1', 'abc', '')).map((text) => ({ text })),
  fc.constantFrom('..', '.', '%2e%2e', '..%2f..%2fetc%2fpasswd', '%00', '%', '%zz', '%C0%AE', 'a%2Fb', '%252e', '~', '*', ';', 'a;b=c').map((raw) => ({ raw })),
  fc.constantFrom('x'.repeat(101), '9'.repeat(150), 'a'.repeat(5000)).map((text) => ({ text })),
  fc.string({ maxLength: 20 }).map((text) => ({ text })),
);
