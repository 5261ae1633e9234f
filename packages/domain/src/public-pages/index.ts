export * from './pages.ts';
