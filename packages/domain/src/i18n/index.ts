export * from './translate.ts';
export * from './catalogues.ts';
export * from './locales.ts';
