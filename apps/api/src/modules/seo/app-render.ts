import { existsSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import type { Language, ProductsByPostcode, PublicSettingsView } from '@vedmarked/domain';
import type { FastifyBaseLogger } from 'fastify';

/**
 * The web app's own render of a public page (decision 0058): apps/web/dist-ssr/entry-server.js,
 * built beside the web app, draws the page with the app's components; the browser hydrates it.
 * Kept here: what that module takes and gives, and a bounded cache of drawn pages, since drawing a
 * page costs tens of milliseconds of this process's time and most visitors ask for the same few.
 */
export interface AppRenderInput {
  url: string;
  lang: Language;
  products: ProductsByPostcode | null;
  postcode: string | null;
  settings: PublicSettingsView;
  /** Drawn with the first visit's postcode dialog open (entry-server.tsx). */
  postcodeDialog?: boolean;
}

export interface AppRenderer {
  /** The page's markup for inside the root element; null when it could not be drawn (the caller sends its own copy). */
  render(input: AppRenderInput, version: object): Promise<string | null>;
}

/** About 80 pages of the home page's size. */
const CACHE_BYTES = 8 * 1024 * 1024;
/**
 * Pages being drawn at most at once (they are drawn one after another): beyond it a page that is not
 * kept is sent with the server's own copy, so that a burst of new pages (a catalogue change, many
 * postcodes) never queues up seconds of drawing in front of other requests.
 */
const MAX_WAITING = 4;

/**
 * Loads the web app's server entry, or returns null when the build has none (an API started without
 * the web build, the API's tests): the public pages then carry the hand-written copy (body.ts).
 */
export async function loadAppRenderer(entry: string | undefined, log: FastifyBaseLogger): Promise<AppRenderer | null> {
  if (!entry || !existsSync(entry)) return null;
  let mod: { renderApp: (input: AppRenderInput) => Promise<string> };
  try {
    mod = (await import(pathToFileURL(entry).href)) as typeof mod;
  } catch (err) {
    log.warn({ err, entry }, 'the web app’s server render could not be loaded; public pages carry the server’s own copy');
    return null;
  }
  return appRenderer(mod.renderApp, log);
}

/**
 * Drawn pages by (what they were drawn from, URL, language, postcode, settings): `version` is the
 * catalogue answer (or snapshot) the page shows, so a catalogue change gives new pages; the settings
 * are part of the key. Least recently used pages go first once the cache holds CACHE_BYTES.
 */
export function appRenderer(renderApp: (input: AppRenderInput) => Promise<string>, log: FastifyBaseLogger): AppRenderer {
  const versions = new WeakMap<object, number>();
  let nextVersion = 1;
  const pages = new Map<string, Promise<string | null>>();
  const sizes = new Map<string, number>();
  let bytes = 0;
  let drawing = 0;

  const keep = (key: string, html: string) => {
    if (!pages.has(key)) return;
    sizes.set(key, html.length);
    bytes += html.length;
    for (const [old] of pages) {
      if (bytes <= CACHE_BYTES) break;
      bytes -= sizes.get(old) ?? 0;
      sizes.delete(old);
      pages.delete(old);
    }
  };

  return {
    render(input, version) {
      let id = versions.get(version);
      if (!id) {
        id = nextVersion++;
        versions.set(version, id);
      }
      const key = `${id}|${input.lang}|${input.postcode ?? ''}|${input.postcodeDialog ? 'dialog' : ''}|${input.url}|${JSON.stringify(input.settings)}`;
      const found = pages.get(key);
      if (found) {
        // Most recently used last.
        pages.delete(key);
        pages.set(key, found);
        return found;
      }
      if (drawing >= MAX_WAITING) return Promise.resolve(null);
      drawing++;
      const page = renderApp(input).then(
        (html) => {
          drawing--;
          keep(key, html);
          return html;
        },
        (err: unknown) => {
          drawing--;
          pages.delete(key);
          log.error({ err, url: input.url }, 'the web app’s server render failed; the page carries the server’s own copy');
          return null;
        },
      );
      pages.set(key, page);
      return page;
    },
  };
}
