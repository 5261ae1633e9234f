export * from './delivery.ts';
export * from './delivery.messages.ts';
export * from './delivery.schema.ts';
