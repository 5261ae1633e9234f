import type { ProductsByPostcode } from '@vedmarked/domain';
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { api } from '../../../lib/api.ts';
import { requestCartRefresh } from '../../../lib/cart-actions.ts';
import { useSession } from '../../../lib/session.ts';
import { useStored } from '../../../lib/storage.ts';

/**
 * GET /api/products/get-products-by-postcode: what can be delivered to a postcode (by vendor and
 * grouped by product, plus accessories), or "from" prices when no postcode is given.
 */
export function getProductsByPostcode(postcode: string | null, code: string | null, signal?: AbortSignal) {
  return api<ProductsByPostcode>('/products/get-products-by-postcode', { withSession: true, query: { postcode, code }, signal });
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
    queryFn: ({ signal }) => getProductsByPostcode(postcode, code, signal),
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
