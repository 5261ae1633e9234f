import type { ShopProduct } from '@vedmarked/domain';
import { useState } from 'react';
import { ProductDialog } from './ProductDialog.tsx';

/** State of the quick-order dialog on a page: open it with a product, render the element once. */
export function useQuickOrder(from: boolean) {
  const [product, setProduct] = useState<ShopProduct | null>(null);
  const dialog = <ProductDialog product={product} from={from} onClose={() => setProduct(null)} />;
  return { open: setProduct, dialog };
}
