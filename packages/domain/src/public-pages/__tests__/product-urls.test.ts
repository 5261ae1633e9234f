import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '../../common/constants.ts';
import {
  defaultProductPath,
  matchPublicPath,
  PRODUCT_PAGE_IDS,
  productPath,
  productRoutePatterns,
  publicPath,
  switchLanguagePath,
  urlLanguage,
} from '../pages.ts';
import { parseProductSegment, productSegment, productSlug } from '../product-urls.ts';

describe('a product offer URL', () => {
  it('hangs under its category page in each language, with the id and the name as a slug', () => {
    expect(productPath('lena', 'no', 12, 'Bjørkeved 40 L sekk')).toBe('/no/ved/12-bjorkeved-40-l-sekk');
    expect(productPath('lena', 'es', 12, 'Leña de abedul (40 L)')).toBe('/es/lena/12-lena-de-abedul-40-l');
    expect(productPath('pellet', 'en', 7, 'Pellets, 15 kg bag')).toBe('/en/pellets/7-pellets-15-kg-bag');
    expect(productPath('hueso-de-aceituna', 'no', 3)).toBe('/no/olivenkjerner/3');
    expect(defaultProductPath('astilla', 5)).toBe('/astilla/5');
  });

  it('leads back to the category page, its language and the product, whatever the name part says', () => {
    for (const page of PRODUCT_PAGE_IDS) {
      for (const lang of LANGUAGES) {
        const path = productPath(page, lang, 42, 'Ærlig ved å fyre med');
        expect(matchPublicPath(path)).toEqual({ page, lang, productId: 42, productSlug: 'aerlig-ved-a-fyre-med' });
        expect(matchPublicPath(`${publicPath(page, lang)}/42`)).toEqual({ page, lang, productId: 42, productSlug: '' });
        expect(matchPublicPath(`${path}/`)?.productId).toBe(42);
        expect(urlLanguage(path)).toBe(lang);
      }
      expect(matchPublicPath(defaultProductPath(page, 9))).toEqual({ page, lang: null, productId: 9, productSlug: '' });
    }
  });

  it('is not matched by anything else under a category or another page', () => {
    for (const path of [
      '/no/ved/0',
      '/no/ved/-1',
      '/no/ved/abc',
      '/no/ved/12/x',
      '/no/ved/12-Caps',
      '/no/ved/99999999999',
      '/no/omoss/12',
      '/help/3',
      '/es/12',
    ])
      expect(matchPublicPath(path), path).toBeNull();
  });

  it('switches language to the same product (the name part follows on the page)', () => {
    expect(switchLanguagePath('/no/ved/12-bjorkeved', 'en')).toBe('/en/firewood/12');
    expect(switchLanguagePath('/lena/12', 'en')).toBeNull();
  });

  it('has a route pattern per category in each language and under the old path', () => {
    const paths = productRoutePatterns().map((r) => r.path);
    expect(paths).toContain('/no/ved/:product');
    expect(paths).toContain('/en/olive-stones/:product');
    expect(paths).toContain('/lena/:product');
    expect(paths).toHaveLength(PRODUCT_PAGE_IDS.length * (LANGUAGES.length + 1));
  });
});

describe('the product segment', () => {
  it('spells out the letters that do not decompose and drops the rest', () => {
    expect(productSlug('Bjørk & Æsj — Öl Ñandú')).toBe('bjork-aesj-ol-nandu');
    expect(productSlug('  --  ')).toBe('');
    expect(productSlug('x'.repeat(80))).toHaveLength(60);
    expect(productSlug(`${'a'.repeat(59)} b`)).toBe('a'.repeat(59));
  });

  it('reads back what it writes', () => {
    expect(parseProductSegment(productSegment(12, 'Ved 40 L'))).toEqual({ productId: 12, productSlug: 'ved-40-l' });
    expect(parseProductSegment(productSegment(12))).toEqual({ productId: 12, productSlug: '' });
    expect(parseProductSegment('012')).toBeNull();
    expect(parseProductSegment('3000000000')).toBeNull();
  });
});
