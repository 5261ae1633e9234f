import { matchPublicPath, PRODUCT_PAGE_IDS, type PublicPageId } from '@vedmarked/domain';
import { prefetchProductsByPostcode } from '../features/storefront/api/get-products-by-postcode.ts';
import { initialLanguage, preloadNamespaces } from '../i18n/index.ts';
import { prefetchPublicSettings } from '../lib/public-settings-early.ts';
import { storage } from '../lib/storage.ts';

/**
 * What a public page needs, asked for the moment the app's script runs, before React mounts and
 * before the layouts start their own chunks (issue 18, "Also"; bench/first-visit-4g.ts). Without it,
 * on a slow connection, the products came after four round trips in series: the app's script, its
 * translations, the page's chunk and the page's translations, and only then the products call.
 * Now the page's chunk, its translations, the products and the public settings all start together,
 * and the app's first render waits for them on a page the server has already drawn
 * (app/boot-ready.ts), so that first render is the whole page.
 *
 * Imported first by main.tsx, so it runs before the other modules' top-level imports.
 */

/** The pages that list products (their "from" prices, or the stored postcode's offers). */
const SHOP_PAGES: ReadonlySet<PublicPageId> = new Set(['home', ...PRODUCT_PAGE_IDS]);

/** The namespaces a public page uses on its first screen: the storefront pages' (home: the article teasers too), or the shell's. */
export function firstNamespaces(page: PublicPageId | undefined): string[] {
  return page && SHOP_PAGES.has(page) ? ['common', 'errors', 'storefront', 'articles'] : ['common', 'errors'];
}

function startPublicPage(): Promise<void>[] {
  const page = matchPublicPath(location.pathname)?.page;
  if (!page) return [];
  if (page === 'home') void import('../features/storefront/pages/HomePage.tsx');
  if (!SHOP_PAGES.has(page)) return [prefetchPublicSettings()];
  preloadNamespaces(firstNamespaces(page));
  return [prefetchProductsByPostcode(storage.get('postcode'), storage.get('promoCode'), initialLanguage()), prefetchPublicSettings()];
}

/** Settles when the early answers are in (or have failed: the queries then ask again and report it). */
export const earlyAnswers: Promise<unknown> = Promise.all(startPublicPage());
