export * from './admin-orders.ts';
export * from './admin-vendors.ts';
export * from './dashboard.ts';
export * from './dashboard.views.ts';
export * from './fixed-shipping.ts';
export * from './settings.ts';
