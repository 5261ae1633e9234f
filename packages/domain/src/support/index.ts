export * from './support.schema.ts';
export * from './support.ts';
