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
interface EarlyAnswer {
  postcode: string | null;
  code: string | null;
  token: string | null;
  answer: Promise<ProductsByPostcode>;
  /** The answer once it has come, with when (the query's first render takes it as its data). */
  value?: { data: ProductsByPostcode; at: number };
}
let early: EarlyAnswer | null = null;

/** Asks at once; the promise settles when the answer is in (never rejects: a failure is the query's to report when it asks again). */
export function prefetchProductsByPostcode(postcode: string | null, code: string | null, language: string): Promise<void> {
  const answer = getProductsByPostcode(postcode, code, undefined, language);
  const asked: EarlyAnswer = { postcode, code, token: storage.get('accessToken'), answer };
  early = asked;
  return answer.then(
    (data) => {
      asked.value = { data, at: Date.now() };
    },
    () => {},
  );
}

function sameQuestion(found: EarlyAnswer | null, postcode: string | null, code: string | null, language: string): found is EarlyAnswer {
  return !!found && found.postcode === postcode && found.code === code && found.token === storage.get('accessToken') && language === initialLanguage();
}

function takeEarly(postcode: string | null, code: string | null, language: string): Promise<ProductsByPostcode> | null {
  const found = early;
  early = null;
  return sameQuestion(found, postcode, code, language) ? found.answer : null;
}

/** The early answer when it has already come (then the query starts with it: no loading state, no second render). */
function earlyValue(postcode: string | null, code: string | null, language: string) {
  return sameQuestion(early, postcode, code, language) ? early.value : undefined;
}

/** Whether the early answer for this question has come (a server-rendered page hydrates only then: app/server-content.ts). */
export function earlyProductsIn(postcode: string | null, language: string): boolean {
  return !!earlyValue(postcode, null, language);
}

/** The products query's key: the server's render of a page (entry-server.tsx) fills it for a guest. */
export const productsQueryKey = (postcode: string | null, code: string | null, language: string, userId: number | 'guest') =>
  ['storefront', 'products', postcode ?? '', code ?? '', language, userId] as const;

/**
 * The products for the stored postcode (names in the interface language). When the answer says the
 * cart needs updating (updateCart), the cart feature is asked to fetch the cart again.
 */
export function useProductsByPostcode() {
  const postcode = useStored('postcode');
  const code = useStored('promoCode');
  const { user } = useSession();
  const { i18n } = useTranslation();
  const ready = earlyValue(postcode, code, i18n.language);
  const query = useQuery({
    queryKey: productsQueryKey(postcode, code, i18n.language, user?.id ?? 'guest'),
    queryFn: ({ signal }) => takeEarly(postcode, code, i18n.language) ?? getProductsByPostcode(postcode, code, signal),
    staleTime: 60_000,
    initialData: ready?.data,
    initialDataUpdatedAt: ready?.at,
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
