import { LIST_MAX_ROWS, type OrderImageKind, type OrderService } from '@vedmarked/domain';
import { type Executor, orderImages, orderLines, orderRejections, orderServices, orders } from '@vedmarked/db';
import { asc, eq, inArray, or, sql } from 'drizzle-orm';

/**
 * The orders module owns orders, order_lines, order_services, order_images and order_rejections:
 * every write to them is in this folder. The status column is written only by order-status.ts.
 */

export type OrderRow = typeof orders.$inferSelect;
export type OrderLineRow = typeof orderLines.$inferSelect;

export async function orderById(db: Executor, id: number): Promise<OrderRow | undefined> {
  const [o] = await db.select().from(orders).where(eq(orders.id, id)).limit(1);
  return o;
}

/** The order, locked for the caller's transaction (the row every change to an order serialises on). */
export async function lockOrder(tx: Executor, id: number): Promise<OrderRow | undefined> {
  const [order] = await tx.select().from(orders).where(eq(orders.id, id)).limit(1).for('update');
  return order;
}

/** Several orders locked in id order, so two transactions locking overlapping groups never deadlock. */
export async function lockOrders(tx: Executor, ids: readonly number[]): Promise<OrderRow[]> {
  if (!ids.length) return [];
  return tx
    .select()
    .from(orders)
    .where(inArray(orders.id, [...ids]))
    .orderBy(asc(orders.id))
    .for('update');
}

export async function orderByIdempotencyKey(db: Executor, key: string): Promise<OrderRow | undefined> {
  const [row] = await db.select().from(orders).where(eq(orders.idempotencyKey, key)).limit(1);
  return row;
}

/** The customer's orders, newest first (at most 200). */
export async function customerOrders(db: Executor, userId: number): Promise<OrderRow[]> {
  return db.select().from(orders).where(eq(orders.userId, userId)).orderBy(sql`${orders.createdAt} desc`, sql`${orders.id} desc`).limit(LIST_MAX_ROWS);
}

export async function orderLinesOf(db: Executor, orderId: number): Promise<OrderLineRow[]> {
  return db.select().from(orderLines).where(eq(orderLines.orderId, orderId)).orderBy(asc(orderLines.id));
}

/** What an order holds besides its lines: the services chosen and the photos given. */
export interface OrderExtras {
  services: { code: OrderService; price: number }[];
  images: { uploadId: string; kind: OrderImageKind }[];
}

/** Writes a new order's lines, services and photos (the order row itself is written by placeOrderRow). */
export async function addOrderContents(
  tx: Executor,
  orderId: number,
  lines: readonly Omit<typeof orderLines.$inferInsert, 'orderId'>[],
  extras: OrderExtras,
): Promise<void> {
  await tx.insert(orderLines).values(lines.map((l) => ({ ...l, orderId })));
  if (extras.services.length) await tx.insert(orderServices).values(extras.services.map((s) => ({ ...s, orderId })));
  if (extras.images.length) await tx.insert(orderImages).values(extras.images.map((i) => ({ ...i, orderId })));
}

/** The neighbour code an order issued, stored on the order. */
export async function setNeighbourCode(tx: Executor, orderId: number, code: string, expiresAt: Date): Promise<void> {
  await tx.update(orders).set({ neighbourCode: code, neighbourCodeExpiresAt: expiresAt }).where(eq(orders.id, orderId));
}

/** An order's line is now sold from another offer (a vendor took the market order over). */
export async function relinkLine(tx: Executor, lineId: number, vendorProductId: number | null): Promise<void> {
  await tx.update(orderLines).set({ vendorProductId }).where(eq(orderLines.id, lineId));
}

/** The order leaves its vendor: on the market, every vendor that delivers there may take it. */
export async function releaseToMarket(tx: Executor, orderId: number): Promise<void> {
  await tx.update(orders).set({ vendorId: null }).where(eq(orders.id, orderId));
}

/** The vendor is remembered as having rejected the order: it can no longer take it from the market. */
export async function recordRejection(tx: Executor, orderId: number, vendorId: number): Promise<void> {
  await tx.insert(orderRejections).values({ orderId, vendorId }).onConflictDoNothing();
}

/** Order id → the vendors that rejected it. */
export async function rejectionsOf(db: Executor, orderIds: readonly number[]): Promise<Map<number, number[]>> {
  const map = new Map<number, number[]>();
  if (!orderIds.length) return map;
  const rows = await db
    .select()
    .from(orderRejections)
    .where(inArray(orderRejections.orderId, [...orderIds]));
  for (const r of rows) map.set(r.orderId, [...(map.get(r.orderId) ?? []), r.vendorId]);
  return map;
}

/**
 * The orders placed with any of some neighbour codes, or that issued one (ids). With the order that
 * issued a code, they are its neighbour group.
 */
export async function ordersWithCodes(db: Executor, codes: readonly string[]): Promise<number[]> {
  if (!codes.length) return [];
  const upper = codes.map((c) => c.toUpperCase());
  const rows = await db
    .select({ id: orders.id })
    .from(orders)
    .where(or(inArray(sql`upper(${orders.neighbourCode})`, upper), inArray(sql`upper(${orders.promoCode})`, upper)));
  return rows.map((r) => r.id);
}

/** The announced arrival of an order (date and approximate "HH:MM"), or none: written by the routes workflows as stops are planned. */
export async function setArrival(tx: Executor, orderId: number, arrival: { date: string; time: string } | null): Promise<void> {
  await tx
    .update(orders)
    .set({ arrivalDate: arrival?.date ?? null, arrivalTime: arrival?.time ?? null })
    .where(eq(orders.id, orderId));
}
