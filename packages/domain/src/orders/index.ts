export * from './orders.views.ts';
export * from './line-names.ts';
export * from './ownership.ts';
export * from './status.ts';
export * from './transitions.ts';
export * from './vendor-orders.ts';
