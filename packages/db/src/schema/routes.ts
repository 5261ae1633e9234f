import { ROUTE_STATUS_VALUES } from '@vedmarked/domain';
import { sql } from 'drizzle-orm';
import { check, date, doublePrecision, index, integer, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, ts, updatedAt } from './helpers.ts';
import { orders } from './orders.ts';
import { vehicles, vendors } from './vendors.ts';

/**
 * A vendor's delivery route (spec section 3): one vehicle, one delivery date, a departure time and
 * its stops. Status 0 on route (started_at says whether the driver has left), 1 delivered
 * (completed), 2 canceled. The figures are the planner's at the last save. Owned by the routes module.
 */
export const routes = pgTable(
  'routes',
  {
    id: serial('id').primaryKey(),
    vendorId: integer('vendor_id')
      .notNull()
      .references(() => vendors.id, { onDelete: 'cascade' }),
    vehicleId: integer('vehicle_id')
      .notNull()
      .references(() => vehicles.id),
    /** Client-chosen key: a retried or double-clicked routes/add returns the same route. */
    idempotencyKey: text('idempotency_key'),
    deliveryDate: date('delivery_date').notNull(),
    /** Departure from the hub, "HH:MM". */
    departureTime: text('departure_time').notNull(),
    status: integer('status').notNull().default(0),
    distanceM: integer('distance_m').notNull().default(0),
    durationS: integer('duration_s').notNull().default(0),
    volumePct: doublePrecision('volume_pct').notNull().default(0),
    weightPct: doublePrecision('weight_pct').notNull().default(0),
    sacks: integer('sacks').notNull().default(0),
    /** Where the stop coordinates came from: the postcode centres, or geocoded addresses. */
    pointsSource: text('points_source').notNull().default('postcode'),
    startedAt: ts('started_at'),
    completedAt: ts('completed_at'),
    canceledAt: ts('canceled_at'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('routes_idempotency_unique').on(t.vendorId, t.idempotencyKey),
    index('routes_vendor_status_idx').on(t.vendorId, t.status, t.deliveryDate),
    check('routes_status_check', sql.raw(`status in (${ROUTE_STATUS_VALUES.join(',')})`)),
    check('routes_departure_check', sql`departure_time ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$'`),
    check('routes_figures_check', sql`distance_m >= 0 and duration_s >= 0 and volume_pct >= 0 and weight_pct >= 0 and sacks >= 0`),
    check('routes_points_source_check', sql`points_source in ('postcode', 'geocoded')`),
  ],
);

/**
 * An order on a route: its position and planned arrival. A stop that leaves its route (removed,
 * canceled, unmarked at completion) keeps its row with released_at set, so history shows it; an
 * order is on at most one route at a time (the partial unique index), which also makes two
 * concurrent route saves for one order fail rather than both succeed.
 */
export const routeStops = pgTable(
  'route_stops',
  {
    id: serial('id').primaryKey(),
    routeId: integer('route_id')
      .notNull()
      .references(() => routes.id, { onDelete: 'cascade' }),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    /** Planned arrival, seconds after midnight of the route's date. */
    plannedArrivalS: integer('planned_arrival_s').notNull(),
    deliveredAt: ts('delivered_at'),
    releasedAt: ts('released_at'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('route_stops_order_active_unique').on(t.orderId).where(sql`released_at is null`),
    index('route_stops_route_idx').on(t.routeId, t.position),
    check('route_stops_check', sql`position >= 0 and planned_arrival_s >= 0`),
  ],
);
