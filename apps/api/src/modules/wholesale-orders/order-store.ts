import { companies, type Executor, timberListings, users, vendors, wholesaleOrders } from '@vedmarked/db';
import {
  decideWholesaleMove,
  translate,
  type Language,
  type WholesaleActor,
  type WholesaleEffect,
  type WholesaleEvent,
  type WholesaleOrderStatus,
} from '@vedmarked/domain';
import { and, desc, eq, type SQL, sql } from 'drizzle-orm';
import { AppError, conflict } from '../../lib/errors.ts';

export type WholesaleOrderRow = typeof wholesaleOrders.$inferSelect;
export type ListingRow = typeof timberListings.$inferSelect;
/** Whose view of an order: the wholesaler that sells it or the vendor that bought it. */
export type Party = { role: 'seller' | 'buyer'; userId: number };

const notFound = () => new AppError(404, 'not_found', 'error-wholesale-order-not-found');
const ownedBy = (party: Party): SQL =>
  party.role === 'seller' ? eq(wholesaleOrders.sellerUserId, party.userId) : eq(wholesaleOrders.buyerUserId, party.userId);

/** The order as its party sees it, or 404 (another party's order is not found, never forbidden). */
export async function orderOf(db: Executor, party: Party, id: number, lock = false): Promise<WholesaleOrderRow> {
  const q = db
    .select()
    .from(wholesaleOrders)
    .where(and(eq(wholesaleOrders.id, id), ownedBy(party)));
  const [row] = lock ? await q.for('update') : await q;
  if (!row) throw notFound();
  return row;
}

export async function listingOf(db: Executor, id: number): Promise<ListingRow> {
  const [row] = await db.select().from(timberListings).where(eq(timberListings.id, id));
  if (!row) throw notFound();
  return row;
}

/** Orders joined to their listing and both parties' names. */
const withNames = (db: Executor) =>
  db
    .select({ order: wholesaleOrders, listing: timberListings, sellerName: sellerName(), buyerName: vendors.name })
    .from(wholesaleOrders)
    .innerJoin(timberListings, eq(timberListings.id, wholesaleOrders.listingId))
    .innerJoin(vendors, eq(vendors.id, wholesaleOrders.buyerVendorId))
    .innerJoin(users, eq(users.id, wholesaleOrders.sellerUserId))
    .leftJoin(companies, eq(companies.userId, wholesaleOrders.sellerUserId));

/** A party's orders, newest first, with the listing and both parties' names. */
export async function ordersOf(db: Executor, party: Party, status?: WholesaleOrderStatus) {
  return withNames(db)
    .where(and(ownedBy(party), status ? eq(wholesaleOrders.status, status) : undefined))
    .orderBy(desc(wholesaleOrders.id));
}
export type OrderWithNames = Awaited<ReturnType<typeof ordersOf>>[number];

const sellerName = () => sql<string>`coalesce(${companies.companyName}, trim(coalesce(${users.firstName}, '') || ' ' || coalesce(${users.lastName}, '')))`;

/** One order with the listing and both names (for a view). */
export async function orderWithNames(db: Executor, id: number): Promise<OrderWithNames> {
  const [row] = await withNames(db).where(eq(wholesaleOrders.id, id));
  if (!row) throw notFound();
  return row;
}

export interface Moved {
  order: WholesaleOrderRow;
  changed: boolean;
  effects: readonly WholesaleEffect[];
}

/**
 * The one writer of wholesale_orders.status: decides the move through the table and writes it
 * with a conditional update (WHERE status = from). A repeat of a move already made answers
 * unchanged; a move the status no longer allows (the other side was first) is a 409.
 */
export async function moveWholesaleOrder(
  tx: Executor,
  order: WholesaleOrderRow,
  event: WholesaleEvent,
  actor: WholesaleActor,
  lang: Language,
  set: Partial<typeof wholesaleOrders.$inferInsert> = {},
): Promise<Moved> {
  const decision = decideWholesaleMove(event, order.status as WholesaleOrderStatus, actor, order.needsTransport);
  if (decision.kind === 'same') return { order, changed: false, effects: [] };
  // The transport choice (decision 0044): an order with transport is delivered by its transporter, one without only as collected.
  if (decision.kind === 'refuse' && decision.reason === 'needs_transport')
    throw conflict('wholesale_order_needs_transport', 'error-wholesale-order-needs-transport');
  if (decision.kind === 'refuse' && decision.reason === 'no_transport') throw conflict('wholesale_order_no_transport', 'error-wholesale-order-no-transport');
  if (decision.kind === 'refuse') throw wrongStatus(event, lang);
  const [moved] = await tx
    .update(wholesaleOrders)
    .set({ ...set, status: decision.to, updatedAt: new Date() })
    .where(and(eq(wholesaleOrders.id, order.id), eq(wholesaleOrders.status, decision.from)))
    .returning();
  if (!moved) {
    const [now] = await tx.select().from(wholesaleOrders).where(eq(wholesaleOrders.id, order.id));
    if (now && now.status === decision.to) return { order: now, changed: false, effects: [] };
    throw wrongStatus(event, lang);
  }
  return { order: moved, changed: true, effects: decision.effects };
}

export function wrongStatus(event: WholesaleEvent, lang: Language) {
  const action = translate(
    lang,
    event === 'confirm' ? 'wholesale-action-confirmed' : event === 'collect' ? 'wholesale-action-collected' : 'wholesale-action-cancelled',
  );
  return conflict('wholesale_order_wrong_status', 'error-wholesale-order-wrong-status', { action });
}

/** Gives a cancelled order's amount back to its listing (in the cancelling transaction). */
export async function releaseAmount(tx: Executor, order: WholesaleOrderRow) {
  await tx
    .update(timberListings)
    .set({ remaining: sql`least(${timberListings.amount}, ${timberListings.remaining} + ${order.amount})`, updatedAt: new Date() })
    .where(eq(timberListings.id, order.listingId));
}

/** An order by id alone, locked (for the transport workflows, which reach it through its request). */
export async function lockOrderById(tx: Executor, id: number): Promise<WholesaleOrderRow> {
  const [row] = await tx.select().from(wholesaleOrders).where(eq(wholesaleOrders.id, id)).for('update');
  if (!row) throw notFound();
  return row;
}
