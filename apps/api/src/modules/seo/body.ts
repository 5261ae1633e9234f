import {
  type ContentValues,
  legalUpdatedDate,
  type ProseInline,
  proseBlocks,
  defaultProductPath,
  defaultPublicPath,
  findPublicArticle,
  formatMoney,
  type Language,
  PRODUCT_CATEGORIES,
  PRODUCT_PAGE_IDS,
  PUBLIC_ARTICLES,
  type ProductPageId,
  type PublicMatch,
  type PublicPageId,
  productPath,
  publicPath,
  type ShopProduct,
} from '@vedmarked/domain';
import { escapeHtml as e } from './html.ts';
import { interpolate } from './interpolate.ts';
import { seoText } from './texts.ts';
import { articleBody, webText, webTexts } from './web-texts.ts';

/**
 * The page's content as HTML, written by the server into the root element (issue 21, item 1;
 * decision 0047): what a reader without JavaScript and a search engine see, and what the visitor
 * sees until the app has its page ready and takes the place (main.tsx). Headings, the category
 * tiles, the products with their "from" prices (spec section 9) and links to their own URLs, the
 * article text and a footer with the public pages. Every text is escaped.
 */

/** The web app's name of each fuel category (common:category.*). */
const CATEGORY_KEY: Record<ProductPageId, string> = { lena: 'firewood', pellet: 'pellet', astilla: 'wood-chips', 'hueso-de-aceituna': 'olive-stones' };
/**
 * The app's own hero of a content or supplier page (PageHero; InfoHero, the ones with an eyebrow): its eyebrow, h1 and lead,
 * by namespace and key. The server's copy shows the same words in a band drawn like it, so the
 * page's largest text is painted with the server's copy and not again, later, by the app (it was
 * these pages' largest paint at ~5 s on a slow phone; bench/README.md, Lighthouse).
 */
interface Hero {
  /** The texts' namespace and key (`pages:about`). */
  key: string;
  /** InfoHero's eyebrow above the heading. */
  eyebrow?: boolean;
  title?: string;
  lead?: string;
  /** The page's sections (`<key>.sections`) after the hero, as SectionedText draws them. */
  sections?: boolean;
  /** …with their table of contents beside them, and the ids the app gives their headings (`help-`). */
  toc?: string;
  /** The sections as wide as a Container size="md" without padding (960 px), as about's; else 928 px or the text column beside the contents. */
  wide?: boolean;
  /** The legal pages' "last changed" line above the sections. */
  updated?: boolean;
  /** A panel's heading and lead after the hero (the vendor landing's first tab). */
  panel?: string;
}
const HEROES: Partial<Record<PublicPageId, Hero>> = {
  // With their sections (SectionedText): a section's paragraph is the app's largest paint (at 1350 px
  // the app's paragraph was painted at 1.3 s, after the copy's hero; bench/README.md, desktop preset).
  about: { key: 'pages:about', sections: true, wide: true },
  help: { key: 'pages:help', sections: true, toc: 'help-' },
  jobs: { key: 'pages:jobs', sections: true },
  faq: { key: 'pages:faq' },
  // Their leads were the largest paint of the app's page (Lighthouse: LCP 5.0–5.5 s when the copy drew them plainly).
  contact: { key: 'content:contact' },
  policy: { key: 'legal:policy', sections: true, toc: 'policy-', updated: true },
  terms: { key: 'legal:terms', sections: true, toc: 'terms-', updated: true },
  articles: { key: 'articles:ui', title: 'index-title', lead: 'index-lead' },
  'vendor-info': { key: 'vendor-info:vendor', eyebrow: true },
  // And its first tab's heading and lead (the app opens that tab unless the link names another).
  'vendor-landing': { key: 'vendor-info:landing', eyebrow: true, panel: 'tabs.sell' },
  'industry-market': { key: 'vendor-info:market', eyebrow: true },
};

/** Products listed per category on the home page (the rest are on the category page). */
const HOME_RAIL = 8;
const FOOTER_PAGES: PublicPageId[] = [
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
];

export interface BodyContext {
  m: PublicMatch;
  lang: Language;
  /** The market's "from" offers in the page's language, or the visitor's postcode's offers. */
  products: readonly ShopProduct[];
  /** The visitor's postcode when `products` are its offers (decision 0052), else null. */
  postcode?: { code: string; city: string } | null;
  /** The page's heading and lead when the server has no richer content for it. */
  heading: string;
  lead: string;
  /** The values the texts quote, with the operator's settings (`valuesOf`), as the app fills them in. */
  values: ContentValues;
}

/** A line's pieces as the app's `Prose` draws them, escaped: links to this site, https, mailto and tel addresses, and bold. */
const inline = (line: ProseInline[]) =>
  line
    .map((p) => {
      if (p.kind === 'text') return e(p.text);
      if (p.kind === 'bold') return `<strong>${e(p.text)}</strong>`;
      const external = p.href.startsWith('https:') ? ' target="_blank" rel="noopener noreferrer"' : '';
      return `<a href="${e(p.href)}"${external}>${e(p.text)}</a>`;
    })
    .join('');

/**
 * A long text (an article, a page's sections; `proseBlocks`): paragraphs with their line breaks, lists
 * and numbered lists. Its {{placeholders}} are filled in as the app fills them (the operator's
 * settings, spec section 9's values); one that is not a value is left as written.
 */
const paragraphs = (text: string, values: ContentValues) =>
  proseBlocks(interpolate(text, values, { keepUnknown: true }))
    .map((b) => {
      if (b.kind === 'paragraph') return `<p>${b.lines.map(inline).join('<br>')}</p>`;
      const tag = b.kind === 'ordered' ? 'ol' : 'ul';
      return `<${tag}>${b.lines.map((l) => `<li>${inline(l)}</li>`).join('')}</${tag}>`;
    })
    .join('');

/** Pictures of the first products load at once (they are the first screen's largest paint); the rest when scrolled to. */
const EAGER_IMAGES = 4;

/** The first product of a page carries `elementtiming`, so the 4G bench can read when it was painted. */
function productItem(c: BodyContext, page: ProductPageId, p: ShopProduct, eager: boolean, timed = false) {
  const href = c.m.lang ? productPath(page, c.lang, p.product_id, p.name) : defaultProductPath(page, p.product_id);
  const price = formatMoney(p.price, p.currency, c.lang);
  return (
    `<li class="pr-product"><a href="${e(href)}"><img src="${e(p.image)}" alt="" width="150" height="150"${eager ? '' : ' loading="lazy"'}>` +
    `<h3${timed ? ' elementtiming="first-product"' : ''}>${e(p.name)}</h3></a><p>${e(p.title)}</p>` +
    `<p>${c.postcode ? '' : `<span>${e(webText(c.lang, 'storefront:product.from'))}</span> `}<strong>${e(price)}</strong> <small>${e(webText(c.lang, 'storefront:product.incl-vat'))}</small></p></li>`
  );
}

function rail(c: BodyContext, page: ProductPageId, heading: string, limit = Number.POSITIVE_INFINITY, first = true) {
  const id = PRODUCT_CATEGORIES.find((cat) => cat.slug === page)?.id;
  const items = c.products.filter((p) => p.product_category_id === id).slice(0, limit);
  if (items.length === 0) return '';
  return `<section><h2>${e(heading)}</h2><ul class="pr-products">${items.map((p, i) => productItem(c, page, p, first && i < EAGER_IMAGES, first && i === 0)).join('')}</ul></section>`;
}

/** The note under "from" prices; none under a postcode's own prices. */
const fromHint = (c: BodyContext) => (c.postcode ? '' : `<p><small>${e(webText(c.lang, 'storefront:product.from-hint'))}</small></p>`);

const link = (c: BodyContext, page: PublicPageId) => (c.m.lang ? publicPath(page, c.lang) : defaultPublicPath(page));

function main(c: BodyContext): string {
  const { m, lang } = c;
  const t = (key: string, params?: Record<string, unknown>) => webText(lang, key, params);
  if (m.page === 'home') {
    const tiles = PRODUCT_PAGE_IDS.map((p) => `<li><a href="${e(link(c, p))}">${e(t(`common:category.${CATEGORY_KEY[p]}`))}</a></li>`).join('');
    const firewood = c.postcode ? t('storefront:carousel.title', { code: c.postcode.code, city: c.postcode.city }) : t('storefront:carousel.title-from');
    const rails = PRODUCT_PAGE_IDS.map((p) => rail(c, p, p === 'lena' ? firewood : t(`common:category.${CATEGORY_KEY[p]}`), HOME_RAIL, p === 'lena')).join('');
    return `<h1>${e(t('common:home.hero-title'))}</h1><p>${e(t('common:home.hero-text'))}</p><nav aria-label="${e(t('common:home.categories'))}"><ul class="pr-tiles">${tiles}</ul></nav>${rails}${fromHint(c)}`;
  }
  const category = PRODUCT_PAGE_IDS.find((p) => p === m.page);
  if (category) {
    const name = t(`common:category.${CATEGORY_KEY[category]}`);
    const count = c.products.filter((p) => p.category_slug === category).length;
    const summary = c.postcode
      ? t('storefront:category-page.summary', { count, code: c.postcode.code, city: c.postcode.city })
      : t('storefront:category-page.from-summary', { count });
    return `<h1>${e(name)}</h1><p>${e(t(`storefront:category-page.intro-${category}`))}</p>${rail(c, category, summary)}${fromHint(c)}`;
  }
  if (m.page === 'article' && m.articleId) {
    const a = findPublicArticle(m.articleId)!;
    const body = articleBody(a.id, lang);
    const sections = body.sections.map((s) => `<section><h2>${e(s.title)}</h2>${paragraphs(s.body, c.values)}</section>`).join('');
    return `<article><h1>${e(t(`articles:list.${a.id}.title`))}</h1>${paragraphs(body.lead, c.values)}${sections}</article>`;
  }
  const hero = HEROES[m.page];
  const top = hero ? heroBand(c, hero) : `<h1>${e(c.heading)}</h1><p>${e(c.lead)}</p>`;
  if (m.page === 'articles') {
    const items = PUBLIC_ARTICLES.map(
      ({ id }) =>
        `<li><h2><a href="${e(c.m.lang ? publicPath('article', lang, id) : defaultPublicPath('article', id))}">${e(t(`articles:list.${id}.title`))}</a></h2><p>${e(t(`articles:list.${id}.summary`))}</p></li>`,
    ).join('');
    return `${top}<ul class="pr-after-hero">${items}</ul>`;
  }
  return top;
}

/** A page's hero as the app draws it (see HEROES), and its sections. */
function heroBand(c: BodyContext, hero: Hero): string {
  const { lang, values } = c;
  const t = (name: string) => webText(lang, `${hero.key}.${name}`, values);
  const eyebrow = hero.eyebrow ? `<p class="pr-eyebrow">${e(t('eyebrow'))}</p>` : '';
  const band = `<header class="pr-hero${hero.eyebrow ? ' pr-hero-info' : ''}"><div>${eyebrow}<h1>${e(t(hero.title ?? 'title'))}</h1><p class="pr-lead">${e(t(hero.lead ?? 'lead'))}</p></div></header>`;
  if (hero.panel) return `${band}<div class="pr-after-hero pr-panel"><h2>${e(t(`${hero.panel}.title`))}</h2><p>${e(t(`${hero.panel}.lead`))}</p></div>`;
  if (!hero.sections) return band;
  const sections = Object.entries(webTexts(lang, `${hero.key}.sections`));
  const id = (name: string) => (hero.toc ? ` id="${e(hero.toc + name)}"` : '');
  const text = sections.map(([name, s]) => `<section><h2${id(name)}>${e(s.title)}</h2>${paragraphs(s.body, values)}</section>`).join('');
  const updated = hero.updated ? `<p class="pr-updated">${e(webText(lang, 'legal:updated', { date: legalUpdatedDate(lang) }))}</p>` : '';
  if (!hero.toc) return `${band}<div class="pr-after-hero pr-sections${hero.wide ? ' pr-wide' : ''}">${text}</div>`;
  const label = e(webText(lang, 'pages:on-this-page'));
  const toc = `<nav aria-label="${label}"><p><strong>${label}</strong></p><ul>${sections.map(([name, s]) => `<li><a href="#${e(hero.toc + name)}">${e(s.title)}</a></li>`).join('')}</ul></nav>`;
  return `${band}<div class="pr-after-hero pr-sections pr-toc">${updated}<div>${toc}<div>${text}</div></div></div>`;
}

function footer(c: BodyContext): string {
  const links = FOOTER_PAGES.map((p) => `<li><a href="${e(link(c, p))}">${e(seoText(c.lang, `seo-name-${p}`))}</a></li>`).join('');
  return `<footer class="pr-footer"><nav aria-label="${e(webText(c.lang, 'common:footer.company'))}"><ul>${links}</ul></nav><p>${e(webText(c.lang, 'common:footer.tagline'))}</p></footer>`;
}

/** The page's content block: `#prerender` inside the root element, replaced by the app once it has the page ready. */
export function pageBody(c: BodyContext): string {
  const postcode = c.postcode ? ` data-postcode="${e(c.postcode.code)}"` : '';
  const withHero = HEROES[c.m.page] ? ' pr-main-hero' : '';
  return `<div id="prerender" data-lang="${e(c.lang)}"${postcode}><main class="pr-main${withHero}">${main(c)}</main>${footer(c)}</div>`;
}
