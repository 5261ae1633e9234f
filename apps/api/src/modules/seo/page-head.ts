import {
  defaultPublicPath,
  FUEL_CATEGORY_SLUGS,
  findPublicArticle,
  type Language,
  PRODUCT_CATEGORIES,
  PUBLIC_PAGES,
  type PublicMatch,
  type PublicPageId,
  publicPath,
  type ShopProduct,
} from '@vedmarked/domain';
import { articleText } from './articles.ts';
import type { PageHead } from './html.ts';
import { article, breadcrumbs, organization, productList } from './json-ld.ts';
import { alternatesOf } from './sitemap.ts';
import { seoText } from './texts.ts';

/** What a page's head is made of beyond the table of pages. */
export interface HeadContext {
  origin: string;
  /** The "from" offers of the whole market in a language (the catalogue's, cached there). */
  fromPrices: (lang: Language) => Promise<readonly ShopProduct[]>;
}

const isCategory = (page: PublicPageId) => (FUEL_CATEGORY_SLUGS as readonly string[]).includes(page);
/** The card shown when a page is shared (1200 × 630). */
const SHARE_IMAGE = '/images/share-card.png';

/** The address the visitor asked for, the path this page is best known by (its canonical). */
function canonicalPath(m: PublicMatch): string {
  return m.lang ? publicPath(m.page, m.lang, m.articleId) : defaultPublicPath(m.page, m.articleId);
}

/**
 * A public page's head: title, description, canonical, alternates, the sharing card and JSON-LD,
 * in `lang` (the URL's language, or for the unprefixed paths the visitor's). `code` is the
 * neighbour code of a shared promo link (/?code=…), shown on its card.
 */
export async function pageHead(ctx: HeadContext, m: PublicMatch, lang: Language, code?: string): Promise<PageHead> {
  const t = (key: string, params?: Record<string, unknown>) => seoText(lang, key, params);
  const { origin } = ctx;
  const url = `${origin}${canonicalPath(m)}`;
  const homeUrl = `${origin}${m.lang ? publicPath('home', m.lang) : '/'}`;
  const here = (page: PublicPageId) => `${origin}${m.lang ? publicPath(page, m.lang) : defaultPublicPath(page)}`;
  let title = t(`seo-title-${m.page === 'article' ? 'articles' : m.page}`);
  let description = t(`seo-description-${m.page === 'article' ? 'articles' : m.page}`);
  const trail = [{ name: t('seo-name-home'), url: homeUrl }];
  const jsonLd: object[] = [organization(origin, t('seo-site-name'), t('seo-organization-description'))];

  if (m.page === 'article' && m.articleId) {
    const a = findPublicArticle(m.articleId)!;
    const text = articleText(a.id, lang);
    title = `${text.title} · ${t('seo-site-name')}`;
    description = text.summary;
    trail.push({ name: t('seo-name-articles'), url: here('articles') }, { name: text.title, url });
    jsonLd.push(
      article(origin, { headline: text.title, description, url, image: `${origin}${SHARE_IMAGE}`, published: a.published, modified: a.modified, lang }),
    );
  } else if (m.page !== 'home') {
    const parent = PUBLIC_PAGES[m.page].parent;
    if (parent) trail.push({ name: t(`seo-name-${parent}`), url: here(parent) });
    trail.push({ name: t(`seo-name-${m.page}`), url });
  }
  if (isCategory(m.page)) {
    const id = PRODUCT_CATEGORIES.find((c) => c.slug === m.page)?.id;
    const products = (await ctx.fromPrices(lang)).filter((p) => p.product_category_id === id);
    jsonLd.push(productList(origin, url, products));
  }
  if (m.page === 'home' && code) {
    title = t('seo-promo-title', { code });
    description = t('seo-promo-description', { code });
  }
  jsonLd.push(breadcrumbs(trail));
  return {
    lang,
    title,
    description,
    canonical: url,
    url: code && m.page === 'home' ? `${url}?code=${encodeURIComponent(code)}` : url,
    alternates: alternatesOf(origin, m.page, m.articleId),
    image: `${origin}${SHARE_IMAGE}`,
    imageAlt: t('seo-organization-description'),
    siteName: t('seo-site-name'),
    jsonLd,
  };
}
