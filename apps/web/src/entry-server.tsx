/**
 * The server's render of a public page (decision 0058): the app's own components, drawn to HTML in
 * the API process (apps/api/src/modules/seo/app-render.ts) and hydrated by the browser
 * (app/start.tsx), so the page a visitor sees first is the page they use: no second copy, no swap.
 *
 * Built apart with `vite build --ssr` into dist-ssr/ (not served). The answers the page is drawn
 * from (the products by postcode, the public settings) are the API's own, given by the caller; the
 * browser asks for the same answers before it hydrates and draws the same markup from them.
 */
import type { Language, ProductsByPostcode, PublicSettingsView } from '@vedmarked/domain';
import { QueryClient } from '@tanstack/react-query';
import i18next, { type i18n as I18n, type Resource } from 'i18next';
import { renderToString } from 'react-dom/server';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import { AppProviders } from './app/App.tsx';
import { rootRoutes } from './app/router.tsx';
import { productsQueryKey } from './features/storefront/api/get-products-by-postcode.ts';
import { setPostcodeDialogDrawn } from './features/storefront/lib/postcode-prompt.ts';
import { setProductDialogDrawn } from './features/storefront/lib/product-dialog-drawn.ts';
import { setServerSnapshot } from './lib/storage.ts';

type Json = { default: Record<string, unknown> };
const local = import.meta.glob<Json>('./i18n/*/*.json', { eager: true });
const shared = import.meta.glob<Json>('../../../packages/domain/src/i18n/*/*.json', { eager: true });

/** Every language's every namespace, read once: a render's i18next instance shares them. */
const resources: Resource = {};
for (const [path, m] of [...Object.entries(local), ...Object.entries(shared)]) {
  const found = /\/([a-z]{2})\/([\w-]+)\.json$/.exec(path);
  if (!found) continue;
  const [, lng, ns] = found as unknown as [string, string, string];
  resources[lng] ??= {};
  resources[lng][ns] = m.default;
}

async function i18nFor(lang: Language): Promise<I18n> {
  const i18n = i18next.createInstance();
  await i18n.use(initReactI18next).init({
    lng: lang,
    fallbackLng: 'es',
    resources,
    ns: Object.keys(resources.es ?? {}),
    defaultNS: 'common',
    interpolation: { escapeValue: false },
    returnNull: false,
    initAsync: false,
    showSupportNotice: false,
  });
  return i18n;
}

export interface ServerRenderInput {
  /** The page's path and query (/es/lena, /no/ved/12-bjork). */
  url: string;
  lang: Language;
  /** GET /api/products/get-products-by-postcode's data for `postcode` in `lang` (pages that list products), else null. */
  products: ProductsByPostcode | null;
  /** The visitor's postcode the products are for (the vm_postcode cookie), or null ("from" prices). */
  postcode: string | null;
  /** GET /api/settings/public's data. */
  settings: PublicSettingsView;
  /**
   * A visitor without a postcode who has not put the postcode dialog off (no vm_postcode or
   * vm_postcode_later cookie): the home and category pages are drawn with it open, as the browser
   * opens it on arrival.
   */
  postcodeDialog?: boolean;
}

/** React's mark of a Suspense boundary the server drew as its fallback (the browser draws it). */
const SUSPENDED = '<!--$!-->';

/** Renders run one at a time: the stored values the first render reads (setServerSnapshot) are the module's. */
let queue: Promise<unknown> = Promise.resolve();

/** The page's markup, to go inside the root element; throws when the page cannot be drawn (the caller falls back). */
export function renderApp(input: ServerRenderInput): Promise<string> {
  const run = queue.then(() => render(input));
  queue = run.catch(() => undefined);
  return run;
}

async function render({ url, lang, products, postcode, settings, postcodeDialog = false }: ServerRenderInput): Promise<string> {
  const i18n = await i18nFor(lang);
  const client = new QueryClient({ defaultOptions: { queries: { staleTime: Number.POSITIVE_INFINITY, retry: false } } });
  client.setQueryData(['settings', 'public'], settings);
  // The key the page's products query asks under for a guest (get-products-by-postcode.ts).
  if (products) client.setQueryData(productsQueryKey(postcode, null, lang, 'guest'), products);
  setServerSnapshot({ postcode });
  setPostcodeDialogDrawn(postcodeDialog);
  // A product's own URL: its quick-order dialog, open from the first render, is drawn in place.
  setProductDialogDrawn(true);
  const handler = createStaticHandler(rootRoutes());
  const context = await handler.query(new Request(new URL(url, 'http://server.invalid')));
  if (context instanceof Response) throw new Error(`the router answered ${context.status} for ${url}`);
  const router = createStaticRouter(handler.dataRoutes, context);
  const page = (
    <I18nextProvider i18n={i18n}>
      <AppProviders client={client}>
        <StaticRouterProvider router={router} context={context} hydrate={false} />
      </AppProviders>
    </I18nextProvider>
  );
  // One string, no streaming: the page needs no script to show (React's streaming scripts are not
  // allowed by the page's Content-Security-Policy). A part whose code is not loaded yet (a lazy
  // page or the header's tools, the first time this process draws them) suspends and is drawn as
  // its fallback, which is marked; the render is repeated once that code is in. Later renders of
  // the same pages find it loaded.
  let html = renderToString(page);
  // Up to ~5 s for a part's code on a cold process (it loads from disk once); nothing waits afterwards.
  for (let waited = 0, delay = 5; html.includes(SUSPENDED) && waited < 5_000; waited += delay, delay = Math.min(delay * 2, 250)) {
    await new Promise((resolve) => setTimeout(resolve, delay));
    html = renderToString(page);
  }
  if (html.includes(SUSPENDED)) throw new Error(`a part of ${url} never finished loading`);
  client.clear();
  return html;
}
