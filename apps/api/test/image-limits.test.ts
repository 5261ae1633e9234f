import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { DECODE_CONCURRENCY, decodePool, MAX_INPUT_PIXELS, reencodeImage } from '../src/plugins/uploads.ts';
import { newSession, orderForm } from './commerce-helpers.ts';
import { buildTestApp } from './helpers.ts';

/**
 * Customer photos cannot make the server decode huge images (issue 14, finding 5): at most 20 Mpx,
 * refused from the header before any decoding, and decoded at most DECODE_CONCURRENCY at a time.
 */
const { app } = await buildTestApp();
const huge = await sharp({ create: { width: 5000, height: 5000, channels: 3, background: '#a8450d' } })
  .png()
  .toBuffer();
const photo = await sharp({ create: { width: 1600, height: 1200, channels: 3, background: '#30874a' } })
  .jpeg()
  .toBuffer();

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
    const form = orderForm(newSession(), { idempotency_key: 'k'.repeat(24) });
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
