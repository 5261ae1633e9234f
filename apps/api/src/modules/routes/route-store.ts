import { ROUTE_STATUS } from '@vedmarked/domain';
import { type Executor, hubs, routeStops, routes, vehicles } from '@vedmarked/db';
import { and, asc, desc, eq, inArray, isNull } from 'drizzle-orm';
import { AppError, conflict, notFound } from '../../lib/errors.ts';
import type { VendorRow } from '../vendor-orders/index.ts';

/**
 * The routes module's rows: routes and route_stops (written only here), and the reads of the
 * delivery module's vehicles and hubs a route needs.
 */

export type RouteRow = typeof routes.$inferSelect;
export type StopRow = typeof routeStops.$inferSelect;
export type VehicleRow = typeof vehicles.$inferSelect;
export type HubRow = typeof hubs.$inferSelect;

export const routeNotFound = () => notFound('error-route-not-found');
export const routeWrongStatus = () => conflict('route_wrong_status', 'error-route-wrong-status');

/** One of the vendor's routes, locked for the rest of the transaction (another vendor's route is not found). */
export async function lockRoute(tx: Executor, vendorId: number, id: number): Promise<RouteRow> {
  const [route] = await tx
    .select()
    .from(routes)
    .where(and(eq(routes.id, id), eq(routes.vendorId, vendorId)))
    .for('update');
  if (!route) throw routeNotFound();
  return route;
}

export async function routeOf(db: Executor, vendorId: number, id: number): Promise<RouteRow> {
  const [route] = await db
    .select()
    .from(routes)
    .where(and(eq(routes.id, id), eq(routes.vendorId, vendorId)));
  if (!route) throw routeNotFound();
  return route;
}

export async function routeByKey(db: Executor, vendorId: number, key: string): Promise<RouteRow | undefined> {
  const [route] = await db
    .select()
    .from(routes)
    .where(and(eq(routes.vendorId, vendorId), eq(routes.idempotencyKey, key)));
  return route;
}

/** The stops a route holds now, in order. */
export async function activeStops(db: Executor, routeId: number): Promise<StopRow[]> {
  return db
    .select()
    .from(routeStops)
    .where(and(eq(routeStops.routeId, routeId), isNull(routeStops.releasedAt)))
    .orderBy(asc(routeStops.position), asc(routeStops.id));
}

/** The stops of a route that ended: the ones it holds, or for a canceled route the ones it last held. */
export async function stopsForView(db: Executor, route: RouteRow): Promise<StopRow[]> {
  const active = await activeStops(db, route.id);
  if (active.length || route.status !== ROUTE_STATUS.canceled) return active;
  return db
    .select()
    .from(routeStops)
    .where(and(eq(routeStops.routeId, route.id), eq(routeStops.releasedAt, route.canceledAt ?? new Date(0))))
    .orderBy(asc(routeStops.position), asc(routeStops.id));
}

/** A vehicle of the vendor's account: not found for anyone else's, refused while inactive. */
export async function vendorVehicle(db: Executor, vendor: VendorRow, vehicleId: number): Promise<VehicleRow> {
  const [v] = await db
    .select()
    .from(vehicles)
    .where(and(eq(vehicles.id, vehicleId), eq(vehicles.ownerUserId, vendor.userId)));
  if (!v) throw new AppError(404, 'vehicle_not_found', 'error-route-vehicle-not-found');
  if (!v.active) throw conflict('vehicle_inactive', 'error-route-vehicle-inactive');
  return v;
}

export async function vehiclesByIds(db: Executor, ids: readonly number[]): Promise<Map<number, VehicleRow>> {
  if (!ids.length) return new Map();
  const rows = await db
    .select()
    .from(vehicles)
    .where(inArray(vehicles.id, [...new Set(ids)]));
  return new Map(rows.map((v) => [v.id, v]));
}

/** The vehicle a route was planned for (it may have been made inactive since). */
export async function vehicleOfRoute(db: Executor, route: RouteRow): Promise<VehicleRow> {
  return (await vehiclesByIds(db, [route.vehicleId])).get(route.vehicleId)!;
}

/** Where the vendor's vans leave from: its first active hub (decision 0024). */
export async function vendorHub(db: Executor, vendorId: number): Promise<HubRow> {
  const [hub] = await db
    .select()
    .from(hubs)
    .where(and(eq(hubs.vendorId, vendorId), eq(hubs.active, true)))
    .orderBy(asc(hubs.id))
    .limit(1);
  if (!hub) throw conflict('route_no_hub', 'error-route-no-hub');
  return hub;
}

/** The hub a stored route is shown from: the active one, else any (a hub switched off later does not hide its routes). */
export async function hubOfRoute(db: Executor, vendorId: number): Promise<HubRow | null> {
  const [hub] = await db.select().from(hubs).where(eq(hubs.vendorId, vendorId)).orderBy(desc(hubs.active), asc(hubs.id)).limit(1);
  return hub ?? null;
}

export async function insertRoute(tx: Executor, values: typeof routes.$inferInsert): Promise<RouteRow> {
  const [route] = await tx.insert(routes).values(values).returning();
  return route!;
}

export async function updateRoute(tx: Executor, id: number, values: Partial<typeof routes.$inferInsert>): Promise<RouteRow> {
  const [route] = await tx.update(routes).set(values).where(eq(routes.id, id)).returning();
  return route!;
}

/** Lays the route's stops out as planned: kept stops get their new position and arrival, new ones are added. */
export async function saveStops(tx: Executor, routeId: number, planned: readonly { orderId: number; arrival: number }[]): Promise<void> {
  const current = new Map((await activeStops(tx, routeId)).map((s) => [s.orderId, s]));
  for (const [position, p] of planned.entries()) {
    const stop = current.get(p.orderId);
    if (stop) await tx.update(routeStops).set({ position, plannedArrivalS: p.arrival }).where(eq(routeStops.id, stop.id));
    else await tx.insert(routeStops).values({ routeId, orderId: p.orderId, position, plannedArrivalS: p.arrival });
  }
}

/** Takes orders off a route (they keep their row, released, for the route's history). */
export async function releaseStops(tx: Executor, routeId: number, orderIds: readonly number[], now: Date): Promise<void> {
  if (!orderIds.length) return;
  await tx
    .update(routeStops)
    .set({ releasedAt: now })
    .where(and(eq(routeStops.routeId, routeId), inArray(routeStops.orderId, [...orderIds]), isNull(routeStops.releasedAt)));
}

/** Marks a stop delivered once: false when it already was. */
export async function markStopDelivered(tx: Executor, stopId: number, now: Date): Promise<boolean> {
  const rows = await tx
    .update(routeStops)
    .set({ deliveredAt: now })
    .where(and(eq(routeStops.id, stopId), isNull(routeStops.deliveredAt)))
    .returning({ id: routeStops.id });
  return rows.length > 0;
}

/** The route an order is on now, if any (a customer cancelling a scheduled order takes it off). */
export async function releaseOrderFromRoute(tx: Executor, orderId: number, now: Date): Promise<void> {
  await tx
    .update(routeStops)
    .set({ releasedAt: now })
    .where(and(eq(routeStops.orderId, orderId), isNull(routeStops.releasedAt)));
}
