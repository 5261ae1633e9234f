import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { buildTestApp } from './helpers.ts';

/** A built web app in miniature: index.html and one asset with the copies the web build writes. */
const root = mkdtempSync(join(tmpdir(), 'vm-web-'));
mkdirSync(join(root, 'assets'));
const script = `console.log(${JSON.stringify('ved '.repeat(2000))});\n`;
writeFileSync(join(root, 'index.html'), '<!doctype html><html lang="es"><body><div id="root"></div></body></html>');
writeFileSync(join(root, 'assets/app-abc123.js'), script);
writeFileSync(join(root, 'assets/app-abc123.js.br'), brotliCompressSync(script));
writeFileSync(join(root, 'assets/app-abc123.js.gz'), gzipSync(script));
writeFileSync(join(root, 'assets/small-abc123.js'), 'export {};\n');
writeFileSync(join(root, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');

const { app } = await buildTestApp({ webDist: root, publicPagesRender: 'copy' });

describe('the built web app', () => {
  it('sends the Brotli copy of an asset to a browser that accepts it, cached for a year', async () => {
    const res = await app.inject({ url: '/assets/app-abc123.js', headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers.vary).toMatch(/accept-encoding/i);
    expect(res.headers['content-type']).toMatch(/javascript/);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.rawPayload.equals(brotliCompressSync(script))).toBe(true);
  });

  it('sends gzip when that is all the browser takes, and the plain file otherwise', async () => {
    const gz = await app.inject({ url: '/assets/app-abc123.js', headers: { 'accept-encoding': 'gzip' } });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).toString()).toBe(script);
    const plain = await app.inject({ url: '/assets/app-abc123.js', headers: { 'accept-encoding': 'identity' } });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(script);
  });

  it('sends a file without compressed copies as it is', async () => {
    const res = await app.inject({ url: '/assets/small-abc123.js', headers: { 'accept-encoding': 'br, gzip' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.body).toBe('export {};\n');
  });

  it('has files outside assets/ (no hash in the name) checked on every use', async () => {
    const res = await app.inject({ url: '/favicon.svg' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-cache');
  });

  it('answers / and client-side routes with index.html, never cached', async () => {
    for (const url of ['/', '/lena']) {
      const res = await app.inject({ url, headers: { accept: 'text/html' } });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-type']).toMatch(/text\/html/);
      expect(res.body).toContain('<div id="root">');
    }
  });
});
