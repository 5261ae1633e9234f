import { readFileSync } from 'node:fs';
import { ROLES } from '@vedmarked/domain';
import { describe, expect, it } from 'vitest';
import { REGISTER_ALIASES, shopRoutes } from '../../../app/routes.tsx';
import { FAQ_LINKS } from '../components/InfoFaq.tsx';
import { LANDING_TABS, tabFromParam } from '../lib/landing-tabs.ts';

describe('the ?tab= of /pagina-vendedor', () => {
  it('takes a tab name in any case, or its index', () => {
    expect(tabFromParam('transport')).toBe('transport');
    expect(tabFromParam('Wholesale')).toBe('wholesale');
    expect(tabFromParam(' sell ')).toBe('sell');
    expect(tabFromParam('1')).toBe('transport');
    expect(tabFromParam('2')).toBe('wholesale');
  });

  it('falls back to the first tab for anything else', () => {
    for (const bad of [null, undefined, '', 'nope', '3', '-1', '1.5', 'sell-firewood']) expect(tabFromParam(bad)).toBe(LANDING_TABS[0]);
  });
});

/** Answers link with <name>label</name>; every name must be a link the FAQ knows, leading to a real registration or page. */
describe('links in the vendor-info texts', () => {
  const LANGS = ['es', 'en', 'no'] as const;
  const text = (lang: string) => readFileSync(new URL(`../../../i18n/${lang}/vendor-info.json`, import.meta.url), 'utf8');

  it('name only links the FAQ knows, the same ones in every language', () => {
    const tags = LANGS.map((l) => [...text(l).matchAll(/<([a-z]+)>[^<]+<\/\1>/g)].map((m) => m[1]).sort());
    expect(tags[0]!.length).toBeGreaterThan(0);
    for (const t of tags) {
      expect(t).toEqual(tags[0]);
      for (const name of t) expect(Object.keys(FAQ_LINKS)).toContain(name);
    }
  });

  it('lead to pages that exist', () => {
    for (const to of Object.values(FAQ_LINKS)) {
      const m = /^\/([a-z-]+)-register$/.exec(to);
      if (m) expect(m[1]! in REGISTER_ALIASES || (ROLES as readonly string[]).includes(m[1]!), to).toBe(true);
      else expect(shopRoutes.map((r) => r.path)).toContain(to);
    }
  });

  it('have no markup the page would not render', () => {
    for (const l of LANGS) expect(text(l)).not.toMatch(/\]\(\/|\*\*/);
  });
});
