export * from './pages.ts';
export * from './product-urls.ts';
