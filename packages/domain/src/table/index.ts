export * from './filter.ts';
export * from './query.ts';
