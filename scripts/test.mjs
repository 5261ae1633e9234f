// npm test: installs, then runs everything: lint, types, unit and integration tests (on PGlite, and
// on PostgreSQL too when TEST_DATABASE_URL is set), the production build, the browser journeys, and
// (with TEST_DATABASE_URL) the cluster test of 3 processes behind HAProxy.
// Ends with one summary line "N passed, N failed".
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { resolve } from 'node:path';
import { ensureInstalled, run } from './lib.mjs';

ensureInstalled();
const only = process.argv.slice(2);
const want = (step) => only.length === 0 || only.includes(step);
const results = { passed: 0, failed: 0, skipped: 0 };
const failures = [];
mkdirSync('test-results', { recursive: true });

const timings = [];
const started = Date.now();
const minutes = (ms) => `${Math.floor(ms / 60000)}:${String(Math.floor((ms % 60000) / 1000)).padStart(2, '0')}`;

function step(name, cmd, args, env = {}) {
  console.log(`\n▶ ${name}`);
  const t0 = Date.now();
  const status = run(cmd, args, { env: { ...process.env, ...env } });
  // Each step's time, printed at the end too: CI's time budget is spent where these say.
  timings.push(`${minutes(Date.now() - t0).padStart(6)}  ${name}${status === 0 ? '' : ' (failed)'}`);
  console.log(`⏱ ${name}: ${minutes(Date.now() - t0)}`);
  if (status !== 0) failures.push(name);
  return status;
}

function addVitest(file) {
  try {
    const r = JSON.parse(readFileSync(file, 'utf8'));
    results.passed += r.numPassedTests;
    results.failed += r.numFailedTests;
    results.skipped += r.numPendingTests + r.numTodoTests;
  } catch {
    /* the step already failed */
  }
}

// The same lint as `npm run lint`: biome, dependency-cruiser, knip and jscpd (scripts/lint.mjs).
if (want('lint')) step('Lint (biome, dependency-cruiser, knip, jscpd)', 'npm', ['run', 'lint', '--silent']);
if (want('types')) step('Type check (tsc)', 'npm', ['run', 'typecheck', '--silent']);
if (want('unit') || want('integration')) {
  const projects = [want('unit') && '--project=unit', want('integration') && '--project=integration'].filter(Boolean);
  const pglite = 'test-results/vitest-pglite.json';
  rmSync(pglite, { force: true });
  step('Unit and integration tests (PGlite)', 'npx', ['vitest', 'run', ...projects, '--reporter=default', '--reporter=json', `--outputFile.json=${pglite}`], {
    TEST_DATABASE_URL: '',
  });
  addVitest(pglite);
  if (process.env.TEST_DATABASE_URL && want('integration')) {
    const pgFile = 'test-results/vitest-postgres.json';
    rmSync(pgFile, { force: true });
    step('Integration tests (PostgreSQL)', 'npx', [
      'vitest',
      'run',
      '--project=integration',
      '--reporter=default',
      '--reporter=json',
      `--outputFile.json=${pgFile}`,
    ]);
    addVitest(pgFile);
  }
}
if (want('e2e')) {
  step('Production build', 'npm', ['run', 'build', '--silent']);
  // The home page's first JS stays within its budget (issue 4: 200 KB gzipped).
  step('Home page JS budget', 'node', ['bench/bundle-size.mjs', '--check']);
  const file = resolve('test-results/playwright.json');
  rmSync(file, { force: true });
  step('Browser journeys (Playwright)', 'node', ['scripts/e2e.mjs'], { PLAYWRIGHT_JSON_OUTPUT_NAME: file });
  try {
    const r = JSON.parse(readFileSync(file, 'utf8'));
    results.passed += r.stats.expected + r.stats.flaky;
    results.failed += r.stats.unexpected;
    results.skipped += r.stats.skipped;
  } catch {
    /* the step already failed */
  }
}

// The cluster test (issue 15): 3 built API processes on one PostgreSQL database behind HAProxy
// (installed from Debian when missing and root), uploads on a local S3 server. Only with a PostgreSQL server.
if (want('cluster') && process.env.TEST_DATABASE_URL) {
  if (!existsSync('apps/api/dist/server.js')) step('API build', 'npm', ['run', 'build', '--silent', '-w', '@vedmarked/api']);
  const file = 'test-results/cluster.json';
  rmSync(file, { force: true });
  step('Cluster test (3 processes, HAProxy, PostgreSQL, S3)', 'npx', ['tsx', 'bench/cluster-test.ts'], { CLUSTER_JSON: file });
  try {
    const r = JSON.parse(readFileSync(file, 'utf8'));
    results.passed += r.passed;
    results.failed += r.failed;
  } catch {
    /* the step already failed */
  }
} else if (want('cluster') && only.length) console.log('\n▶ Cluster test skipped: it needs TEST_DATABASE_URL (a PostgreSQL server)');

console.log(`\nTime per step (min:s), ${minutes(Date.now() - started)} in all:\n${timings.join('\n')}`);
console.log(failures.length ? `\n✖ Failed steps: ${failures.join(', ')}` : '\n✔ All steps passed');
console.log(`${results.passed} passed, ${results.failed} failed, ${results.skipped} skipped`);
process.exit(failures.length ? 1 : 0);
