import { defineConfig, devices } from '@playwright/test';

const CI = Boolean(process.env.CI);
const PORT = Number(process.env.E2E_PORT ?? 3210);
export const BASE_URL = process.env.E2E_BASE_URL ?? `http://127.0.0.1:${PORT}`;

/** Journeys run against the production build on a fresh embedded database with the demo world. */
export default defineConfig({
  testDir: './tests',
  outputDir: '../test-results/e2e',
  // CI shares two cores between the server, two browsers and axe: it gets more time per step and
  // two retries, so a slow moment is not a failure (a real defect still fails all three tries).
  timeout: CI ? 120_000 : 60_000,
  expect: { timeout: CI ? 20_000 : 10_000 },
  fullyParallel: false,
  workers: 2,
  retries: CI ? 2 : 0,
  reporter: [['list']],
  use: {
    baseURL: BASE_URL,
    navigationTimeout: CI ? 60_000 : 30_000,
    // Recording a trace snapshots the page at every step: a quarter of a journey's time. CI records
    // one when a journey is tried again (its first try failed); a run here keeps one of any failure.
    trace: CI ? 'on-first-retry' : 'retain-on-failure',
    contextOptions: { reducedMotion: 'reduce' },
    // A Spanish browser unless a journey says otherwise: the first visit follows the browser's language.
    locale: 'es-ES',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--disable-dev-shm-usage',
        // Only this machine is reached: map tiles and any other outside address fail to resolve at
        // once, with no traffic leaving the machine (the journeys never wait on tiles; decision 27).
        '--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE 127.0.0.1, EXCLUDE localhost',
      ],
    },
  },
  projects: [{ name: 'desktop', use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 } } }],
  webServer: process.env.E2E_BASE_URL
    ? undefined
    : {
        // A fresh database: the demo world plus the journeys' test-only fixtures (e2e/fixtures/seed.ts), then the built server.
        command: 'rm -rf e2e/.data && tsx e2e/fixtures/seed.ts && node apps/api/dist/server.js',
        cwd: '..',
        url: `${BASE_URL}/api/health`,
        timeout: 120_000,
        reuseExistingServer: false,
        env: {
          PORT: String(PORT),
          HOST: '127.0.0.1',
          DATA_DIR: 'e2e/.data',
          NODE_ENV: 'development',
          LOG_LEVEL: 'warn',
          PUBLIC_URL: BASE_URL,
          // Every journey's browser and API calls come from this one address: 150 journeys place
          // more orders than the per-address limit leaves a household (20 in 10 minutes). The limits
          // themselves are proven by the API tests (apps/api/test/abuse.test.ts and the modules').
          RATE_LIMIT_ALLOW: '127.0.0.1',
        },
      },
});
