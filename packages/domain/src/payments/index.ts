export * from './cards.ts';
export * from './payment-plan.ts';
