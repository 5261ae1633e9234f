// Runs the Playwright journeys in the system Chromium against the production build.
import { existsSync } from 'node:fs';
import { ensureChromium, mustRun, run } from './lib.mjs';

const chromium = ensureChromium();
if (!existsSync('apps/api/dist/server.js') || !existsSync('apps/web/dist/index.html')) mustRun('npm', ['run', 'build', '--silent']);
const reporters = process.env.PLAYWRIGHT_JSON_OUTPUT_NAME ? ['--reporter=list,json'] : [];
process.exit(
  run('npx', ['playwright', 'test', '-c', 'e2e/playwright.config.ts', ...reporters, ...process.argv.slice(2)], {
    env: { ...process.env, CHROMIUM_PATH: chromium },
  }),
);
