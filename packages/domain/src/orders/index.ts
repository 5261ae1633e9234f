export * from './status.ts';
export type * from './order-summary.ts';
export * from './ownership.ts';
export * from './transitions.ts';
export * from './vendor-orders.ts';
