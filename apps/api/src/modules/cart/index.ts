/**
 * The cart module's front door. It owns carts and cart_lines; other modules and the workflows use
 * only what is exported here.
 */
export { default as cartHttp } from './cart.http.ts';
export { applyExtraCost, type LoadedLine, loadLines, localName } from './cart-lines.ts';
export { type CartCaller, cartNeedsUpdate, cartProductsOf } from './cart-state.ts';
export { addLinesToCart, type CartOwner, emptyCart, findCart, lineCount } from './cart-store.ts';
export { customerForCheckout } from './check-cart.ts';
export { buildCartView } from './price-cart.ts';
export { vendorInfoFor } from './vendor-offers.ts';
