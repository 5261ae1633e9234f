import { vendorProducts } from '@vedmarked/db';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { idemKey, inject, newSession, orderForm, shopWorld } from '../../../../test/commerce-helpers.ts';
import { buildTestApp } from '../../../../test/helpers.ts';

const { app } = await buildTestApp();
const http = inject(app);
const w = await shopWorld(app, { stock: 10 });
const stockOf = async () => (await app.db.select({ stock: vendorProducts.stock }).from(vendorProducts).where(eq(vendorProducts.id, w.bigBag.id)))[0]!.stock;

describe('stock under concurrent orders (decision 0032)', () => {
  it('50 parallel orders of one big bag on stock 10: exactly 10 placed, stock 0, the rest refused; a cancellation gives its bag back', async () => {
    const sessions: string[] = [];
    for (let i = 0; i < 50; i++) {
      const s = newSession();
      const r = await http.post(`/api/cart/add?session_id=${s}`, { postcode: '0150', vendor_product_id: w.bigBag.id, quantity: 1 });
      expect(r.statusCode, r.body).toBe(200);
      sessions.push(s);
    }
    const results = await Promise.all(sessions.map((s) => http.post('/api/order/add', { ...orderForm(s), idempotency_key: idemKey() })));
    const placed = results.filter((r) => r.statusCode === 200);
    expect(placed).toHaveLength(10);
    for (const r of results) if (r.statusCode !== 200) expect(r.statusCode, r.body).toBe(422);
    expect(await stockOf()).toBe(0);

    const first = placed[0]!.json().data.order as { id: number };
    const owner = { userId: null, sessionId: sessions[results.indexOf(placed[0]!)]! };
    await app.workflows.cancelOrder(owner, first.id, 'en');
    expect(await stockOf()).toBe(1);
    // Cancelling again changes nothing.
    await app.workflows.cancelOrder(owner, first.id, 'en');
    expect(await stockOf()).toBe(1);
  });
});
