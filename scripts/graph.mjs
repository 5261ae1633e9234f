// npm run graph: draws the module graph (API modules, web features, domain areas, db) to
// docs/architecture.svg with dependency-cruiser's dot output and Graphviz's `dot`. Folders are
// collapsed as .dependency-cruiser.cjs says (reporterOptions.dot); rule violations show in red.
import { spawnSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';

const OUT = 'docs/architecture.svg';
const probe = spawnSync('dot', ['-V'], { encoding: 'utf8' });
if (probe.error || probe.status !== 0) {
  console.error(
    '✖ npm run graph needs Graphviz (the `dot` command) and none was found.\n' +
      '  Debian/Ubuntu: sudo apt-get install graphviz   macOS: brew install graphviz\n' +
      '  The lint does not need it: only the drawing does.',
  );
  process.exit(1);
}

const cruise = spawnSync(
  'npx',
  [
    'depcruise',
    'apps/api/src',
    'apps/web/src',
    'packages/domain/src',
    'packages/db/src',
    '--include-only',
    '^(apps|packages)/',
    '--exclude',
    '(__tests__|[.]test[.]tsx?$)',
    '--output-type',
    'dot',
  ],
  { encoding: 'utf8', maxBuffer: 64 * 1024 * 1024, stdio: ['ignore', 'pipe', 'inherit'] },
);
if (cruise.status !== 0 && !cruise.stdout) process.exit(cruise.status ?? 1);

const svg = spawnSync('dot', ['-Tsvg'], { input: cruise.stdout, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 });
if (svg.status !== 0) {
  console.error(svg.stderr);
  process.exit(svg.status ?? 1);
}
writeFileSync(OUT, svg.stdout);
console.log(`Module graph written to ${OUT}`);
