export * from './cart.schema.ts';
export * from './cart-rules.ts';
