export * from './accounts.schema.ts';
export * from './accounts.ts';
export * from './accounts.views.ts';
export * from './org-number.ts';
export * from './phone.ts';
export * from './register-paths.ts';
export * from './types.ts';
export * from './vendor-customers.ts';
