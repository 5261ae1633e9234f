export * from './bank-account.ts';
export * from './codes.ts';
export * from './dugnad.views.ts';
export * from './share.ts';
export * from './period.ts';
