import { copyFileSync, existsSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { COMPANY, formatMoney, LANGUAGES, type Language, PUBLIC_PAGES, productPath, publicPath } from '@vedmarked/domain';
import { describe, expect, it } from 'vitest';
import { APP_START_SCRIPT, APP_START_SCRIPT_SOURCE } from '../../../lib/app-start.ts';
import { buildTestApp, createProduct, createUser, createVendor, offer } from '../../../../test/helpers.ts';
import { articleText } from '../articles.ts';
import { publicPageVariants } from '../sitemap.ts';
import { SEO_TEXTS, seoText as translate } from '../texts.ts';
import { webText } from '../web-texts.ts';

/** The web app's real template (apps/web/index.html) as the built app's index.html and home.html; category.html with its page's chunk. */
const root = mkdtempSync(join(tmpdir(), 'vm-seo-'));
const template = new URL('../../../../../web/index.html', import.meta.url).pathname;
copyFileSync(template, join(root, 'index.html'));
copyFileSync(template, join(root, 'home.html'));
const CATEGORY_CHUNK = '<link rel="modulepreload" crossorigin href="/assets/CategoryPage-test.js">';
writeFileSync(join(root, 'category.html'), readFileSync(template, 'utf8').replace('</head>', `${CATEGORY_CHUNK}</head>`));

// The server's own copy (body.ts): the web app's server render has its own tests (app-render.test.ts).
const { app } = await buildTestApp({ webDist: root, publicPagesRender: 'copy' });
const ORIGIN = 'http://localhost:3000';
// A firewood sack in stock and a pellet bag sold out; the vendor's name tries to break out of the JSON-LD.
const vendor = await createVendor(app, { postcode: '0150', name: '</script><script>alert("ved")</script>' });
const birch = await createProduct(app, {
  categoryId: 1,
  name: { es: 'Leña de abedul, saco 40 L', en: 'Birch firewood, 40 L sack', no: 'Bjørkeved, 40 L sekk' },
});
await offer(app, vendor.vendor.id, birch.id, 12950);
const pellets = await createProduct(app, { categoryId: 2, format: null, woodType: null });
await offer(app, vendor.vendor.id, pellets.id, 8900, { stock: 0 });
const unoffered = await createProduct(app, { categoryId: 1 });

const HTML_LANG: Record<Language, string> = { es: 'es', en: 'en', no: 'nb' };

async function fetchPage(url: string, headers: Record<string, string> = {}) {
  const res = await app.inject({ url, headers: { accept: 'text/html', ...headers } });
  expect(res.statusCode, url).toBe(200);
  const html = res.body;
  const attr = (re: RegExp) => re.exec(html)?.[1];
  const jsonLd = [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map((m) => JSON.parse(m[1]!) as Record<string, unknown>);
  return {
    res,
    html,
    lang: attr(/<html lang="([^"]+)"/),
    title: attr(/<title>([^<]*)<\/title>/),
    description: attr(/<meta name="description" content="([^"]*)"/),
    canonical: attr(/<link rel="canonical" href="([^"]+)"/),
    alternates: Object.fromEntries([...html.matchAll(/<link rel="alternate" hreflang="([^"]+)" href="([^"]+)"/g)].map((m) => [m[1], m[2]])),
    og: Object.fromEntries([...html.matchAll(/<meta property="(og:[^"]+)" content="([^"]*)"/g)].map((m) => [m[1], m[2]])),
    jsonLd,
    ofType: (type: string) => jsonLd.filter((o) => o['@type'] === type),
  };
}

/** The heading the app shows for a page (the server writes the same into the content). */
function expectedHeading(page: string, lang: Language, articleId?: string) {
  if (page === 'article') return articleText(articleId!, lang).title;
  if (page === 'home') return webText(lang, 'common:home.hero-title');
  const category = { lena: 'firewood', pellet: 'pellet', astilla: 'wood-chips', 'hueso-de-aceituna': 'olive-stones' }[page];
  if (category) return webText(lang, `common:category.${category}`);
  // The content and supplier pages' own heroes (the app's PageHero and InfoHero).
  const hero = {
    about: 'pages:about.title',
    help: 'pages:help.title',
    jobs: 'pages:jobs.title',
    faq: 'pages:faq.title',
    articles: 'articles:ui.index-title',
    'vendor-info': 'vendor-info:vendor.title',
    'vendor-landing': 'vendor-info:landing.title',
    'industry-market': 'vendor-info:market.title',
    contact: 'content:contact.title',
    policy: 'legal:policy.title',
    terms: 'legal:terms.title',
  }[page];
  return hero ? webText(lang, hero) : translate(lang, `seo-name-${page}`);
}

const decodeEntities = (s: string | undefined) => s?.replace(/&#(\d+);/g, (_, n: string) => String.fromCharCode(Number(n)));

describe('the public pages, as a search engine reads them', () => {
  for (const lang of LANGUAGES) {
    it(`answer every page in ${lang} with its language, title, canonical, alternates and JSON-LD`, async () => {
      for (const v of publicPageVariants()) {
        const path = publicPath(v.page, lang, v.articleId);
        const p = await fetchPage(path);
        expect(p.lang, path).toBe(HTML_LANG[lang]);
        const expectedTitle = v.page === 'article' ? `${articleText(v.articleId!, lang).title} · Vedmarked` : translate(lang, `seo-title-${v.page}`);
        expect(decodeEntities(p.title), path).toBe(expectedTitle);
        expect(p.description, path).toBeTruthy();
        expect(p.canonical, path).toBe(`${ORIGIN}${path}`);
        expect(p.alternates, path).toEqual({
          es: `${ORIGIN}${publicPath(v.page, 'es', v.articleId)}`,
          en: `${ORIGIN}${publicPath(v.page, 'en', v.articleId)}`,
          nb: `${ORIGIN}${publicPath(v.page, 'no', v.articleId)}`,
          'x-default': `${ORIGIN}${PUBLIC_PAGES[v.page].legacy[0]}${v.articleId ? `/${v.articleId}` : ''}`,
        });
        expect(p.og['og:url'], path).toBe(`${ORIGIN}${path}`);
        expect(p.og['og:image'], path).toMatch(/^http:\/\/localhost:3000\/.+\.png$/);
        expect(p.og['og:locale'], path).toBe({ es: 'es_ES', en: 'en_GB', no: 'nb_NO' }[lang]);
        expect(p.html).toContain('<meta name="twitter:card" content="summary_large_image">');
        expect(p.ofType('Organization'), path).toHaveLength(1);
        const crumbs = p.ofType('BreadcrumbList')[0] as { itemListElement: { name: string; item: string }[] };
        expect(crumbs.itemListElement.at(-1)!.item, path).toBe(`${ORIGIN}${path}`);
        if (v.page === 'article') {
          const [a] = p.ofType('Article') as { headline: string; datePublished: string; inLanguage: string }[];
          expect(a).toMatchObject({ headline: articleText(v.articleId!, lang).title, inLanguage: HTML_LANG[lang] });
          expect(a!.datePublished).toMatch(/^\d{4}-\d{2}-\d{2}$/);
        }
        // The page's content is in the HTML (item 1): its heading, inside the root element, and the footer.
        const h1 = /<div id="root"><div id="prerender"[^>]*><main class="pr-main[^"]*">[\s\S]*?<h1>([^<]+)<\/h1>/.exec(p.html)?.[1];
        expect(decodeEntities(h1), path).toBe(expectedHeading(v.page, lang, v.articleId));
        expect(p.html, path).toMatch(/<footer class="pr-footer">[\s\S]*<a href="\/[a-z]{2}\//);
        // The hero's lead as the app writes it, its values filled in (the policy's names the company).
        if (v.page === 'policy')
          expect(decodeEntities(/<p class="pr-lead">([^<]+)<\/p>/.exec(p.html)?.[1]), path).toBe(webText(lang, 'legal:policy.lead', { company: COMPANY.name }));
        // Every placeholder of the web app's texts is filled in, as the app fills it (CONTENT_VALUES).
        expect(p.html, path).not.toContain('{{');
        // The template's own title and description are gone: one of each.
        expect(p.html.match(/<title>/g), path).toHaveLength(1);
        expect(p.html.match(/<meta name="description"/g), path).toHaveLength(1);
        expect(p.res.headers['cache-control'], path).toBe('no-cache');
      }
    });
  }

  it('list the products of a category page with their "from" price as Product and Offer', async () => {
    const p = await fetchPage('/no/ved');
    const [list] = p.ofType('ItemList') as { itemListElement: { item: Record<string, unknown> }[] }[];
    const products = list!.itemListElement.map((e) => e.item);
    expect(products).toHaveLength(1);
    expect(products[0]).toMatchObject({
      '@type': 'Product',
      name: 'Tittel',
      offers: {
        '@type': 'Offer',
        price: '129.50',
        priceCurrency: 'NOK',
        availability: 'https://schema.org/InStock',
        url: `${ORIGIN}/no/ved/${birch.id}-bjorkeved-40-l-sekk`,
      },
    });
    const pellets = (await fetchPage('/en/pellets')).ofType('ItemList')[0] as {
      itemListElement: { item: { offers: { availability: string; price: string } } }[];
    };
    expect(pellets.itemListElement.map((e) => e.item.offers)).toEqual([
      expect.objectContaining({ price: '89.00', availability: 'https://schema.org/OutOfStock' }),
    ]);
  });

  it('escape what comes from the database and the address: no markup breaks out', async () => {
    const p = await fetchPage('/es/lena');
    expect(p.html).not.toContain('</script><script>alert');
    expect(p.html).toContain('\\u003c/script\\u003e\\u003cscript\\u003ealert(\\"ved\\")');
    const seller = (p.ofType('ItemList')[0] as { itemListElement: { item: { offers: { seller: { name: string } } } }[] }).itemListElement[0]!.item.offers
      .seller;
    expect(seller.name).toBe('</script><script>alert("ved")</script>');
    const hostile = await fetchPage('/en/help?code=%22%3E%3Cscript%3Ealert(1)%3C/script%3E', { 'accept-language': 'en' });
    expect(hostile.html).not.toContain('<script>alert(1)');
    const promo = await fetchPage(`/?code=${encodeURIComponent('"><script>x</script>')}`);
    expect(promo.html).not.toContain('<script>x');
    expect(promo.title).toBe(translate('es', 'seo-title-home'));
  });

  it('point at a sharing card the web app has', async () => {
    const { og } = await fetchPage('/en');
    const file = new URL(`../../../../../web/public${new URL(og['og:image']!).pathname}`, import.meta.url);
    expect(existsSync(file), og['og:image']).toBe(true);
  });

  it('give the promo link shared from the success page its own card', async () => {
    const p = await fetchPage('/?code=NB-ABC123', { 'accept-language': 'nb-NO,nb;q=0.9' });
    expect(p.lang).toBe('nb');
    expect(decodeEntities(p.og['og:title'])).toBe(translate('no', 'seo-promo-title', { code: 'NB-ABC123' }));
    expect(decodeEntities(p.og['og:description'])).toContain('NB-ABC123');
    expect(p.og['og:url']).toBe(`${ORIGIN}/?code=NB-ABC123`);
    expect(p.canonical).toBe(`${ORIGIN}/`);
  });

  it('keep the old paths: they follow the visitor and name the x-default as canonical', async () => {
    const en = await fetchPage('/vendor', { 'accept-language': 'en-GB,en;q=0.8' });
    expect(en.lang).toBe('en');
    expect(en.res.headers.vary).toMatch(/accept-language/i);
    expect(en.canonical).toBe(`${ORIGIN}/leverandor`);
    expect(en.alternates.nb).toBe(`${ORIGIN}/no/leverandor`);
    const es = await fetchPage('/artikler/vektvedkilo');
    expect(es.lang).toBe('es');
    expect(es.canonical).toBe(`${ORIGIN}/articles/VektVedKilo`);
    expect(es.ofType('Article')).toHaveLength(1);
    for (const url of ['/', '/home', '/lena', '/omoss', '/kontakt', '/contactenos', '/terms']) await fetchPage(url);
    // An unknown article is the app's 404 page, without a page head.
    const unknown = await fetchPage('/en/articles/no-such-article');
    expect(unknown.canonical).toBeUndefined();
  });
});

describe('a product offer’s own URL (item 6)', () => {
  const own = {
    es: `/es/lena/${birch.id}-lena-de-abedul-saco-40-l`,
    en: `/en/firewood/${birch.id}-birch-firewood-40-l-sack`,
    no: `/no/ved/${birch.id}-bjorkeved-40-l-sekk`,
  };
  const names = { es: 'Leña de abedul, saco 40 L', en: 'Birch firewood, 40 L sack', no: 'Bjørkeved, 40 L sekk' };

  it('answers in each language with its own title, description, canonical, alternates and Product with its Offer', async () => {
    for (const lang of LANGUAGES) {
      const p = await fetchPage(own[lang]);
      expect(p.lang).toBe(HTML_LANG[lang]);
      const price = formatMoney(12950, 'NOK', lang);
      expect(decodeEntities(p.title)).toBe(translate(lang, 'seo-title-product', { name: names[lang], price }));
      expect(decodeEntities(p.title)).toMatch(/129[.,]50/);
      expect(decodeEntities(p.description)).toContain({ es: 'Descripción', en: 'Description', no: 'Beskrivelse' }[lang]);
      expect(p.canonical).toBe(`${ORIGIN}${own[lang]}`);
      expect(p.og['og:url']).toBe(`${ORIGIN}${own[lang]}`);
      expect(p.alternates).toEqual({
        es: `${ORIGIN}${own.es}`,
        en: `${ORIGIN}${own.en}`,
        nb: `${ORIGIN}${own.no}`,
        'x-default': `${ORIGIN}/lena/${birch.id}`,
      });
      const [product] = p.ofType('Product');
      expect(product).toMatchObject({
        '@context': 'https://schema.org',
        name: names[lang],
        url: `${ORIGIN}${own[lang]}`,
        sku: String(birch.id),
        offers: { '@type': 'Offer', price: '129.50', priceCurrency: 'NOK', availability: 'https://schema.org/InStock', url: `${ORIGIN}${own[lang]}` },
      });
      expect(p.ofType('ItemList')).toHaveLength(0);
      const crumbs = (p.ofType('BreadcrumbList')[0] as { itemListElement: { name: string; item: string }[] }).itemListElement;
      expect(crumbs.map((c) => c.item)).toEqual([`${ORIGIN}/${lang}`, `${ORIGIN}${publicPath('lena', lang)}`, `${ORIGIN}${own[lang]}`]);
    }
    const soldOut = await fetchPage(productPath('pellet', 'en', pellets.id, pellets.name.en));
    expect(soldOut.ofType('Product')[0]).toMatchObject({ offers: { price: '89.00', availability: 'https://schema.org/OutOfStock' } });
  });

  it('names the right URL as canonical whatever the name part, and follows the visitor under the old path', async () => {
    const bare = await fetchPage(`/no/ved/${birch.id}`);
    expect(bare.canonical).toBe(`${ORIGIN}${own.no}`);
    const wrong = await fetchPage(`/en/firewood/${birch.id}-old-name`);
    expect(wrong.canonical).toBe(`${ORIGIN}${own.en}`);
    const old = await fetchPage(`/lena/${birch.id}`, { 'accept-language': 'nb-NO' });
    expect(old.lang).toBe('nb');
    expect(old.canonical).toBe(`${ORIGIN}/lena/${birch.id}`);
    expect(old.res.headers.vary).toMatch(/accept-language/i);
  });

  it('is not found for a product nobody offers, one in another category or one that does not exist', async () => {
    for (const url of [`/no/ved/${unoffered.id}`, `/no/ved/${pellets.id}`, '/en/firewood/999999', `/pellet/${birch.id}`]) {
      const res = await app.inject({ url, headers: { accept: 'text/html' } });
      expect(res.statusCode, url).toBe(404);
      expect(res.body, url).not.toContain('rel="canonical"');
    }
  });
});

describe('the page content in the HTML, without JavaScript (item 1)', () => {
  const contentOf = async (url: string) => {
    const { html } = await fetchPage(url);
    return decodeEntities(/<div id="prerender"[^>]*>([\s\S]*?)<\/div><\/div>/.exec(html)?.[1]) ?? '';
  };

  it('home and category pages list their products with the "from" price and a link to each offer, in each language', async () => {
    for (const lang of LANGUAGES) {
      const price = formatMoney(12950, 'NOK', lang);
      for (const page of ['home', 'lena'] as const) {
        const html = await contentOf(publicPath(page, lang));
        expect(html, `${page} ${lang}`).toMatch(new RegExp(`<h3[^>]*>${birch.name[lang]}</h3>`));
        expect(html, `${page} ${lang}`).toContain(`<strong>${price}</strong>`);
        expect(html, `${page} ${lang}`).toContain(`href="${productPath('lena', lang, birch.id, birch.name[lang])}"`);
      }
      const home = await contentOf(publicPath('home', lang));
      // The category tiles lead to the categories in the same language.
      for (const page of ['lena', 'pellet', 'astilla', 'hueso-de-aceituna'] as const) expect(home).toContain(`href="${publicPath(page, lang)}"`);
      // A category lists only its own products.
      expect(await contentOf(publicPath('lena', lang))).not.toContain(`<h3>${pellets.name[lang]}</h3>`);
      expect(await contentOf(publicPath('pellet', lang))).toContain('<strong>');
    }
  });

  it('articles carry their text, and the old paths their visitor’s language', async () => {
    const html = await contentOf('/en/articles/grunder');
    expect(html).toContain('<h2>More heat from every log</h2>');
    expect(html).toContain('A kilo of dry birch holds about 4');
    // Its lists, links and the shop's figures, as the app shows them.
    expect(html).toContain('<li>The moisture: firewood for burning now should be below 20%. Read <a href="/articles/fuktighet">how to check it</a>.</li>');
    expect(html).not.toContain('{{');
    const old = await contentOf('/lena');
    expect(old).toContain(`href="/lena/${birch.id}"`);
    expect(old).toContain('<h1>Leña</h1>');
  });

  it('content and supplier pages carry the app’s own hero (eyebrow, heading, lead), the jobs page its sections and the vendor landing its first tab, in each language', async () => {
    for (const lang of LANGUAGES) {
      const supplier = await contentOf(publicPath('vendor-info', lang));
      expect(supplier).toContain(`<p class="pr-eyebrow">${webText(lang, 'vendor-info:vendor.eyebrow')}</p>`);
      // The lead with the shop's figures filled in, as the app shows it.
      expect(supplier).toContain(`<p class="pr-lead">${webText(lang, 'vendor-info:vendor.lead', { settlementDays: 14 })}</p>`);
      const about = await contentOf(publicPath('about', lang));
      expect(about).toContain(`<p class="pr-lead">${webText(lang, 'pages:about.lead')}</p>`);
      const jobs = await contentOf(publicPath('jobs', lang));
      expect(jobs).toContain(`<h2>${webText(lang, 'pages:jobs.sections.team.title')}</h2><p>${webText(lang, 'pages:jobs.sections.team.body')}</p>`);
      const landing = await contentOf(publicPath('vendor-landing', lang));
      expect(landing).toContain(
        `<h2>${webText(lang, 'vendor-info:landing.tabs.sell.title')}</h2><p>${webText(lang, 'vendor-info:landing.tabs.sell.lead')}</p>`,
      );
      for (const html of [supplier, about, jobs, landing]) expect(html).not.toContain('{{');
    }
  });

  it('help, about and the legal pages carry their sections as the app draws them, quoting the operator’s settings', async () => {
    const help = await contentOf('/en/help');
    // The contents beside the text, with the ids the app gives its headings, and the text's own markup.
    expect(help).toContain('<nav aria-label="On this page"><p><strong>On this page</strong></p><ul><li><a href="#help-ordering">Ordering</a></li>');
    expect(help).toContain('<h2 id="help-delivery">Delivery</h2><p>Standard delivery is within 7 to 12 days.');
    expect(help).toContain('the <a href="/question-form">question form</a>');
    const policy = await contentOf('/es/privacidad');
    expect(policy).toContain(`<p class="pr-updated">${webText('es', 'legal:updated', { date: '21 de noviembre de 2026' })}</p>`);
    // Bold, a numbered list's and a list's items, and a mailto link as the app's Prose writes them.
    expect(policy).toMatch(/<ul><li><strong>[^<]+<\/strong>/);
    expect(policy).toContain(`<a href="mailto:${COMPANY.privacyEmail}">${COMPANY.privacyEmail}</a>`);
    expect(await contentOf('/no/vilkar')).toContain('<h2 id="terms-withdrawal">');
    // A change on /dashboard/settings is what the copy says, as the app does (valuesOf).
    const admin = await createUser(app, { role: 'admin' });
    await app.settings.update(admin.id, { fast_delivery_days: 4, group_share_pct: 8, reason: 'Winter campaign' });
    try {
      expect(await contentOf('/en/help')).toContain('Standard delivery is within 5 to 12 days. If you are in a hurry, delivery within 4 days');
      expect(await contentOf('/en/about-us')).toContain('keep 8% of the sales');
    } finally {
      await app.settings.update(admin.id, { fast_delivery_days: 6, group_share_pct: 5, reason: 'Back to the standard' });
    }
  });

  it('the category pages and their product URLs preload the category page’s chunk; other pages do not (decision 0057)', async () => {
    for (const url of ['/no/ved', '/lena', '/en/pellets', productPath('lena', 'no', birch.id, birch.name.no)]) {
      const { html } = await fetchPage(url);
      expect(/<template id="app-preloads">[\s\S]*?<\/template>/.exec(html)?.[0], url).toContain(CATEGORY_CHUNK);
    }
    for (const url of ['/', publicPath('about', 'no')]) expect((await fetchPage(url)).html, url).not.toContain('CategoryPage-test.js');
  });

  it('escape what comes from the database in the content too', async () => {
    const { html } = await fetchPage('/es/lena');
    expect(html).not.toMatch(/<script>alert/);
  });

  it('is painted before the app is asked for: the app starts after the first paint, by the one inline script the CSP allows (decision 0055)', async () => {
    const { html, res } = await fetchPage('/no/ved');
    // No module script or preload competes with the page's stylesheet and pictures.
    expect(html).not.toMatch(/<script type="module"/);
    expect(html.replace(/<template id="app-preloads">[\s\S]*?<\/template>/, '')).not.toMatch(/rel="(module)?preload"/);
    expect(html).toContain('<meta name="app-entry" content="/src/main.tsx">');
    expect(html).toMatch(/<template id="app-preloads"><link rel="modulepreload" crossorigin href="\/src\/main.tsx">/);
    const inline = [...html.matchAll(/<script>([\s\S]*?)<\/script>/g)].map((m) => m[1]!);
    expect(inline).toEqual([APP_START_SCRIPT]);
    expect(String(res.headers['content-security-policy'])).toContain(`script-src 'self' ${APP_START_SCRIPT_SOURCE};`);
  });
});

describe('the texts', () => {
  it('have the same keys, all filled, in es, en and no', () => {
    const keys = Object.keys(SEO_TEXTS.es).sort();
    for (const lang of LANGUAGES) {
      expect(Object.keys(SEO_TEXTS[lang]).sort(), lang).toEqual(keys);
      for (const k of keys) expect(SEO_TEXTS[lang][k]!.trim(), `${lang} ${k}`).not.toBe('');
    }
  });
});

describe('robots.txt and sitemap.xml', () => {
  it('robots.txt allows the public pages, keeps robots out of the app and names the sitemap', async () => {
    const res = await app.inject({ url: '/robots.txt' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/plain/);
    for (const p of ['/dashboard', '/api/', '/cart', '/checkout', '/driver', '/orders', '/profile']) expect(res.body).toContain(`Disallow: ${p}\n`);
    expect(res.body).toContain('Allow: /\n');
    expect(res.body).toContain(`Sitemap: ${ORIGIN}/sitemap.xml`);
  });

  it('the sitemap lists every public page in every language, each answering 200', async () => {
    const res = await app.inject({ url: '/sitemap.xml' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^application\/xml/);
    const locs = [...res.body.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]!);
    const expected = [
      ...publicPageVariants().flatMap((v) => LANGUAGES.map((l) => `${ORIGIN}${publicPath(v.page, l, v.articleId)}`)),
      // The product offers' own URLs: what the market offers, in each language (not the product nobody offers).
      `${ORIGIN}/es/lena/${birch.id}-lena-de-abedul-saco-40-l`,
      `${ORIGIN}/en/firewood/${birch.id}-birch-firewood-40-l-sack`,
      `${ORIGIN}/no/ved/${birch.id}-bjorkeved-40-l-sekk`,
      ...LANGUAGES.map((l) => `${ORIGIN}${productPath('pellet', l, pellets.id, pellets.name[l])}`),
    ];
    expect(locs.sort()).toEqual(expected.sort());
    expect(locs).toContain(`${ORIGIN}/no/artikler/VektVedKilo`);
    expect(res.body.match(/<lastmod>\d{4}-\d{2}-\d{2}<\/lastmod>/g)).toHaveLength(locs.length);
    expect(res.body.match(/<xhtml:link rel="alternate" hreflang="x-default"/g)).toHaveLength(locs.length);
    for (const loc of locs) {
      const page = await app.inject({ url: loc.slice(ORIGIN.length) });
      expect(page.statusCode, loc).toBe(200);
    }
  });
});
