export * from './admin-orders.ts';
export * from './admin-vendors.ts';
export * from './fixed-shipping.ts';
export * from './settings.ts';
