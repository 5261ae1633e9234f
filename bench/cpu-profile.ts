import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';

/** The parts of a V8 `.cpuprofile` (node --cpu-prof) this reads. */
interface CpuProfile {
  nodes: { id: number; callFrame: { functionName: string; url: string; lineNumber: number }; children?: number[] }[];
  startTime: number;
  samples: number[];
  timeDeltas: number[];
}

/** The newest `.cpuprofile` in a folder (the one a process wrote when it exited). */
function newestProfile(dir: string): string {
  const files = readdirSync(dir)
    .filter((f) => f.endsWith('.cpuprofile'))
    .map((f) => join(dir, f))
    .sort((a, b) => statSync(b).mtimeMs - statSync(a).mtimeMs);
  if (!files[0]) throw new Error(`no .cpuprofile in ${dir}`);
  return files[0];
}

/** Where a function lives, short: the package for node_modules, the file otherwise. */
function place(url: string, line: number): string {
  if (!url) return '';
  const pkg = url.match(/node_modules\/((?:@[^/]+\/)?[^/]+)/)?.[1];
  if (pkg) return pkg;
  if (url.startsWith('node:')) return url;
  return `${url.replace(/^file:\/\//, '').replace(/^.*\/(apps|packages)\//, '$1/')}:${line + 1}`;
}

/**
 * The functions that used the most CPU themselves (self time) between two moments of the
 * process's life (ms after its profile began), as a share of all samples in that window.
 */
function topSelfTime(file: string, fromMs: number, toMs: number, n = 15): { share: number; ms: number; name: string }[] {
  const profile = JSON.parse(readFileSync(file, 'utf8')) as CpuProfile;
  const label = new Map<number, string>();
  for (const node of profile.nodes) {
    const f = node.callFrame;
    label.set(node.id, `${f.functionName || '(anonymous)'} ${place(f.url, f.lineNumber)}`.trim());
  }
  const selfUs = new Map<string, number>();
  let t = 0;
  let total = 0;
  for (let i = 0; i < profile.samples.length; i++) {
    const delta = profile.timeDeltas[i] ?? 0;
    t += delta;
    if (t / 1000 < fromMs || t / 1000 > toMs) continue;
    const name = label.get(profile.samples[i]!) ?? '?';
    selfUs.set(name, (selfUs.get(name) ?? 0) + delta);
    total += delta;
  }
  return [...selfUs.entries()]
    .sort((a, b) => b[1] - a[1])
    .slice(0, n)
    .map(([name, us]) => ({ share: us / total, ms: us / 1000, name }));
}

/** Prints the top self time of the newest profile in a folder, between two moments (ms after it began). */
export function printSelfTime(dir: string, [fromMs, toMs]: [number, number], what: string): void {
  const file = newestProfile(dir);
  console.log(`API self time during ${what} (${file}):`);
  for (const f of topSelfTime(file, fromMs, toMs)) console.log(`  ${(f.share * 100).toFixed(1).padStart(5)} %  ${f.name}`);
}
