import { useQuery } from '@tanstack/react-query';
import type { CartCheck } from '@vedmarked/domain';
import { api } from '../../../lib/api.ts';
import { useSession } from '../../../lib/session.ts';
import { useStored } from '../../../lib/storage.ts';

/** POST /api/cart/check: can the cart go to delivery, who is the customer, which checkout type. */
export function useCartCheck() {
  const { user } = useSession();
  const postcode = useStored('postcode');
  const code = useStored('promoCode');
  return useQuery({
    queryKey: ['cart-check', user?.id ?? 'guest', postcode, code],
    queryFn: () => api<CartCheck>('/cart/check', { withSession: true, body: { postcode: postcode ?? '', code: code ?? undefined } }),
    enabled: !!postcode,
    staleTime: 0,
  });
}
