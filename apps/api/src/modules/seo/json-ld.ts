import type { Language, ShopProduct } from '@vedmarked/domain';
import { HTML_LANG } from './html.ts';

/** schema.org objects for the public pages (JSON-LD), built from plain data. */
const CONTEXT = 'https://schema.org';

export function organization(origin: string, name: string, description: string) {
  return {
    '@context': CONTEXT,
    '@type': 'Organization',
    '@id': `${origin}/#organization`,
    name,
    url: `${origin}/`,
    logo: `${origin}/favicon.svg`,
    description,
  };
}

export function breadcrumbs(items: { name: string; url: string }[]) {
  return {
    '@context': CONTEXT,
    '@type': 'BreadcrumbList',
    itemListElement: items.map((it, i) => ({ '@type': 'ListItem', position: i + 1, name: it.name, item: it.url })),
  };
}

export interface ArticleFacts {
  headline: string;
  description: string;
  url: string;
  image: string;
  published: string;
  modified: string;
  lang: Language;
}

export function article(origin: string, a: ArticleFacts) {
  const org = { '@id': `${origin}/#organization` };
  return {
    '@context': CONTEXT,
    '@type': 'Article',
    headline: a.headline,
    description: a.description,
    image: a.image,
    datePublished: a.published,
    dateModified: a.modified,
    inLanguage: HTML_LANG[a.lang],
    mainEntityOfPage: a.url,
    author: { '@type': 'Organization', name: 'Vedmarked', ...org },
    publisher: { '@type': 'Organization', name: 'Vedmarked', ...org },
  };
}

const absolute = (origin: string, path: string) => (path.startsWith('/') ? `${origin}${path}` : path);

/** One product with its "from" price (spec section 9) as an Offer at `url`. */
export function product(origin: string, url: string, p: ShopProduct) {
  return {
    '@type': 'Product',
    name: p.title || p.name,
    description: p.description,
    image: absolute(origin, p.image),
    sku: String(p.product_id),
    offers: {
      '@type': 'Offer',
      // Money is in minor units (øre); schema.org wants the amount.
      price: (p.price / 100).toFixed(2),
      priceCurrency: p.currency,
      availability: p.in_stock ? 'https://schema.org/InStock' : 'https://schema.org/OutOfStock',
      url,
      seller: { '@type': 'Organization', name: p.vendor_name },
    },
  };
}

/** A product offer's own page (item 6): the product under its name as the page shows it, and its offer. */
export function productPage(origin: string, url: string, p: ShopProduct) {
  return { '@context': CONTEXT, ...product(origin, url, p), name: p.name, url };
}

/** The products a category page lists, each with its "from" price as an Offer, each at its own URL. */
export function productList(origin: string, pageUrl: string, products: readonly { product: ShopProduct; url: string }[]) {
  return {
    '@context': CONTEXT,
    '@type': 'ItemList',
    url: pageUrl,
    numberOfItems: products.length,
    itemListElement: products.map((it, i) => ({ '@type': 'ListItem', position: i + 1, item: product(origin, it.url, it.product) })),
  };
}
