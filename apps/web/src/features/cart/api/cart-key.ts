import { isCustomerRole } from '@vedmarked/domain';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useSession } from '../../../lib/session.ts';
import { useStored } from '../../../lib/storage.ts';
import type { CartView } from '@vedmarked/domain';

/** The cart's query key: per signed-in customer (or guest), postcode and promo code. */
export function useCartKey() {
  const { user, actor } = useSession();
  const postcode = useStored('postcode');
  const code = useStored('promoCode');
  const enabled = actor === 'guest' || isCustomerRole(actor);
  return { key: ['cart', user?.id ?? 'guest', postcode ?? '', code ?? ''] as const, postcode, code, enabled };
}

/** Puts a fresh cart answer into the cache (every cart call answers with the whole cart). */
export function useSetCart() {
  const qc = useQueryClient();
  const { key } = useCartKey();
  return useCallback((view: CartView) => qc.setQueryData(key, view), [qc, key]);
}
