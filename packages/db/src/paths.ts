import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

/** Finds a folder shipped with this package, both from source and from the bundled server (dist/). */
function shipped(name: string): string {
  for (const rel of [`../${name}`, `./${name}`]) {
    const p = fileURLToPath(new URL(rel, import.meta.url));
    if (existsSync(p)) return p;
  }
  throw new Error(`Cannot find the ${name} folder next to ${import.meta.url}`);
}

export const migrationsDir = () => shipped('migrations');
export const dataDir = () => shipped('data');
