import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

/** Server message catalogs share one key space (registerMessages): a key may live in one file only. */
const root = join(import.meta.dirname, '../i18n');
describe('server message catalogs', () => {
  for (const lang of ['es', 'en', 'no']) {
    it(`defines each ${lang} key in one file only`, () => {
      const owner = new Map<string, string>();
      const clashes: string[] = [];
      for (const file of readdirSync(join(root, lang)).filter((f) => f.endsWith('.json'))) {
        for (const key of Object.keys(JSON.parse(readFileSync(join(root, lang, file), 'utf8')))) {
          if (owner.has(key)) clashes.push(`${key} in ${owner.get(key)} and ${file}`);
          else owner.set(key, file);
        }
      }
      expect(clashes).toEqual([]);
    });
  }
});
