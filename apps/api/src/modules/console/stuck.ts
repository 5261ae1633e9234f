import { type AdminBadges, type DashboardStuck, ORDER_STATUS, STUCK_KINDS, STUCK_THRESHOLDS, type StuckItem, type StuckKind } from '@vedmarked/domain';
import { type Executor, orders, payments, routes, routeStops, supportMessages, supportTickets, users, vendors } from '@vedmarked/db';
import { and, asc, count, eq, isNotNull, isNull, lt, notInArray, type SQL, sql } from 'drizzle-orm';

const ago = (hours: number) => sql`now() - make_interval(hours => ${hours})`;
const LIMIT = 50;
const iso = (d: Date | string) => (d instanceof Date ? d : new Date(d)).toISOString();
const orderLink = (id: number) => `/dashboard/orders/${id}`;

/**
 * A status as a literal, not a parameter: the partial indexes of migration 0016 (`where status = 1`,
 * `where status = 8`) are chosen only when the planner sees the value (decision 0043).
 */
const statusIs = (status: number) => sql`${orders.status} = ${sql.raw(String(Math.trunc(status)))}`;
/** When an order went to the market: kept on the order by triggers (its entry, then each vendor's rejection; migration 0016). */
const marketSince = sql<Date>`${orders.marketSince}`;
/** Whether a ticket's last message is the asker's (nobody answered it yet). */
const lastFromStaff = sql`(select ${supportMessages.fromStaff} from ${supportMessages} where ${supportMessages.ticketId} = ${supportTickets.id} order by ${supportMessages.id} desc limit 1)`;

/** The conditions of each kind of stuck thing (decision 0037: the thresholds). */
const WHERE: Record<StuckKind, () => SQL> = {
  unconfirmed: () => and(statusIs(ORDER_STATUS.unconfirmed), lt(orders.createdAt, ago(STUCK_THRESHOLDS.unconfirmedHours)))!,
  market: () => and(statusIs(ORDER_STATUS.market), lt(orders.marketSince, ago(STUCK_THRESHOLDS.marketHours)))!,
  payment: () =>
    and(
      eq(payments.status, 'pending'),
      isNotNull(payments.deadline),
      lt(payments.deadline, sql`now()`),
      notInArray(orders.status, [ORDER_STATUS.declined, ORDER_STATUS.canceled]),
    )!,
  route: () =>
    and(isNotNull(routes.startedAt), isNull(routes.completedAt), isNull(routes.canceledAt), lt(routes.startedAt, ago(STUCK_THRESHOLDS.routeStartedHours)))!,
  ticket: () =>
    and(eq(supportTickets.status, 'open'), sql`${lastFromStaff} = false`, lt(supportTickets.lastMessageAt, ago(STUCK_THRESHOLDS.ticketUnansweredHours)))!,
};

const customer = sql<string>`trim(${orders.firstName} || ' ' || ${orders.lastName})`;

async function countOf(db: Executor, kind: StuckKind, where: SQL = WHERE[kind]()): Promise<number> {
  const base =
    kind === 'payment'
      ? db.select({ n: count() }).from(payments).innerJoin(orders, eq(orders.id, payments.orderId))
      : kind === 'route'
        ? db.select({ n: count() }).from(routes)
        : kind === 'ticket'
          ? db.select({ n: count() }).from(supportTickets)
          : db.select({ n: count() }).from(orders);
  const [row] = await base.where(where);
  return Number(row?.n ?? 0);
}

async function itemsOf(db: Executor, kind: StuckKind): Promise<StuckItem[]> {
  const where = WHERE[kind]();
  switch (kind) {
    case 'unconfirmed':
    case 'market': {
      const since = kind === 'market' ? marketSince : sql<Date>`${orders.createdAt}`;
      const rows = await db
        .select({ id: orders.id, customer, vendor: vendors.name, since })
        .from(orders)
        .leftJoin(vendors, eq(vendors.id, orders.vendorId))
        .where(where)
        .orderBy(asc(since), asc(orders.id))
        .limit(LIMIT);
      return rows.map((r) => ({
        kind,
        id: r.id,
        label: `#${r.id}`,
        detail: [r.customer, r.vendor].filter(Boolean).join(' · '),
        since: iso(r.since),
        link: orderLink(r.id),
      }));
    }
    case 'payment': {
      const rows = await db
        .select({ id: payments.id, orderId: orders.id, stage: payments.stage, customer, since: payments.deadline })
        .from(payments)
        .innerJoin(orders, eq(orders.id, payments.orderId))
        .where(where)
        .orderBy(asc(payments.deadline), asc(orders.id))
        .limit(LIMIT);
      return rows.map((r) => ({ kind, id: r.id, label: `#${r.orderId} · ${r.stage}`, detail: r.customer, since: iso(r.since!), link: orderLink(r.orderId) }));
    }
    case 'route': {
      const rows = await db
        .select({ id: routes.id, vendor: vendors.name, since: routes.startedAt, firstOrder: sql<number | null>`min(${routeStops.orderId})` })
        .from(routes)
        .innerJoin(vendors, eq(vendors.id, routes.vendorId))
        .leftJoin(routeStops, and(eq(routeStops.routeId, routes.id), isNull(routeStops.deliveredAt)))
        .where(where)
        .groupBy(routes.id, vendors.name)
        .orderBy(asc(routes.startedAt), asc(routes.id))
        .limit(LIMIT);
      // The admin has no route page of its own: the route shows on its orders' pages (issue 13, item 2).
      return rows.map((r) => ({
        kind,
        id: r.id,
        label: `R${r.id}`,
        detail: r.vendor,
        since: iso(r.since!),
        link: r.firstOrder ? orderLink(Number(r.firstOrder)) : `/dashboard/orders?route=${r.id}`,
      }));
    }
    case 'ticket': {
      const rows = await db
        .select({
          id: supportTickets.id,
          email: users.email,
          name: sql<string>`trim(coalesce(${users.firstName}, '') || ' ' || coalesce(${users.lastName}, ''))`,
          since: supportTickets.lastMessageAt,
        })
        .from(supportTickets)
        .innerJoin(users, eq(users.id, supportTickets.userId))
        .where(where)
        .orderBy(asc(supportTickets.lastMessageAt), asc(supportTickets.id))
        .limit(LIMIT);
      return rows.map((r) => ({
        kind,
        id: r.id,
        label: `#${r.id}`,
        detail: r.name || r.email,
        since: iso(r.since!),
        link: `/dashboard/support?ticket=${r.id}`,
      }));
    }
  }
}

/** GET /api/admin/dashboard/stuck: what waits too long, per kind (counts, and the oldest 50 of each with where to fix it). */
export async function dashboardStuck(db: Executor): Promise<DashboardStuck> {
  const [counts, items] = await Promise.all([Promise.all(STUCK_KINDS.map((k) => countOf(db, k))), Promise.all(STUCK_KINDS.map((k) => itemsOf(db, k)))]);
  const byKind = Object.fromEntries(STUCK_KINDS.map((k, i) => [k, counts[i]!])) as Record<StuckKind, number>;
  return { counts: byKind, total: counts.reduce((a, b) => a + b, 0), items: items.flat() };
}

/**
 * GET /api/admin/dashboard/badges: the admin navigation's counters, counted on indexes: open
 * tickets whose last message is the asker's (any age), and stuck orders (unconfirmed, on the market,
 * a payment stage past its deadline, a route not completed).
 */
export async function adminBadges(db: Executor): Promise<AdminBadges> {
  const [tickets, ...orderKinds] = await Promise.all([
    countOf(db, 'ticket', and(eq(supportTickets.status, 'open'), sql`${lastFromStaff} = false`)!),
    countOf(db, 'unconfirmed'),
    countOf(db, 'market'),
    countOf(db, 'payment'),
    countOf(db, 'route'),
  ]);
  return { tickets, stuck: orderKinds.reduce((a, b) => a + b, 0) };
}
