export * from './statuses.ts';
export * from './listing-rules.ts';
export * from './order-rules.ts';
export * from './listing.schema.ts';
export * from './market.schema.ts';
export * from './market-orders.views.ts';
export * from './transport.ts';
export * from './wholesale-transitions.ts';
