/**
 * Cold start of the built app: time from spawning `node apps/api/dist/server.js` to the first
 * 200 from GET /api/health. Measured on an empty DATA_DIR (migrations + postcodes + demo seed)
 * and again on the filled one (a restart). Run: npx tsx bench/cold-start.ts  (after npm run build)
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const PORT = 3299;
const RUNS = Number(process.env.RUNS ?? 3);

async function timeToFirstResponse(dataDir: string): Promise<number> {
  const t0 = performance.now();
  const child = spawn('node', ['apps/api/dist/server.js'], {
    env: { ...process.env, PORT: String(PORT), HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: 'warn', NODE_ENV: 'production' },
    stdio: 'ignore',
  });
  try {
    for (;;) {
      try {
        const res = await fetch(`http://127.0.0.1:${PORT}/api/health`);
        if (res.ok) return performance.now() - t0;
      } catch {
        /* not listening yet */
      }
      if (performance.now() - t0 > 120_000) throw new Error('server did not answer within 120 s');
      await new Promise((r) => setTimeout(r, 20));
    }
  } finally {
    child.kill('SIGTERM');
    await new Promise((r) => child.once('exit', r));
  }
}

const first: number[] = [];
const restart: number[] = [];
for (let i = 0; i < RUNS; i++) {
  const dir = mkdtempSync(join(tmpdir(), 'vm-cold-'));
  first.push(await timeToFirstResponse(dir));
  restart.push(await timeToFirstResponse(dir));
  rmSync(dir, { recursive: true, force: true });
}
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
console.log(
  `first run (empty DATA_DIR: migrate, load 5,122 postcodes, seed demo): median ${Math.round(median(first))} ms of ${RUNS} [${first.map(Math.round).join(', ')}]`,
);
console.log(`restart (existing DATA_DIR): median ${Math.round(median(restart))} ms of ${RUNS} [${restart.map(Math.round).join(', ')}]`);
