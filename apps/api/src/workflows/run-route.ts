import { ORDER_STATUS, osloToday, ROUTE_STATUS, type RouteActionResult, type Language } from '@vedmarked/domain';
import type { Executor } from '@vedmarked/db';
import type { FastifyInstance } from 'fastify';
import { AppError, conflict } from '../lib/errors.ts';
import { ownVendor } from '../modules/delivery/index.ts';
import { lockOrder, lockOrders, moveOrder, setArrival } from '../modules/orders/index.ts';
import { activeStops, lockRoute, markStopDelivered, releaseStops, type RouteRow, routeDetail, routeWrongStatus, updateRoute } from '../modules/routes/index.ts';
import { runEffects } from './effects.ts';
import { mailOrder, messageDate, smsOrder } from './steps.ts';

/**
 * Running a route (spec section 7: routes/start, routes/complete, and the driver's mark): the
 * route's row lock orders concurrent calls; each order moves through the order status table, and a
 * repeat finds the work done and changes nothing (no second mail, no second payment request).
 */

/** The route as the answer shows it, with each stop's delivery photos as signed links. */
const view = (app: FastifyInstance, tx: Executor, route: RouteRow, lang: Language) =>
  routeDetail(tx, route, lang, undefined, undefined, (uploadId) => app.uploads.signedUrl(uploadId));

/** POST /vendor/routes/start/{id}: the orders go in progress and each customer is told the approximate arrival. */
export async function startRoute(app: FastifyInstance, userId: number, id: number, lang: Language, now = new Date()): Promise<RouteActionResult> {
  return app.db.transaction(async (tx) => {
    const vendor = await ownVendor(tx, userId);
    const route = await lockRoute(tx, vendor.id, id);
    if (route.status === ROUTE_STATUS.onRoute && route.startedAt) return { route: await view(app, tx, route, lang), changed: false, left_out: [] };
    if (route.status !== ROUTE_STATUS.onRoute) throw routeWrongStatus();
    const stops = await activeStops(tx, route.id);
    if (!stops.length) throw routeWrongStatus();
    for (const order of await lockOrders(
      tx,
      stops.map((s) => s.orderId),
    )) {
      const moved = await moveOrder(tx, order, 'start-route', 'vendor', {}, now);
      const when = { arrival: moved.order.arrivalTime ?? route.departureTime, date: messageDate(moved.order.arrivalDate ?? route.deliveryDate) };
      await runEffects<'start-route'>(moved.effects, {
        // By e-mail and SMS, in the order's language; the route's lock and the status move make a repeat send neither.
        'notify-arrival': async () => {
          await mailOrder(app, tx, moved.order, 'mail-route-arrival-subject', 'mail-route-arrival-body', when);
          await smsOrder(app, tx, moved.order, 'sms-route-arrival', when);
        },
      });
    }
    const saved = await updateRoute(tx, route.id, { startedAt: now, updatedAt: now });
    return { route: await view(app, tx, saved, lang), changed: true, left_out: [] };
  });
}

/** POST /vendor/routes/deliver/{id}: the driver marks one stop delivered; its final 40% is requested. A repeat changes nothing. */
export async function deliverStop(
  app: FastifyInstance,
  userId: number,
  id: number,
  orderId: number,
  lang: Language,
  now = new Date(),
): Promise<RouteActionResult> {
  return app.db.transaction(async (tx) => {
    const vendor = await ownVendor(tx, userId);
    const route = await lockRoute(tx, vendor.id, id);
    const stop = (await activeStops(tx, route.id)).find((s) => s.orderId === orderId);
    if (!stop) throw new AppError(404, 'route_stop_not_found', 'error-route-stop-not-found');
    if (stop.deliveredAt) return { route: await view(app, tx, route, lang), changed: false, left_out: [] };
    if (route.status !== ROUTE_STATUS.onRoute || !route.startedAt) throw routeWrongStatus();
    const order = (await lockOrder(tx, orderId))!;
    const moved = await moveOrder(tx, order, 'deliver', 'vendor', {}, now);
    await markStopDelivered(tx, stop.id, now);
    await runEffects<'deliver'>(moved.effects, {
      'mail-delivered': () => mailOrder(app, tx, moved.order, 'mail-delivered-subject', 'mail-delivered-body', { date: messageDate(osloToday(now)) }),
      // Money last: the final stage, captured from the card reservation while it holds, else due by link.
      'request-final-payment': () => app.payments.requestStage(tx, order.id, 'final', now),
    });
    return { route: await view(app, tx, route, lang), changed: true, left_out: [] };
  });
}

/** POST /vendor/routes/complete/{id}: needs one stop delivered; the unmarked orders go back to confirmed. A repeat changes nothing. */
export async function completeRoute(app: FastifyInstance, userId: number, id: number, lang: Language, now = new Date()): Promise<RouteActionResult> {
  return app.db.transaction(async (tx) => {
    const vendor = await ownVendor(tx, userId);
    const route = await lockRoute(tx, vendor.id, id);
    if (route.status === ROUTE_STATUS.delivered) return { route: await view(app, tx, route, lang), changed: false, left_out: [] };
    if (route.status !== ROUTE_STATUS.onRoute || !route.startedAt) throw routeWrongStatus();
    const stops = await activeStops(tx, route.id);
    if (!stops.some((s) => s.deliveredAt)) throw conflict('route_nothing_delivered', 'error-route-nothing-delivered');
    const unmarked = stops.filter((s) => !s.deliveredAt).map((s) => s.orderId);
    await releaseStops(tx, route.id, unmarked, now);
    for (const order of await lockOrders(tx, unmarked)) {
      if (order.status !== ORDER_STATUS.inProgress) continue;
      const moved = await moveOrder(tx, order, 'return-undelivered', 'vendor', {}, now);
      await runEffects<'return-undelivered'>(moved.effects, {});
      await setArrival(tx, order.id, null);
    }
    const saved = await updateRoute(tx, route.id, { status: ROUTE_STATUS.delivered, completedAt: now, updatedAt: now });
    return { route: await view(app, tx, saved, lang), changed: true, left_out: [] };
  });
}
