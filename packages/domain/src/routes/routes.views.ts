import { z } from 'zod';
import { isIsoDate } from '../checkout/calendar.ts';
import { TIME_WINDOW_NAMES } from '../checkout/delivery.ts';
import { ORDER_SERVICES, ORDER_STATUS_NAME_LIST, ROUTE_STATUS } from '../orders/status.ts';
import { tableListQuery } from '../table/query.ts';
import { idSchema, line } from '../validation/primitives.ts';
import { parseClock } from './clock.ts';
import { ROUTE_MAX_ORDERS } from './constants.ts';

/**
 * Requests and responses of the route calls (spec section 7 Routes; issue 9). The API declares them
 * as its schemas; the route desk and the driver app take their types from them.
 */

/** The tabs of the route desk: new (not started), in progress (started), active (both), history (completed or canceled). */
export const ROUTE_TABS = ['active', 'new', 'in-progress', 'history'] as const;
export type RouteTab = (typeof ROUTE_TABS)[number];
export const ROUTE_STATUS_NAME_LIST = Object.keys(ROUTE_STATUS) as [keyof typeof ROUTE_STATUS, ...(keyof typeof ROUTE_STATUS)[]];

/** Which tab a route is under (history wins once it ended). */
export function routeTabOf(route: { status: number; started: boolean }): Exclude<RouteTab, 'active'> {
  if (route.status !== ROUTE_STATUS.onRoute) return 'history';
  return route.started ? 'in-progress' : 'new';
}

export const routeListQuery = tableListQuery({
  sortable: ['id', 'date', 'completed', 'orders', 'vehicle', 'volume', 'weight', 'sacks', 'status'],
  filterable: { id: 'number', date: 'date', completed: 'date', orders: 'number', vehicle: 'text', volume: 'number', weight: 'number', sacks: 'number' },
  defaultLimit: 25,
  maxLimit: 100,
}).extend({ tab: z.enum(ROUTE_TABS, { error: 'validation-invalid' }).default('active') });
export type RouteListQuery = z.infer<typeof routeListQuery>;

const isoDate = (required: string) => line({ error: required }).refine(isIsoDate, { error: 'error-valid-date' });
const clock = (required: string) =>
  line({ error: required }).refine((v) => /^\d{2}:\d{2}$/.test(v) && parseClock(v) !== null && parseClock(v)! < 24 * 3600, {
    error: 'error-route-start-invalid',
  });
const MISSING = Symbol('missing');
/** An id that must be sent, with its own message when it is not (an absent key never reaches an optional's checks). */
const requiredId = (key: string) =>
  z
    .preprocess((v) => (v === '' || v === null || v === undefined ? MISSING : v), z.any())
    .superRefine((v, ctx) => {
      if (v === MISSING) ctx.addIssue({ code: 'custom', message: key, abort: true });
    })
    .pipe(idSchema);
const orderIds = z.array(idSchema, { error: 'validation-invalid' }).max(ROUTE_MAX_ORDERS * 4, { error: 'error-route-max-orders' });

/**
 * POST /vendor/routes/add: a route for a date, a departure and a vehicle, from ticked orders (in
 * stop order as sent; neighbour orders join) or, with `suggest`, from the planner's choice of the
 * vendor's confirmed orders (earliest due first, by the vehicle's weight and volume).
 */
export const routeAddBody = z
  .strictObject({
    delivery_date: isoDate('error-route-date-required'),
    departure_time: clock('error-route-start-required'),
    vehicle_id: requiredId('error-route-vehicle-required'),
    order_ids: orderIds.optional(),
    suggest: z.boolean({ error: 'validation-invalid' }).optional(),
    /** Client-chosen key: a retried or double-clicked add returns the route it made. */
    idempotency_key: line({ error: 'validation-invalid' }).min(8, { error: 'validation-invalid' }).max(100, { error: 'validation-invalid' }).optional(),
  })
  .refine((b) => b.suggest === true || (b.order_ids?.length ?? 0) > 0, { error: 'error-route-orders-required', path: ['order_ids'] });
export type RouteAddBody = z.infer<typeof routeAddBody>;

/**
 * POST /vendor/routes/update/{id}: the route's orders in their new stop order (reordering, adding
 * and removing at once; an added or removed order brings its neighbour orders along), and
 * optionally a new departure or vehicle. Only before the route starts.
 */
export const routeUpdateBody = z.strictObject({
  order_ids: orderIds.min(1, { error: 'error-route-orders-required' }),
  departure_time: clock('error-route-start-required').optional(),
  vehicle_id: idSchema.optional(),
});
export type RouteUpdateBody = z.infer<typeof routeUpdateBody>;

/** POST /vendor/routes/deliver/{id}: the driver marks one stop delivered. */
export const routeDeliverBody = z.strictObject({ order_id: idSchema });

/** At most this many delivery photos per order (issue 9: 1–10 per stop). */
export const DELIVERY_PHOTOS_MAX = 10;

/**
 * POST /vendor/routes/photo/{id}, multipart: the fields beside the one file `image`. `client_id`
 * is a UUID the phone makes for each photo; sending it again returns the photo stored the first time.
 */
export const routePhotoForm = z.strictObject({
  order_id: requiredId('validation-field-required'),
  client_id: z.uuid({ error: 'error-delivery-photo-client-id' }),
});
export type RoutePhotoForm = z.infer<typeof routePhotoForm>;

/** A delivery photo: the upload's id, the phone's id for it, and a signed link that expires (an hour). */
export const deliveryPhotoView = z.object({ id: z.string(), client_id: z.string().nullable(), url: z.string() });
export type DeliveryPhoto = z.infer<typeof deliveryPhotoView>;

export const routePhotoResultView = z.object({
  order_id: z.number().int(),
  photo: deliveryPhotoView,
  /** False when the photo was already stored under this client_id (nothing stored again). */
  changed: z.boolean(),
  /** The stop's delivery photos now. */
  photos: z.number().int(),
});
export type RoutePhotoResult = z.infer<typeof routePhotoResultView>;

export const ROUTE_WARNING_CODES = ['after_warning_hour', 'outside_window', 'over_weight', 'over_volume'] as const;
export const routeWarningView = z.object({
  code: z.enum(ROUTE_WARNING_CODES),
  order_id: z.number().int().nullable(),
  arrival: z.string().nullable(),
});

export const routeListItemView = z.object({
  id: z.number().int(),
  delivery_date: z.string(),
  departure_time: z.string(),
  completed_at: z.string().nullable(),
  started_at: z.string().nullable(),
  orders: z.number().int(),
  vehicle: z.object({ id: z.number().int(), car_number: z.string() }),
  volume_pct: z.number(),
  weight_pct: z.number(),
  sacks: z.number().int(),
  distance_m: z.number().int(),
  duration_s: z.number().int(),
  status: z.number().int(),
  status_name: z.enum(ROUTE_STATUS_NAME_LIST),
  tab: z.enum(ROUTE_TABS),
  actions: z.object({ update: z.boolean(), start: z.boolean(), complete: z.boolean(), cancel: z.boolean() }),
});
export type RouteListItem = z.infer<typeof routeListItemView>;

export const routeListView = z.object({ total: z.number().int(), routes: z.array(routeListItemView) });

export const routeStopView = z.object({
  order_id: z.number().int(),
  position: z.number().int(),
  /** Planned arrival, "HH:MM", and seconds after midnight. */
  arrival: z.string(),
  arrival_s: z.number().int(),
  time_window: z.enum(TIME_WINDOW_NAMES),
  window_from: z.string(),
  window_to: z.string(),
  order_status: z.enum(ORDER_STATUS_NAME_LIST),
  delivered: z.boolean(),
  customer: z.object({ name: z.string(), phone: z.string(), street: z.string(), postcode: z.string(), city: z.string() }),
  lines: z.array(z.object({ name: z.string(), quantity: z.number().int() })),
  services: z.array(z.enum(ORDER_SERVICES)),
  comment: z.string().nullable(),
  point: z.object({ lat: z.number(), lon: z.number() }),
  /** The driver's delivery photos of the stop (signed links). */
  photos: z.array(deliveryPhotoView),
});
export type RouteStop = z.infer<typeof routeStopView>;

const point = z.object({ lat: z.number(), lon: z.number() });

/**
 * What the server planned the route with, in the planner's own shapes (preview.ts
 * RoutePlanSnapshot): the route page runs checkRoute on it while stops are reordered.
 */
export const routePlanView = z.object({
  date: z.string(),
  departure: z.number().int(),
  vehicle: z.object({ id: z.number().int(), capacityKg: z.number(), widthCm: z.number(), heightCm: z.number(), depthCm: z.number() }),
  hub: point,
  orders: z.array(
    z.object({
      id: z.number().int(),
      point,
      lines: z.array(
        z.object({
          quantity: z.number(),
          weightKg: z.number(),
          volumeL: z.number().nullable().optional(),
          format: z.string().nullable().optional(),
          accessory: z.boolean().optional(),
        }),
      ),
      timeWindow: z.enum(TIME_WINDOW_NAMES),
      dateFrom: z.string(),
      dateTo: z.string(),
      excludedDates: z.array(z.string()),
      neighbourKey: z.string().nullable().optional(),
      serviceSeconds: z.number().optional(),
    }),
  ),
  points: z.array(point),
  seconds: z.array(z.number()),
  metres: z.array(z.number()),
  source: z.enum(['estimate', 'osrm']),
});

export const routeDetailView = routeListItemView.extend({
  /** Where the van leaves from (null only if the vendor has no hub at all any more). */
  hub: z.object({ name: z.string(), lat: z.number(), lon: z.number() }).nullable(),
  /** Where the stops' coordinates come from: postcode centres (today), or geocoded addresses. */
  points_source: z.enum(['postcode', 'geocoded']),
  /** Where the travel times come from: the coordinate estimate, or an OSRM server's road network. */
  travel_source: z.enum(['estimate', 'osrm']),
  /** The planner's input for the live recompute (null once the route has ended or has no stops). */
  plan: routePlanView.nullable(),
  stops: z.array(routeStopView),
  warnings: z.array(routeWarningView),
});
export type RouteDetail = z.infer<typeof routeDetailView>;

/** GET /vendor/routes/driver: the driver app's routes of the day (Oslo date), with their stops and photos. */
export const driverRoutesView = z.object({ date: z.string(), routes: z.array(routeDetailView) });
export type DriverRoutes = z.infer<typeof driverRoutesView>;

export const routeActionResultView = z.object({
  route: routeDetailView,
  /** False when a repeat found the work already done (nothing changed). */
  changed: z.boolean(),
  /** Orders a suggested route could not take, with why (planner.ts LeftOutReason). */
  left_out: z.array(z.object({ order_id: z.number().int(), reason: z.string() })),
});
export type RouteActionResult = z.infer<typeof routeActionResultView>;
