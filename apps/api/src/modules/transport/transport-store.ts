import {
  addresses,
  auditLog,
  companies,
  type Executor,
  postcodes,
  transportRequestPhotos,
  transportRequests,
  users,
  type wholesaleOrders,
} from '@vedmarked/db';
import {
  decideTransportMove,
  type LatLon,
  shippingCost,
  type TransportEvent,
  type TransportRequestStatus,
  type TransportSummary,
  unitVolumeM3,
} from '@vedmarked/domain';
import { and, asc, eq, sql } from 'drizzle-orm';
import { AppError, conflict } from '../../lib/errors.ts';

export type TransportRow = typeof transportRequests.$inferSelect;
type OrderRow = typeof wholesaleOrders.$inferSelect;

export const requestNotFound = () => new AppError(404, 'not_found', 'error-transport-request-not-found');
export const requestWrongStatus = () => conflict('transport_request_wrong_status', 'error-transport-request-wrong-status');
/** Spec §8: "order in wrong status so transportation request impossible". */
export const orderWrongStatus = () => conflict('transport_order_wrong_status', 'error-transport-order-wrong-status');

async function postcodePoint(db: Executor, code: string): Promise<LatLon | null> {
  const [p] = await db.select({ lat: postcodes.lat, lon: postcodes.lon }).from(postcodes).where(eq(postcodes.code, code));
  return p ?? null;
}

/**
 * Opens the transportation request of a confirmed order that needs transport (in the confirming
 * transaction): the volume from the listing's unit, the shipping cost from the distance between the
 * listing and the delivery postcode. One per order (a repeat finds the first).
 */
export async function openTransportRequest(
  tx: Executor,
  order: OrderRow,
  listing: { lat: number; lon: number; productType: string; firewoodFormat: string | null },
): Promise<TransportRow> {
  if (order.status !== 'confirmed') throw orderWrongStatus();
  const to = (await postcodePoint(tx, order.postcode)) ?? { lat: listing.lat, lon: listing.lon };
  const volume = order.amount * unitVolumeM3(listing.productType, listing.firewoodFormat);
  const cost = shippingCost({ lat: listing.lat, lon: listing.lon }, to, volume);
  await tx
    .insert(transportRequests)
    .values({ orderId: order.id, volumeM3: volume, distanceKm: cost.distance_km, shippingCategoryId: cost.category_id, shippingCost: cost.cost })
    .onConflictDoNothing();
  return (await requestForOrder(tx, order.id))!;
}

export async function requestForOrder(db: Executor, orderId: number): Promise<TransportRow | undefined> {
  const [row] = await db.select().from(transportRequests).where(eq(transportRequests.orderId, orderId));
  return row;
}

/** Cancels an order's request while it is open; 'taken' when a transporter already accepted it. */
export async function cancelOpenRequest(tx: Executor, orderId: number, now: Date): Promise<'none' | 'cancelled' | 'taken'> {
  const [row] = await tx.select().from(transportRequests).where(eq(transportRequests.orderId, orderId)).for('update');
  if (!row || row.status === 'cancelled') return 'none';
  const decision = decideTransportMove('cancel', row.status as TransportRequestStatus, 'seller');
  if (decision.kind !== 'move') return 'taken';
  await tx.update(transportRequests).set({ status: 'cancelled', cancelledAt: now, updatedAt: now }).where(eq(transportRequests.id, row.id));
  return 'cancelled';
}

/** Where a round-timber transporter starts from: its first address, else its account's postcode. */
export async function transporterOrigin(db: Executor, userId: number): Promise<LatLon | null> {
  const [a] = await db
    .select({ lat: sql<number | null>`coalesce(${addresses.lat}, ${postcodes.lat})`, lon: sql<number | null>`coalesce(${addresses.lon}, ${postcodes.lon})` })
    .from(addresses)
    .leftJoin(postcodes, eq(postcodes.code, addresses.postcode))
    .where(eq(addresses.userId, userId))
    .orderBy(asc(addresses.id))
    .limit(1);
  if (a?.lat != null && a.lon != null) return { lat: a.lat, lon: a.lon };
  const [u] = await db.select({ postcode: users.postcode }).from(users).where(eq(users.id, userId));
  return u?.postcode ? postcodePoint(db, u.postcode) : null;
}

export async function lockRequest(tx: Executor, id: number): Promise<TransportRow> {
  const [row] = await tx.select().from(transportRequests).where(eq(transportRequests.id, id)).for('update');
  if (!row) throw requestNotFound();
  return row;
}

const STAMP: Record<Exclude<TransportEvent, 'hand-back'>, keyof typeof transportRequests.$inferInsert> = {
  accept: 'acceptedAt',
  'pick-up': 'pickedUpAt',
  deliver: 'deliveredAt',
  cancel: 'cancelledAt',
};

/**
 * The one writer of transport_requests.status, by the transporter: accepting takes an open request
 * (the conditional update decides the one winner of a race); the later moves are the accepting
 * transporter's only (another's is not found). A repeat answers unchanged.
 */
export async function moveRequest(tx: Executor, row: TransportRow, event: Exclude<TransportEvent, 'cancel' | 'hand-back'>, userId: number, now: Date) {
  if (event !== 'accept' && row.transporterUserId !== userId) throw requestNotFound();
  if (event === 'accept' && row.status !== 'open' && row.transporterUserId !== userId) throw requestWrongStatus();
  const decision = decideTransportMove(event, row.status as TransportRequestStatus, 'transporter');
  if (decision.kind === 'same') return { request: row, changed: false };
  if (decision.kind === 'refuse') throw requestWrongStatus();
  const [moved] = await tx
    .update(transportRequests)
    .set({ status: decision.to, [STAMP[event]]: now, updatedAt: now, ...(event === 'accept' ? { transporterUserId: userId } : {}) })
    .where(and(eq(transportRequests.id, row.id), eq(transportRequests.status, decision.from)))
    .returning();
  if (!moved) throw requestWrongStatus();
  return { request: moved, changed: true };
}

export const handBackTooLate = () => conflict('transport_hand_back_too_late', 'error-transport-hand-back-too-late');

/**
 * The accepting transporter gives a request back before pick-up (decision 0044): open again, no
 * transporter, under the request's row lock and a conditional update, so a hand-back and another
 * transporter's accept cannot both see it accepted. One audit entry per hand-back. A repeat (the
 * request is open again, or taken by another since) changes nothing or is not found.
 */
export async function handBackRequest(tx: Executor, row: TransportRow, userId: number, reason: string | null, now: Date): Promise<boolean> {
  if (row.status === 'open') return false;
  if (row.transporterUserId !== userId) throw requestNotFound();
  const decision = decideTransportMove('hand-back', row.status as TransportRequestStatus, 'transporter');
  if (decision.kind !== 'move') throw row.status === 'cancelled' ? requestWrongStatus() : handBackTooLate();
  const [moved] = await tx
    .update(transportRequests)
    .set({ status: decision.to, transporterUserId: null, acceptedAt: null, updatedAt: now })
    .where(and(eq(transportRequests.id, row.id), eq(transportRequests.status, decision.from), eq(transportRequests.transporterUserId, userId)))
    .returning();
  if (!moved) throw requestWrongStatus();
  await tx.insert(auditLog).values({
    actorUserId: userId,
    action: 'transport.hand-back',
    target: `transport_request:${row.id}`,
    details: { order_id: row.orderId, accepted_at: row.acceptedAt?.toISOString() ?? null, reason },
  });
  return true;
}

export async function linkPhotos(tx: Executor, requestId: number, uploadIds: readonly string[]) {
  if (uploadIds.length) await tx.insert(transportRequestPhotos).values(uploadIds.map((uploadId, position) => ({ requestId, uploadId, position })));
}

export async function photosOf(db: Executor, requestId: number, signedUrl: (id: string) => string) {
  const rows = await db
    .select({ id: transportRequestPhotos.uploadId })
    .from(transportRequestPhotos)
    .where(eq(transportRequestPhotos.requestId, requestId))
    .orderBy(asc(transportRequestPhotos.position));
  return rows.map((r) => ({ id: r.id, url: signedUrl(r.id) }));
}

const iso = (d: Date | null) => (d ? d.toISOString() : null);

/** The transport part of a wholesale order's view (null when the order has no request). */
export async function transportSummary(db: Executor, orderId: number, signedUrl: (id: string) => string): Promise<TransportSummary | null> {
  const [row] = await db
    .select({ r: transportRequests, name: sql<string | null>`coalesce(${companies.companyName}, ${users.firstName})` })
    .from(transportRequests)
    .leftJoin(users, eq(users.id, transportRequests.transporterUserId))
    .leftJoin(companies, eq(companies.userId, transportRequests.transporterUserId))
    .where(eq(transportRequests.orderId, orderId));
  if (!row) return null;
  const { r } = row;
  return {
    id: r.id,
    status: r.status as TransportRequestStatus,
    shipping_cost: r.shippingCost,
    distance_km: r.distanceKm,
    transporter_name: row.name,
    accepted_at: iso(r.acceptedAt),
    picked_up_at: iso(r.pickedUpAt),
    delivered_at: iso(r.deliveredAt),
    photos: await photosOf(db, r.id, signedUrl),
  };
}
