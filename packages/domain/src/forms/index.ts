export * from './forms.schema.ts';
export * from './forms.ts';
