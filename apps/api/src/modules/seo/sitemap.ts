import { defaultPublicPath, LANGUAGES, PUBLIC_ARTICLES, PUBLIC_PAGE_IDS, PUBLIC_PAGES_MODIFIED, type PublicPageId, publicPath } from '@vedmarked/domain';
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

/** The sitemap: every public page in every language, each with lastmod and its alternates. */
export function sitemapXml(origin: string): string {
  const urls = publicPageVariants().flatMap((v) => {
    const alternates = alternatesOf(origin, v.page, v.articleId)
      .map((a) => `    <xhtml:link rel="alternate" hreflang="${a.hreflang}" href="${escapeHtml(a.href)}"/>`)
      .join('\n');
    return LANGUAGES.map(
      (lang) =>
        `  <url>\n    <loc>${escapeHtml(`${origin}${publicPath(v.page, lang, v.articleId)}`)}</loc>\n    <lastmod>${v.modified}</lastmod>\n${alternates}\n  </url>`,
    );
  });
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
    ...urls,
    '</urlset>',
    '',
  ].join('\n');
}
