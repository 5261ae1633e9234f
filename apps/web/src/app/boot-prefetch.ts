import { matchPublicPath } from '@vedmarked/domain';
import { prefetchProductsByPostcode } from '../features/storefront/api/get-products-by-postcode.ts';
import { initialLanguage, preloadNamespaces } from '../i18n/index.ts';
import { storage } from '../lib/storage.ts';

/**
 * What the home page needs, asked for the moment the app's script runs, before React mounts and
 * before the layouts start their own chunks (issue 18, "Also"; bench/first-visit-4g.ts). Without it,
 * on a slow connection, the products came after four round trips in series: the app's script, its
 * translations, the page's chunk and the page's translations, and only then the products call.
 * Now the page's chunk, its translations and, for a stored postcode, the products call all start
 * together. Server rendering (issue 21) will make this unnecessary.
 *
 * Imported first by main.tsx, so it runs before the other modules' top-level imports.
 */
function startHomePage() {
  if (matchPublicPath(location.pathname)?.page !== 'home') return;
  void import('../features/storefront/pages/HomePage.tsx');
  preloadNamespaces(['common', 'errors', 'storefront']);
  const postcode = storage.get('postcode');
  if (postcode) prefetchProductsByPostcode(postcode, storage.get('promoCode'), initialLanguage());
}

startHomePage();
