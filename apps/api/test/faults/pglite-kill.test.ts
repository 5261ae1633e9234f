import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { openDatabase, orders } from '@vedmarked/db';
import { inArray } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';

/**
 * The embedded default survives a crash (issue 22): a process placing orders on PGlite is killed
 * with SIGKILL in the middle of its writes; the data folder opens again with every order the API
 * acknowledged in it.
 */
const writer = fileURLToPath(new URL('./pglite-writer.child.ts', import.meta.url));
const dir = mkdtempSync(join(tmpdir(), 'vm-pglite-kill-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('kill -9 on PGlite', () => {
  it('keeps every acknowledged order', { timeout: 60_000 }, async () => {
    const child = spawn(process.execPath, ['--import', 'tsx', writer, dir], { stdio: ['ignore', 'pipe', 'pipe'] });
    const acked: number[] = [];
    let stderr = '';
    child.stderr.on('data', (d) => {
      stderr += d;
    });
    const exited = new Promise<NodeJS.Signals | null>((resolve) => child.on('exit', (_code, signal) => resolve(signal)));
    await new Promise<void>((resolve, reject) => {
      let buffer = '';
      child.stdout.on('data', (d: Buffer) => {
        buffer += d.toString();
        const lines = buffer.split('\n');
        buffer = lines.pop() ?? '';
        for (const line of lines) {
          const m = /^ack (\d+)$/.exec(line);
          if (m) acked.push(Number(m[1]));
          // Killed while it writes: after some orders, in the middle of the next ones.
          if (acked.length >= 12 && !child.killed) {
            child.kill('SIGKILL');
            resolve();
          }
        }
      });
      void exited.then(() => (acked.length >= 12 ? resolve() : reject(new Error(`the writer ended early: ${stderr.slice(-2000)}`))));
    });
    expect(await exited).toBe('SIGKILL');

    const database = await openDatabase({ dataDir: dir });
    try {
      const found = await database.db.select({ id: orders.id }).from(orders).where(inArray(orders.id, acked));
      expect(found.map((o) => o.id).sort((a, b) => a - b)).toEqual([...acked].sort((a, b) => a - b));
    } finally {
      await database.close();
    }
  });
});
