import type { ShopProduct } from '@vedmarked/domain';
import { useState } from 'react';
import { ProductDialog } from './ProductDialog.tsx';

/** State of the quick-order dialog on a page: open it with a product, render the element once. `onClose` runs after it closes. */
export function useQuickOrder(from: boolean, onClose?: () => void) {
  const [product, setProduct] = useState<ShopProduct | null>(null);
  const close = () => {
    setProduct(null);
    onClose?.();
  };
  const dialog = <ProductDialog product={product} from={from} onClose={close} />;
  return { open: setProduct, dialog };
}
