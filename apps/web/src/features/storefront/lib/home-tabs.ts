/** The home page's tabs, in order: navigation state { tab: n } opens one (0 order, 1 group order). */
export const HOME_TABS = ['order', 'group-order', 'dugnad', 'accessories'] as const;
export type HomeTab = (typeof HOME_TABS)[number];

/**
 * Home variants (spec section 2): "full" has every tab; "basic" shows the dugnad and accessories
 * tabs disabled. Chosen at build time with VITE_HOME_VARIANT (README, Configuration).
 */
export const HOME_VARIANTS = ['full', 'basic'] as const;
export type HomeVariant = (typeof HOME_VARIANTS)[number];

/** The variant a build setting names; anything else (unset, misspelt) is the full home. */
export function homeVariant(setting: unknown): HomeVariant {
  return setting === 'basic' ? 'basic' : 'full';
}

/** Whether a tab can be opened in a variant. */
export function isTabEnabled(tab: HomeTab, variant: HomeVariant): boolean {
  return variant === 'full' || (tab !== 'dugnad' && tab !== 'accessories');
}

/** The tab to open for a navigation state: { tab: 0 | 1 | 2 | 3 }, anything else, or a disabled tab, the first. */
export function tabFromState(state: unknown, variant: HomeVariant = 'full'): HomeTab {
  const i = (state as { tab?: unknown } | null)?.tab;
  const tab = typeof i === 'number' && Number.isInteger(i) && i >= 0 && i < HOME_TABS.length ? HOME_TABS[i]! : 'order';
  return isTabEnabled(tab, variant) ? tab : 'order';
}
