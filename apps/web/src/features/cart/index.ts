/** What other features may use of the cart (everything else is internal). */
export { useCartKey, useSetCart } from './api/cart-key.ts';
export { useClearCart } from './api/clear-cart.ts';
export { useCart } from './api/get-cart.ts';
export type { CartCheck, CartLine, CartView, VendorInfo } from '@vedmarked/domain';
export { CartLines } from './components/CartLines.tsx';
export { CartRuntime } from './components/CartRuntime.tsx';
export { CartSummary } from './components/CartSummary.tsx';
export { confirmDialog } from './components/confirm.tsx';
export { CrossSell } from './components/CrossSell.tsx';
export { Money, useMoney } from './components/Money.tsx';
