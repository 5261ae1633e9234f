export * from './company.ts';
export * from './pages.ts';
export * from './product-urls.ts';
