import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import type { CartView } from '@vedmarked/domain';
import { useCartKey } from './cart-key.ts';

export function getCart(postcode: string | null, code: string | null) {
  return api<CartView>('/cart/list', { withSession: true, query: { postcode, code } });
}

/** The cart, priced for the stored postcode (guests and customers only). */
export function useCart() {
  const { key, postcode, code, enabled } = useCartKey();
  return useQuery({ queryKey: key, queryFn: () => getCart(postcode, code), enabled, staleTime: 15_000 });
}
