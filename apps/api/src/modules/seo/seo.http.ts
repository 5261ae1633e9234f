import {
  type Language,
  matchPublicPath,
  PRODUCT_PAGE_IDS,
  PUBLIC_PAGES,
  PUBLIC_PAGE_IDS,
  pickLanguage,
  publicSettingsOf,
  valuesOf,
  productRoutePatterns,
  publicRoutePatterns,
} from '@vedmarked/domain';
import { promisify } from 'node:util';
import { gzip } from 'node:zlib';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { acceptsGzip } from '../../lib/accept-encoding.ts';
import { marketFromPrices, postcodeOffers } from '../catalog/index.ts';
import { loadAppPages, POSTCODE_COOKIE, PRODUCT_LISTS, varyOnCookie } from './app-pages.ts';
import { pageBody } from './body.ts';
import { renderPage } from './html.ts';
import { type HeadContext, pageHead } from './page-head.ts';
import { productVariants, robotsTxt, sitemapXml } from './sitemap.ts';
import { seoText } from './texts.ts';

export interface PublicPagesOptions {
  /** The built web app's index.html, the home page's (with its preloads, decision 0030) and the category pages' (decision 0057). */
  index: string;
  home: string;
  /** Optional: index.html where the build has none. */
  category?: string;
  /** The web app's server render (apps/web/dist-ssr/entry-server.js, decision 0058); without it, the hand-written copy (body.ts). */
  serverEntry?: string;
  /** The built web app's folder (its small style sheets are written into drawn pages). */
  webRoot?: string;
}

const HTML_CACHE = 'no-cache';
const NEIGHBOUR_CODE = /^[A-Za-z0-9-]{3,32}$/;
/** The visitor's chosen language as the web app mirrors it (apps/web/src/lib/storage.ts). */
const LANGUAGE_COOKIE = /(?:^|;\s*)vm_language=(es|en|no)(?:;|$)/;

/** The category pages (and the product URLs under them): one chunk of the web app for the four. */
const CATEGORY_PAGES: ReadonlySet<string> = new Set(PRODUCT_PAGE_IDS);

const gzipAsync = promisify(gzip);

/**
 * A page's HTML, gzipped for a browser that takes it (in the thread pool, not on the event loop):
 * the home page is ~130 KB of markup and ~15 KB gzipped, which on a slow line is half a second
 * before the first paint.
 */
async function sendHtml(req: FastifyRequest, reply: FastifyReply, html: string) {
  reply.header('vary', reply.hasHeader('vary') ? `${reply.getHeader('vary')}, Accept-Encoding` : 'Accept-Encoding');
  if (!acceptsGzip(req.headers['accept-encoding'])) return reply.send(html);
  return reply.header('content-encoding', 'gzip').send(await gzipAsync(html, { level: 6 }));
}

/** Every path a public page answers on: its old unprefixed paths and its URL in each language. */
function publicRoutePaths(): string[] {
  const legacy = PUBLIC_PAGE_IDS.flatMap((page) => PUBLIC_PAGES[page].legacy.map((p) => (page === 'article' ? `${p}/:id` : p)));
  return [...new Set([...legacy, ...publicRoutePatterns().map((r) => r.path), ...productRoutePatterns().map((r) => r.path)])];
}

/**
 * The public pages as documents (issue 21, decision 0041): the server picks the page and its
 * language from the URL and sends the web app's HTML with the page's head (lang, title,
 * description, canonical, hreflang, sharing card, JSON-LD); robots.txt and sitemap.xml. The body
 * is the page drawn by the web app's own components, which the browser hydrates (app-pages.ts,
 * decision 0058), or the server's own copy (body.ts) where that cannot be drawn.
 */
const publicPagesHttp: FastifyPluginAsync<PublicPagesOptions> = async (app, opts) => {
  const ctx: HeadContext = { origin: app.config.publicUrl.replace(/\/+$/, ''), fromPrices: (lang) => marketFromPrices(app, lang) };
  const appPages = await loadAppPages(app, { serverEntry: opts.serverEntry, webRoot: opts.webRoot, template: opts.index });

  async function sendPage(req: FastifyRequest, reply: FastifyReply) {
    const [path = '/', search = ''] = req.url.split('?');
    const m = matchPublicPath(path);
    const template = m?.page === 'home' ? opts.home : m && CATEGORY_PAGES.has(m.page) ? (opts.category ?? opts.index) : opts.index;
    reply.type('text/html; charset=utf-8').header('cache-control', HTML_CACHE);
    // An unknown article: the app shows its 404 page, as for any unknown path.
    if (!m) return reply.send(opts.index);
    // Unprefixed paths follow the visitor: on a first visit the browser's language, as the app does.
    let lang: Language;
    if (m.lang) lang = m.lang;
    else {
      // The visitor's own choice first (the web app mirrors it to vm_language), then the browser's.
      lang = (LANGUAGE_COOKIE.exec(req.headers.cookie ?? '')?.[1] as Language | undefined) ?? pickLanguage(undefined, req.headers['accept-language']);
      reply.header('vary', 'Accept-Language, Cookie');
    }
    const code = new URLSearchParams(search).get('code') ?? undefined;
    const head = await pageHead(ctx, m, lang, code && NEIGHBOUR_CODE.test(code) ? code : undefined);
    // A product the market no longer offers (or never did): not found, and the app says so.
    if (!head) return reply.code(404).send(opts.index);
    const drawn = appPages ? await appPages.root(req, reply, m, search, lang) : null;
    if (drawn && appPages) return sendHtml(req, reply, appPages.inlineStyles(renderPage(template, head, drawn.body, { app: true, waits: drawn.waits })));
    const heading = seoText(lang, `seo-name-${m.page === 'article' ? 'articles' : m.page}`);
    const local = await visitorOffers(req, reply, m.page, lang);
    const body = pageBody({
      m,
      lang,
      products: local?.products ?? (await ctx.fromPrices(lang)),
      postcode: local?.postcode ?? null,
      heading,
      lead: seoText(lang, `seo-description-${m.page === 'article' ? 'articles' : m.page}`),
      values: valuesOf(publicSettingsOf(await app.settings.get())),
    });
    return sendHtml(req, reply, renderPage(template, head, body));
  }

  /**
   * A returning visitor's postcode (the vm_postcode cookie) on a page that lists products: its
   * offers, so the first paint already shows their prices (issue 18, "Also"); else null ("from"
   * prices). The head and its JSON-LD keep the market's prices: they are the page's, for everyone.
   */
  async function visitorOffers(req: FastifyRequest, reply: FastifyReply, page: string, lang: Language) {
    if (!PRODUCT_LISTS.has(page)) return null;
    varyOnCookie(reply);
    const code = POSTCODE_COOKIE.exec(req.headers.cookie ?? '')?.[1];
    // The page never fails for the visitor's own offers: at worst it shows the market's prices.
    return code
      ? postcodeOffers(app, code, lang).catch((err: unknown) => {
          req.log.warn({ err }, 'the visitor’s postcode offers could not be read for the server’s copy');
          return null;
        })
      : null;
  }

  for (const url of publicRoutePaths()) app.get(url, { config: {} }, sendPage);

  app.get('/robots.txt', { config: {} }, (_req, reply) =>
    reply.type('text/plain; charset=utf-8').header('cache-control', 'public, max-age=3600').send(robotsTxt(ctx.origin)),
  );
  app.get('/sitemap.xml', { config: {} }, async (_req, reply) =>
    reply
      .type('application/xml; charset=utf-8')
      .header('cache-control', 'public, max-age=3600')
      .send(sitemapXml(ctx.origin, await productVariants(ctx.fromPrices))),
  );
};

export default publicPagesHttp;
