import { orders } from '@vedmarked/db';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { idemKey, newSession, orderForm, shopWorld } from '../../../../test/commerce-helpers.ts';
import { buildTestApp, createUser, fromIp, signIn } from '../../../../test/helpers.ts';
import { GUEST_CONTACT_LOOKUPS } from '../../auth/index.ts';

/**
 * The guest delivery step may say that an e-mail or phone belongs to an account (the guest must log
 * in to finish), but no more than the checkout needs (issue 14, finding 6; docs/security.md §5): only
 * to a caller whose cart holds something, never which of the two, and for at most
 * GUEST_CONTACT_LOOKUPS distinct pairs per client address in the window.
 */
const { app } = await buildTestApp();
const w = await shopWorld(app);
const kari = await createUser(app, { phone: '+4791234567' });
const KNOWN_PHONE = '91234567';
const ACCOUNT = 'This e-mail or phone number belongs to an account. Log in to finish the order.';

let nextHost = 1;
/** A client address of its own, so that each test starts with a full allowance. */
const newAddress = () => `10.44.${Math.floor(nextHost / 250)}.${(nextHost++ % 250) + 1}`;
const post = (url: string, payload: Record<string, unknown>, ip: string, headers: Record<string, string> = {}) =>
  app.inject({ method: 'POST', url, payload, headers: { 'x-language': 'en', ...headers }, ...fromIp(ip) });

async function cartFrom(ip: string) {
  const s = newSession();
  const r = await post(`/api/cart/add?session_id=${s}`, { postcode: '0150', vendor_product_id: w.sack.id, quantity: 10 }, ip);
  expect(r.statusCode, r.body).toBe(200);
  return s;
}
/** A free e-mail and phone. */
const freshPair = (i: number) => ({ email: `probe-${i}-${newSession().slice(0, 6)}@example.no`, phone: `4${String(1_000_000 + i).padStart(7, '0')}` });

describe('a guest’s e-mail and phone at the delivery step', () => {
  it('an empty cart is answered cart_empty, with nothing about accounts', async () => {
    const ip = newAddress();
    const res = await post('/api/order/check-order', orderForm(newSession(), { phone: KNOWN_PHONE }), ip);
    expect(res.statusCode).toBe(409);
    expect(res.json().error).toEqual({ code: 'cart_empty', message: 'Your cart is empty' });
  });

  it('a known phone and a known e-mail get the same answer, on the e-mail field, naming neither', async () => {
    const ip = newAddress();
    const s = await cartFrom(ip);
    const byPhone = await post('/api/order/check-order', orderForm(s, { phone: KNOWN_PHONE }), ip);
    const byEmail = await post('/api/order/check-order', orderForm(s, { email: kari.email }), ip);
    expect(byPhone.statusCode).toBe(422);
    expect(byPhone.json().error).toEqual({ code: 'validation_failed', message: ACCOUNT, fields: { email: ACCOUNT } });
    expect(byEmail.json()).toEqual(byPhone.json());
    expect((await post('/api/order/check-order', orderForm(s, freshPair(0)), ip)).statusCode).toBe(200);
  });

  it('placing the order says the same, and writes nothing', async () => {
    const ip = newAddress();
    const s = await cartFrom(ip);
    const res = await post('/api/order/add', orderForm(s, { phone: KNOWN_PHONE, idempotency_key: idemKey() }), ip);
    expect(res.json().error.fields).toEqual({ email: ACCOUNT });
    expect(await app.db.select().from(orders).where(eq(orders.sessionId, s))).toHaveLength(0);
  });

  it(`answers ${GUEST_CONTACT_LOOKUPS.maxAttempts} distinct pairs per address in the window, then 429 whatever the answer would be`, async () => {
    const ip = newAddress();
    const s = await cartFrom(ip);
    const first = freshPair(100);
    for (let i = 0; i < GUEST_CONTACT_LOOKUPS.maxAttempts; i++) {
      const res = await post('/api/order/check-order', orderForm(s, i === 0 ? first : freshPair(100 + i)), ip);
      expect(res.statusCode, res.body).toBe(200);
    }
    // A pair already checked is answered again (a shopper submitting the form twice), as often as asked.
    for (let i = 0; i < 3; i++) expect((await post('/api/order/check-order', orderForm(s, first), ip)).statusCode).toBe(200);
    // A new pair is refused before it is looked up: a known phone and a free one get the same 429.
    const known = await post('/api/order/check-order', orderForm(s, { phone: KNOWN_PHONE }), ip);
    const free = await post('/api/order/check-order', orderForm(s, freshPair(999)), ip);
    for (const res of [known, free]) {
      expect(res.statusCode).toBe(429);
      expect(res.json().error.code).toBe('rate_limited');
      expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
    }
    expect(known.json().error.message).toBe(free.json().error.message);
    // Placing an order counts the same pairs: a new one is refused there too.
    const add = await post('/api/order/add', orderForm(s, { ...freshPair(998), idempotency_key: idemKey() }), ip);
    expect(add.statusCode).toBe(429);
    // Another address is not affected.
    const other = newAddress();
    const s2 = await cartFrom(other);
    expect((await post('/api/order/check-order', orderForm(s2, { phone: KNOWN_PHONE }), other)).json().error.fields).toEqual({ email: ACCOUNT });
  });

  it('a signed-in customer’s details are not looked up and use no allowance', async () => {
    const ip = newAddress();
    const { headers } = await signIn(app, { phone: '+4791234999' });
    const s = newSession();
    const add = await post(`/api/cart/add?session_id=${s}`, { postcode: '0150', vendor_product_id: w.sack.id, quantity: 10 }, ip, headers);
    expect(add.statusCode, add.body).toBe(200);
    for (let i = 0; i <= GUEST_CONTACT_LOOKUPS.maxAttempts; i++) {
      const res = await post('/api/order/check-order', orderForm(s, i === 0 ? { phone: KNOWN_PHONE } : freshPair(200 + i)), ip, headers);
      expect(res.statusCode, res.body).toBe(200);
    }
  });
});
