import { type Executor, timberListings, transportRequests, wholesaleOrders } from '@vedmarked/db';
import {
  haversineKm,
  type LatLon,
  TRANSPORT_NEAR_KM,
  type TransportRequest,
  type TransportRequestStatus,
  type WoodType,
  type FirewoodFormat,
  type TIMBER_PRODUCT_TYPES,
} from '@vedmarked/domain';
import { and, desc, eq, or, type SQL } from 'drizzle-orm';
import { photosOf, requestNotFound, transporterOrigin } from './transport-store.ts';

type TimberProductType = (typeof TIMBER_PRODUCT_TYPES)[number];
const iso = (d: Date | null) => (d ? d.toISOString() : null);

function rowsWhere(db: Executor, where: SQL | undefined) {
  return db
    .select({ r: transportRequests, o: wholesaleOrders, l: timberListings })
    .from(transportRequests)
    .innerJoin(wholesaleOrders, eq(wholesaleOrders.id, transportRequests.orderId))
    .innerJoin(timberListings, eq(timberListings.id, wholesaleOrders.listingId))
    .where(where)
    .orderBy(desc(transportRequests.id));
}
type Joined = Awaited<ReturnType<typeof rowsWhere>>[number];

/** How far a pickup lies from the transporter's address, to 0.1 km; null when it has none. */
const pickupDistanceKm = (origin: LatLon | null, pickup: LatLon) => (origin ? Math.round(haversineKm(origin, pickup) * 10) / 10 : null);
/** The open tab's reach: a pickup within the radius, or any pickup for a transporter without an address. */
const withinReach = (km: number | null, radiusKm: number) => km === null || km <= radiusKm;

function view({ r, o, l }: Joined, userId: number, origin: LatLon | null, photos: TransportRequest['photos']): TransportRequest {
  return {
    id: r.id,
    order_id: o.id,
    status: r.status as TransportRequestStatus,
    product_type: l.productType as TimberProductType,
    wood_type: l.woodType as WoodType,
    firewood_format: l.firewoodFormat as FirewoodFormat | null,
    quantity: o.amount,
    volume_m3: r.volumeM3,
    seller_address: { street: l.street, city: l.city, postcode: l.postcode },
    delivery_address: { street: o.street, city: o.city, postcode: o.postcode },
    delivery_from: o.deliveryFrom,
    delivery_to: o.deliveryTo,
    goods_ready_date: o.goodsReadyDate,
    shipping_cost: r.shippingCost,
    distance_km: r.distanceKm,
    distance_to_pickup_km: pickupDistanceKm(origin, l),
    mine: r.transporterUserId === userId,
    accepted_at: iso(r.acceptedAt),
    picked_up_at: iso(r.pickedUpAt),
    delivered_at: iso(r.deliveredAt),
    photos,
    created_at: r.createdAt.toISOString(),
  };
}

/**
 * A round-timber transporter's list: 'open' = requests waiting for a transporter whose pickup lies
 * within radius_km of its address (all of them, nearest first, when it has none), 'mine' = those it accepted.
 */
export async function listRequests(db: Executor, userId: number, tab: 'open' | 'mine', radiusKm = TRANSPORT_NEAR_KM): Promise<TransportRequest[]> {
  const origin = await transporterOrigin(db, userId);
  const where = tab === 'open' ? eq(transportRequests.status, 'open') : eq(transportRequests.transporterUserId, userId);
  const views = (await rowsWhere(db, where)).map((row) => view(row, userId, origin, []));
  if (tab === 'mine') return views;
  return views.filter((v) => withinReach(v.distance_to_pickup_km, radiusKm)).sort((a, b) => (a.distance_to_pickup_km ?? 0) - (b.distance_to_pickup_km ?? 0));
}

/** How many requests the open tab lists for the transporter (its dashboard home card): only the pickups' positions are read. */
export async function countOpenRequests(db: Executor, userId: number, radiusKm = TRANSPORT_NEAR_KM): Promise<number> {
  const [origin, pickups] = await Promise.all([
    transporterOrigin(db, userId),
    db
      .select({ lat: timberListings.lat, lon: timberListings.lon })
      .from(transportRequests)
      .innerJoin(wholesaleOrders, eq(wholesaleOrders.id, transportRequests.orderId))
      .innerJoin(timberListings, eq(timberListings.id, wholesaleOrders.listingId))
      .where(eq(transportRequests.status, 'open')),
  ]);
  return pickups.filter((p) => withinReach(pickupDistanceKm(origin, p), radiusKm)).length;
}

/** One request the transporter may see: an open one, or one it accepted (else 404). */
export async function showRequest(db: Executor, userId: number, id: number, signedUrl: (id: string) => string): Promise<TransportRequest> {
  const [row] = await rowsWhere(
    db,
    and(eq(transportRequests.id, id), or(eq(transportRequests.status, 'open'), eq(transportRequests.transporterUserId, userId))),
  );
  if (!row) throw requestNotFound();
  return view(row, userId, await transporterOrigin(db, userId), await photosOf(db, id, signedUrl));
}
