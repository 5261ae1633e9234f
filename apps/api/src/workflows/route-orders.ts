import {
  ORDER_STATUS,
  ROUTE_STATUS,
  type RouteActionResult,
  type RouteAddBody,
  type RouteCheck,
  type RouteUpdateBody,
  withNeighbours,
  withoutNeighbours,
  type Language,
} from '@vedmarked/domain';
import type { Tx } from '@vedmarked/db';
import type { FastifyInstance } from 'fastify';
import { AppError, fieldError } from '../lib/errors.ts';
import { ownVendor } from '../modules/delivery/index.ts';
import { lockOrders, moveOrder, setArrival } from '../modules/orders/index.ts';
import {
  activeStops,
  insertRoute,
  lockRoute,
  type PlanningOrder,
  planningOrdersOf,
  planRoute,
  releaseStops,
  type RouteRow,
  routableOrders,
  routeByKey,
  routeDetail,
  routeWrongStatus,
  saveStops,
  suggestStops,
  updateRoute,
  vehicleOfRoute,
  vendorHub,
  vendorVehicle,
} from '../modules/routes/index.ts';
import { runEffects } from './effects.ts';

/**
 * Building routes (spec section 7: routes/add, routes/update, routes/cancel): the routes module
 * plans and stores the route; the orders move through the order status table (schedule,
 * unschedule) in the same transaction. Each call holds the vendor's row lock, so two clicks or two
 * processes building routes for one vendor take turns, and an order is on one route at a time (a
 * partial unique index on route_stops is the last guard).
 */

const notRoutable = (orderId: number) => new AppError(409, 'route_order_not_routable', 'error-route-order-not-routable', { order: orderId });

/** The route's figures as the planner measured them. */
const figures = (check: RouteCheck) => ({
  distanceM: Math.round(check.schedule.distanceMetres),
  durationS: Math.round(check.schedule.durationSeconds),
  volumePct: check.fill.volumePct,
  weightPct: check.fill.weightPct,
  sacks: check.load.sacks,
});

/** Ticked orders made whole: each must be the vendor's confirmed order; their neighbour orders join. */
function pickOrders(sent: readonly number[], candidates: readonly PlanningOrder[]): number[] {
  const ids = [...new Set(sent)];
  const known = new Set(candidates.map((c) => c.row.id));
  for (const id of ids) if (!known.has(id)) throw notRoutable(id);
  return withNeighbours(
    ids,
    candidates.map((c) => c.plan),
  );
}

/** Writes the planned stops and moves newly added orders to scheduled, with their announced arrival. */
async function scheduleStops(tx: Tx, route: RouteRow, check: RouteCheck, stops: readonly PlanningOrder[], now: Date) {
  await saveStops(
    tx,
    route.id,
    check.schedule.stops.map((s) => ({ orderId: s.orderId, arrival: Math.round(s.arrival) })),
  );
  const locked = new Map(
    (
      await lockOrders(
        tx,
        stops.map((s) => s.row.id),
      )
    ).map((o) => [o.id, o]),
  );
  for (const s of check.schedule.stops) {
    const order = locked.get(s.orderId)!;
    if (order.status !== stops.find((p) => p.row.id === s.orderId)!.row.status) throw notRoutable(order.id);
    if (order.status !== ORDER_STATUS.scheduled) {
      const moved = await moveOrder(tx, order, 'schedule', 'vendor', {}, now);
      await runEffects<'schedule'>(moved.effects, {});
    }
    await setArrival(tx, order.id, { date: route.deliveryDate, time: s.arrivalClock });
  }
}

/** POST /vendor/routes/add. */
export async function addRoute(app: FastifyInstance, userId: number, body: RouteAddBody, lang: Language, now = new Date()): Promise<RouteActionResult> {
  return app.db.transaction(async (tx) => {
    const vendor = await ownVendor(tx, userId, { forUpdate: true });
    if (body.idempotency_key) {
      const done = await routeByKey(tx, vendor.id, body.idempotency_key);
      if (done) return { route: await routeDetail(tx, done, lang, undefined, app.travel), changed: false, left_out: [] };
    }
    const vehicle = await vendorVehicle(tx, vendor, body.vehicle_id!);
    const hub = await vendorHub(tx, vendor.id);
    const candidates = await routableOrders(tx, vendor.id);
    const input = { date: body.delivery_date, departure: body.departure_time, vehicle, hub, travel: app.travel };
    const picked = body.suggest ? await suggestStops(input, candidates) : { orderIds: pickOrders(body.order_ids ?? [], candidates), leftOut: [] };
    const byId = new Map(candidates.map((c) => [c.row.id, c]));
    const stops = picked.orderIds.map((id) => byId.get(id)!);
    const check = await planRoute(input, stops, candidates);
    const route = await insertRoute(tx, {
      vendorId: vendor.id,
      vehicleId: vehicle.id,
      idempotencyKey: body.idempotency_key ?? null,
      deliveryDate: body.delivery_date,
      departureTime: body.departure_time,
      pointsSource: stops.some((s) => s.postcodeCentre) ? 'postcode' : 'geocoded',
      ...figures(check),
      createdAt: now,
      updatedAt: now,
    });
    await scheduleStops(tx, route, check, stops, now);
    return {
      route: await routeDetail(tx, route, lang, hub, app.travel),
      changed: true,
      left_out: picked.leftOut.map((l) => ({ order_id: l.orderId, reason: l.reason })),
    };
  });
}

/**
 * POST /vendor/routes/update/{id}: the stops in their new order. An order no longer sent leaves with
 * its neighbour orders; a new one joins with them. Only before the route starts.
 */
export async function updateRouteStops(
  app: FastifyInstance,
  userId: number,
  id: number,
  body: RouteUpdateBody,
  lang: Language,
  now = new Date(),
): Promise<RouteActionResult> {
  return app.db.transaction(async (tx) => {
    const vendor = await ownVendor(tx, userId, { forUpdate: true });
    const route = await lockRoute(tx, vendor.id, id);
    if (route.status !== ROUTE_STATUS.onRoute || route.startedAt) throw routeWrongStatus();
    const current = (await activeStops(tx, route.id)).map((s) => s.orderId);
    const [onRoute, candidates] = await Promise.all([planningOrdersOf(tx, current), routableOrders(tx, vendor.id)]);
    const all = [...onRoute, ...candidates];
    const byId = new Map(all.map((p) => [p.row.id, p]));
    const sent = [...new Set(body.order_ids)];
    for (const orderId of sent) if (!byId.has(orderId)) throw notRoutable(orderId);
    let keep = sent;
    for (const gone of current.filter((c) => !sent.includes(c)))
      keep = withoutNeighbours(
        keep,
        gone,
        onRoute.map((p) => p.plan),
      );
    const final = withNeighbours(
      keep,
      candidates.map((p) => p.plan),
    );
    if (!final.length) throw fieldError({ order_ids: 'error-route-orders-required' });
    const removed = current.filter((c) => !final.includes(c));
    const vehicle = body.vehicle_id ? await vendorVehicle(tx, vendor, body.vehicle_id) : await vehicleOfRoute(tx, route);
    const hub = await vendorHub(tx, vendor.id);
    const departure = body.departure_time ?? route.departureTime;
    const stops = final.map((orderId) => byId.get(orderId)!);
    const check = await planRoute(
      { date: route.deliveryDate, departure, vehicle, hub, travel: app.travel },
      stops,
      candidates.filter((c) => !final.includes(c.row.id)),
    );
    await releaseStops(tx, route.id, removed, now);
    for (const order of await lockOrders(tx, removed)) {
      const moved = await moveOrder(tx, order, 'unschedule', 'vendor', {}, now);
      await runEffects<'unschedule'>(moved.effects, {});
      await setArrival(tx, order.id, null);
    }
    const saved = await updateRoute(tx, route.id, {
      vehicleId: vehicle.id,
      departureTime: departure,
      pointsSource: stops.some((s) => s.postcodeCentre) ? 'postcode' : 'geocoded',
      ...figures(check),
      updatedAt: now,
    });
    await scheduleStops(tx, saved, check, stops, now);
    return { route: await routeDetail(tx, saved, lang, hub, app.travel), changed: true, left_out: [] };
  });
}

/** POST /vendor/routes/cancel/{id}: every order goes back to confirmed (spec section 4). A repeat changes nothing. */
export async function cancelRoute(app: FastifyInstance, userId: number, id: number, lang: Language, now = new Date()): Promise<RouteActionResult> {
  return app.db.transaction(async (tx) => {
    const vendor = await ownVendor(tx, userId, { forUpdate: true });
    const route = await lockRoute(tx, vendor.id, id);
    if (route.status === ROUTE_STATUS.canceled) return { route: await routeDetail(tx, route, lang, undefined, app.travel), changed: false, left_out: [] };
    if (route.status !== ROUTE_STATUS.onRoute || route.startedAt) throw routeWrongStatus();
    const stops = (await activeStops(tx, route.id)).map((s) => s.orderId);
    await releaseStops(tx, route.id, stops, now);
    for (const order of await lockOrders(tx, stops)) {
      const moved = await moveOrder(tx, order, 'unschedule', 'vendor', {}, now);
      await runEffects<'unschedule'>(moved.effects, {});
      await setArrival(tx, order.id, null);
    }
    const saved = await updateRoute(tx, route.id, { status: ROUTE_STATUS.canceled, canceledAt: now, updatedAt: now });
    return { route: await routeDetail(tx, saved, lang, undefined, app.travel), changed: true, left_out: [] };
  });
}
