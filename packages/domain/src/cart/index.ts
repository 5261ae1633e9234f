export * from './cart.schema.ts';
export * from './cart.views.ts';
export * from './cart-problems.ts';
export * from './cart-rules.ts';
export * from './promo.ts';
export * from './minimum-order.ts';
export * from './merge-carts.ts';
