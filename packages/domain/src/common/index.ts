export * from './constants.ts';
export * from './envelope.ts';
