export * from './translate.ts';
export * from './catalogues.ts';
