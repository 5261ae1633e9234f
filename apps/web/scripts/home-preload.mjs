#!/usr/bin/env node
// After `vite build`: writes dist/home.html and dist/category.html, the index.html the server sends
// for the home page and for the four category pages (and the product URLs under them), with
// <link rel="modulepreload"> for the translations and the chunks the page loads beyond the entry
// chunk (and <link rel="preload" as="style"> for their CSS), read from the build manifest; and adds
// the app's start chunk to index.html itself (every page loads it).
//
// Without them the browser learns of these ~60 small files only once the entry chunk has arrived and
// run; on a slow connection (150 ms a round trip, six at a time over HTTP/1.1) they then took ~2 s
// before the first product (bench/first-visit-4g.ts, decision 0030). With them they load alongside the
// entry chunk. Other routes keep the plain index.html. On a page the server has drawn these links
// wait for its first paint (decision 0055), and the app's first render waits for the page's chunk
// (decision 0057), so they also spare that render Vite's preload helper adding them one by one.
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

const dist = new URL('../dist/', import.meta.url).pathname;
const manifest = JSON.parse(readFileSync(join(dist, '.vite/manifest.json'), 'utf8'));

function closure(key, seen = new Set()) {
  if (seen.has(key)) return seen;
  seen.add(key);
  for (const dep of manifest[key]?.imports ?? []) closure(dep, seen);
  return seen;
}

const entryKey = Object.keys(manifest).find((k) => manifest[k].isEntry && k.endsWith('index.html'));
const inEntry = closure(entryKey);

/** The preload links of a page's chunks beyond the entry's (and of their style sheets), its translations first. */
function pageLinks(pageSrc) {
  const chunks = new Set();
  // First the translations the page waits for (its namespaces, in every language: each is about
  // 2 KB, and i18next also loads the fallback language's), so that they are not queued behind the rest.
  for (const lng of ['es', 'en', 'no']) {
    for (const key of [`src/i18n/${lng}/common.json`, `src/i18n/${lng}/storefront.json`]) if (manifest[key]) chunks.add(key);
  }
  if (!manifest[pageSrc]) throw new Error(`${pageSrc} is not in the build manifest`);
  for (const k of closure(pageSrc)) if (!inEntry.has(k)) chunks.add(k);
  const css = new Set([...chunks].flatMap((k) => manifest[k].css ?? []));
  return {
    chunks: chunks.size,
    css: css.size,
    links: [
      ...[...chunks].map((k) => `<link rel="modulepreload" crossorigin href="/${manifest[k].file}">`),
      // crossorigin as Vite's loader asks for the sheet (its links are anonymous CORS requests):
      // without it the preload did not match and the sheet was downloaded twice.
      ...[...css].filter((f) => !publicCss.has(f)).map((f) => `<link rel="preload" as="style" crossorigin href="/${f}">`),
    ],
  };
}
// The home page's chunks (the top bar's tools load beside them but are not on the way to the
// products), and the category pages' (one chunk for the four; decision 0057).
const PAGES = { 'home.html': 'src/features/storefront/pages/HomePage.tsx', 'category.html': 'src/features/storefront/pages/CategoryPage.tsx' };

// Every page: the app's start chunk (src/app/start.tsx, imported by the entry) and what it needs,
// asked for beside the entry chunk as a static import would be: the start chunk is separate only so
// that evaluating it is a task of its own, not to load it later.
// (Rollup names the chunk after the module, but keys it by file: it also holds code shared with other chunks.)
const START_APP = Object.keys(manifest).find((k) => k === 'src/app/start.tsx' || (manifest[k].isDynamicEntry && manifest[k].name === 'start'));
if (!START_APP) throw new Error('src/app/start.tsx is not in the build manifest');
const appChunks = [...closure(START_APP)].filter((k) => !inEntry.has(k));
const appLinks = appChunks.map((k) => `<link rel="modulepreload" crossorigin href="/${manifest[k].file}">`).join('\n    ');
// The style sheets of what the app draws on the server (decisions 0058, 0061): the shop's shell, its
// support button, the shop's pages (home and categories) and the content and supplier pages, linked
// as render-blocking style sheets so that the drawn page is styled on its first paint (their class
// names are in its markup; a sheet that came with its chunk restyled the vendor landing's tabs a
// second after the first paint, a layout shift of 0.06–0.12). ~11 KB in all (the server writes them
// into the page, ~3 KB compressed).
const PUBLIC_SOURCES = Object.keys(manifest).filter((k) =>
  /^src\/(features\/storefront\/pages\/[^/]+\.tsx|features\/support\/components\/SupportWidget\.tsx|features\/content\/pages\/(About|Help|Jobs|Faq|Legal|Contact|Articles|Article)Page\.tsx|features\/vendor-info\/pages\/[^/]+\.tsx)$/.test(
    k,
  ),
);
const publicCss = new Set([START_APP, ...PUBLIC_SOURCES].flatMap((src) => [...closure(src)]).flatMap((k) => (inEntry.has(k) ? [] : (manifest[k].css ?? []))));
const styleLinks = [...publicCss].map((f) => `<link rel="stylesheet" crossorigin href="/${f}">`).join('\n    ');
const index = readFileSync(join(dist, 'index.html'), 'utf8');
if (!index.includes('</head>')) throw new Error('index.html has no </head>');
const withApp = index.replace('</head>', `  ${styleLinks}\n    ${appLinks}\n  </head>`);
writeFileSync(join(dist, 'index.html'), withApp);
const made = [];
for (const [file, pageSrc] of Object.entries(PAGES)) {
  const page = pageLinks(pageSrc);
  const links = page.links.filter((l) => !appLinks.includes(l)).join('\n    ');
  writeFileSync(join(dist, file), withApp.replace('</head>', `  ${links}\n  </head>`));
  made.push(`${file}: ${page.chunks} more chunks and ${page.css} style sheets`);
}
console.log(
  `index.html: ${publicCss.size} style sheets of the public pages linked, ${appChunks.length} chunks of the app's start preloaded; ${made.join('; ')}`,
);
