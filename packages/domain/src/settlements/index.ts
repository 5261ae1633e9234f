export * from './allocation.ts';
export * from './fees.ts';
export * from './ledger.ts';
export * from './lines.ts';
export * from './periods.ts';
export * from './settlements.views.ts';
