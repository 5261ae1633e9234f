import type { ShopProduct } from '@vedmarked/domain';
import { useState } from 'react';
import { ProductDialog } from './ProductDialog.tsx';

/**
 * State of the quick-order dialog on a page: open it with a product, render the element once.
 * `onClose` runs after it closes. `initial`: the product whose dialog is open on arrival (a product
 * offer's own URL), so that the page's first render, the server's included, has it open.
 */
export function useQuickOrder(from: boolean, onClose?: () => void, initial: ShopProduct | null = null) {
  const [product, setProduct] = useState<ShopProduct | null>(initial);
  const close = () => {
    setProduct(null);
    onClose?.();
  };
  const dialog = <ProductDialog product={product} from={from} onClose={close} />;
  return { open: setProduct, dialog };
}
