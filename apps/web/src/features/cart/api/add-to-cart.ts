import { api } from '../../../lib/api.ts';
import { storage } from '../../../lib/storage.ts';
import type { CartView } from './types.ts';

export interface AddToCartInput {
  vendorProductId: number;
  quantity?: number;
}

export function addToCart(input: AddToCartInput) {
  return api<CartView & { added: { line_id: number; quantity: number } }>('/cart/add', {
    withSession: true,
    body: {
      postcode: storage.get('postcode') ?? '',
      vendor_product_id: input.vendorProductId,
      quantity: input.quantity,
      code: storage.get('promoCode') ?? undefined,
    },
  });
}
