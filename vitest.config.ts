import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    // vitest's default is one worker fewer than the cores: on CI's 2 cores, one worker and an idle
    // core. Each integration file has its own database, so two run side by side (decision 0053).
    maxWorkers: Math.max(2, availableParallelism() - 1),
    projects: [
      {
        test: {
          name: 'unit',
          include: ['packages/*/src/**/*.test.ts', 'apps/web/src/**/*.test.{ts,tsx}'],
          environment: 'node',
          // Component tests render whole tables and forms: on a loaded 2-core machine one can take
          // 5–8 s, so the 5 s default fails runs that are correct.
          testTimeout: 20_000,
        },
      },
      {
        test: {
          name: 'integration',
          include: ['apps/api/src/**/*.test.ts', 'apps/api/test/**/*.test.ts', 'packages/db/test/**/*.test.ts'],
          environment: 'node',
          testTimeout: 30_000,
          hookTimeout: 60_000,
          pool: 'forks',
          // Each file still gets its own database (packages/db/src/testing.ts), but the worker keeps
          // the modules it has loaded between files: loading the API for every file was most of
          // this suite's time (vitest's "collect": 908 s of 1,439 s), and CI's time is a budget.
          // No test mocks modules or changes the environment for the files after it.
          isolate: false,
        },
      },
    ],
  },
});
