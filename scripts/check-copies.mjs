// Copy-paste check (issue 17): jscpd over apps/ and packages/, tests and seed data aside, at least
// 6 lines (settings in .jscpd.json). Fails when an exact copy stands between apps/api and apps/web
// (a contract written twice belongs in packages/domain), or when more than MAX_COPIES stand elsewhere.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { relative } from 'node:path';

// jscpd's ES module build imports 'colors/safe' without its extension, which Node refuses: use its CommonJS build.
const require = createRequire(import.meta.url);
const { detectClones } = require('jscpd');

const MAX_COPIES = 10;
// Copies that are being removed elsewhere and are not counted until then: the cart's response type,
// written in the API and in the web app, moves to packages/domain (issue 17, item 4, the API half).
// Empty this list when that lands; a pair listed here that no longer has a copy is reported.
const KNOWN = [];
const options = JSON.parse(readFileSync('.jscpd.json', 'utf8'));
const clones = await detectClones({ ...options, path: ['apps', 'packages'], reporters: [], silent: true });

const files = (c) => [relative('.', c.duplicationA.sourceId), relative('.', c.duplicationB.sourceId)];
const isKnown = (c) => KNOWN.some((pair) => pair.every((f) => files(c).includes(f)));
const known = clones.filter(isKnown);
const counted = clones.filter((c) => !isKnown(c));
const app = (file) => /^apps\/(api|web)\//.exec(file)?.[1];
const where = (d) => `${relative('.', d.sourceId)}:${d.start.line}-${d.end.line}`;
const across = counted.filter((c) => {
  const [a, b] = [app(relative('.', c.duplicationA.sourceId)), app(relative('.', c.duplicationB.sourceId))];
  return a && b && a !== b;
});
for (const c of clones) {
  const lines = c.duplicationA.end.line - c.duplicationA.start.line + 1;
  console.log(`  ${lines} lines: ${where(c.duplicationA)} = ${where(c.duplicationB)}${isKnown(c) ? ' (known, not counted)' : ''}`);
}
const elsewhere = counted.length - across.length;
const stale = KNOWN.filter((pair) => !known.some((c) => pair.every((f) => files(c).includes(f))));
for (const pair of stale) console.log(`  No copy left between ${pair.join(' and ')}: remove it from KNOWN in scripts/check-copies.mjs.`);
console.log(
  `Copies (jscpd): ${across.length} between apps/api and apps/web (allowed 0), ${elsewhere} elsewhere (allowed ${MAX_COPIES}), ${known.length} known.`,
);
if (across.length > 0 || elsewhere > MAX_COPIES) {
  console.error('✖ Too much copied code: fold the copies into one shared piece (packages/domain, apps/web/src/components or lib).');
  process.exit(1);
}
