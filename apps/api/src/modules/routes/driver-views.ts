import { type DriverRoutes, type Language, osloToday, ROUTE_STATUS, type TravelTimeProvider } from '@vedmarked/domain';
import { type Executor, routes } from '@vedmarked/db';
import { and, asc, eq, isNotNull, or } from 'drizzle-orm';
import { ownVendor } from '../delivery/index.ts';
import { type PhotoUrl, routeDetail } from './route-views.ts';

/** The driver app shows at most this many routes (a vendor with a few vans). */
const DRIVER_MAX_ROUTES = 10;

/**
 * GET /vendor/routes/driver: the routes the driver works today, in departure order, each with its
 * stops and photos: today's routes that have not ended, and any started route not yet completed
 * (a route begun yesterday and still open).
 */
export async function driverRoutes(
  db: Executor,
  userId: number,
  lang: Language,
  travel: TravelTimeProvider | undefined,
  photoUrl: PhotoUrl,
  now = new Date(),
): Promise<DriverRoutes> {
  const vendor = await ownVendor(db, userId);
  const today = osloToday(now);
  const rows = await db
    .select()
    .from(routes)
    .where(and(eq(routes.vendorId, vendor.id), eq(routes.status, ROUTE_STATUS.onRoute), or(eq(routes.deliveryDate, today), isNotNull(routes.startedAt))))
    .orderBy(asc(routes.deliveryDate), asc(routes.departureTime), asc(routes.id))
    .limit(DRIVER_MAX_ROUTES);
  const details = [];
  for (const route of rows) details.push(await routeDetail(db, route, lang, undefined, travel, photoUrl));
  return { date: today, routes: details };
}
