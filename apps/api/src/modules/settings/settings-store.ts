import { PLATFORM_SETTING_KEYS, type PlatformSettings, platformSettingsSchema } from '@vedmarked/domain';
import { type Executor, platformSettings } from '@vedmarked/db';
import { desc, sql } from 'drizzle-orm';

/** What platform_settings holds: the stored values (each checked again on the way out), and the last change. */
export interface StoredSettings {
  values: Partial<PlatformSettings>;
  updatedAt: Date | null;
  updatedBy: number | null;
}

/**
 * Reads the stored settings. A stored value the schema no longer accepts (an older release wrote
 * it, or someone edited the table by hand) is left out, so its default applies instead of a 500.
 */
export async function readStored(db: Executor): Promise<StoredSettings> {
  const rows = await db.select().from(platformSettings).orderBy(desc(platformSettings.updatedAt));
  const values: Record<string, unknown> = {};
  for (const r of rows) {
    if (!(PLATFORM_SETTING_KEYS as string[]).includes(r.key)) continue;
    const field = platformSettingsSchema.shape[r.key as keyof PlatformSettings];
    const parsed = field.safeParse(r.value);
    if (parsed.success) values[r.key] = parsed.data;
  }
  return { values: values as Partial<PlatformSettings>, updatedAt: rows[0]?.updatedAt ?? null, updatedBy: rows[0]?.updatedBy ?? null };
}

/**
 * Serialises changes of the settings (a transaction-scoped advisory lock): two admins saving at once
 * would each check the delivery days' order against values the other is changing.
 */
export async function lockSettings(tx: Executor) {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext('platform_settings'))`);
}

const sqlExcluded = (col: string) => sql.raw(`excluded."${col}"`);

/** Writes the given settings (upsert per key) in the caller's transaction. */
export async function writeSettings(tx: Executor, patch: Partial<PlatformSettings>, adminId: number, now: Date) {
  const entries = Object.entries(patch).filter(([, v]) => v !== undefined);
  if (!entries.length) return;
  await tx
    .insert(platformSettings)
    .values(entries.map(([key, value]) => ({ key, value, updatedAt: now, updatedBy: adminId })))
    .onConflictDoUpdate({
      target: platformSettings.key,
      set: { value: sqlExcluded('value'), updatedAt: now, updatedBy: adminId },
    });
}
