import { defaultPlatformSettings, type PublicSettingsView, publicSettingsOf } from '@vedmarked/domain';
import { useQuery } from '@tanstack/react-query';
import { earlyPublicSettings, getPublicSettings } from './public-settings-early.ts';

/** Spec section 9's values, shown until the answer comes (and if it never does): the same width, no layout shift. */
export const DEFAULT_PUBLIC_SETTINGS: PublicSettingsView = publicSettingsOf(defaultPlatformSettings());

/**
 * The operator's neighbour discount, dugnad share and delivery periods for the storefront's texts
 * (decision 0043). Always a value: the defaults while loading or when the call fails, so a text
 * never waits on it or shows a gap.
 */
export function usePublicSettings(): PublicSettingsView {
  const early = earlyPublicSettings();
  const query = useQuery({
    queryKey: ['settings', 'public'],
    queryFn: ({ signal }) => getPublicSettings(signal),
    staleTime: 60_000,
    initialData: early?.data,
    initialDataUpdatedAt: early?.at,
  });
  return query.data ?? DEFAULT_PUBLIC_SETTINGS;
}
