import { z } from 'zod';
import { type Area, canAccess } from '../roles/permissions.ts';
import type { Actor } from '../roles/roles.ts';

/**
 * Per-user shortcuts (spec sections 3 and 6; decision 0040): dashboard pages a user pins to the
 * home and the navigation. Only these pages can be pinned, and only those the user's role may open.
 */
export interface ShortcutPage {
  path: string;
  area: Area;
  /** i18n key of the page's name (common namespace). */
  titleKey: string;
}

export const SHORTCUT_PAGES: readonly ShortcutPage[] = [
  { path: '/dashboard/orders', area: 'orders', titleKey: 'nav.orders' },
  { path: '/dashboard/products', area: 'vendor', titleKey: 'nav.products' },
  { path: '/dashboard/customers', area: 'vendor', titleKey: 'nav.customers' },
  { path: '/dashboard/customers/new', area: 'vendor', titleKey: 'nav.customers-new' },
  { path: '/dashboard/customers/import', area: 'vendor', titleKey: 'nav.customers-import' },
  { path: '/dashboard/market', area: 'vendor', titleKey: 'nav.market' },
  { path: '/dashboard/routes', area: 'vendor', titleKey: 'nav.routes' },
  { path: '/driver', area: 'vendor', titleKey: 'nav.driver' },
  { path: '/dashboard/products/round-timber', area: 'wholesaler', titleKey: 'nav.round-timber' },
  { path: '/dashboard/products/wholesale-firewood', area: 'wholesaler', titleKey: 'nav.wholesale-firewood' },
  { path: '/dashboard/welcome', area: 'wholesaler', titleKey: 'nav.welcome' },
  { path: '/dashboard/transportation', area: 'transportation', titleKey: 'nav.transportation' },
  { path: '/dashboard/delivery', area: 'delivery', titleKey: 'nav.delivery' },
  { path: '/dashboard/settlements', area: 'settlementsRead', titleKey: 'nav.settlements' },
  { path: '/dashboard/company', area: 'company', titleKey: 'nav.company' },
  { path: '/dashboard/support', area: 'admin', titleKey: 'nav.support-inbox' },
];

/** The most shortcuts one user keeps. */
export const SHORTCUTS_MAX = 8;

/** The pages this role may pin. */
export function shortcutPagesFor(actor: Actor): readonly ShortcutPage[] {
  return SHORTCUT_PAGES.filter((p) => canAccess(p.area, actor));
}

export function canPin(actor: Actor, path: string): boolean {
  return shortcutPagesFor(actor).some((p) => p.path === path);
}

/** A stored list as the user sees it: pages the role can no longer open (a role change) drop out. */
export function visibleShortcuts(actor: Actor, stored: readonly string[]): ShortcutPage[] {
  const pages = shortcutPagesFor(actor);
  return stored.flatMap((path) => pages.filter((p) => p.path === path)).slice(0, SHORTCUTS_MAX);
}

const path = z.string({ error: 'error-shortcut-page' }).trim().min(1, { error: 'error-shortcut-page' }).max(200, { error: 'error-shortcut-page' });
export const shortcutBody = z.strictObject({ path });
export type ShortcutBody = z.infer<typeof shortcutBody>;
export const shortcutQuery = z.strictObject({ path });

export const shortcutView = z.object({ path: z.string(), title_key: z.string() });
export const shortcutsView = z.object({
  shortcuts: z.array(shortcutView),
  /** The pages the user may still pin (for the picker). */
  available: z.array(shortcutView),
  max: z.number().int(),
});
export type Shortcuts = z.infer<typeof shortcutsView>;

export function shortcutsOf(actor: Actor, stored: readonly string[]): Shortcuts {
  const pinned = visibleShortcuts(actor, stored);
  const view = (p: ShortcutPage) => ({ path: p.path, title_key: p.titleKey });
  return {
    shortcuts: pinned.map(view),
    available: shortcutPagesFor(actor)
      .filter((p) => !pinned.includes(p))
      .map(view),
    max: SHORTCUTS_MAX,
  };
}
