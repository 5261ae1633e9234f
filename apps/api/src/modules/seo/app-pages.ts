import { existsSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { arrivesWithOwnDialog, type Language, PRODUCT_PAGE_IDS, type PublicMatch, publicSettingsOf } from '@vedmarked/domain';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { catalogueAnswerData } from '../catalog/index.ts';
import { type AppRenderer, loadAppRenderer } from './app-render.ts';

/** The visitor's postcode as the web app mirrors it (apps/web/src/lib/storage.ts, decision 0052). */
export const POSTCODE_COOKIE = /(?:^|;\s*)vm_postcode=(\d{4})(?:;|$)/;

/** The visitor has put the first visit's postcode dialog off in this browser session (apps/web/src/features/storefront/lib/postcode-prompt.ts). */
const POSTCODE_LATER_COOKIE = /(?:^|;\s*)vm_postcode_later=1(?:;|$)/;

/** The pages that list products: with a stored postcode, that postcode's offers. */
export const PRODUCT_LISTS: ReadonlySet<string> = new Set(['home', ...PRODUCT_PAGE_IDS]);

/** The page depends on the visitor's postcode cookie: a shared cache must keep the variants apart. */
export function varyOnCookie(reply: FastifyReply) {
  const vary = reply.getHeader('vary');
  if (typeof vary === 'string' && /\bCookie\b/.test(vary)) return;
  reply.header('vary', vary ? `${vary}, Cookie` : 'Cookie');
}

/** The quick-order dialog in a drawn page (apps/web/src/features/storefront/components/ProductDialog.tsx). */
const PRODUCT_DIALOG = 'data-testid="product-dialog"';

/** What a page without products is drawn from (the render cache's version: the settings are in its key). */
const NO_PRODUCTS = {};

export interface DrawnRoot {
  /** `<div id="prerender" data-ssr …>` with the page inside. */
  body: string;
  /**
   * A first visit's page (drawn with the postcode dialog open on the shop's pages, a product's
   * quick-order dialog on its own URL): the app is asked
   * for when the visitor first touches, types or clicks, not while the page loads (decisions 0060
   * and 0061, apps/api/src/lib/app-start.ts).
   */
  waits: boolean;
}

export interface AppPages {
  /**
   * The page drawn by the web app's own components (decision 0058), inside the element the browser
   * hydrates, or null when it cannot be drawn (the caller sends its own copy).
   */
  root(req: FastifyRequest, reply: FastifyReply, m: PublicMatch, search: string, lang: Language): Promise<DrawnRoot | null>;
  /** The page's HTML with the public pages' small style sheets written into it (see smallStyleSheets). */
  inlineStyles(html: string): string;
}

/** A style sheet this small is written into a drawn page rather than asked for. */
const INLINE_MAX_BYTES = 16 * 1024;
const STYLESHEET_LINK = /<link rel="stylesheet" crossorigin href="(\/assets\/[^"]+\.css)">/g;

/**
 * The small style sheets the built pages link (the shop's shell, the home page, the support
 * button: ~5 KB in all, apps/web/scripts/home-preload.mjs), by their
 * link. A page drawn by the app needs them for its first paint; as five more requests they held
 * that paint back by ~0.5 s on a slow line (Lighthouse), so they are written into the page instead.
 * The big entry style sheet stays a link (it is cached across pages).
 */
function smallStyleSheets(webRoot: string | undefined, template: string): Map<string, string> {
  const found = new Map<string, string>();
  if (!webRoot) return found;
  for (const [link, href] of template.matchAll(STYLESHEET_LINK)) {
    const file = join(webRoot, href!);
    // The disabled link beside the styles is never fetched; it tells the app's module loader (Vite's
    // preload helper, which looks for `link[href=…][rel="stylesheet"]`) that the sheet is in. Without
    // it the app added the same sheet again when it imported its chunk, and its arrival restyled the
    // whole page in the middle of the start (up to 100 ms, ~400 ms on a phone slowed 4×).
    if (existsSync(file) && statSync(file).size <= INLINE_MAX_BYTES)
      found.set(link, `<style>${readFileSync(file, 'utf8')}</style><link rel="stylesheet" href="${href}" disabled>`);
  }
  return found;
}

/**
 * The public pages drawn by the web app's server render (apps/web/dist-ssr/entry-server.js), or
 * null when the build has none. Pages that list products show what a guest's browser gets for the
 * visitor's postcode (the vm_postcode cookie) or, without one (or one the shop does not deliver to),
 * the "from" prices. The root element says what the page was drawn with, so that the browser
 * hydrates only when it would draw the same (apps/web/src/app/server-content.ts).
 */
export async function loadAppPages(app: FastifyInstance, opts: { serverEntry?: string; webRoot?: string; template: string }): Promise<AppPages | null> {
  const renderer = await loadAppRenderer(opts.serverEntry, app.log);
  if (!renderer) return null;
  const styles = smallStyleSheets(opts.webRoot, opts.template);

  // The browser gets the same JSON (GET /api/settings/public).
  const publicSettings = async () => JSON.parse(JSON.stringify(publicSettingsOf(await app.settings.get())));

  /** A shop page drawn for `code`'s offers (or the market's prices), and the postcode it shows. */
  async function drawProducts(r: AppRenderer, url: string, lang: Language, code: string | null, postcodeDialog: boolean) {
    const settings = await publicSettings();
    let found = code ? await catalogueAnswerData(app, code, lang).catch(() => null) : null;
    const postcode = found ? code : null;
    found ??= await catalogueAnswerData(app, null, lang);
    if (!found) return null;
    const html = await r.render({ url, lang, products: found.data, postcode, settings, postcodeDialog }, found.answer);
    return html === null ? null : { html, postcode };
  }

  /** A page without products (a content or supplier page): the postcode shows in its header only. */
  async function drawPage(r: AppRenderer, url: string, lang: Language, code: string | null) {
    const html = await r.render({ url, lang, products: null, postcode: code, settings: await publicSettings() }, NO_PRODUCTS);
    return html === null ? null : { html, postcode: code };
  }

  // A new process draws the home page once when it starts listening: its first page otherwise waits
  // ~1 s for the code to be compiled and the page's parts loaded.
  app.addHook('onListen', async () => {
    setImmediate(() => {
      drawProducts(renderer, '/', 'es', null, true).catch((err: unknown) => app.log.warn({ err }, 'the home page could not be drawn in advance'));
    });
  });

  return {
    inlineStyles: (html) => html.replace(STYLESHEET_LINK, (link) => styles.get(link) ?? link),
    async root(req, reply, m, search, lang) {
      // Every public page (decision 0061; the content and supplier pages were the server's own copy,
      // body.ts, swapped for the app's page once it had started: decision 0055).
      varyOnCookie(reply);
      const cookie = req.headers.cookie ?? '';
      const code = POSTCODE_COOKIE.exec(cookie)?.[1] ?? null;
      const listsProducts = PRODUCT_LISTS.has(m.page);
      // A first visit: no postcode, the dialog not put off, no dialog the app opens itself (?login,
      // ?code…), as the app decides. Its page waits for the visitor (decisions 0060, 0061).
      const firstVisit = !code && !POSTCODE_LATER_COOKIE.test(cookie) && !arrivesWithOwnDialog(null, search);
      // On the shop's pages a first visit gets the page with the postcode dialog open, as the browser
      // opens it on arrival, so it is on screen with the page's first paint and not a few seconds
      // later when the app has started (Lighthouse's filmstrip, bench/README.md). A product's own URL
      // opens that product's quick-order dialog instead, drawn open the same way (decision 0062).
      const postcodeDialog = firstVisit && listsProducts && !m.productId;
      const drawn = listsProducts ? await drawProducts(renderer, req.url, lang, code, postcodeDialog) : await drawPage(renderer, req.url, lang, code);
      if (!drawn) return null;
      // Not drawn for a product the market does not offer (the app then leads to its category page).
      const productDialog = !!m.productId && drawn.html.includes(PRODUCT_DIALOG);
      const marks = `data-ssr data-lang="${lang}"${drawn.postcode ? ` data-postcode="${drawn.postcode}"` : ''}${listsProducts ? ' data-products' : ''}${postcodeDialog ? ' data-postcode-dialog' : ''}${productDialog ? ' data-product-dialog' : ''}`;
      return { body: `<div id="prerender" ${marks}>${drawn.html}</div>`, waits: firstVisit && (!m.productId || productDialog) };
    },
  };
}
