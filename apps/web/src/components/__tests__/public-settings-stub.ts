import { act } from '@testing-library/react';
import type { PublicSettingsView } from '@vedmarked/domain';
import { vi } from 'vitest';

/** The operator's settings the texts' tests expect to see (not spec section 9's 50 and 5). */
const SETTINGS: PublicSettingsView = {
  neighbour_discount_pct: 40,
  group_share_pct: 7,
  delivery_periods: { fast_days: 6, fast_extra_pct: 10, standard_days: 12, custom_min_days: 6, custom_max_days: 30 },
};

/** The settings answer when released (so the first frame can be read); any other call answers an empty list. */
export function stubPublicSettings() {
  const urls: string[] = [];
  let release!: () => void;
  const released = new Promise<void>((r) => {
    release = r;
  });
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: URL) => {
      urls.push(String(url));
      const settings = String(url).includes('/api/settings/public');
      if (settings) await released;
      return new Response(JSON.stringify({ success: true, data: settings ? SETTINGS : [] }), { status: 200, headers: { 'content-type': 'application/json' } });
    }),
  );
  return { urls, release: () => act(async () => release()) };
}
