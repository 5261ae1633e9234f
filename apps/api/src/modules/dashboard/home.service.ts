import {
  type Actor,
  type DashboardHome,
  firstSignInGuideFor,
  HOME_CARD_LINKS,
  type HomeCard,
  type HomeCardKey,
  homeCardsFor,
  isLowStock,
  LOW_STOCK_SALES_DAYS,
  ORDER_STATUS,
  osloToday,
  ROUTE_STATUS,
} from '@vedmarked/domain';
import {
  type Executor,
  orderLines,
  orders,
  routes,
  settlements,
  timberListings,
  users,
  vendorCoverage,
  vendorProducts,
  vendors,
  wholesaleOrders,
} from '@vedmarked/db';
import { and, count, eq, gt, isNotNull, notInArray, or, sql } from 'drizzle-orm';
import type { AuthUser } from '../../plugins/auth.ts';
import { countOpenRequests } from '../transport/index.ts';
import { coversDelivery, onMarketFor } from '../vendor-orders/index.ts';

type Counted = Pick<HomeCard, 'count' | 'amount' | 'currency'>;
const counted = (n: number): Counted => ({ count: n, amount: null, currency: null });
const first = async (q: Promise<{ n: number }[]>) => (await q)[0]?.n ?? 0;

interface Who {
  userId: number;
  vendor: { id: number; active: boolean } | null;
  now: Date;
}

/** Orders paid 10% that wait for this vendor's answer. */
const toConfirm = (db: Executor, w: Who) =>
  first(
    db
      .select({ n: count() })
      .from(orders)
      .where(and(eq(orders.vendorId, w.vendor!.id), eq(orders.status, ORDER_STATUS.unconfirmed))),
  );

/** The market tab's orders: rejected by another vendor, where this one delivers, not rejected by it. */
const marketNearby = (db: Executor, w: Who) =>
  !w.vendor!.active
    ? Promise.resolve(0)
    : first(db.select({ n: count() }).from(orders).innerJoin(vendorCoverage, coversDelivery(w.vendor!.id)).where(onMarketFor(db, w.vendor!.id)));

/** Active offers under the low-stock line (domain isLowStock): their stock against the last 28 days' sales. */
async function lowStock(db: Executor, w: Who): Promise<number> {
  const since = new Date(w.now.getTime() - LOW_STOCK_SALES_DAYS * 86_400_000);
  const rows = await db
    .select({
      stock: vendorProducts.stock,
      sold: sql<number>`coalesce(sum(${orderLines.quantity}) filter (where ${orders.id} is not null), 0)::int`,
    })
    .from(vendorProducts)
    .leftJoin(orderLines, eq(orderLines.vendorProductId, vendorProducts.id))
    .leftJoin(
      orders,
      and(
        eq(orders.id, orderLines.orderId),
        gt(orders.createdAt, since),
        notInArray(orders.status, [ORDER_STATUS.suggested, ORDER_STATUS.declined, ORDER_STATUS.canceled]),
      ),
    )
    .where(and(eq(vendorProducts.vendorId, w.vendor!.id), eq(vendorProducts.active, true)))
    .groupBy(vendorProducts.id);
  return rows.filter((r) => isLowStock(r.stock, Number(r.sold))).length;
}

/** Routes on the road today: today's not yet ended, and any started one not yet completed. */
const routesToday = (db: Executor, w: Who) =>
  first(
    db
      .select({ n: count() })
      .from(routes)
      .where(
        and(
          eq(routes.vendorId, w.vendor!.id),
          eq(routes.status, ROUTE_STATUS.onRoute),
          or(eq(routes.deliveryDate, osloToday(w.now)), isNotNull(routes.startedAt)),
        ),
      ),
  );

/** Settlements not yet paid out to this party: how many, and the payout they add up to. */
async function outstanding(db: Executor, w: Who): Promise<Counted> {
  const [row] = await db
    .select({ n: count(), sum: sql<number>`coalesce(sum(${settlements.payout}), 0)::bigint`, currency: sql<string | null>`min(${settlements.currency})` })
    .from(settlements)
    .where(and(eq(settlements.vendorId, w.vendor!.id), eq(settlements.status, 'outstanding')));
  return { count: row?.n ?? 0, amount: Number(row?.sum ?? 0), currency: row?.currency ?? null };
}

const activeListings = (db: Executor, w: Who) =>
  first(
    db
      .select({ n: count() })
      .from(timberListings)
      .where(and(eq(timberListings.sellerUserId, w.userId), eq(timberListings.active, true))),
  );

const newWholesaleOrders = (db: Executor, w: Who) =>
  first(
    db
      .select({ n: count() })
      .from(wholesaleOrders)
      .where(and(eq(wholesaleOrders.sellerUserId, w.userId), eq(wholesaleOrders.status, 'ordered'))),
  );

/** How each card is counted; a party without a company (no vendor row yet) has nothing to count. */
const COUNTERS: Record<HomeCardKey, ((db: Executor, w: Who) => Promise<Counted>) | null> = {
  confirm: async (db, w) => counted(w.vendor ? await toConfirm(db, w) : 0),
  market: async (db, w) => counted(w.vendor ? await marketNearby(db, w) : 0),
  'low-stock': async (db, w) => counted(w.vendor ? await lowStock(db, w) : 0),
  routes: async (db, w) => counted(w.vendor ? await routesToday(db, w) : 0),
  settlements: async (db, w) => (w.vendor ? outstanding(db, w) : { count: 0, amount: 0, currency: null }),
  listings: async (db, w) => counted(await activeListings(db, w)),
  'wholesale-orders': async (db, w) => counted(await newWholesaleOrders(db, w)),
  'transport-requests': async (db, w) => counted(await countOpenRequests(db, w.userId)),
};

/**
 * GET /dashboard/home: the signed-in party's cards with their counts (a few small counting queries
 * side by side), and the first sign-in guide still to show. An admin acting as the user sees no guide
 * (the guide is the user's to see).
 */
export async function dashboardHome(db: Executor, me: AuthUser, now = new Date()): Promise<DashboardHome> {
  const actor: Actor = me.role;
  const [[vendor], [user]] = await Promise.all([
    db.select({ id: vendors.id, active: vendors.active }).from(vendors).where(eq(vendors.userId, me.id)).limit(1),
    db.select({ pending: users.companyTour }).from(users).where(eq(users.id, me.id)).limit(1),
  ]);
  const who: Who = { userId: me.id, vendor: vendor ?? null, now };
  const keys = homeCardsFor(actor);
  const figures = await Promise.all(keys.map((key) => COUNTERS[key]?.(db, who) ?? Promise.resolve({ count: null, amount: null, currency: null })));
  const guide = user?.pending && me.impersonatorId === null ? firstSignInGuideFor(actor) : null;
  return { cards: keys.map((key, i) => ({ key, to: HOME_CARD_LINKS[key], ...figures[i]! })), guide };
}
