export * from './calendar.ts';
export * from './cancellation.ts';
export * from './checkout.schema.ts';
export * from './checkout.views.ts';
export * from './delivery.ts';
export * from './neighbour.ts';
export * from './pricing.ts';
