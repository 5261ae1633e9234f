import type { PublicSettingsView } from '@vedmarked/domain';
import { api } from './api.ts';

/*
 * The public settings' call, apart from lib/public-settings.ts: the app's first script asks for them
 * (app/boot-prefetch.ts), and that file's defaults bring the settings' schemas, which the first
 * script does not need.
 */

/** GET /api/settings/public: the settings a shopper sees (the same for everyone, so sent without a token). */
export function getPublicSettings(signal?: AbortSignal) {
  return api<PublicSettingsView>('/settings/public', { token: null, signal });
}

let early: { data: PublicSettingsView; at: number } | undefined;

/** Asked before the app's first render on public pages (app/boot-ready.ts); settles when the answer is in, never rejects. */
export function prefetchPublicSettings(): Promise<void> {
  return getPublicSettings().then(
    (data) => {
      early = { data, at: Date.now() };
    },
    () => {},
  );
}

/** The early answer, once it has come. */
export function earlyPublicSettings() {
  return early;
}
