import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { storage } from '../../../lib/storage.ts';
import { useSetCart } from './cart-key.ts';
import type { CartView } from '@vedmarked/domain';

export function deleteCartLine(lineId: number) {
  return api<CartView>(`/cart/delete/${lineId}`, { withSession: true, query: { code: storage.get('promoCode') }, body: {} });
}

export function useDeleteCartLine() {
  const setCart = useSetCart();
  return useMutation({ mutationFn: deleteCartLine, onSuccess: (view) => setCart(view) });
}
