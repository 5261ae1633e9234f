export * from './status.ts';
export type * from './order-summary.ts';
export * from './vendor-orders.ts';
