import { setTimeout as sleep } from 'node:timers/promises';

/**
 * Runs work whose duration could tell a secret (does this address have an account?) and answers
 * no sooner than `floorMs` after it started, so that both outcomes take the same time from the
 * outside: the work itself (a few milliseconds of database writes) hides under the floor. Waiting
 * costs no CPU. A failure is thrown after the same wait.
 */
export async function withTimingFloor<T>(floorMs: number, work: () => Promise<T>): Promise<T> {
  const started = performance.now();
  try {
    return await work();
  } finally {
    const left = floorMs - (performance.now() - started);
    if (left > 0) await sleep(left);
  }
}
