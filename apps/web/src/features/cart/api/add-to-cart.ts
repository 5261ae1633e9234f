import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { storage } from '../../../lib/storage.ts';
import { useSetCart } from './cart-key.ts';
import type { CartAdded } from '@vedmarked/domain';

export interface AddToCartInput {
  vendorProductId: number;
  quantity?: number;
}

export function addToCart(input: AddToCartInput) {
  return api<CartAdded>('/cart/add', {
    withSession: true,
    body: {
      postcode: storage.get('postcode') ?? '',
      vendor_product_id: input.vendorProductId,
      quantity: input.quantity,
      code: storage.get('promoCode') ?? undefined,
    },
  });
}

export function useAddToCart() {
  const setCart = useSetCart();
  return useMutation({ mutationFn: addToCart, onSuccess: (view) => setCart(view) });
}
