import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { useSetCart } from './cart-key.ts';
import type { CartView } from '@vedmarked/domain';

export function clearCart() {
  return api<CartView>('/cart/clear', { withSession: true, body: {} });
}

export function useClearCart() {
  const setCart = useSetCart();
  return useMutation({ mutationFn: clearCart, onSuccess: (view) => setCart(view) });
}
