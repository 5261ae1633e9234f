/**
 * Lighthouse on the public pages (issue 21, item 7): Lighthouse 12 from npm (installed on first use
 * into node_modules/.cache/lighthouse-12, not a dependency: CI never installs it) driving the system
 * Chromium (CHROME_PATH, default /usr/bin/chromium), with its mobile preset (simulated slow 4G, 4×
 * CPU slowdown, 412 px) and its desktop preset; the median of RUNS (default 3) runs per page,
 * language and preset. Prints a Markdown table of performance, LCP, FCP, TBT, CLS and the
 * accessibility, best-practice and SEO scores. A bench, not a gate.
 *
 * Lighthouse runs in this process through its node API, with one Chromium per page and preset (its
 * runs share it; Lighthouse clears the origin's storage and cache before each run, as its command
 * line does). The command line (`npx lighthouse`) paid npx's resolution and a browser's start on
 * every run: ~25–45 s a run on this machine, 2–4 hours for the whole table.
 *
 * npm run build && npx tsx bench/lighthouse.ts [--quick] [--pages=/,/lena] [--langs=es,no] [--presets=mobile,desktop]
 * - default: every public page (the per-language URLs, one article and one product offer's own URL)
 *   in es, en and no, both presets;
 * - --quick: the home page and the firewood page, unprefixed (/ and /lena), mobile only;
 * - --pages: paths as given (unprefixed paths follow the browser's language, en-US under Lighthouse).
 * It starts `node apps/api/dist/server.js` on BENCH_PORT (default 3304) with a fresh DATA_DIR (the demo
 * world), or measures BENCH_URL. Each run's JSON report is kept in LH_OUT (default a temp folder).
 */
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { LANGUAGES, type Language, PUBLIC_PAGE_IDS, publicPath } from '@vedmarked/domain';
import { startBuiltServer } from './built-server.ts';

const args = new Map(process.argv.slice(2).map((a) => [a.replace(/=.*/, ''), a.includes('=') ? a.slice(a.indexOf('=') + 1) : 'yes'] as const));
const RUNS = Number(process.env.RUNS ?? 3);
const PORT = Number(process.env.BENCH_PORT ?? 3304);
const CHROME = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const OUT = process.env.LH_OUT ?? mkdtempSync(join(tmpdir(), 'vm-lighthouse-'));
const CHROME_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

type Preset = 'mobile' | 'desktop';
const quick = args.has('--quick');
const presets = (args.get('--presets')?.split(',') ?? (quick ? ['mobile'] : ['mobile', 'desktop'])) as Preset[];
const langs = (args.get('--langs')?.split(',') ?? LANGUAGES) as Language[];
const pages: string[] =
  args.get('--pages')?.split(',') ??
  (quick ? ['/', '/lena'] : langs.flatMap((l) => PUBLIC_PAGE_IDS.map((p) => (p === 'article' ? publicPath(p, l, 'grunder') : publicPath(p, l)))));

interface Result {
  performance: number;
  lcp: number;
  fcp: number;
  tbt: number;
  cls: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
}

/** Lighthouse 12 and chrome-launcher, from npm into a cache folder on first use. */
async function loadLighthouse() {
  const dir = resolve('node_modules/.cache/lighthouse-12');
  const main = join(dir, 'node_modules/lighthouse/core/index.js');
  if (!existsSync(main)) {
    mkdirSync(dir, { recursive: true });
    writeFileSync(join(dir, 'package.json'), '{"name":"vm-bench-lighthouse","private":true}\n');
    console.error(`installing lighthouse@12 into ${dir}`);
    execFileSync('npm', ['install', '--no-audit', '--no-fund', '--loglevel=error', 'lighthouse@12'], { cwd: dir, stdio: 'inherit' });
  }
  const from = (p: string) => import(pathToFileURL(join(dir, 'node_modules', p)).href);
  const [lh, launcher, desktop] = await Promise.all([
    from('lighthouse/core/index.js'),
    from('chrome-launcher/dist/index.js'),
    from('lighthouse/core/config/desktop-config.js'),
  ]);
  return {
    lighthouse: lh.default as (url: string, flags: object, config?: object) => Promise<{ lhr: Report; report: string | string[] } | undefined>,
    launch: launcher.launch as (opts: { chromePath: string; chromeFlags: string[] }) => Promise<{ port: number; kill: () => Promise<void> | void }>,
    desktopConfig: desktop.default as object,
  };
}

interface Report {
  runtimeError?: { code: string; message: string };
  categories: Record<string, { score: number | null }>;
  audits: Record<string, { numericValue?: number }>;
}

const LH = await loadLighthouse();
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];

/**
 * One Lighthouse run in `port`'s browser. Lighthouse itself sometimes fails to record the trace
 * (NO_NAVSTART, NO_FCP on a busy machine): such a run is tried again, up to 3 times.
 */
async function lighthouse(port: number, url: string, preset: Preset, i: number): Promise<Result> {
  for (let attempt = 1; ; attempt++) {
    const flags = { port, output: 'json', logLevel: 'error', onlyCategories: CATEGORIES };
    const out = await LH.lighthouse(url, flags, preset === 'desktop' ? LH.desktopConfig : undefined);
    if (!out) throw new Error(`Lighthouse gave no report for ${url}`);
    const r = out.lhr;
    if (r.runtimeError && attempt < 3) {
      console.error(`Lighthouse run failed (${r.runtimeError.code}: ${r.runtimeError.message}); trying again`);
      continue;
    }
    writeFileSync(join(OUT, `${preset}-${url.replace(/[^a-z0-9]+/gi, '_')}-${i}.json`), String(out.report));
    const score = (c: string) => Math.round((r.categories[c]?.score ?? 0) * 100);
    const value = (a: string) => r.audits[a]?.numericValue ?? Number.NaN;
    return {
      performance: score('performance'),
      lcp: value('largest-contentful-paint'),
      fcp: value('first-contentful-paint'),
      tbt: value('total-blocking-time'),
      cls: value('cumulative-layout-shift'),
      accessibility: score('accessibility'),
      bestPractices: score('best-practices'),
      seo: score('seo'),
    };
  }
}

/** RUNS runs of one page with one preset, in a browser of their own. */
async function runsOf(url: string, preset: Preset): Promise<Result[]> {
  const chrome = await LH.launch({ chromePath: CHROME, chromeFlags: CHROME_FLAGS });
  try {
    const results: Result[] = [];
    for (let i = 0; i < RUNS; i++) results.push(await lighthouse(chrome.port, url, preset, i));
    return results;
  } finally {
    await chrome.kill();
  }
}

/** The run with the median performance score (Lighthouse's own advice: one whole run, not a median per metric). */
function median(results: Result[]): Result {
  return [...results].sort((a, b) => a.performance - b.performance)[Math.floor(results.length / 2)]!;
}

const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
const server = await startBuiltServer(PORT);
// The default table also measures one product offer's own URL in each language (issue 21 item 6,
// decision 0062): the sitemap's first in that language.
if (!args.has('--pages') && !quick) {
  const sitemap = await (await fetch(`${server.url}/sitemap.xml`)).text();
  for (const l of langs) {
    const offer = new RegExp(`<loc>[^<]*?(/${l}/[a-z-]+/\\d+-[^<]+)</loc>`).exec(sitemap)?.[1];
    if (offer) pages.push(offer);
  }
}
const rows: string[] = [];
const began = Date.now();
console.log(
  `Lighthouse 12, ${CHROME}, ${RUNS} runs each; load average at start ${loadavg()
    .map((l) => l.toFixed(1))
    .join(' / ')}; reports in ${OUT}`,
);
try {
  for (const preset of presets) {
    for (const path of pages) {
      const results = await runsOf(`${server.url}${path}`, preset);
      const m = median(results);
      const range = (k: 'performance') => {
        const all = results.map((r) => r[k]);
        return Math.min(...all) === Math.max(...all) ? String(m[k]) : `${m[k]} (${Math.min(...all)}–${Math.max(...all)})`;
      };
      const row = `| \`${path}\` ${preset} | ${range('performance')} | ${seconds(m.lcp)} | ${seconds(m.fcp)} | ${Math.round(m.tbt)} ms | ${m.cls.toFixed(3)} | ${m.accessibility} | ${m.bestPractices} | ${m.seo} |`;
      rows.push(row);
      console.log(row);
    }
  }
} finally {
  await server.stop();
}
const runs = rows.length * RUNS;
console.log(
  `\n${runs} runs in ${Math.round((Date.now() - began) / 60_000)} min (${((Date.now() - began) / 1000 / Math.max(runs, 1)).toFixed(1)} s a run); load average at the end ${loadavg()
    .map((l) => l.toFixed(1))
    .join(' / ')}\n`,
);
console.log('| page | performance (min–max) | LCP | FCP | TBT | CLS | a11y | best practices | SEO |');
console.log('|---|---|---|---|---|---|---|---|---|');
for (const r of rows) console.log(r);
