import { type Actor, ACTORS, canAccess, type Role } from '@vedmarked/domain';
import { addresses, orders } from '@vedmarked/db';
import fc from 'fast-check';
import type { LightMyRequestResponse } from 'fastify';
import sharp from 'sharp';
import { afterAll, describe, expect, it } from 'vitest';
import { newSession, shopWorld } from './commerce-helpers.ts';
import { type FuzzRequest, type Operation, operationsOf, requestArbitrary } from './fuzz/operations.ts';
import type { Hints } from './fuzz/schema-arbitraries.ts';
import { buildTestApp, createOrder, createUser } from './helpers.ts';

/**
 * Fuzzes every operation of the OpenAPI document (/api/docs/json) with fast-check: valid requests
 * and hostile ones (wrong types, edge numbers such as 2^31 and 2^63, NaN, control characters,
 * 1 MB strings, deep nesting, unknown fields, path tricks, broken bodies and headers), as a guest
 * and as every role the route admits. Every answer must be below 500; every error must be the
 * envelope with the security headers and without a stack trace or SQL; the server must be healthy
 * afterwards. Routes added later are fuzzed from their own schemas, with no change here.
 *
 * Seeded (FUZZ_SEED) and bounded (FUZZ_RUNS requests per operation) for CI; a longer run:
 * FUZZ_RUNS=500 npx vitest run --project integration apps/api/test/openapi-fuzz.test.ts
 * FUZZ_OPS=<regex> limits the run to matching "METHOD /path" keys.
 */
const RUNS = Number(process.env.FUZZ_RUNS ?? 50);
const SEED = Number(process.env.FUZZ_SEED ?? 20_261_125);
const ONLY = process.env.FUZZ_OPS ? new RegExp(process.env.FUZZ_OPS) : null;

const { app } = await buildTestApp();

// A small world, so that valid requests reach past "not found": a shop, a cart, an order, an address.
const shop = await shopWorld(app);
const users = Object.fromEntries(
  await Promise.all(ACTORS.filter((a) => a !== 'guest').map(async (role) => [role, await createUser(app, { role: role as Role, phone: null })])),
) as Record<Role, Awaited<ReturnType<typeof createUser>>>;
const session = newSession();
await app.inject({ method: 'POST', url: '/api/cart/add', payload: { session_id: session, postcode: '0150', vendor_product_id: shop.sack.id, quantity: 10 } });
const order = await createOrder(app, { userId: users.customer.id, vendorId: shop.vendor.id, sessionId: session });
await app.db.insert(addresses).values({ userId: users.customer.id, street: 'Fuzzveien 1', city: 'Oslo', postcode: '0150' });
const goodImage = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#a05a2c' } })
  .png()
  .toBuffer();

const hints: Hints = {
  session_id: fc.constant(session),
  postcode: fc.constantFrom('0150', '0151', '5003', '9999'),
  delivery_postcode: fc.constant('0150'),
  vendor_product_id: fc.constantFrom(shop.sack.id, shop.bigBag.id, shop.gloves.id),
  vendor_id: fc.constant(shop.vendor.id),
  order_ids: fc.constant([order.id]),
  email: fc.constantFrom(users.customer.email, 'nobody@example.no'),
  login: fc.constantFrom(users.customer.email, '+47 91000007'),
  phone: fc.constantFrom('91000007', '+47 910 00 008'),
};

const docRes = await app.inject({ method: 'GET', url: '/api/docs/json' });
const operations = operationsOf(docRes.json()).filter((op) => !ONLY || ONLY.test(`${op.method} ${op.path}`));
const policyOf = new Map(app.routePolicies.map((r) => [`${r.method} ${r.url}`, r.policy]));

/** Who may call an operation (the guest always tries: refusals must be clean too). */
function actorsFor(op: Operation): Actor[] {
  const policy = policyOf.get(`${op.method} ${op.route}`);
  if (!policy) return ['guest'];
  const allowed = ACTORS.filter((a) => canAccess(policy, a));
  // An endless stream answers only its refusals within a request.
  if (op.streams) return ACTORS.filter((a) => !allowed.includes(a));
  return [...new Set<Actor>(['guest', ...allowed])];
}

const SQL_TEXT = /\b(select|insert|update|delete)\b[^"]{0,80}\b(from|into|set|where)\b|syntax error|violates|relation "|duplicate key|pglite|postgres|drizzle/i;
const STACK_TEXT = /\n\s+at |node_modules|\.ts:\d+|Error: /;

/** What is wrong with an answer, if anything. */
function problems(req: FuzzRequest, res: LightMyRequestResponse): string[] {
  const out: string[] = [];
  if (res.statusCode >= 500) out.push(`${res.statusCode} server error`);
  if (!res.headers['content-security-policy']) out.push('no content-security-policy');
  if (res.headers['x-content-type-options'] !== 'nosniff') out.push('no x-content-type-options: nosniff');
  const type = String(res.headers['content-type'] ?? '');
  if (res.statusCode >= 400) {
    let body: { success?: unknown; error?: { message?: unknown; code?: unknown } } | undefined;
    try {
      body = type.includes('application/json') ? res.json() : undefined;
    } catch {
      body = undefined;
    }
    if (body?.success !== false || typeof body.error?.message !== 'string' || typeof body.error?.code !== 'string') out.push('error outside the envelope');
    if (SQL_TEXT.test(res.body)) out.push('SQL text in the answer');
    if (STACK_TEXT.test(res.body)) out.push('stack trace in the answer');
    const path = req.url.split('?')[0] ?? '';
    if (path.length > 40 && res.body.includes(path)) out.push('the URL echoed in the answer');
  }
  if (
    (req.url.startsWith('/api/') || res.statusCode >= 400) &&
    type.includes('application/json') &&
    !/no-store|private|public/.test(String(res.headers['cache-control']))
  )
    out.push('no cache-control on API JSON');
  return out;
}

interface Failure {
  actor: Actor;
  request: FuzzRequest;
  status: number;
  body: string;
  problems: string[];
}
const failures = new Map<string, Failure[]>();

function describeFailure(f: Failure): string {
  const payload = f.request.payload === undefined ? '' : String(f.request.payload).slice(0, 200).replace(/\s+/g, ' ');
  return `[${f.problems.join(', ')}] as ${f.actor}: ${f.request.method} ${f.request.url.slice(0, 160)} (${f.request.label}) ${payload} → ${f.status} ${f.body.slice(0, 200)}`;
}

let ipCounter = 0;
/** A fresh client address per request, so the per-address limits do not hide what is behind them. */
const nextIp = () => {
  ipCounter++;
  return `10.${(ipCounter >> 16) & 255}.${(ipCounter >> 8) & 255}.${ipCounter & 255}`;
};

async function send(actor: Actor, request: FuzzRequest) {
  const headers = { ...request.headers };
  if (actor !== 'guest' && !headers.authorization) headers.authorization = `Bearer ${(await app.issueToken(users[actor].id)).token}`;
  return app.inject({ method: request.method as 'GET', url: request.url, headers, payload: request.payload, remoteAddress: nextIp() });
}

describe(`OpenAPI fuzz: ${operations.length} operations × ${RUNS} requests (seed ${SEED})`, () => {
  it('reads the API document', () => {
    expect(docRes.statusCode).toBe(200);
    expect(operations.length).toBeGreaterThan(ONLY ? 0 : 100);
  });

  it.each(operations.map((op) => [`${op.method} ${op.path}`, op] as const))('%s', async (key, op) => {
    const found: Failure[] = [];
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...actorsFor(op)), requestArbitrary(op, hints, goodImage), async (actor, request) => {
        const res = await send(actor, request);
        const p = problems(request, res);
        if (p.length) found.push({ actor, request, status: res.statusCode, body: res.body, problems: p });
      }),
      { seed: SEED, numRuns: RUNS },
    );
    if (found.length) failures.set(key, found);
    expect(found.map(describeFailure).slice(0, 5), `${found.length} of ${RUNS} requests went wrong`).toEqual([]);
  });

  it('leaves the server healthy', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/health' });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ status: 'ok', database: true });
    const [row] = await app.db.select({ id: orders.id }).from(orders).limit(1);
    expect(row).toBeDefined();
  });
});

afterAll(() => {
  if (!failures.size) return;
  const rows = [...failures].map(([key, list]) => {
    const serverErrors = list.filter((f) => f.status >= 500).length;
    const kinds = [...new Set(list.flatMap((f) => f.problems))].join('; ');
    const samples = list
      .filter((f) => f.status >= 500)
      .concat(list.filter((f) => f.status < 500))
      .slice(0, Number(process.env.FUZZ_SAMPLES ?? 2))
      .map((f) => `      ${describeFailure(f)}`);
    return [`${String(serverErrors).padStart(4)} 5xx ${String(list.length).padStart(4)} in all  ${key}  (${kinds})`, ...samples].join('\n');
  });
  console.log(`OpenAPI fuzz: operations with problems\n${rows.join('\n')}`);
});
