import {
  defaultProductPath,
  defaultPublicPath,
  LANGUAGES,
  type Language,
  PRODUCT_PAGE_IDS,
  type ProductPageId,
  PUBLIC_ARTICLES,
  PUBLIC_PAGE_IDS,
  PUBLIC_PAGES_MODIFIED,
  type PublicPageId,
  productPath,
  publicPath,
  type ShopProduct,
} from '@vedmarked/domain';
import { escapeHtml, HTML_LANG } from './html.ts';

/** Where robots may not go: the app behind sign-in, the API and the shopping steps. */
const DISALLOWED = ['/dashboard', '/api/', '/cart', '/checkout', '/driver', '/orders', '/profile'];

export function robotsTxt(origin: string): string {
  return ['User-agent: *', 'Allow: /', ...DISALLOWED.map((p) => `Disallow: ${p}`), '', `Sitemap: ${origin}/sitemap.xml`, ''].join('\n');
}

/** One public page (an article, or a page without one), in every language. */
export interface PageVariant {
  page: PublicPageId;
  articleId?: string;
  modified: string;
}

/** Every public page: the pages, then each article. */
export function publicPageVariants(): PageVariant[] {
  return [
    ...PUBLIC_PAGE_IDS.filter((p) => p !== 'article').map((page) => ({ page, modified: PUBLIC_PAGES_MODIFIED })),
    ...PUBLIC_ARTICLES.map((a) => ({ page: 'article' as const, articleId: a.id, modified: a.modified })),
  ];
}

/** The hreflang alternates of a page: its URL in each language, and the x-default (the old path, which follows the visitor). */
export function alternatesOf(origin: string, page: PublicPageId, articleId?: string) {
  return [
    ...LANGUAGES.map((lang) => ({ hreflang: HTML_LANG[lang], href: `${origin}${publicPath(page, lang, articleId)}` })),
    { hreflang: 'x-default', href: `${origin}${defaultPublicPath(page, articleId)}` },
  ];
}

/** A product offer on the market: its category page, its id and its name in each language (the URL's name part). */
export interface ProductVariant {
  page: ProductPageId;
  productId: number;
  names: Record<Language, string>;
}

/** Every fuel product the market offers now (its "from" offers in each language), each once. */
export async function productVariants(fromPrices: (lang: Language) => Promise<readonly ShopProduct[]>): Promise<ProductVariant[]> {
  const lists = await Promise.all(LANGUAGES.map((l) => fromPrices(l)));
  const byLang = LANGUAGES.map((_, i) => new Map(lists[i]!.map((p) => [p.product_id, p])));
  return lists[0]!.flatMap((p) => {
    const page = PRODUCT_PAGE_IDS.find((c) => c === p.category_slug);
    const each = byLang.map((m) => m.get(p.product_id)?.name);
    if (!page || each.some((n) => n === undefined)) return [];
    return [{ page, productId: p.product_id, names: Object.fromEntries(LANGUAGES.map((l, i) => [l, each[i]!])) as Record<Language, string> }];
  });
}

/** The hreflang alternates of a product offer's URL: its URL in each language (with its name there) and the x-default. */
export function productAlternates(origin: string, page: PublicPageId, productId: number, names: Record<Language, string>) {
  return [
    ...LANGUAGES.map((lang) => ({ hreflang: HTML_LANG[lang], href: `${origin}${productPath(page, lang, productId, names[lang])}` })),
    { hreflang: 'x-default', href: `${origin}${defaultProductPath(page, productId)}` },
  ];
}

function sitemapEntries(locs: Record<Language, string>, modified: string, alternates: { hreflang: string; href: string }[]): string[] {
  const links = alternates.map((a) => `    <xhtml:link rel="alternate" hreflang="${a.hreflang}" href="${escapeHtml(a.href)}"/>`).join('\n');
  return LANGUAGES.map((lang) => `  <url>\n    <loc>${escapeHtml(locs[lang])}</loc>\n    <lastmod>${modified}</lastmod>\n${links}\n  </url>`);
}

/**
 * The sitemap: every public page in every language, then every product offer's URL in every
 * language, each with lastmod and its alternates. Products take the pages' lastmod: the catalogue
 * keeps no edit date per product.
 */
export function sitemapXml(origin: string, products: readonly ProductVariant[] = []): string {
  const inEach = (f: (lang: Language) => string) => Object.fromEntries(LANGUAGES.map((l) => [l, `${origin}${f(l)}`])) as Record<Language, string>;
  const urls = [
    ...publicPageVariants().flatMap((v) =>
      sitemapEntries(
        inEach((l) => publicPath(v.page, l, v.articleId)),
        v.modified,
        alternatesOf(origin, v.page, v.articleId),
      ),
    ),
    ...products.flatMap((p) =>
      sitemapEntries(
        inEach((l) => productPath(p.page, l, p.productId, p.names[l])),
        PUBLIC_PAGES_MODIFIED,
        productAlternates(origin, p.page, p.productId, p.names),
      ),
    ),
  ];
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
    ...urls,
    '</urlset>',
    '',
  ].join('\n');
}
