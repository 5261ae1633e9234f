import {
  defaultProductPath,
  defaultPublicPath,
  formatMoney,
  LANGUAGES,
  FUEL_CATEGORY_SLUGS,
  findPublicArticle,
  type Language,
  PRODUCT_CATEGORIES,
  PUBLIC_PAGES,
  type PublicMatch,
  type PublicPageId,
  productPath,
  publicPath,
  type ShopProduct,
} from '@vedmarked/domain';
import { articleText } from './articles.ts';
import type { PageHead } from './html.ts';
import { article, breadcrumbs, organization, productList, productPage } from './json-ld.ts';
import { alternatesOf, productAlternates } from './sitemap.ts';
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
function canonicalPath(m: PublicMatch, productName?: string): string {
  if (m.productId) return m.lang ? productPath(m.page, m.lang, m.productId, productName) : defaultProductPath(m.page, m.productId);
  return m.lang ? publicPath(m.page, m.lang, m.articleId) : defaultPublicPath(m.page, m.articleId);
}

/** The products of a category page, with their "from" offers, in a language. */
async function categoryProducts(ctx: HeadContext, page: PublicPageId, lang: Language): Promise<ShopProduct[]> {
  const id = PRODUCT_CATEGORIES.find((c) => c.slug === page)?.id;
  return (await ctx.fromPrices(lang)).filter((p) => p.product_category_id === id);
}

/** A product offer's page in every language: its name there (for the URL), or null when the market has no offer of it. */
async function productNames(ctx: HeadContext, page: PublicPageId, productId: number) {
  const names = await Promise.all(LANGUAGES.map(async (l) => (await categoryProducts(ctx, page, l)).find((p) => p.product_id === productId)?.name));
  return names.every((n) => n !== undefined) ? (Object.fromEntries(LANGUAGES.map((l, i) => [l, names[i]!])) as Record<Language, string>) : null;
}

/**
 * A public page's head: title, description, canonical, alternates, the sharing card and JSON-LD,
 * in `lang` (the URL's language, or for the unprefixed paths the visitor's). `code` is the
 * neighbour code of a shared promo link (/?code=…), shown on its card.
 */
export async function pageHead(ctx: HeadContext, m: PublicMatch, lang: Language, code?: string): Promise<PageHead | null> {
  const t = (key: string, params?: Record<string, unknown>) => seoText(lang, key, params);
  const { origin } = ctx;
  const shelf = isCategory(m.page) ? await categoryProducts(ctx, m.page, lang) : [];
  // A product offer's URL: the product must be on the market (else the caller answers 404).
  const offered = m.productId ? shelf.find((p) => p.product_id === m.productId) : undefined;
  const names = m.productId ? await productNames(ctx, m.page, m.productId) : null;
  if (m.productId && (!offered || !names)) return null;
  const url = `${origin}${canonicalPath(m, offered?.name)}`;
  const categoryUrl = `${origin}${m.lang ? publicPath(m.page, m.lang) : defaultPublicPath(m.page)}`;
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
  } else if (offered) {
    const price = formatMoney(offered.price, offered.currency, lang);
    title = t('seo-title-product', { name: offered.name, price });
    description = t('seo-description-product', { description: offered.description, price });
    trail.push({ name: t(`seo-name-${m.page}`), url: categoryUrl }, { name: offered.name, url });
    jsonLd.push(productPage(origin, url, offered));
  } else if (m.page !== 'home') {
    const parent = PUBLIC_PAGES[m.page].parent;
    if (parent) trail.push({ name: t(`seo-name-${parent}`), url: here(parent) });
    trail.push({ name: t(`seo-name-${m.page}`), url });
  }
  if (isCategory(m.page) && !offered) {
    const at = (p: ShopProduct) => `${origin}${m.lang ? productPath(m.page, m.lang, p.product_id, p.name) : defaultProductPath(m.page, p.product_id)}`;
    jsonLd.push(
      productList(
        origin,
        url,
        shelf.map((p) => ({ product: p, url: at(p) })),
      ),
    );
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
    alternates: names && m.productId ? productAlternates(origin, m.page, m.productId, names) : alternatesOf(origin, m.page, m.articleId),
    image: `${origin}${SHARE_IMAGE}`,
    imageAlt: t('seo-organization-description'),
    siteName: t('seo-site-name'),
    jsonLd,
  };
}
