import { defaultPlatformSettings, type PublicSettingsView, publicSettingsOf } from '@vedmarked/domain';
import { useQuery } from '@tanstack/react-query';
import { api } from './api.ts';

/** Spec section 9's values, shown until the answer comes (and if it never does): the same width, no layout shift. */
export const DEFAULT_PUBLIC_SETTINGS: PublicSettingsView = publicSettingsOf(defaultPlatformSettings());

/** GET /api/settings/public: the settings a shopper sees (the same for everyone, so sent without a token). */
export function getPublicSettings(signal?: AbortSignal) {
  return api<PublicSettingsView>('/settings/public', { token: null, signal });
}

/**
 * The operator's neighbour discount, dugnad share and delivery periods for the storefront's texts
 * (decision 0043). Always a value: the defaults while loading or when the call fails, so a text
 * never waits on it or shows a gap.
 */
export function usePublicSettings(): PublicSettingsView {
  const query = useQuery({ queryKey: ['settings', 'public'], queryFn: ({ signal }) => getPublicSettings(signal), staleTime: 60_000 });
  return query.data ?? DEFAULT_PUBLIC_SETTINGS;
}
