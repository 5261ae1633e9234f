import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { storage } from '../../../lib/storage.ts';
import { useSetCart } from './cart-key.ts';
import type { CartView } from '@vedmarked/domain';

export function updateCartLine({ lineId, quantity }: { lineId: number; quantity: number }) {
  return api<CartView>(`/cart/update/${lineId}`, { withSession: true, query: { code: storage.get('promoCode') }, body: { quantity } });
}

export function useUpdateCartLine() {
  const setCart = useSetCart();
  return useMutation({ mutationFn: updateCartLine, onSuccess: (view) => setCart(view) });
}
