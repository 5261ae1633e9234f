export * from './company.ts';
export * from './content-values.ts';
export * from './pages.ts';
export * from './product-urls.ts';
export * from './prose.ts';
