import { type Actor, ACTORS, AREAS, canAccess, type Role } from '@vedmarked/domain';
import { addresses, addressImages, uploads } from '@vedmarked/db';
import { describe, expect, it } from 'vitest';
import { buildTestApp, createUser } from './helpers.ts';

/**
 * The access matrix (spec section 6): every /api route, with every actor (guest, each role,
 * admin), answers exactly what the permission table says — an actor outside the route's area gets
 * 401 (guest) or 403 (signed in); an actor inside it is never refused for its role and never gets
 * a 500, whatever it sends. Routes are read from app.routePolicies, so routes added by any module
 * are covered as soon as they are registered. Path values are ids of objects that belong to another
 * user, so a route that forgot its object-level check would show it (owner-scoped routes are also
 * checked one by one below).
 */
const { app } = await buildTestApp();

// Another owner's world: a customer with an address and an image.
const victim = await createUser(app, { role: 'customer' });
const [victimAddress] = await app.db.insert(addresses).values({ userId: victim.id, street: 'Privat 1', city: 'Oslo', postcode: '0150' }).returning();
const [upload] = await app.db
  .insert(uploads)
  .values({
    ownerUserId: victim.id,
    purpose: 'address',
    storageKey: '00000000-0000-4000-8000-000000000001.webp',
    mime: 'image/webp',
    width: 1,
    height: 1,
    bytes: 1,
  })
  .returning();
const [victimImage] = await app.db.insert(addressImages).values({ addressId: victimAddress!.id, uploadId: upload!.id }).returning();

const users = Object.fromEntries(
  await Promise.all(ACTORS.filter((a) => a !== 'guest').map(async (role) => [role, await createUser(app, { role: role as Role })])),
) as Record<Role, Awaited<ReturnType<typeof createUser>>>;

/** A value for a path parameter: another owner's object where the name says which, else a plain id. */
function paramValue(name: string): string {
  if (/image/i.test(name)) return String(victimImage!.id);
  if (/user/i.test(name)) return String(victim.id);
  if (/admin/i.test(name)) return String(users.admin.id);
  if (/session/i.test(name)) return 'x'.repeat(32);
  if (/type/i.test(name)) return 'round-timber';
  return String(victimAddress!.id);
}

async function call(actor: Actor, method: string, url: string) {
  const headers: Record<string, string> = { 'x-language': 'en' };
  if (actor !== 'guest') headers.authorization = `Bearer ${(await app.issueToken(users[actor].id)).token}`;
  const withBody = method === 'POST' || method === 'PUT' || method === 'PATCH';
  return app.inject({ method: method as 'GET', url, headers, ...(withBody ? { payload: {} } : {}), remoteAddress: `10.9.${ACTORS.indexOf(actor)}.1` });
}

const routes = [...new Map(app.routePolicies.map((r) => [`${r.method} ${r.url}`, r])).values()];

/**
 * Routes whose caller is authenticated by something other than a session: the payment provider's
 * webhook is open to all (policy public) and refuses an unsigned request with 401 bad_signature.
 */
const SIGNED_ROUTES = new Set(['POST /api/payment/webhook/sandbox']);
/** Event streams stay open for an allowed actor: only their refusals are checked here (the support tests cover the stream). */
const STREAM_ROUTES = new Set(['GET /api/support/stream']);

describe('access matrix: every /api route × every actor', () => {
  it('has routes and only known areas', () => {
    expect(routes.length).toBeGreaterThan(50);
    expect(routes.filter((r) => !(r.policy in AREAS))).toEqual([]);
  });

  it.each(routes.map((r) => [`${r.method} ${r.url}`, r] as const))('%s', async (_name, route) => {
    const url = route.url.replace(/:(\w+)/g, (_, name: string) => paramValue(name));
    const key = `${route.method} ${route.url}`;
    const wrong: string[] = [];
    for (const actor of ACTORS) {
      if (STREAM_ROUTES.has(key) && canAccess(route.policy, actor)) continue;
      const res = await call(actor, route.method, url);
      if (SIGNED_ROUTES.has(key)) {
        if (res.statusCode !== 401 || res.json().error.code !== 'bad_signature')
          wrong.push(`${actor}: got ${res.statusCode}, an unsigned call must get 401 bad_signature`);
        continue;
      }
      const allowed = canAccess(route.policy, actor);
      const expected = allowed ? 'not 401/403, below 500' : actor === 'guest' ? '401' : '403';
      const fine = allowed ? res.statusCode !== 401 && res.statusCode !== 403 && res.statusCode < 500 : res.statusCode === (actor === 'guest' ? 401 : 403);
      if (!fine) wrong.push(`${actor}: got ${res.statusCode} ${res.body.slice(0, 160)}, table (${route.policy}) says ${expected}`);
    }
    expect(wrong).toEqual([]);
  });
});

describe('object-level checks with another owner’s ids', () => {
  const owned = [
    ['POST', '/api/customer/update-address/:id', { name: 'x', county_id: 1, city: 'Oslo', street: 'Ny 1', postcode: '0150' }],
    ['POST', '/api/customer/delete-address/:id', undefined],
    ['POST', '/api/customer/delete-address-image/:id', undefined],
  ] as const;
  it.each(owned)('%s %s answers 404 to another customer, and changes nothing', async (method, path, payload) => {
    const other = await createUser(app, { role: 'customer' });
    const { token } = await app.issueToken(other.id);
    const url = path.replace(':id', String(path.includes('image') ? victimImage!.id : victimAddress!.id));
    const res = await app.inject({ method, url, headers: { authorization: `Bearer ${token}` }, ...(payload ? { payload } : {}) });
    expect(res.statusCode).toBe(404);
    const [still] = await app.db
      .select()
      .from(addresses)
      .where((await import('drizzle-orm')).eq(addresses.id, victimAddress!.id));
    expect(still).toMatchObject({ street: 'Privat 1', userId: victim.id });
  });

  it('lists show only the caller’s own objects', async () => {
    const other = await createUser(app, { role: 'customer' });
    const { token } = await app.issueToken(other.id);
    const res = await app.inject({ method: 'GET', url: '/api/customer/get-addresses', headers: { authorization: `Bearer ${token}` } });
    expect(res.json().data).toEqual([]);
  });
});
