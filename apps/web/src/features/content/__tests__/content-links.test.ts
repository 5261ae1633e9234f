import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { ROLES } from '@vedmarked/domain';
import { matchPath } from 'react-router';
import { describe, expect, it } from 'vitest';
import { checkoutRoutes, dashboardRoutes, REGISTER_ALIASES, shopRoutes } from '../../../app/routes.tsx';
import { ARTICLE_TABLES_AFTER, ARTICLES, articleNamespace, findArticle } from '../lib/articles.ts';

/** The texts of this feature link to pages with [label](/path): every link must lead somewhere real. */
const I18N = new URL('../../../i18n/', import.meta.url).pathname;
const LANGS = ['es', 'en', 'no'] as const;
const OWN = (f: string) => /^(content|pages|legal|articles|article-[a-z]+)\.json$/.test(f);

const routes = [...shopRoutes, ...checkoutRoutes, ...dashboardRoutes].map((r) => r.path);
function resolves(path: string): boolean {
  const m = /^\/([a-z-]+)-register$/.exec(path);
  if (m) return m[1]! in REGISTER_ALIASES || (ROLES as readonly string[]).includes(m[1]!);
  if (!routes.some((p) => matchPath(p, path))) return false;
  const article = /^\/(articles|artikler)\/([^/]+)$/.exec(path);
  return !article || findArticle(article[2]) !== undefined;
}

function linksIn(value: unknown): string[] {
  if (typeof value === 'string') return [...value.matchAll(/\]\((\/[^)\s]*)\)/g)].map((m) => m[1]!);
  if (value && typeof value === 'object') return Object.values(value).flatMap(linksIn);
  return [];
}

describe('links in the content texts', () => {
  it('tell a broken link from a good one', () => {
    expect(['/no-such-page', '/articles/nope', '/nobody-register'].map(resolves)).toEqual([false, false, false]);
    expect(['/faq', '/artikler/VektVedKilo', '/leverandor-register', '/transporter-register', '/kontakt'].map(resolves)).toEqual([
      true,
      true,
      true,
      true,
      true,
    ]);
  });

  for (const lang of LANGS) {
    it(`all lead to a page (${lang})`, () => {
      const files = readdirSync(join(I18N, lang)).filter(OWN);
      expect(files.length).toBeGreaterThanOrEqual(10);
      const links = files.flatMap((f) => linksIn(JSON.parse(readFileSync(join(I18N, lang, f), 'utf8'))).map((l) => `${f}: ${l}`));
      expect(links.length).toBeGreaterThan(20);
      expect(links.filter((l) => !resolves(l.split(': ')[1]!.split(/[?#]/)[0]!))).toEqual([]);
    });
  }
});

describe('articles', () => {
  it('every article has a title, a summary and a body in every language', () => {
    for (const lang of LANGS) {
      const list = JSON.parse(readFileSync(join(I18N, lang, 'articles.json'), 'utf8')).list;
      for (const a of ARTICLES) {
        expect(list[a.id]?.title, `${lang} ${a.id}`).toBeTruthy();
        const body = JSON.parse(readFileSync(join(I18N, lang, `${articleNamespace(a.id)}.json`), 'utf8')).body;
        expect(Object.keys(body.sections).length, `${lang} ${a.id}`).toBeGreaterThanOrEqual(4);
        // A table goes after a section that exists.
        for (const section of Object.keys(ARTICLE_TABLES_AFTER[a.id] ?? {})) expect(body.sections, `${lang} ${a.id}`).toHaveProperty(section);
      }
    }
  });

  it('are found by id in any letter case', () => {
    expect(findArticle('VektVedKilo')?.id).toBe('VektVedKilo');
    expect(findArticle('vektvedkilo')?.id).toBe('VektVedKilo');
    expect(findArticle('nope')).toBeUndefined();
  });
});
