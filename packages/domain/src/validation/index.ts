export * from './issues.ts';
