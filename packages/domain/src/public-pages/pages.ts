import { LANGUAGES, type Language } from '../common/constants.ts';
import { parseProductSegment, productSegment } from './product-urls.ts';

/**
 * The public pages and their URLs (issue 21, item 4; decision 0041). Every public page has:
 * - one URL per language: the language as the first segment and a slug in that language
 *   (/es/lena, /en/firewood, /no/ved); the home page is /es, /en and /no;
 * - its old unprefixed paths (/lena, /leverandor, /vendor…), kept as they were: they follow the
 *   visitor's stored choice and then the browser's language, like `/`, and are the `x-default`
 *   alternate (the first of them). Old links keep working and show the same language as before.
 * The web app builds its per-language routes from this table; the API its head, robots.txt and sitemap.
 */
export const PUBLIC_PAGE_IDS = [
  'home',
  'lena',
  'pellet',
  'astilla',
  'hueso-de-aceituna',
  'vendor-info',
  'vendor-landing',
  'industry-market',
  'about',
  'help',
  'jobs',
  'faq',
  'contact',
  'policy',
  'terms',
  'articles',
  'article',
] as const;
export type PublicPageId = (typeof PUBLIC_PAGE_IDS)[number];

/** The pages a product offer's URL hangs under: the four fuel categories (spec section 9). */
export const PRODUCT_PAGE_IDS = ['lena', 'pellet', 'astilla', 'hueso-de-aceituna'] as const satisfies readonly PublicPageId[];
export type ProductPageId = (typeof PRODUCT_PAGE_IDS)[number];

export interface PublicPage {
  /** The slug after the language prefix, per language ('' for the home page). */
  slugs: Record<Language, string>;
  /** The unprefixed paths that already existed; the first is the x-default. */
  legacy: readonly string[];
  /** The page that leads here in breadcrumbs (besides home). */
  parent?: PublicPageId;
}

export const PUBLIC_PAGES: Record<PublicPageId, PublicPage> = {
  home: { slugs: { es: '', en: '', no: '' }, legacy: ['/', '/home'] },
  lena: { slugs: { es: 'lena', en: 'firewood', no: 'ved' }, legacy: ['/lena'] },
  pellet: { slugs: { es: 'pellet', en: 'pellets', no: 'pellets' }, legacy: ['/pellet'] },
  astilla: { slugs: { es: 'astilla', en: 'wood-chips', no: 'flis' }, legacy: ['/astilla'] },
  'hueso-de-aceituna': { slugs: { es: 'hueso-de-aceituna', en: 'olive-stones', no: 'olivenkjerner' }, legacy: ['/hueso-de-aceituna'] },
  'vendor-info': { slugs: { es: 'proveedores', en: 'vendor', no: 'leverandor' }, legacy: ['/leverandor', '/vendor'] },
  'vendor-landing': { slugs: { es: 'pagina-vendedor', en: 'vendor-page', no: 'leverandorside' }, legacy: ['/pagina-vendedor'] },
  'industry-market': { slugs: { es: 'mercado-profesional', en: 'wholesaler', no: 'bransjemarked' }, legacy: ['/bransjemarked', '/wholesaler'] },
  about: { slugs: { es: 'sobre-nosotros', en: 'about-us', no: 'omoss' }, legacy: ['/omoss', '/about-us'] },
  help: { slugs: { es: 'ayuda', en: 'help', no: 'hjelp' }, legacy: ['/hjelp', '/help'] },
  jobs: { slugs: { es: 'empleo', en: 'jobs', no: 'stilling' }, legacy: ['/stilling'] },
  faq: { slugs: { es: 'preguntas-frecuentes', en: 'faq', no: 'sporsmal' }, legacy: ['/sporsmal', '/faq'] },
  contact: { slugs: { es: 'contactenos', en: 'contact', no: 'kontakt' }, legacy: ['/kontakt', '/contactenos'] },
  policy: { slugs: { es: 'privacidad', en: 'privacy', no: 'personvern' }, legacy: ['/policy'] },
  terms: { slugs: { es: 'condiciones', en: 'terms', no: 'vilkar' }, legacy: ['/terms'] },
  articles: { slugs: { es: 'articulos', en: 'articles', no: 'artikler' }, legacy: ['/articles', '/artikler'] },
  article: { slugs: { es: 'articulos', en: 'articles', no: 'artikler' }, legacy: ['/articles', '/artikler'], parent: 'articles' },
};

/** The articles (their text is the web app's; the ids are the spec's fixed links) and when each was last edited. */
export const PUBLIC_ARTICLES = [
  { id: 'grunder', published: '2026-10-01', modified: '2026-11-20' },
  { id: 'brennverdi', published: '2026-10-01', modified: '2026-11-20' },
  { id: 'VektVedKilo', published: '2026-10-01', modified: '2026-11-20' },
  { id: 'norskved', published: '2026-10-01', modified: '2026-11-20' },
  { id: 'fuktighet', published: '2026-11-20', modified: '2026-11-20' },
  { id: 'sekker', published: '2026-11-20', modified: '2026-11-20' },
] as const;
export type PublicArticleId = (typeof PUBLIC_ARTICLES)[number]['id'];

/** When the static public pages' text last changed (the sitemap's lastmod for pages without their own date). */
export const PUBLIC_PAGES_MODIFIED = '2026-11-27';

/** An article by its id in any letter case (/artikler/vektvedkilo works too). */
export function findPublicArticle(id: string | undefined) {
  const wanted = id?.toLowerCase();
  return PUBLIC_ARTICLES.find((a) => a.id.toLowerCase() === wanted);
}

/** A page's URL in a language: /en/firewood, /no/artikler/grunder, /es (home). */
export function publicPath(page: PublicPageId, lang: Language, articleId?: string): string {
  const slug = PUBLIC_PAGES[page].slugs[lang];
  const tail = page === 'article' ? `/${articleId ?? ''}` : '';
  return `/${lang}${slug ? `/${slug}` : ''}${tail}`;
}

/** A page's x-default URL: its first unprefixed path (follows the visitor's language). */
export function defaultPublicPath(page: PublicPageId, articleId?: string): string {
  const base = PUBLIC_PAGES[page].legacy[0]!;
  return page === 'article' ? `${base}/${articleId ?? ''}` : base;
}

/** A product offer's URL in a language: /no/ved/12-bjorkeved-40-l (the category page with its dialog open). */
export function productPath(page: PublicPageId, lang: Language, productId: number, name?: string): string {
  return `${publicPath(page, lang)}/${productSegment(productId, name)}`;
}

/** A product offer's x-default URL: under the category's old path, in the visitor's language (/lena/12). */
export function defaultProductPath(page: PublicPageId, productId: number): string {
  return `${defaultPublicPath(page)}/${productId}`;
}

/** A public page a path shows: which, in which language (null: the visitor's), and the article or product. */
export interface PublicMatch {
  page: PublicPageId;
  lang: Language | null;
  articleId?: string;
  /** A product offer's own URL (a category page with that product's quick-order dialog open). */
  productId?: number;
  /** The name part of a product URL as asked for (the canonical one may differ). */
  productSlug?: string;
}

/** A product URL under a category page (/es/lena/12-…, or the old /lena/12), else null. */
function matchProductTail(page: PublicPageId, lang: Language | null, path: string) {
  if (!(PRODUCT_PAGE_IDS as readonly string[]).includes(page)) return null;
  const bases = lang ? [publicPath(page, lang)] : PUBLIC_PAGES[page].legacy;
  for (const b of bases) {
    const tail = path.startsWith(`${b}/`) ? path.slice(b.length + 1) : null;
    const found = tail ? parseProductSegment(tail) : null;
    if (found) return found;
  }
  return null;
}

const trimSlash = (p: string) => (p.length > 1 ? p.replace(/\/+$/, '') : p);

/** Which public page a path is (prefixed or an old unprefixed path), else null. Articles must exist. */
export function matchPublicPath(pathname: string): PublicMatch | null {
  const path = trimSlash(pathname.split(/[?#]/)[0] ?? '');
  const first = path.split('/')[1] ?? '';
  const lang = (LANGUAGES as readonly string[]).includes(first) ? (first as Language) : null;
  for (const page of PUBLIC_PAGE_IDS) {
    const def = PUBLIC_PAGES[page];
    if (page === 'article') {
      const base = lang ? `/${lang}/${def.slugs[lang]}` : null;
      const bases = base ? [base] : def.legacy;
      for (const b of bases) {
        const m = path.startsWith(`${b}/`) ? path.slice(b.length + 1) : null;
        const found = m && !m.includes('/') ? findPublicArticle(decodeURIComponent(m)) : undefined;
        if (found) return { page, lang, articleId: found.id };
      }
      continue;
    }
    if (lang ? path === publicPath(page, lang) : def.legacy.includes(path)) return { page, lang };
    const product = matchProductTail(page, lang, path);
    if (product) return { page, lang, ...product };
  }
  return null;
}

/** Query parameters that open their own dialog on arrival: sign in, register, the support chat, a promotion code. */
export const OWN_DIALOG_PARAMS = ['login', 'register', 'helper', 'code'] as const;

/**
 * Whether a shop page opened at this address (its matchPublicPath and query string) opens a dialog
 * of its own on arrival (a query parameter's, or a product offer's quick order at its own URL): the
 * postcode dialog then waits for another page. The server draws a first visit's page by the same
 * rule (decision 0059).
 */
export function arrivesWithOwnDialog(match: Pick<PublicMatch, 'productId'> | null, search: string): boolean {
  const params = new URLSearchParams(search);
  return OWN_DIALOG_PARAMS.some((p) => params.has(p)) || !!match?.productId;
}

/** The same page in another language, for the language switch (null when the path has no language). */
export function switchLanguagePath(pathname: string, lang: Language): string | null {
  const m = matchPublicPath(pathname);
  if (!m?.lang) return null;
  // A product's name part is in its language: the page there names the right one as canonical.
  return m.productId ? productPath(m.page, lang, m.productId) : publicPath(m.page, lang, m.articleId);
}

/** The language a path fixes (/en/…, /no/…, /es/…), else null. */
export function urlLanguage(pathname: string): Language | null {
  const first = pathname.split('/')[1] ?? '';
  return (LANGUAGES as readonly string[]).includes(first) && matchPublicPath(pathname) ? (first as Language) : null;
}

/** The per-language route patterns of the web app (react-router paths: /en/articles/:id). */
export function publicRoutePatterns(): { page: PublicPageId; lang: Language; path: string }[] {
  return PUBLIC_PAGE_IDS.flatMap((page) =>
    LANGUAGES.map((lang) => ({ page, lang, path: page === 'article' ? publicPath(page, lang, ':id') : publicPath(page, lang) })),
  );
}

/** The product URLs' route patterns: /es/lena/:product… in each language, and the old /lena/:product (the visitor's language). */
export function productRoutePatterns(): { page: PublicPageId; lang: Language | null; path: string }[] {
  return PRODUCT_PAGE_IDS.flatMap((page) => [
    ...LANGUAGES.map((lang) => ({ page, lang, path: `${publicPath(page, lang)}/:product` })),
    { page, lang: null, path: `${defaultPublicPath(page)}/:product` },
  ]);
}
