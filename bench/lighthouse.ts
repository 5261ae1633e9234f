/**
 * Lighthouse on the public pages (issue 21, item 7): Lighthouse 12 from npm (`npx -y lighthouse@12`,
 * not a dependency: CI never installs it) driving the system Chromium (CHROME_PATH, default
 * /usr/bin/chromium), with its mobile preset (simulated slow 4G, 4× CPU slowdown, 412 px) and its
 * desktop preset; the median of RUNS (default 3) runs per page, language and preset. Prints a
 * Markdown table of performance, LCP, FCP, TBT, CLS and the accessibility, best-practice and SEO
 * scores. A bench, not a gate.
 *
 * npm run build && npx tsx bench/lighthouse.ts [--quick] [--pages=/,/lena] [--langs=es,no] [--presets=mobile,desktop]
 * - default: every public page (the per-language URLs and one article) in es, en and no, both presets;
 * - --quick: the home page and the firewood page, unprefixed (/ and /lena), mobile only;
 * - --pages: paths as given (unprefixed paths follow the browser's language, en-US under Lighthouse).
 * It starts `node apps/api/dist/server.js` on BENCH_PORT (default 3304) with a fresh DATA_DIR (the demo
 * world), or measures BENCH_URL. Each run's JSON report is kept in LH_OUT (default a temp folder).
 */
import { execFile } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { LANGUAGES, type Language, PUBLIC_PAGE_IDS, publicPath } from '@vedmarked/domain';
import { startBuiltServer } from './built-server.ts';

const run = promisify(execFile);
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
].join(' ');

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

/** Lighthouse itself sometimes fails to record the trace (NO_NAVSTART, NO_FCP on a busy machine): such a run is tried again, up to 3 times. */
async function runLighthouse(args: string[]): Promise<void> {
  for (let attempt = 1; ; attempt++) {
    try {
      await run('npx', args, { env: { ...process.env, CHROME_PATH: CHROME }, maxBuffer: 64 * 1024 * 1024 });
      return;
    } catch (e) {
      const runtime = /Runtime error encountered/.test((e as { stderr?: string }).stderr ?? '');
      if (!runtime || attempt === 3) throw e;
      console.error(`Lighthouse run failed (${String((e as { stderr?: string }).stderr).trim()}); trying again`);
    }
  }
}

async function lighthouse(url: string, preset: Preset, i: number): Promise<Result> {
  const file = join(OUT, `${preset}-${url.replace(/[^a-z0-9]+/gi, '_')}-${i}.json`);
  await runLighthouse([
    '-y',
    'lighthouse@12',
    url,
    '--quiet',
    '--output=json',
    `--output-path=${file}`,
    `--chrome-flags=${CHROME_FLAGS}`,
    '--only-categories=performance,accessibility,best-practices,seo',
    ...(preset === 'desktop' ? ['--preset=desktop'] : []),
  ]);
  const r = JSON.parse(readFileSync(file, 'utf8')) as {
    categories: Record<string, { score: number | null }>;
    audits: Record<string, { numericValue?: number }>;
  };
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

/** The run with the median performance score (Lighthouse's own advice: one whole run, not a median per metric). */
function median(results: Result[]): Result {
  return [...results].sort((a, b) => a.performance - b.performance)[Math.floor(results.length / 2)]!;
}

const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
const server = await startBuiltServer(PORT);
const rows: string[] = [];
console.log(
  `Lighthouse 12, ${CHROME}, ${RUNS} runs each; load average at start ${loadavg()
    .map((l) => l.toFixed(1))
    .join(' / ')}; reports in ${OUT}`,
);
try {
  for (const preset of presets) {
    for (const path of pages) {
      const results: Result[] = [];
      for (let i = 0; i < RUNS; i++) results.push(await lighthouse(`${server.url}${path}`, preset, i));
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
console.log(
  `\nload average at the end ${loadavg()
    .map((l) => l.toFixed(1))
    .join(' / ')}\n`,
);
console.log('| page | performance (min–max) | LCP | FCP | TBT | CLS | a11y | best practices | SEO |');
console.log('|---|---|---|---|---|---|---|---|---|');
for (const r of rows) console.log(r);
