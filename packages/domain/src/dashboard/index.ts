export * from './home.ts';
export * from './shortcuts.ts';
