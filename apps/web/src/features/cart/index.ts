/** What other features may use of the cart (everything else is internal). */
export { useClearCart } from './api/clear-cart.ts';
export { useCart } from './api/get-cart.ts';
export type { CartCheck, CartView } from '@vedmarked/domain';
export { CartLines } from './components/CartLines.tsx';
export { CartSummary } from './components/CartSummary.tsx';
export { confirmDialog } from './components/confirm.tsx';
export { CrossSell } from './components/CrossSell.tsx';
export { useMoney } from './components/Money.tsx';
