import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '../../common/constants.ts';
import {
  arrivesWithOwnDialog,
  defaultPublicPath,
  matchPublicPath,
  PUBLIC_ARTICLES,
  PUBLIC_PAGE_IDS,
  PUBLIC_PAGES,
  productPath,
  publicPath,
  publicRoutePatterns,
  switchLanguagePath,
  urlLanguage,
} from '../pages.ts';

describe('public page URLs', () => {
  it('give every page one URL per language that leads back to it', () => {
    const seen = new Set<string>();
    for (const page of PUBLIC_PAGE_IDS) {
      for (const lang of LANGUAGES) {
        const path = page === 'article' ? publicPath(page, lang, 'grunder') : publicPath(page, lang);
        expect(seen.has(path), path).toBe(false);
        seen.add(path);
        expect(matchPublicPath(path)).toEqual(page === 'article' ? { page, lang, articleId: 'grunder' } : { page, lang });
      }
    }
  });

  it('keep the spec pairs inside the prefix and the old paths as the x-default', () => {
    expect(publicPath('vendor-info', 'no')).toBe('/no/leverandor');
    expect(publicPath('vendor-info', 'en')).toBe('/en/vendor');
    expect(publicPath('home', 'es')).toBe('/es');
    expect(publicPath('article', 'no', 'VektVedKilo')).toBe('/no/artikler/VektVedKilo');
    expect(defaultPublicPath('home')).toBe('/');
    expect(defaultPublicPath('article', 'grunder')).toBe('/articles/grunder');
    for (const page of PUBLIC_PAGE_IDS) {
      for (const old of PUBLIC_PAGES[page].legacy) {
        if (page === 'article') continue;
        expect(matchPublicPath(old)).toEqual({ page, lang: null });
      }
    }
    expect(matchPublicPath('/artikler/vektvedkilo')).toEqual({ page: 'article', lang: null, articleId: 'VektVedKilo' });
    expect(matchPublicPath('/lena/')).toEqual({ page: 'lena', lang: null });
  });

  it('know no page for unknown paths, unknown articles or another language slug', () => {
    for (const p of ['/cart', '/dashboard', '/en/lena', '/no/firewood', '/articles/nope', '/en/articles/nope', '/fr', '/en/x/y']) {
      expect(matchPublicPath(p), p).toBeNull();
    }
  });

  it('switch a prefixed page to the same page in another language', () => {
    expect(switchLanguagePath('/no/ved', 'en')).toBe('/en/firewood');
    expect(switchLanguagePath('/en/articles/grunder', 'no')).toBe('/no/artikler/grunder');
    expect(switchLanguagePath('/es', 'no')).toBe('/no');
    expect(switchLanguagePath('/lena', 'no')).toBeNull();
    expect(urlLanguage('/no/ved')).toBe('no');
    expect(urlLanguage('/lena')).toBeNull();
  });

  it('has route patterns for every page in every language', () => {
    expect(publicRoutePatterns()).toHaveLength(PUBLIC_PAGE_IDS.length * LANGUAGES.length);
    expect(publicRoutePatterns()).toContainEqual({ page: 'article', lang: 'en', path: '/en/articles/:id' });
    expect(PUBLIC_ARTICLES.length).toBeGreaterThan(0);
  });
});

describe('a page that opens its own dialog on arrival (the postcode dialog waits)', () => {
  it('is one opened with ?login, ?register, ?helper or ?code, or a product offer’s own URL', () => {
    for (const search of ['?login', '?login=kari%40demo.no&redirectUrl=%2Forders', '?register', '?helper', '?code=NB-ABC']) {
      expect(arrivesWithOwnDialog(matchPublicPath('/no/ved'), search), search).toBe(true);
    }
    expect(arrivesWithOwnDialog(matchPublicPath(productPath('lena', 'no', 12, 'Bjørk 40 L')), '')).toBe(true);
    expect(arrivesWithOwnDialog(matchPublicPath('/lena/12'), '')).toBe(true);
  });

  it('is not a plain page, nor one with other parameters', () => {
    for (const [path, search] of [
      ['/', ''],
      ['/no/ved', ''],
      ['/es/lena', '?utm_source=x'],
      ['/no/ved', '?codes=1'],
    ] as const) {
      expect(arrivesWithOwnDialog(matchPublicPath(path), search), `${path}${search}`).toBe(false);
    }
  });
});
