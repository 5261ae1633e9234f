import { z } from 'zod';
import type { Actor } from '../roles/roles.ts';

/**
 * The dashboard home (issue 11, item 3; decision 0040): what needs attention now, one card per
 * piece of work, each with its count (when it is counted) and the page where it is done.
 */
export const HOME_CARD_KEYS = ['confirm', 'market', 'low-stock', 'routes', 'settlements', 'listings', 'wholesale-orders', 'transport-requests'] as const;
export type HomeCardKey = (typeof HOME_CARD_KEYS)[number];

/** Where each card leads. */
export const HOME_CARD_LINKS: Record<HomeCardKey, string> = {
  confirm: '/dashboard/orders',
  market: '/dashboard/orders?tab=market',
  'low-stock': '/dashboard/products',
  routes: '/dashboard/routes',
  settlements: '/dashboard/settlements',
  listings: '/dashboard/products/round-timber',
  'wholesale-orders': '/dashboard/orders',
  'transport-requests': '/dashboard/transportation',
};

/** The cards of each role, in the order they are shown. The admin's home is the console's (not here). */
export function homeCardsFor(actor: Actor): readonly HomeCardKey[] {
  switch (actor) {
    case 'vendor':
    case 'vendor-transporter':
      return ['confirm', 'market', 'low-stock', 'routes', 'settlements'];
    case 'transporter':
      return ['routes'];
    case 'wholesaler':
      return ['listings', 'wholesale-orders', 'settlements'];
    case 'round-timber-transporter':
      return ['transport-requests', 'settlements'];
    default:
      return [];
  }
}

/** The guided first sign-in of each role: the company tour, or the wholesaler's welcome page. */
export const FIRST_SIGN_IN_GUIDES = ['company', 'welcome'] as const;
export type FirstSignInGuide = (typeof FIRST_SIGN_IN_GUIDES)[number];

export function firstSignInGuideFor(actor: Actor): FirstSignInGuide | null {
  switch (actor) {
    case 'vendor':
    case 'vendor-transporter':
    case 'transporter':
    case 'round-timber-transporter':
      return 'company';
    case 'wholesaler':
      return 'welcome';
    default:
      return null;
  }
}

/** Where each guide is shown. */
export const GUIDE_PATHS: Record<FirstSignInGuide, string> = { company: '/dashboard/company?tour=1', welcome: '/dashboard/welcome' };

/**
 * Low stock: an active offer whose stock is under a floor of 20 sacks, or under a week of its sales
 * (the last 28 days' sales divided by 4), whichever is higher.
 */
export const LOW_STOCK_FLOOR = 20;
export const LOW_STOCK_SALES_DAYS = 28;
export function lowStockThreshold(soldInSalesWindow: number): number {
  return Math.max(LOW_STOCK_FLOOR, Math.ceil(Math.max(0, soldInSalesWindow) / (LOW_STOCK_SALES_DAYS / 7)));
}
export function isLowStock(stock: number, soldInSalesWindow: number): boolean {
  return stock < lowStockThreshold(soldInSalesWindow);
}

export const homeCardView = z.object({
  key: z.enum(HOME_CARD_KEYS),
  to: z.string(),
  /** How many; null when the card is not counted (a page another module owns). */
  count: z.number().int().nullable(),
  /** A sum in minor units (outstanding settlements), with its currency; null otherwise. */
  amount: z.number().int().nullable(),
  currency: z.string().nullable(),
});
export type HomeCard = z.infer<typeof homeCardView>;

export const dashboardHomeView = z.object({
  cards: z.array(homeCardView),
  /** The first sign-in guide still to show (then the web opens it), or null. */
  guide: z.enum(FIRST_SIGN_IN_GUIDES).nullable(),
});
export type DashboardHome = z.infer<typeof dashboardHomeView>;

export const guideParams = z.object({ name: z.enum(FIRST_SIGN_IN_GUIDES, { error: 'error-guide-unknown' }) });
export const guideDoneView = z.object({ guide: z.enum(FIRST_SIGN_IN_GUIDES), done: z.literal(true) });
