import { orderImages } from '@vedmarked/db';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { DECODE_CONCURRENCY, decodePool, MAX_INPUT_PIXELS, reencodeImage } from '../src/plugins/uploads.ts';
import { inject, newSession, orderForm, shopWorld } from './commerce-helpers.ts';
import { buildTestApp } from './helpers.ts';

/**
 * Customer photos cannot make the server decode huge images (issue 14, finding 5): at most 20 Mpx,
 * refused from the header before any decoding, and decoded at most DECODE_CONCURRENCY at a time.
 */
const { app } = await buildTestApp();
const http = inject(app);
const world = await shopWorld(app);
const huge = await sharp({ create: { width: 5000, height: 5000, channels: 3, background: '#a8450d' } })
  .png()
  .toBuffer();
const photo = await sharp({ create: { width: 1600, height: 1200, channels: 3, background: '#30874a' } })
  .jpeg()
  .toBuffer();
/** 16 Mpx in a small file: within the bound, so decoding it is real work (48 MB of pixels). */
const large = await sharp({ create: { width: 4000, height: 4000, channels: 3, background: '#6b4a2b' } })
  .png()
  .toBuffer();
/** A PNG whose header says 4000 × 4000 but whose pixels are cut off: only decoding it finds that out. */
const broken = large.subarray(0, 4096);

/** A guest session with a sack in its cart at 0150. */
async function sessionWithCart() {
  const session = newSession();
  const r = await http.post(`/api/cart/add?session_id=${session}`, { postcode: '0150', vendor_product_id: world.sack.id, quantity: 10 });
  expect(r.statusCode).toBe(200);
  return session;
}

function multipart(fields: Record<string, string>, files: { name: string; data: Buffer }[]) {
  const boundary = `----vm${Math.random().toString(16).slice(2)}`;
  const parts: Buffer[] = [];
  for (const [k, v] of Object.entries(fields)) parts.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${k}"\r\n\r\n${v}\r\n`));
  for (const f of files)
    parts.push(
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="images[]"; filename="${f.name}"\r\nContent-Type: image/png\r\n\r\n`),
      f.data,
      Buffer.from('\r\n'),
    );
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(parts), headers: { 'content-type': `multipart/form-data; boundary=${boundary}`, 'x-language': 'en' } };
}

describe('customer photos', () => {
  it('a guest’s order with a 25 Mpx photo is refused from its header (a field error naming the file)', async () => {
    const form = orderForm(await sessionWithCart(), { idempotency_key: 'k'.repeat(24) });
    const res = await app.inject({ method: 'POST', url: '/api/order/add', ...multipart(form, [{ name: 'yard.png', data: huge }]) });
    expect(res.statusCode).toBe(422);
    expect(res.json().error.fields).toEqual({ images: 'The image yard.png has too many pixels: at most 20 megapixels' });
  });

  it('refuses more than 20 Mpx and accepts a phone photo', async () => {
    expect(MAX_INPUT_PIXELS).toBe(20_000_000);
    await expect(reencodeImage(huge, { filename: 'a.png', field: 'images' })).rejects.toMatchObject({ statusCode: 422 });
    const ok = await reencodeImage(photo, { filename: 'b.jpg', field: 'images' });
    expect(ok).toMatchObject({ width: 1600, height: 1200 });
  });

  it('decodes at most DECODE_CONCURRENCY images at once; the others wait their turn', async () => {
    let most = 0;
    const watch = setInterval(() => {
      most = Math.max(most, decodePool.active());
    }, 1);
    try {
      const all = await Promise.all(Array.from({ length: 8 }, (_, i) => reencodeImage(photo, { filename: `p${i}.jpg`, field: 'images' })));
      expect(all).toHaveLength(8);
    } finally {
      clearInterval(watch);
    }
    expect(most).toBeGreaterThan(0);
    expect(most).toBeLessThanOrEqual(DECODE_CONCURRENCY);
    expect(decodePool.active()).toBe(0);
    expect(decodePool.queued()).toBe(0);
  });
});

describe('the order is checked before its photos are decoded (issue 14, finding 5)', () => {
  const add = (form: Record<string, string>, files: { name: string; data: Buffer }[]) =>
    app.inject({ method: 'POST', url: '/api/order/add', ...multipart({ ...form, idempotency_key: `img-${newSession()}` }, files) });

  it('an anonymous order with an empty cart answers cart_empty without decoding its photos', async () => {
    const before = decodePool.started();
    const res = await add(orderForm(newSession()), [
      { name: 'yard.png', data: large },
      { name: 'gate.png', data: large },
    ]);
    expect(res.statusCode).toBe(409);
    expect(res.json().error.code).toBe('cart_empty');
    expect(decodePool.started()).toBe(before);
  });

  it('a photo that only decoding shows to be broken does not change that answer', async () => {
    const res = await add(orderForm(newSession()), [{ name: 'broken.png', data: broken }]);
    expect(res.statusCode).toBe(409);
    expect(res.json().error.code).toBe('cart_empty');
  });

  it('a wrong field is answered before any photo is decoded', async () => {
    const before = decodePool.started();
    const res = await add(orderForm(await sessionWithCart(), { delivery_postcode: '5003', delivery_city: 'Bergen' }), [{ name: 'broken.png', data: broken }]);
    expect(res.statusCode).toBe(422);
    expect(Object.keys(res.json().error.fields)).toEqual(['delivery_postcode']);
    expect(decodePool.started()).toBe(before);
  });

  it('once the cart and the fields pass, the photos are decoded, and a broken one is refused by name', async () => {
    const before = decodePool.started();
    const res = await add(orderForm(await sessionWithCart()), [{ name: 'broken.png', data: broken }]);
    expect(res.statusCode).toBe(422);
    expect(res.json().error.fields).toEqual({ images: expect.stringContaining('broken.png') });
    expect(decodePool.started()).toBe(before + 1);
  });

  it('and a good photo goes with the order', async () => {
    const res = await add(orderForm(await sessionWithCart()), [{ name: 'yard.jpg', data: photo }]);
    expect(res.statusCode).toBe(200);
    const images = await app.db.select().from(orderImages).where(eq(orderImages.orderId, res.json().data.order.id));
    expect(images).toHaveLength(1);
  });
});
