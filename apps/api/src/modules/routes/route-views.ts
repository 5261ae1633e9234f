import {
  checkRoute,
  DELIVERY_TIME_WINDOWS,
  type DeliveryTimeWindow,
  estimatedTravel,
  formatClock,
  ORDER_STATUS_NAMES,
  type OrderService,
  type OrderStatus,
  parseClock,
  planSnapshot,
  ROUTE_STATUS,
  ROUTE_STATUS_NAME_LIST,
  type RouteDetail,
  type RouteListItem,
  type RouteListQuery,
  type RouteStatus,
  routeTabOf,
  type TravelTimeProvider,
  SHOP_TIME_ZONE,
  type Language,
  lineNameIn,
} from '@vedmarked/domain';
import { type Executor, orderLines, orderServices, routeStops, routes, vehicles } from '@vedmarked/db';
import { and, asc, count, eq, inArray, isNotNull, isNull, type SQL, sql } from 'drizzle-orm';
import { type SqlColumns, tableConditions, tableOrderBy } from '../../lib/table-query.ts';
import { ownVendor } from '../delivery/index.ts';
import { deliveryImagesOf } from '../orders/index.ts';
import { planningOrdersOf } from './planning-orders.ts';
import { travelFor, warningView } from './route-plan.ts';
import { type HubRow, hubOfRoute, type RouteRow, routeOf, stopsForView, type VehicleRow, vehiclesByIds } from './route-store.ts';

/** The orders a route counts: the stops it holds, or for a canceled route the ones it held when canceled. */
const stopCount = sql<number>`(select count(*)::int from ${routeStops} where ${routeStops.routeId} = ${routes.id} and (${routeStops.releasedAt} is null or ${routeStops.releasedAt} = ${routes.canceledAt}))`;

const ROUTE_COLUMNS: SqlColumns = {
  id: { expr: routes.id, kind: 'number' },
  date: { expr: sql`(${routes.deliveryDate}::timestamp at time zone ${SHOP_TIME_ZONE})`, kind: 'date' },
  completed: { expr: routes.completedAt, kind: 'date' },
  orders: { expr: stopCount, kind: 'number' },
  vehicle: { expr: vehicles.carNumber, kind: 'text' },
  volume: { expr: routes.volumePct, kind: 'number' },
  weight: { expr: routes.weightPct, kind: 'number' },
  sacks: { expr: routes.sacks, kind: 'number' },
  status: { expr: routes.status, kind: 'number' },
};

function tabCondition(tab: RouteListQuery['tab']): SQL | undefined {
  switch (tab) {
    case 'active':
      return eq(routes.status, ROUTE_STATUS.onRoute);
    case 'new':
      return and(eq(routes.status, ROUTE_STATUS.onRoute), isNull(routes.startedAt));
    case 'in-progress':
      return and(eq(routes.status, ROUTE_STATUS.onRoute), isNotNull(routes.startedAt));
    case 'history':
      return inArray(routes.status, [ROUTE_STATUS.delivered, ROUTE_STATUS.canceled]);
  }
}

const iso = (d: Date | null) => d?.toISOString() ?? null;

function listItem(route: RouteRow, vehicle: Pick<VehicleRow, 'id' | 'carNumber'>, orders: number): RouteListItem {
  const started = route.startedAt !== null;
  const onRoute = route.status === ROUTE_STATUS.onRoute;
  return {
    id: route.id,
    delivery_date: route.deliveryDate,
    departure_time: route.departureTime,
    completed_at: iso(route.completedAt),
    started_at: iso(route.startedAt),
    orders,
    vehicle: { id: vehicle.id, car_number: vehicle.carNumber },
    volume_pct: route.volumePct,
    weight_pct: route.weightPct,
    sacks: route.sacks,
    distance_m: route.distanceM,
    duration_s: route.durationS,
    status: route.status,
    status_name: ROUTE_STATUS_NAME_LIST[route.status as RouteStatus]!,
    tab: routeTabOf({ status: route.status, started }),
    actions: { update: onRoute && !started, start: onRoute && !started && orders > 0, complete: onRoute && started, cancel: onRoute && !started },
  };
}

/** GET /vendor/routes/list: the vendor's routes of a tab, with the data table's filters, order and paging. */
export async function listRoutes(db: Executor, userId: number, query: RouteListQuery): Promise<{ total: number; routes: RouteListItem[] }> {
  const vendor = await ownVendor(db, userId);
  const conds = [eq(routes.vendorId, vendor.id), tabCondition(query.tab), ...(await tableConditions(db, ROUTE_COLUMNS, query.filter))];
  const where = and(...conds);
  const sort = query.sort ?? { id: query.tab === 'history' ? 'completed' : 'date', desc: query.tab === 'history' };
  const [rows, [{ total } = { total: 0 }]] = await Promise.all([
    db
      .select({ r: routes, carNumber: vehicles.carNumber, orders: stopCount })
      .from(routes)
      .innerJoin(vehicles, eq(vehicles.id, routes.vehicleId))
      .where(where)
      .orderBy(...tableOrderBy(ROUTE_COLUMNS, sort, [routes.id]))
      .limit(query.limit)
      .offset(query.offset),
    db.select({ total: count() }).from(routes).innerJoin(vehicles, eq(vehicles.id, routes.vehicleId)).where(where),
  ]);
  return { total, routes: rows.map(({ r, carNumber, orders }) => listItem(r, { id: r.vehicleId, carNumber }, Number(orders))) };
}

/** Signs a private upload's link (app.uploads.signedUrl). */
export type PhotoUrl = (uploadId: string) => string;

/**
 * A route with its stops in order: arrival, the customer's window, contact, goods and services, the
 * driver's delivery photos; the warnings of its plan; and, while it can still be reordered, the
 * planner's input for the page's live recompute. `travel` is the app's provider (OSRM or the
 * estimate; decision 0027). Photos are listed when `photoUrl` is given (a route that has not
 * started holds none).
 */
export async function routeDetail(
  db: Executor,
  route: RouteRow,
  lang: Language,
  hub?: HubRow,
  travel: TravelTimeProvider = estimatedTravel,
  photoUrl?: PhotoUrl,
): Promise<RouteDetail> {
  const stops = await stopsForView(db, route);
  const ids = stops.map((s) => s.orderId);
  const [planning, vehicle, lines, services, theHub, photos] = await Promise.all([
    planningOrdersOf(db, ids),
    vehiclesByIds(db, [route.vehicleId]).then((m) => m.get(route.vehicleId)!),
    ids.length
      ? db
          .select({ orderId: orderLines.orderId, names: orderLines.names, quantity: orderLines.quantity })
          .from(orderLines)
          .where(inArray(orderLines.orderId, ids))
          .orderBy(asc(orderLines.id))
      : [],
    ids.length ? db.select({ orderId: orderServices.orderId, code: orderServices.code }).from(orderServices).where(inArray(orderServices.orderId, ids)) : [],
    hub ? Promise.resolve(hub) : hubOfRoute(db, route.vendorId),
    photoUrl && route.startedAt ? deliveryImagesOf(db, ids) : [],
  ]);
  const byId = new Map(planning.map((p) => [p.row.id, p]));
  let warnings: RouteDetail['warnings'] = [];
  let plan: RouteDetail['plan'] = null;
  let travelSource: RouteDetail['travel_source'] = travel.source;
  if (route.status === ROUTE_STATUS.onRoute && planning.length && theHub) {
    const table = await travelFor(travel, theHub, planning);
    travelSource = table.source;
    const snapshot = planSnapshot(
      {
        date: route.deliveryDate,
        departure: parseClock(route.departureTime)!,
        vehicle: { id: vehicle.id, capacityKg: vehicle.capacityKg, widthCm: vehicle.widthCm, heightCm: vehicle.heightCm, depthCm: vehicle.depthCm },
        hub: { lat: theHub.lat, lon: theHub.lon },
        orders: planning.map((p) => p.plan),
      },
      table,
    );
    const check = checkRoute({ ...snapshot, orders: snapshot.orders, travel: table });
    warnings = check.warnings.map(warningView);
    if (!route.startedAt)
      plan = {
        ...snapshot,
        points: [...snapshot.points],
        seconds: [...snapshot.seconds],
        metres: [...snapshot.metres],
        orders: snapshot.orders.map((o) => ({ ...o, excludedDates: [...o.excludedDates], lines: [...o.lines] })),
      };
  }
  return {
    ...listItem(route, vehicle, stops.length),
    hub: theHub ? { name: theHub.name, lat: theHub.lat, lon: theHub.lon } : null,
    points_source: planning.some((p) => p.postcodeCentre) || !planning.length ? 'postcode' : 'geocoded',
    travel_source: travelSource,
    plan,
    warnings,
    stops: stops.flatMap((s) => {
      const p = byId.get(s.orderId);
      if (!p) return [];
      const o = p.row;
      const window = DELIVERY_TIME_WINDOWS[o.timeWindow as DeliveryTimeWindow];
      return [
        {
          order_id: o.id,
          position: s.position,
          arrival: formatClock(s.plannedArrivalS),
          arrival_s: s.plannedArrivalS,
          time_window: o.timeWindow as DeliveryTimeWindow,
          window_from: window.from,
          window_to: window.to,
          order_status: ORDER_STATUS_NAMES[o.status as OrderStatus],
          delivered: s.deliveredAt !== null,
          customer: { name: `${o.firstName} ${o.lastName}`, phone: o.phone, street: o.deliveryStreet, postcode: o.deliveryPostcode, city: o.deliveryCity },
          lines: lines.filter((l) => l.orderId === o.id).map((l) => ({ name: lineNameIn(l.names, lang), quantity: l.quantity })),
          services: services.filter((x) => x.orderId === o.id).map((x) => x.code as OrderService),
          comment: o.customerComment,
          point: p.plan.point,
          photos: photos.filter((x) => x.orderId === o.id).map((x) => ({ id: x.uploadId, client_id: x.clientKey, url: photoUrl!(x.uploadId) })),
        },
      ];
    }),
  };
}

/** GET /vendor/routes/show/{id}. */
export async function showRoute(
  db: Executor,
  userId: number,
  id: number,
  lang: Language,
  travel?: TravelTimeProvider,
  photoUrl?: PhotoUrl,
): Promise<RouteDetail> {
  const vendor = await ownVendor(db, userId);
  return routeDetail(db, await routeOf(db, vendor.id, id), lang, undefined, travel, photoUrl);
}
