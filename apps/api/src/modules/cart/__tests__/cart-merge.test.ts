import { carts } from '@vedmarked/db';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { inject, newSession, shopWorld } from '../../../../test/commerce-helpers.ts';
import { buildTestApp, createProduct, createUser, createVendor, fromIp, offer, signIn, TEST_PASSWORD } from '../../../../test/helpers.ts';

/** Issue 18 item 2: a guest's cart is kept when the guest signs in, or merged, with a notice where lines had to change. */
const { app } = await buildTestApp();
const http = inject(app);
const w = await shopWorld(app, { stock: 15 });
const other = await createVendor(app, { postcode: '0150', name: 'Annen Ved' });
const otherSack = await offer(app, other.vendor.id, (await createProduct(app, { name: { es: 'Roble', en: 'Oak', no: 'Eik' } })).id, 11000);

const add = (s: string, body: Record<string, unknown>, headers: Record<string, string> = {}) =>
  http.post(`/api/cart/add?session_id=${s}`, { postcode: '0150', ...body }, headers);
let ip = 0;
const login = (email: string, sessionId: string) =>
  app.inject({
    method: 'POST',
    url: '/api/auth/login',
    headers: { 'x-language': 'en' },
    payload: { login: email, password: TEST_PASSWORD, session_id: sessionId },
    ...fromIp(`10.9.0.${++ip}`),
  });
const linesOf = async (session: string, headers: Record<string, string>) =>
  (await http.get(`/api/cart/list?session_id=${session}`, headers))
    .json()
    .data.newCart.lines.map((l: { vendor_product_id: number; quantity: number }) => [l.vendor_product_id, l.quantity]);

/** A customer whose account holds a cart from an earlier visit (added through the API while signed in). */
async function customerWithCart(lines: [number, number][]) {
  const user = await createUser(app);
  const { token } = await app.issueToken(user.id);
  const headers = { authorization: `Bearer ${token}` };
  for (const [id, quantity] of lines) expect((await add(newSession(), { vendor_product_id: id, quantity }, headers)).statusCode).toBe(200);
  return { user, headers };
}

describe('POST /api/auth/login with a guest cart', () => {
  it('merges carts of the same vendor: sums capped by stock, the older cart’s other lines added, and says so', async () => {
    const kari = await customerWithCart([
      [w.sack.id, 10],
      [w.gloves.id, 2],
    ]);
    const guest = newSession();
    await add(guest, { vendor_product_id: w.sack.id, quantity: 12 });
    const res = await login(kari.user.email, guest);
    expect(res.statusCode).toBe(200);
    expect(res.json().data.cart_merge).toEqual({
      changes: [
        { kind: 'capped', name: expect.objectContaining({ en: expect.any(String) }), requested: 22, quantity: 15 },
        { kind: 'added_from_account', name: expect.objectContaining({ en: expect.any(String) }), quantity: 2 },
      ],
    });
    const headers = { authorization: `Bearer ${res.json().data.access_token}` };
    expect(await linesOf(guest, headers)).toEqual([
      [w.sack.id, 15],
      [w.gloves.id, 2],
    ]);
    // One cart for the account; the guest session is free again (a fresh guest cart after logging out).
    expect(await app.db.select().from(carts).where(eq(carts.userId, kari.user.id))).toHaveLength(1);
    expect(await linesOf(guest, {})).toEqual([]);
  });

  it('keeps the guest’s cart over an older cart of another vendor, naming the lines dropped', async () => {
    const ola = await customerWithCart([[otherSack.id, 10]]);
    const guest = newSession();
    await add(guest, { vendor_product_id: w.bigBag.id, quantity: 1 });
    const res = await login(ola.user.email, guest);
    expect(res.json().data.cart_merge).toEqual({ changes: [{ kind: 'dropped_other_vendor', name: { es: 'Roble', en: 'Oak', no: 'Eik' }, quantity: 10 }] });
    expect(await linesOf(guest, { authorization: `Bearer ${res.json().data.access_token}` })).toEqual([[w.bigBag.id, 1]]);
  });

  it('says nothing when nothing had to change: no older cart, or an empty guest cart', async () => {
    const fresh = await createUser(app);
    const guest = newSession();
    await add(guest, { vendor_product_id: w.sack.id, quantity: 12 });
    const first = await login(fresh.email, guest);
    expect(first.json().data).not.toHaveProperty('cart_merge');
    expect(await linesOf(guest, { authorization: `Bearer ${first.json().data.access_token}` })).toEqual([[w.sack.id, 12]]);
    // Signing in again from an empty guest session keeps the account's cart as it is.
    const again = await login(fresh.email, newSession());
    expect(again.json().data).not.toHaveProperty('cart_merge');
    expect(await linesOf(newSession(), { authorization: `Bearer ${again.json().data.access_token}` })).toEqual([[w.sack.id, 12]]);
  });

  it('claims the session’s guest cart on the first call of a customer who has none (another device, no sign-in event)', async () => {
    const per = await signIn(app);
    const s = newSession();
    await add(s, { vendor_product_id: w.sack.id });
    expect(await linesOf(s, per.headers)).toHaveLength(1);
    expect(await app.db.select().from(carts).where(eq(carts.userId, per.user.id))).toHaveLength(1);
  });
});
