#!/usr/bin/env node
// The home page's initial JavaScript, gzipped, from the Vite build manifest (apps/web/dist/.vite/manifest.json).
//
// "Initial" is what the browser must load before the app can render: the entry chunk of index.html and
// every chunk it imports statically (transitively), and the app's start chunk (src/app/start.tsx: the
// entry imports it at once; it is its own chunk only so that evaluating it is a task of its own). Lazy chunks (dynamic imports: pages, dialogs, the
// support chat, translations) are not counted; the home page's own lazy chunk is reported beside it.
//
//   npm run build -w @vedmarked/web && node bench/bundle-size.mjs [--check] [--json]
//
// --check exits with 1 when the initial JS is above the budget: 200 KB gzipped (gzip level 9;
// 1 KB = 1,024 bytes, as Vite prints sizes).
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

const BUDGET_KB = 200;
const dist = process.env.WEB_DIST ?? 'apps/web/dist';
const args = new Set(process.argv.slice(2));

let manifest;
try {
  manifest = JSON.parse(readFileSync(join(dist, '.vite/manifest.json'), 'utf8'));
} catch {
  console.error(`No build manifest in ${dist}/.vite: run "npm run build -w @vedmarked/web" first.`);
  process.exit(2);
}

const gz = (file) => gzipSync(readFileSync(join(dist, file)), { level: 9 }).length;
const kb = (bytes) => bytes / 1024;

/** A chunk and everything it imports statically, as manifest keys. */
function staticClosure(key, seen = new Set()) {
  if (seen.has(key)) return seen;
  seen.add(key);
  for (const dep of manifest[key]?.imports ?? []) staticClosure(dep, seen);
  return seen;
}

const entryKey = Object.keys(manifest).find((k) => manifest[k].isEntry && k.endsWith('index.html'));
if (!entryKey) {
  console.error('The manifest has no index.html entry.');
  process.exit(2);
}
const startKey = Object.keys(manifest).find((k) => k === 'src/app/start.tsx' || (manifest[k].isDynamicEntry && manifest[k].name === 'start'));
if (!startKey) {
  console.error('The manifest has no chunk for src/app/start.tsx.');
  process.exit(2);
}
const initial = [...staticClosure(startKey, staticClosure(entryKey))];
const rows = initial.map((k) => ({ file: manifest[k].file, gzip: gz(manifest[k].file), raw: readFileSync(join(dist, manifest[k].file)).length }));
const total = rows.reduce((s, r) => s + r.gzip, 0);
const css = [...new Set(initial.flatMap((k) => manifest[k].css ?? []))].reduce((s, f) => s + gz(f), 0);

/** A lazy chunk's own cost on top of the initial set (what opening that page adds). */
function lazyCost(srcSuffix) {
  const key = Object.keys(manifest).find((k) => k.endsWith(srcSuffix));
  if (!key) return null;
  const extra = [...staticClosure(key)].filter((k) => !initial.includes(k));
  return { chunks: extra.length, gzip: extra.reduce((s, k) => s + gz(manifest[k].file), 0) };
}
const home = lazyCost('features/storefront/pages/HomePage.tsx');
const category = lazyCost('features/storefront/pages/CategoryPage.tsx');

const result = {
  budgetKb: BUDGET_KB,
  initialJsGzipKb: Number(kb(total).toFixed(1)),
  initialJsRawKb: Number(kb(rows.reduce((s, r) => s + r.raw, 0)).toFixed(1)),
  initialCssGzipKb: Number(kb(css).toFixed(1)),
  chunks: rows.map((r) => ({ file: r.file, gzipKb: Number(kb(r.gzip).toFixed(1)) })),
  homePageLazyGzipKb: home ? Number(kb(home.gzip).toFixed(1)) : null,
  categoryPageLazyGzipKb: category ? Number(kb(category.gzip).toFixed(1)) : null,
};

if (args.has('--json')) console.log(JSON.stringify(result, null, 2));
else {
  console.log(
    `Home page initial JS: ${result.initialJsGzipKb} KB gzipped (${result.initialJsRawKb} KB minified) in ${rows.length} chunk(s); budget ${BUDGET_KB} KB`,
  );
  for (const r of result.chunks) console.log(`  ${r.file.padEnd(44)} ${String(r.gzipKb).padStart(7)} KB`);
  console.log(`Initial CSS: ${result.initialCssGzipKb} KB gzipped (not counted)`);
  if (home) console.log(`Home page chunk(s), loaded lazily: +${result.homePageLazyGzipKb} KB gzipped`);
  if (category) console.log(`Category page chunk(s), loaded lazily: +${result.categoryPageLazyGzipKb} KB gzipped`);
}
if (args.has('--check') && kb(total) > BUDGET_KB) {
  console.error(`Over budget: ${kb(total).toFixed(1)} KB > ${BUDGET_KB} KB`);
  process.exit(1);
}
