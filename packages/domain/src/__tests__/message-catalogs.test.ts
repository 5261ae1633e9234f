import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '../common/constants.ts';
import { MESSAGE_CATALOGUES } from '../i18n/catalogues.ts';
import { hasMessage } from '../i18n/translate.ts';
import { isMessageKey } from '../validation/index.ts';

/**
 * Server messages come one way (decision 0017): JSON namespaces under i18n/<lang>/, all loaded by
 * catalogues.ts into one key space. (Same keys in es, en and no: apps/web/src/i18n/i18n-resources.test.ts.)
 */
const root = join(import.meta.dirname, '../i18n');
const files = (lang: string) => readdirSync(join(root, lang)).filter((f) => f.endsWith('.json'));

describe('server message catalogues', () => {
  for (const lang of LANGUAGES) {
    it(`loads every ${lang} namespace file`, () => {
      expect(Object.keys(MESSAGE_CATALOGUES[lang]).sort()).toEqual(
        files(lang)
          .map((f) => f.replace(/\.json$/, ''))
          .sort(),
      );
    });

    it(`defines each ${lang} key in one file only`, () => {
      const owner = new Map<string, string>();
      const clashes: string[] = [];
      for (const file of files(lang)) {
        for (const key of Object.keys(JSON.parse(readFileSync(join(root, lang, file), 'utf8')))) {
          if (owner.has(key)) clashes.push(`${key} in ${owner.get(key)} and ${file}`);
          else owner.set(key, file);
        }
      }
      expect(clashes).toEqual([]);
    });
  }

  it('holds every message key the domain names', () => {
    // Schemas and rules name keys as string literals ({ error: 'error-valid-postcode' }); each one
    // must be translatable, or a field error would show the bare key.
    const src = join(import.meta.dirname, '..');
    const sources = readdirSync(src, { recursive: true, encoding: 'utf8' }).filter(
      (f) => f.endsWith('.ts') && !f.includes('__tests__') && !f.startsWith('i18n'),
    );
    const named = new Set(
      sources.flatMap((f) => [...readFileSync(join(src, f), 'utf8').matchAll(/'((?:error|validation|support)-[a-z0-9-]+)'/g)].map((m) => m[1]!)),
    );
    expect(named.size).toBeGreaterThan(40);
    expect([...named].filter((key) => !isMessageKey(key) || !hasMessage(key))).toEqual([]);
  });
});
