export * from './translate.ts';
