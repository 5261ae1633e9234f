import { api } from '../../../lib/api.ts';
import { storage } from '../../../lib/storage.ts';
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
