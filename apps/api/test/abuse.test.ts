import { canAccess } from '@vedmarked/domain';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { type Operation, operationsOf } from './fuzz/operations.ts';
import { type Hints, validValue } from './fuzz/schema-arbitraries.ts';
import { buildTestApp, fromIp } from './helpers.ts';

/**
 * Abuse: every call a stranger can make without signing in is throttled per client address
 * (issue 14). Routes are read from the app, so a guest route added later fails here until it
 * declares a limit (config.rateLimit, or config.attemptsLimited for the sign-in limiter) or is
 * listed below as a read that needs none, with the reason.
 *
 * For each throttled route, one address sends its allowance and one more: the last answer must be
 * 429 rate_limited in the envelope, with Retry-After and the security headers. Bodies are taken
 * from the OpenAPI document (valid ones where a limit counts only valid requests).
 */
const { app, config } = await buildTestApp({ rateLimitAllow: [] });

/** Guest reads that need no limit of their own, and why. */
const UNTHROTTLED: Record<string, string> = {
  'GET /api/health': 'a constant answer',
  'GET /api/health/live': 'a constant answer',
  'GET /api/health/ready': 'one `select 1` with a short timeout, for the balancer’s probe',
  'GET /api/postcode/list': 'public reference data, cached for an hour',
  'GET /api/postcode/search': 'public reference data',
  'GET /api/counties': 'public reference data, cached for an hour',
  'GET /api/hear-about-us': 'a constant list',
  'GET /api/products/get-products-by-postcode': 'the public catalogue, answered from memory',
  'GET /api/products/get-up-sale': 'the public catalogue',
  'GET /api/settings/public': 'the shopper’s settings, answered from the settings cache and cacheable for a minute',
  'GET /api/cart/list': 'reads the caller’s own cart by its 32-character session id (165 bits): nothing to guess',
  'GET /api/cart/get-vendor-info': 'reads the caller’s own cart by its session id',
  'GET /api/sandbox/session/:id': 'a payment session by its random id (96 bits); the sandbox only',
  'GET /api/order/image/:uploadId': 'a photo by a signed, expiring link (HMAC-SHA256)',
  'GET /api/uploads/:uploadId': 'a photo by a signed, expiring link (HMAC-SHA256)',
  'GET /api/auth/access-token': 'checks a signed token (HMAC-SHA256): nothing to guess; the web app calls it on every start',
  'GET /api/auth/impersonate/:adminId/:userId': 'needs a live admin token (HMAC-SHA256)',
};

const docs = operationsOf((await app.inject({ method: 'GET', url: '/api/docs/json' })).json());
const opOf = new Map(docs.map((op) => [`${op.method} ${op.route}`, op]));
const guestRoutes = [...new Map(app.routePolicies.filter((r) => canAccess(r.policy, 'guest')).map((r) => [`${r.method} ${r.url}`, r])).values()];
const throttled = guestRoutes.filter((r) => !UNTHROTTLED[`${r.method} ${r.url}`]);

// Each sample names another person: the limits per account or per e-mail stay out of the way of the per-address one.
let people = 0;
const someone = fc.constant(null).map(() => `abuse-${++people}@example.no`);
const hints: Hints = {
  email: someone,
  phone: fc.constant('+47 91234567'),
  login: someone,
  postcode: fc.constant('0150'),
  password: fc.constant('not-the-password'),
  user_verify_code: fc.constant('000000'),
  name: fc.constant('Kari Nordmann'),
  contact_name: fc.constant('Kari Nordmann'),
  company_name: fc.constant('Ved AS'),
  organization_number: fc.constant('923609016'),
  message: fc.constant('Hei! Jeg lurer på når veden kommer.'),
  subject: fc.constant('Levering av ved'),
};

let addressCounter = 0;
const nextAddress = () => `198.51.${Math.floor(++addressCounter / 250)}.${addressCounter % 250}`;

function urlOf(op: Operation | undefined, route: string, query: Record<string, unknown> = {}): string {
  const path = route.replace(/:(\w+)/g, (_, name: string) => (/id$/i.test(name) ? '1' : 'x'));
  const qs = new URLSearchParams(Object.entries(query).map(([k, v]): [string, string] => [k, String(v)]));
  void op;
  return qs.size ? `${path}?${qs}` : path;
}

/**
 * The fields a request needs and nothing more (optional fields could only make it invalid), with
 * hinted fields taking their hint (so that each sample names another person).
 */
function withHints(value: unknown, required: readonly string[] = []): unknown {
  if (!value || typeof value !== 'object' || Array.isArray(value)) return value;
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(value)) {
    if (Object.hasOwn(hints, k)) out[k] = fc.sample(hints[k]!, 1)[0];
    else if (required.includes(k)) out[k] = v;
  }
  return out;
}

/** Valid-looking requests for a route, from its OpenAPI schemas (or bare ones when no schema says more). */
function sampleRequests(op: Operation | undefined, route: { method: string; url: string }) {
  const body = op?.json ?? op?.multipart;
  const seed = [...`${route.method} ${route.url}`].reduce((h, c) => (h * 31 + c.charCodeAt(0)) | 0, 14);
  const bodies = body ? fc.sample(validValue(body, hints), { seed, numRuns: 12 }) : Array(12).fill(undefined);
  const queryParams = op?.params.filter((p) => p.in === 'query' && p.required) ?? [];
  const queries = fc.sample(fc.record(Object.fromEntries(queryParams.map((p) => [p.name, validValue(p.schema, hints, p.name)]))), { seed, numRuns: 12 });
  return bodies.map((payload, i) => ({
    method: route.method as 'GET' | 'POST',
    url: urlOf(op, route.url, withHints(queries[i] ?? {}, Object.keys(queries[i] ?? {})) as Record<string, unknown>),
    ...(route.method === 'GET' ? {} : { payload: (withHints(payload, body?.required) ?? {}) as Record<string, unknown> }),
  }));
}

/** Requests that pass validation, when some can be found (limits counted after validation need them). */
async function validRequests(op: Operation | undefined, route: { method: string; url: string }) {
  const candidates = sampleRequests(op, route);
  const done: typeof candidates = [];
  const parsed: typeof candidates = [];
  for (const req of candidates) {
    const res = await app.inject({ ...req, ...fromIp(nextAddress()) });
    if (res.statusCode < 300) done.push(req);
    else if (res.statusCode !== 400 && res.json().error?.code !== 'validation_failed') parsed.push(req);
  }
  return done.length ? done : parsed.length ? parsed : candidates;
}

describe('abuse: every guest write and lookup is throttled per address', () => {
  it('has guest routes, and each is throttled or listed as a read that needs no limit', () => {
    expect(throttled.length).toBeGreaterThan(20);
    const bare = throttled.filter((r) => !r.rateLimit && !r.attemptsLimited).map((r) => `${r.method} ${r.url}`);
    expect(bare, 'guest routes with no per-address limit: add config.rateLimit (lib/rate-limit.ts) or explain in UNTHROTTLED').toEqual([]);
  });

  it.each(throttled.map((r) => [`${r.method} ${r.url}`, r] as const))('%s', async (key, route) => {
    const allowance = route.rateLimit?.max ?? config.login.maxAttempts;
    const requests = await validRequests(opOf.get(key), route);
    const from = fromIp(nextAddress());
    const statuses: number[] = [];
    let last = await app.inject({ ...requests[0]!, ...from });
    statuses.push(last.statusCode);
    for (let i = 1; i <= allowance && last.statusCode !== 429; i++) {
      last = await app.inject({ ...requests[i % requests.length]!, ...from });
      statuses.push(last.statusCode);
    }
    if (process.env.ABUSE_DEBUG) console.log(key, requests.length, statuses, last.body);
    expect(statuses[0], `the first call is refused: ${last.body}`).not.toBe(429);
    expect(last.statusCode, `no 429 after ${statuses.length} calls (${[...new Set(statuses)].join(', ')})`).toBe(429);
    expect(last.json()).toMatchObject({ success: false, error: { code: 'rate_limited', message: expect.any(String) } });
    expect(Number(last.headers['retry-after'])).toBeGreaterThan(0);
    expect(last.headers['content-security-policy']).toBeTruthy();
    expect(last.headers['x-content-type-options']).toBe('nosniff');
    // Another address is not affected.
    const fresh = sampleRequests(opOf.get(key), route)[0]!;
    expect((await app.inject({ ...fresh, ...fromIp(nextAddress()) })).statusCode).not.toBe(429);
  });
});
