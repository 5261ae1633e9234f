export * from './postcode.schema.ts';
export * from './postcode.ts';
