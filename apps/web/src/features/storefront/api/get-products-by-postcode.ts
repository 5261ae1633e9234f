import type { ProductsByPostcode } from '@vedmarked/domain';
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { initialLanguage } from '../../../i18n/index.ts';
import { api } from '../../../lib/api.ts';
import { requestCartRefresh } from '../../../lib/cart-actions.ts';
import { useSession } from '../../../lib/session.ts';
import { storage, useStored } from '../../../lib/storage.ts';

/**
 * GET /api/products/get-products-by-postcode: what can be delivered to a postcode (by vendor and
 * grouped by product, plus accessories), or "from" prices when no postcode is given.
 */
export function getProductsByPostcode(postcode: string | null, code: string | null, signal?: AbortSignal, language?: string) {
  return api<ProductsByPostcode>('/products/get-products-by-postcode', { withSession: true, query: { postcode, code }, signal, language });
}

/**
 * The first answer, asked for before React mounts (app/boot-prefetch.ts): on a slow connection the
 * call otherwise waited for the app's code, its translations and the page's chunk in series
 * (bench/first-visit-4g.ts, decision 0030). The query takes it once, when it asks the same question
 * (postcode, code, signed-in user, and still the language the app started in).
 */
let early: { postcode: string | null; code: string | null; token: string | null; answer: Promise<ProductsByPostcode> } | null = null;

export function prefetchProductsByPostcode(postcode: string | null, code: string | null, language: string) {
  const answer = getProductsByPostcode(postcode, code, undefined, language);
  // A failure is the query's to report when it asks again; nothing is left unhandled meanwhile.
  answer.catch(() => {});
  early = { postcode, code, token: storage.get('accessToken'), answer };
}

function takeEarly(postcode: string | null, code: string | null, language: string): Promise<ProductsByPostcode> | null {
  const found = early;
  early = null;
  const same = found && found.postcode === postcode && found.code === code && found.token === storage.get('accessToken') && language === initialLanguage();
  return same ? found.answer : null;
}

/**
 * The products for the stored postcode (names in the interface language). When the answer says the
 * cart needs updating (updateCart), the cart feature is asked to fetch the cart again.
 */
export function useProductsByPostcode() {
  const postcode = useStored('postcode');
  const code = useStored('promoCode');
  const { user } = useSession();
  const { i18n } = useTranslation();
  const query = useQuery({
    queryKey: ['storefront', 'products', postcode ?? '', code ?? '', i18n.language, user?.id ?? 'guest'],
    queryFn: ({ signal }) => takeEarly(postcode, code, i18n.language) ?? getProductsByPostcode(postcode, code, signal),
    staleTime: 60_000,
    placeholderData: (previous, previousQuery) =>
      // Keep showing the list while only the language changes; a new postcode starts clean.
      previousQuery?.queryKey[2] === (postcode ?? '') ? previous : undefined,
  });
  const updateCart = query.data?.updateCart === true;
  const answeredAt = query.dataUpdatedAt;
  // Once per answer that says so (answeredAt changes with every fresh answer).
  useEffect(() => {
    if (updateCart && answeredAt > 0) requestCartRefresh();
  }, [updateCart, answeredAt]);
  return { ...query, postcode };
}
