export * from './issues.ts';
export * from './primitives.ts';
