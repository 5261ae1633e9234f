export * from './statuses.ts';
export * from './market-orders.views.ts';
export * from './transport.ts';
export * from './wholesale-transitions.ts';
