import { randomUUID } from 'node:crypto';
import { buffer } from 'node:stream/consumers';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestWorld } from '../../../../test/helpers.ts';
import { S3_TEST_KEY, startTestS3 } from '../../../../test/s3-server.ts';
import { loadConfig } from '../../../config.ts';
import { openFileStore } from '../index.ts';
import { s3Store } from '../s3.ts';

// Uploads on S3-compatible storage (decision 0045), against a local S3 server with real signature checks.
const s3 = await startTestS3();
if ('failed' in s3) console.warn(`S3 driver tests skipped: the local S3 server could not start (${s3.failed})`);
const server = 'failed' in s3 ? undefined : s3;
afterAll(async () => server?.close());

const options = (bucket: string) => ({
  endpoint: server!.url,
  bucket,
  region: 'us-east-1',
  accessKeyId: S3_TEST_KEY,
  secretAccessKey: S3_TEST_KEY,
  prefix: 'uploads/',
});

describe.skipIf(!server)('S3 file store', () => {
  it('puts, opens, reads and removes a file; a missing one is undefined', async () => {
    const store = s3Store(options(server!.bucket));
    const key = `order-placement/${randomUUID()}.webp`;
    await store.put(key, Buffer.from('hello'), 'image/webp');
    const opened = await store.open(key);
    expect(opened?.size).toBe(5);
    expect((await buffer(opened!.body)).toString()).toBe('hello');
    expect((await store.read(key))?.toString()).toBe('hello');
    await store.remove(key);
    expect(await store.open(key)).toBeUndefined();
    expect(await store.read(key)).toBeUndefined();
    await store.remove(key); // twice is no error
  });

  it('refuses keys the app never makes, and wrong credentials', async () => {
    const store = s3Store(options(server!.bucket));
    await expect(store.put('../secrets.json' as string, Buffer.from('x'), 'text/plain')).rejects.toThrow(/Not a storage key/);
    const wrong = s3Store({ ...options(server!.bucket), secretAccessKey: 'not-the-secret' });
    await expect(wrong.put(`${randomUUID()}.webp`, Buffer.from('x'), 'image/webp')).rejects.toThrow();
  });

  it('is chosen by S3_BUCKET (with S3_URL and the keys), the disk otherwise', () => {
    const env = { NODE_ENV: 'test', DATA_DIR: '/tmp/vedmarked-test', JWT_SECRET: 'x'.repeat(32), PAYMENT_WEBHOOK_SECRET: 'y'.repeat(32) } as const;
    expect(openFileStore(loadConfig(env)).kind).toBe('disk');
    const config = loadConfig({ ...env, S3_URL: server!.url, S3_BUCKET: 'b', S3_ACCESS_KEY: 'k', S3_SECRET_KEY: 's' });
    expect(config.s3).toMatchObject({ endpoint: server!.url, bucket: 'b', region: 'us-east-1' });
    expect(openFileStore(config).kind).toBe('s3');
    expect(() => loadConfig({ ...env, S3_URL: server!.url })).toThrow(/S3_BUCKET/);
    expect(() => loadConfig({ ...env, S3_BUCKET: 'b', S3_ACCESS_KEY: 'k' })).toThrow(/S3_SECRET_KEY/);
  });

  describe('through the app', () => {
    let w: TestWorld;
    let png: Buffer;
    beforeAll(async () => {
      w = await buildTestApp({ s3: options(server!.bucket) });
      png = await sharp({ create: { width: 40, height: 30, channels: 3, background: '#a8450d' } })
        .png()
        .toBuffer();
    });

    it('serves a public picture from the bucket, and deletes it with its row', async () => {
      expect(w.app.files.kind).toBe('s3');
      const saved = await w.app.uploads.saveImage({ data: png, filename: 'p.png' }, { purpose: 'product' });
      expect(saved.url).toMatch(/^\/uploads\/[0-9a-f-]{36}\.webp$/);
      const res = await w.app.inject({ method: 'GET', url: saved.url });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('image/webp');
      expect((await sharp(res.rawPayload).metadata()).width).toBe(40);
      await w.app.uploads.remove(saved.id);
      expect((await w.app.inject({ method: 'GET', url: saved.url })).statusCode).toBe(404);
    });

    it('serves a private photo only by a signed link that has not expired', async () => {
      const saved = await w.app.uploads.saveImage({ data: png, filename: 'gate.png' }, { purpose: 'address' });
      const res = await w.app.inject({ method: 'GET', url: saved.url });
      expect(res.statusCode).toBe(200);
      expect(res.headers['cache-control']).toBe('private, max-age=3600');
      expect((await w.app.uploads.read(saved.id))?.equals(res.rawPayload)).toBe(true);
      const expired = w.app.uploads.signedUrl(saved.id, Date.now() - 2 * 3600 * 1000);
      expect((await w.app.inject({ method: 'GET', url: expired })).statusCode).toBe(403);
      const forged = saved.url.replace(/exp=\d+/, (m) => `exp=${Number(m.slice(4)) + 60}`);
      expect((await w.app.inject({ method: 'GET', url: forged })).statusCode).toBe(403);
    });
  });
});
