// npm run lint (and the lint step of npm test): every check runs, then one summary.
// - biome: format and lint rules (file ~400 lines, function ~80 lines, unless a comment says why);
// - dependency-cruiser: import rules in .dependency-cruiser.cjs (no loops, front doors, layers);
// - knip: unused files, exports and dependencies (knip.json);
// - jscpd: copied code (scripts/check-copies.mjs).
import { run } from './lib.mjs';

const steps = [
  ['Format and lint (biome)', 'lint:format'],
  ['Import rules (dependency-cruiser)', 'lint:imports'],
  ['Unused files, exports and dependencies (knip)', 'lint:unused'],
  ['Copied code (jscpd)', 'lint:copies'],
];
const failed = [];
for (const [name, script] of steps) {
  console.log(`\n▶ ${name}`);
  if (run('npm', ['run', '--silent', script]) !== 0) failed.push(name);
}
console.log(failed.length ? `\n✖ Lint failed: ${failed.join('; ')}` : '\n✔ Lint passed');
process.exit(failed.length ? 1 : 0);
