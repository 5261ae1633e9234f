import i18n from 'i18next';
import { earlyProductsIn } from '../features/storefront/api/get-products-by-postcode.ts';
import { setPostcodeDialogDrawn, wasPostcodeDialogDismissed } from '../features/storefront/lib/postcode-prompt.ts';
import { setProductDialogDrawn } from '../features/storefront/lib/product-dialog-drawn.ts';
import { APP_ATTACHED_EVENT } from '../lib/app-attached.ts';
import { earlyPublicSettings } from '../lib/public-settings-early.ts';
import { setServerSnapshot, storage } from '../lib/storage.ts';

/**
 * The server's render of the page (decision 0058: `<div id="prerender" data-ssr>` holding the app's
 * own markup), when this browser would draw the same page from what it has: the same language, a
 * guest without a promotion code, the same postcode the server drew offers for, and the answers the
 * page was drawn from already in (app/boot-ready.ts waited for them). Then the app hydrates it;
 * otherwise (a signed-in visitor, a slow answer, the hand-written copy) it builds its own page and
 * swaps it in, as before.
 */
export function hydratableServerRender(): HTMLElement | null {
  const served = document.getElementById('prerender');
  if (!served || !('ssr' in served.dataset)) return null;
  const postcode = served.dataset.postcode || null;
  const lang = i18n.language;
  // Drawn with the postcode dialog open on arrival: not for a visitor who has put it off in this tab.
  const dialog = 'postcodeDialog' in served.dataset;
  const same =
    !(dialog && wasPostcodeDialogDismissed()) &&
    served.dataset.lang === lang &&
    !storage.get('accessToken') &&
    !storage.get('promoCode') &&
    storage.get('postcode') === postcode &&
    !!earlyPublicSettings() &&
    (!('products' in served.dataset) || earlyProductsIn(postcode, lang));
  if (!same) return null;
  // The first render reads what the server's did (lib/storage.ts).
  setServerSnapshot({ postcode });
  setPostcodeDialogDrawn(dialog);
  // Drawn with a product's quick-order dialog open (its own URL): the first render draws it in place too.
  setProductDialogDrawn('productDialog' in served.dataset);
  return served;
}

/** Once the page's content has hydrated: it is the app's page now (what waits for the swap, waits for this). */
export function serverRenderHydrated(served: HTMLElement) {
  served.removeAttribute('id');
  // A dialog mounted from now on (another page's) opens as the app opens it.
  setPostcodeDialogDrawn(false);
  setProductDialogDrawn(false);
  // The start script (apps/api/src/lib/app-start.ts) held the drawn page still until now.
  served.inert = false;
  served.removeAttribute('aria-disabled');
  document.documentElement.removeAttribute('data-app-starting');
  window.dispatchEvent(new Event(APP_ATTACHED_EVENT));
}

/**
 * The page the server wrote into the root element (#prerender, decision 0047) stays on screen
 * while the app builds its own page off-screen; when the app's page is ready (its heading is there
 * and nothing is loading any more), the app's element takes the root's place in one step. Nothing
 * is hydrated, so React has nothing to warn about, and nodes that appear are no layout shift.
 * Without a server page the app renders into the root element at once, as before.
 */

/** Longest the server's page stays when the app's page never gets ready (a failing call): then the app shows what it has. */
const LONGEST_MS = 10_000;

const pageReady = (app: HTMLElement) => !!app.querySelector('h1') && !app.querySelector('[data-loading]');

/** The element to render the app into. */
export function appContainer(): HTMLElement {
  const root = document.getElementById('root')!;
  const served = document.getElementById('prerender');
  if (!served) return root;
  // Readers with JavaScript get the app's links and buttons: the server's copy is only to look at meanwhile.
  served.inert = true;
  const app = document.createElement('div');
  let done = false;
  const swap = () => {
    if (done) return;
    done = true;
    observer.disconnect();
    clearTimeout(timer);
    root.removeAttribute('id');
    app.id = 'root';
    root.replaceWith(app);
    document.documentElement.removeAttribute('data-app-starting');
    window.dispatchEvent(new Event(APP_ATTACHED_EVENT));
  };
  const observer = new MutationObserver(() => {
    if (pageReady(app)) swap();
  });
  observer.observe(app, { childList: true, subtree: true, attributes: true, attributeFilter: ['data-loading'] });
  const timer = setTimeout(swap, LONGEST_MS);
  return app;
}
