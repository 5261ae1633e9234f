/** The home page's tabs, in order: navigation state { tab: n } opens one (0 order, 1 group order). */
export const HOME_TABS = ['order', 'group-order', 'dugnad', 'accessories'] as const;
export type HomeTab = (typeof HOME_TABS)[number];

/** The tab to open for a navigation state: { tab: 0 | 1 | 2 | 3 }, anything else the first. */
export function tabFromState(state: unknown): HomeTab {
  const i = (state as { tab?: unknown } | null)?.tab;
  return typeof i === 'number' && Number.isInteger(i) && i >= 0 && i < HOME_TABS.length ? HOME_TABS[i]! : 'order';
}
