export * from './answer-footprint.ts';
export * from './catalog.ts';
export * from './catalog.views.ts';
export * from './coverage.ts';
export * from './storefront.ts';
export * from './storefront-rules.ts';
export * from './vendor-products.ts';
