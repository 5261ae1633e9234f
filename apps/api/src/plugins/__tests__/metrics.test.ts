import type { AddressInfo } from 'node:net';
import { afterAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.ts';
import { buildTestApp, signIn } from '../../../test/helpers.ts';
import { openSse, type SseStream } from '../../../test/sse.ts';

const TOKEN = 'metrics-token-for-the-test-0123';
const { app, database, config } = await buildTestApp({ metricsToken: TOKEN });
await app.listen({ port: 0, host: '127.0.0.1' });
const base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;

const open: SseStream[] = [];
afterAll(() => {
  for (const s of open) s.close();
});

const scrape = async () => {
  const res = await app.inject({ method: 'GET', url: '/metrics', headers: { authorization: `Bearer ${TOKEN}` } });
  expect(res.statusCode).toBe(200);
  expect(res.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
  return res.body;
};

/** The value of one sample of the text format: the metric's line whose labels include all of `labels`. */
function sample(text: string, name: string, labels: Record<string, string> = {}): number | undefined {
  const wanted = Object.entries(labels).map(([k, v]) => `${k}="${v}"`);
  for (const line of text.split('\n')) {
    const m = /^([a-zA-Z_:][\w:]*)(\{[^}]*\})? (\S+)$/.exec(line);
    if (!m || m[1] !== name) continue;
    const have = m[2] ?? '';
    if (wanted.every((w) => have.includes(w))) return Number(m[3]);
  }
  return undefined;
}

describe('GET /metrics', () => {
  it('is off (404 in the envelope) when METRICS_TOKEN is not set', async () => {
    const plain = await buildApp({ config: { ...config, metricsToken: undefined }, database, closeDatabase: false });
    await plain.ready();
    const res = await plain.inject({ method: 'GET', url: '/metrics', headers: { authorization: `Bearer ${TOKEN}`, 'x-language': 'en' } });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ success: false, error: { code: 'not_found' } });
    expect(plain.metrics.enabled).toBe(false);
    await plain.close();
  });

  it('refuses a missing, malformed or wrong token with 401 in the envelope', async () => {
    for (const authorization of [undefined, TOKEN, `Basic ${TOKEN}`, 'Bearer wrong', `Bearer ${TOKEN}x`, `Bearer ${TOKEN.slice(0, -1)}`]) {
      const res = await app.inject({ method: 'GET', url: '/metrics', headers: { ...(authorization ? { authorization } : {}), 'x-language': 'en' } });
      expect(res.statusCode, String(authorization)).toBe(401);
      expect(res.headers['www-authenticate']).toBe('Bearer');
      expect(res.json()).toMatchObject({ success: false, error: { code: 'unauthorized' } });
    }
  });

  it('counts requests by route pattern and status class, never by raw URL, with process metrics', async () => {
    await app.inject({ method: 'GET', url: '/api/health/live' });
    await app.inject({ method: 'GET', url: '/api/orders/123456/no-such-thing' });
    const text = await scrape();
    expect(sample(text, 'vedmarked_http_requests_total', { method: 'GET', route: '/api/health/live', status: '2xx' })).toBeGreaterThanOrEqual(1);
    expect(sample(text, 'vedmarked_http_request_duration_seconds_count', { route: '/api/health/live' })).toBeGreaterThanOrEqual(1);
    expect(sample(text, 'vedmarked_http_requests_total', { route: 'unmatched', status: '4xx' })).toBeGreaterThanOrEqual(1);
    expect(text).not.toContain('123456');
    expect(sample(text, 'process_cpu_seconds_total')).toBeGreaterThan(0);
    expect(sample(text, 'nodejs_heap_size_used_bytes')).toBeGreaterThan(0);
    if (database.kind === 'postgres') {
      expect(sample(text, 'vedmarked_db_pool_connections')).toBeGreaterThanOrEqual(1);
      expect(sample(text, 'vedmarked_db_pool_idle_connections')).toBeGreaterThanOrEqual(0);
      expect(sample(text, 'vedmarked_db_pool_waiting_requests')).toBe(0);
      expect(sample(text, 'vedmarked_db_pool_max_connections')).toBeGreaterThanOrEqual(1);
    } else expect(text).not.toContain('vedmarked_db_pool_'); // PGlite: one embedded connection, no pool
  });

  it('counts a catalogue cache miss, then a hit for the same storefront question', async () => {
    const before = await scrape();
    const hits = sample(before, 'vedmarked_catalog_cache_hits_total') ?? Number.NaN;
    const misses = sample(before, 'vedmarked_catalog_cache_misses_total') ?? Number.NaN;
    for (let i = 0; i < 2; i++) {
      const res = await app.inject({ method: 'GET', url: '/api/products/get-products-by-postcode?limit=5', headers: { 'x-language': 'no' } });
      expect(res.statusCode).toBe(200);
    }
    const after = await scrape();
    expect(sample(after, 'vedmarked_catalog_cache_misses_total')).toBe(misses + 1);
    expect(sample(after, 'vedmarked_catalog_cache_hits_total')).toBe(hits + 1);
    expect(sample(after, 'vedmarked_http_requests_total', { route: '/api/products/get-products-by-postcode', status: '2xx' })).toBe(2);
  });

  it('shows a support event stream while it is open', async () => {
    const kari = await signIn(app, { role: 'customer' });
    expect(sample(await scrape(), 'vedmarked_sse_connections')).toBe(0);
    const stream = await openSse(`${base}/api/support/stream`, kari.headers);
    open.push(stream);
    expect(stream.status).toBe(200);
    await stream.next('ready');
    expect(sample(await scrape(), 'vedmarked_sse_connections')).toBe(1);
    stream.close();
    await expect.poll(async () => sample(await scrape(), 'vedmarked_sse_connections'), { timeout: 3000 }).toBe(0);
  });

  it('measures job lag from the due time to the start, and the oldest job still waiting', async () => {
    app.jobs.define('metrics_probe', async () => {});
    await app.jobs.enqueue(app.db, { kind: 'metrics_probe', runAt: new Date(Date.now() - 5000) });
    expect(sample(await scrape(), 'vedmarked_job_oldest_due_seconds')).toBeGreaterThanOrEqual(5);
    await app.jobs.runDue();
    const text = await scrape();
    expect(sample(text, 'vedmarked_job_lag_seconds_count', { kind: 'metrics_probe' })).toBe(1);
    expect(sample(text, 'vedmarked_job_lag_seconds_sum', { kind: 'metrics_probe' })).toBeGreaterThanOrEqual(5);
    expect(sample(text, 'vedmarked_job_lag_seconds_bucket', { kind: 'metrics_probe', le: '1' })).toBe(0);
    expect(sample(text, 'vedmarked_job_oldest_due_seconds')).toBe(0);
  });
});
