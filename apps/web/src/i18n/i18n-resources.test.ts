import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

/** Every namespace exists in es, en and no with the same keys and no empty values. */
const roots = [new URL('.', import.meta.url).pathname, new URL('../../../../packages/domain/src/i18n', import.meta.url).pathname];
const LANGS = ['es', 'en', 'no'] as const;

function flatten(obj: Record<string, unknown>, prefix = ''): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(obj).flatMap(([k, v]) =>
      v && typeof v === 'object' && !Array.isArray(v) ? Object.entries(flatten(v as Record<string, unknown>, `${prefix}${k}.`)) : [[`${prefix}${k}`, v]],
    ),
  );
}

for (const root of roots) {
  const namespaces = new Set(LANGS.flatMap((l) => readdirSync(join(root, l)).filter((f) => f.endsWith('.json'))));
  describe(`translations in ${root.split('/src/')[0]?.split('/').pop()}`, () => {
    for (const ns of namespaces) {
      it(`${ns} has the same keys in es, en and no, none empty`, () => {
        const flat = Object.fromEntries(LANGS.map((l) => [l, flatten(JSON.parse(readFileSync(join(root, l, ns), 'utf8')))]));
        const all = new Set(LANGS.flatMap((l) => Object.keys(flat[l]!)));
        for (const l of LANGS) {
          const keys = Object.keys(flat[l]!);
          expect(
            [...all].filter((k) => !keys.includes(k)),
            `${l}/${ns} lacks keys`,
          ).toEqual([]);
          expect(
            keys.filter((k) => typeof flat[l]![k] !== 'string' || (flat[l]![k] as string).trim() === ''),
            `${l}/${ns} has empty values`,
          ).toEqual([]);
        }
        // Interpolation placeholders must match across languages.
        for (const k of all) {
          const vars = LANGS.map((l) =>
            [...String(flat[l]![k]).matchAll(/\{\{\s*(\w+)\s*\}\}/g)]
              .map((m) => m[1])
              .sort()
              .join(','),
          );
          expect(new Set(vars).size, `placeholders of ${ns}:${k}`).toBe(1);
        }
      });
    }
  });
}

describe('namespaces', () => {
  it('are named once: a web namespace never hides a server catalogue of the same name', () => {
    // The web's loader looks in src/i18n first, then packages/domain/src/i18n (decision 0017).
    const names = (root: string) => readdirSync(join(root, 'en')).filter((f) => f.endsWith('.json'));
    const [web, server] = roots.map(names) as [string[], string[]];
    expect(web.filter((ns) => server.includes(ns))).toEqual([]);
  });
});
