// Small helpers shared by the project's scripts (no dependencies: they run before npm install).
import { spawnSync } from 'node:child_process';
import { existsSync, statSync } from 'node:fs';

export function run(cmd, args, opts = {}) {
  const res = spawnSync(cmd, args, { stdio: 'inherit', shell: false, ...opts });
  if (res.error) throw res.error;
  return res.status ?? 1;
}

export function mustRun(cmd, args, opts = {}) {
  const status = run(cmd, args, opts);
  if (status !== 0) {
    console.error(`\n✖ ${cmd} ${args.join(' ')} failed (exit ${status})`);
    process.exit(status);
  }
}

/** npm install when node_modules is missing or older than the lockfile. */
export function ensureInstalled() {
  const marker = 'node_modules/.package-lock.json';
  const stale = !existsSync(marker) || (existsSync('package-lock.json') && statSync('package-lock.json').mtimeMs > statSync(marker).mtimeMs);
  if (!stale) return;
  console.log('▶ Installing dependencies (npm)…');
  // `npm install`, not `npm ci`: the lockfile keeps only the platform packages of the machine that
  // wrote it (esbuild, rollup, biome), which `npm ci` refuses elsewhere; install resolves them.
  mustRun('npm', ['install', '--no-audit', '--no-fund']);
}

export const CHROMIUM_CANDIDATES = ['/usr/bin/chromium', '/usr/bin/chromium-browser', '/usr/bin/google-chrome'];
/**
 * Debian's headless shell (package chromium-headless-shell, from the same Chromium source): the
 * journeys run in it when it is there, as Playwright's own headless runs do. The full browser's
 * headless mode draws its own window chrome in a separate renderer the whole time (a third of a core
 * per browser here); the shell has none, and the journeys ran about twice as fast in it (decision 0053).
 */
const HEADLESS_SHELL = '/usr/lib/chromium/chromium-headless-shell';

/** Finds a system Chromium; as root installs Debian's packages when none is there. Never downloads a browser build. */
export function ensureChromium() {
  if (process.env.CHROMIUM_PATH && existsSync(process.env.CHROMIUM_PATH)) return process.env.CHROMIUM_PATH;
  if (existsSync(HEADLESS_SHELL)) return HEADLESS_SHELL;
  const found = CHROMIUM_CANDIDATES.find((p) => existsSync(p));
  if (process.getuid?.() === 0) {
    const packages = found ? ['chromium-headless-shell'] : ['chromium', 'chromium-headless-shell'];
    console.log(`▶ Installing Debian’s ${packages.join(' and ')} for the browser tests (apt-get)…`);
    const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
    // The shell only where the distribution has it (Debian 12 and later); a browser found serves otherwise.
    const installed = run('apt-get', ['update', '-qq'], { env }) === 0 && run('apt-get', ['install', '-y', '-qq', ...packages], { env }) === 0;
    if (!installed && !found) mustRun('apt-get', ['install', '-y', '-qq', 'chromium'], { env });
    if (existsSync(HEADLESS_SHELL)) return HEADLESS_SHELL;
    if (existsSync('/usr/bin/chromium')) return '/usr/bin/chromium';
  }
  if (found) return found;
  console.error(
    '\n✖ The browser tests need Chromium and none was found.\n' +
      '  On Debian/Ubuntu: sudo apt-get install chromium\n' +
      '  Or with internet: npx playwright install chromium, then set CHROMIUM_PATH to its executable.\n',
  );
  process.exit(1);
}
