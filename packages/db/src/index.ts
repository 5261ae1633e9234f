export * from './client.ts';
export * from './coverage.ts';
export * from './postcodes.ts';
export * from './schema/index.ts';
export { loadReferenceData } from './seed/reference.ts';
export { DEMO_LOGINS, DEMO_PASSWORD, isSeeded, orgNumberFrom, seedDemo } from './seed/demo.ts';
export { createTestDatabase } from './testing.ts';
export { dataDir, migrationsDir } from './paths.ts';
