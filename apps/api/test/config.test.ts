import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../src/config.ts';

describe('configuration', () => {
  it('has defaults that run a local shop, and generates secrets once into DATA_DIR', () => {
    const dir = mkdtempSync(join(tmpdir(), 'vm-config-'));
    const a = loadConfig({ DATA_DIR: dir });
    expect(a).toMatchObject({ port: 3000, publicUrl: 'http://localhost:3000', databaseUrl: undefined, seedDemo: true });
    expect(a.jwtSecret.length).toBeGreaterThanOrEqual(32);
    const b = loadConfig({ DATA_DIR: dir, PORT: '4000' });
    expect(b.jwtSecret).toBe(a.jwtSecret);
    expect(b.publicUrl).toBe('http://localhost:4000');
    expect(JSON.parse(readFileSync(join(dir, 'secrets.json'), 'utf8')).jwtSecret).toBe(a.jwtSecret);
  });

  it('stops with a message naming each bad variable', () => {
    const bad = () =>
      loadConfig({ PORT: 'eighty', DATABASE_URL: 'mysql://x', PUBLIC_URL: 'not a url', JWT_SECRET: 'short', PAYMENT_WEBHOOK_SECRET: 'x'.repeat(40) });
    expect(bad).toThrow(ConfigError);
    expect(bad).toThrow(/PORT/);
    expect(bad).toThrow(/DATABASE_URL must start with postgres/);
    expect(bad).toThrow(/PUBLIC_URL/);
    expect(bad).toThrow(/JWT_SECRET must be at least 32/);
  });

  it('serves the API document everywhere but in production, unless told (docs/decisions/0019)', () => {
    const dir = mkdtempSync(join(tmpdir(), 'vm-config-'));
    expect(loadConfig({ DATA_DIR: dir }).apiDocs).toBe(true);
    expect(loadConfig({ DATA_DIR: dir, NODE_ENV: 'production' }).apiDocs).toBe(false);
    expect(loadConfig({ DATA_DIR: dir, NODE_ENV: 'production', API_DOCS: 'on' }).apiDocs).toBe(true);
    expect(loadConfig({ DATA_DIR: dir, API_DOCS: 'off' }).apiDocs).toBe(false);
  });

  it('exempts no address from the per-address limits unless told', () => {
    const dir = mkdtempSync(join(tmpdir(), 'vm-config-'));
    expect(loadConfig({ DATA_DIR: dir }).rateLimitAllow).toEqual([]);
    expect(loadConfig({ DATA_DIR: dir, RATE_LIMIT_ALLOW: ' 10.0.0.1, 10.0.0.2 ,' }).rateLimitAllow).toEqual(['10.0.0.1', '10.0.0.2']);
  });

  it('turns /metrics on only with a METRICS_TOKEN of 16 characters or more (decision 0048)', () => {
    const dir = mkdtempSync(join(tmpdir(), 'vm-config-'));
    expect(loadConfig({ DATA_DIR: dir }).metricsToken).toBeUndefined();
    expect(loadConfig({ DATA_DIR: dir, METRICS_TOKEN: '' }).metricsToken).toBeUndefined();
    expect(loadConfig({ DATA_DIR: dir, METRICS_TOKEN: 'a-long-enough-token' }).metricsToken).toBe('a-long-enough-token');
    expect(() => loadConfig({ DATA_DIR: dir, METRICS_TOKEN: 'short' })).toThrow(/METRICS_TOKEN must be at least 16/);
  });
});
