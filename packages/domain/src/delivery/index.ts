export * from './delivery.ts';
export * from './delivery.schema.ts';
