import {
  defaultPlatformSettings,
  deliveryDaysSettingProblem,
  type PlatformSettings,
  type PlatformSettingsUpdate,
  type PlatformSettingsView,
} from '@vedmarked/domain';
import type { Executor } from '@vedmarked/db';
import type { FastifyInstance } from 'fastify';
import { fieldError } from '../../lib/errors.ts';
import { lockSettings, readStored, writeSettings } from './settings-store.ts';

/** The realtime channel every API process hears a settings change on (PostgreSQL NOTIFY at commit). */
export const SETTINGS_CHANNEL = 'settings';
/** A cached copy is dropped at the latest after this long, even if a notification was lost. */
export const SETTINGS_CACHE_MS = 30_000;

export interface SettingsService {
  /** The platform settings now: stored values over the defaults (cached in this process, dropped on change). */
  get(): Promise<PlatformSettings>;
  /** The settings as the given transaction sees them, uncached: for rules that compute money in that transaction. */
  read(tx: Executor): Promise<PlatformSettings>;
  /** The settings with their defaults and the last change (the admin's page). */
  view(): Promise<PlatformSettingsView>;
  /** Stores the changed settings and audits the change with its reason; returns the keys that changed. */
  update(adminId: number, body: PlatformSettingsUpdate, now?: Date): Promise<{ changed: string[]; view: PlatformSettingsView }>;
  /** Drops the cached copy (a change was heard, or the realtime connection came back). */
  invalidate(): void;
}

/** One module reads and writes platform_settings; every other module asks it (decision 0038). */
export function createSettingsService(app: FastifyInstance): SettingsService {
  const defaults = () => defaultPlatformSettings(app.config.platformFeePct);
  let cached: { at: number; value: Promise<PlatformSettings> } | null = null;
  // A read that began before a change must not put the old values back in the cache.
  let generation = 0;

  const load = async (db: Executor) => ({ ...defaults(), ...(await readStored(db)).values });

  const service: SettingsService = {
    get() {
      const now = Date.now();
      if (cached && now - cached.at < SETTINGS_CACHE_MS) return cached.value;
      const gen = generation;
      const value = load(app.db);
      const entry = { at: now, value };
      cached = entry;
      // One handler for both outcomes: a second chain (.then without a rejection handler) would turn
      // a failed read (the database away for a moment) into an unhandled rejection.
      value.then(
        () => {
          if (gen !== generation && cached === entry) cached = null;
        },
        () => {
          if (cached === entry) cached = null;
        },
      );
      return value;
    },
    read(tx) {
      return load(tx);
    },
    async view() {
      const stored = await readStored(app.db);
      return {
        settings: { ...defaults(), ...stored.values },
        defaults: defaults(),
        updated_at: stored.updatedAt?.toISOString() ?? null,
        updated_by: stored.updatedBy,
      };
    },
    async update(adminId, body, now = new Date()) {
      const { reason, ...patch } = body;
      const changed = await app.db.transaction(async (tx) => {
        await lockSettings(tx);
        const before = { ...defaults(), ...(await readStored(tx)).values };
        // The delivery days must stay in order (fast < standard <= custom maximum) with the change applied.
        const wrong = deliveryDaysSettingProblem({ ...before, ...Object.fromEntries(Object.entries(patch).filter(([, v]) => v !== undefined)) });
        if (wrong) throw fieldError({ [wrong]: 'error-setting-delivery-days-order' });
        const diff = Object.fromEntries(
          Object.entries(patch).filter(([k, v]) => v !== undefined && before[k as keyof PlatformSettings] !== v),
        ) as Partial<PlatformSettings>;
        const keys = Object.keys(diff);
        // A retry of the same change changes nothing and writes no second audit entry.
        if (!keys.length) return keys;
        await writeSettings(tx, diff, adminId, now);
        await app.audit.record(tx, {
          actorUserId: adminId,
          action: 'settings.update',
          target: 'platform_settings',
          details: {
            reason,
            changes: Object.fromEntries(keys.map((k) => [k, { from: before[k as keyof PlatformSettings], to: diff[k as keyof PlatformSettings] }])),
          },
        });
        await app.realtime.publish(tx, SETTINGS_CHANNEL, { keys });
        return keys;
      });
      if (changed.length) service.invalidate();
      return { changed, view: await service.view() };
    },
    invalidate() {
      generation++;
      cached = null;
    },
  };
  return service;
}
