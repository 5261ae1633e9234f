import { integer, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { users } from './accounts.ts';
import { updatedAt } from './helpers.ts';

/**
 * The operator's platform settings (decision 0038): one row per setting, its value as JSON. The
 * settings module (apps/api/src/modules/settings) alone reads and writes it, validating every value
 * with platformSettingsSchema of packages/domain; a key with no row has its default.
 */
export const platformSettings = pgTable('platform_settings', {
  key: text('key').primaryKey(),
  value: jsonb('value').notNull(),
  updatedAt: updatedAt(),
  updatedBy: integer('updated_by').references(() => users.id, { onDelete: 'set null' }),
});
