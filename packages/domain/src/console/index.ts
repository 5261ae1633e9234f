export * from './dashboard.ts';
export * from './dashboard.views.ts';
