import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/**
 * The built server (`node apps/api/dist/server.js`, production mode) on `port` with a fresh
 * DATA_DIR (the demo world), or BENCH_URL when given; for the browser benches.
 */
export async function startBuiltServer(port: number): Promise<{ url: string; stop: () => Promise<void> }> {
  if (process.env.BENCH_URL) return { url: process.env.BENCH_URL, stop: async () => {} };
  const url = `http://127.0.0.1:${port}`;
  if (
    await fetch(`${url}/api/health`).then(
      () => true,
      () => false,
    )
  )
    throw new Error(`port ${port} is taken: stop that server or set BENCH_PORT`);
  const dataDir = mkdtempSync(join(tmpdir(), 'vm-bench-'));
  const child = spawn('node', ['apps/api/dist/server.js'], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      NODE_ENV: 'production',
      PUBLIC_URL: `http://127.0.0.1:${port}`,
    },
    stdio: 'ignore',
  });
  // The server goes with the bench, however the bench ends (an error, a closed pipe, Ctrl+C).
  process.once('exit', () => child.kill('SIGTERM'));
  for (const signal of ['SIGINT', 'SIGTERM', 'SIGPIPE'] as const) process.once(signal, () => process.exit(1));
  for (const t0 = Date.now(); ; ) {
    if (
      await fetch(`${url}/api/health`).then(
        (r) => r.ok,
        () => false,
      )
    )
      break;
    if (Date.now() - t0 > 120_000) throw new Error('the server did not answer within 120 s');
    await new Promise((r) => setTimeout(r, 100));
  }
  return {
    url,
    stop: async () => {
      if (child.exitCode === null) {
        const exited = new Promise((r) => child.once('exit', r));
        child.kill('SIGTERM');
        await exited;
      }
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
