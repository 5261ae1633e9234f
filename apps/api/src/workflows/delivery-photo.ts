import { DELIVERY_PHOTOS_MAX, ROUTE_STATUS, type RoutePhotoForm, type RoutePhotoResult } from '@vedmarked/domain';
import type { FastifyInstance } from 'fastify';
import { AppError, conflict, fieldError } from '../lib/errors.ts';
import type { ImageInput } from '../plugins/uploads.ts';
import { ownVendor } from '../modules/delivery/index.ts';
import { deliveryImageByKey, deliveryImageCount, linkDeliveryImage } from '../modules/orders/index.ts';
import { activeStops, lockRoute, type RouteRow, routeOf, type StopRow } from '../modules/routes/index.ts';
import type { Executor } from '@vedmarked/db';

/** A delivered stop takes photos this long after its mark, even once its route is completed (a phone that was offline). */
const AFTER_DELIVERY_MS = 24 * 3600 * 1000;

/** The stop a photo is for: an active stop of the vendor's started route, or one delivered in the last day. */
async function photoStop(db: Executor, route: RouteRow, orderId: number, now: Date): Promise<StopRow> {
  const stop = (await activeStops(db, route.id)).find((s) => s.orderId === orderId);
  if (!stop) throw new AppError(404, 'route_stop_not_found', 'error-route-stop-not-found');
  const running = route.status === ROUTE_STATUS.onRoute && route.startedAt !== null;
  const justDelivered = stop.deliveredAt !== null && now.getTime() - stop.deliveredAt.getTime() < AFTER_DELIVERY_MS;
  if (!running && !justDelivered) throw conflict('route_wrong_status', 'error-delivery-photo-not-allowed');
  return stop;
}

const tooMany = () => fieldError({ image: { key: 'error-delivery-photo-max', params: { max: DELIVERY_PHOTOS_MAX } } });

/**
 * POST /vendor/routes/photo/{id}: the driver's photo of a delivered stop. The image goes through the
 * upload pipeline (type from its bytes, re-encoded, private: served by signed link) and is linked to
 * the order as a delivery photo under the phone's client_id. A photo sent again (a lost answer, an
 * offline queue that retries) returns the first copy: a read answers the usual repeat without
 * decoding anything, and under the route's row lock the unique (order, client_id) index is what
 * decides, so two concurrent sends store one photo. At most DELIVERY_PHOTOS_MAX per order.
 */
export async function addDeliveryPhoto(
  app: FastifyInstance,
  userId: number,
  routeId: number,
  form: RoutePhotoForm,
  image: ImageInput,
  now = new Date(),
): Promise<RoutePhotoResult> {
  const vendor = await ownVendor(app.db, userId);
  const answer = async (db: Executor, uploadId: string, changed: boolean): Promise<RoutePhotoResult> => ({
    order_id: form.order_id,
    photo: { id: uploadId, client_id: form.client_id, url: app.uploads.signedUrl(uploadId, now.getTime()) },
    changed,
    photos: await deliveryImageCount(db, form.order_id),
  });
  // Before any decoding: the route is the vendor's (else 404), the stop takes photos, and this is no repeat.
  await photoStop(app.db, await routeOf(app.db, vendor.id, routeId), form.order_id, now);
  const before = await deliveryImageByKey(app.db, form.order_id, form.client_id);
  if (before) return answer(app.db, before.uploadId, false);
  if ((await deliveryImageCount(app.db, form.order_id)) >= DELIVERY_PHOTOS_MAX) throw tooMany();

  const saved = await app.uploads.saveImage(image, { purpose: 'delivery-proof', ownerUserId: userId, field: 'image' });
  try {
    const result = await app.db.transaction(async (tx) => {
      await photoStop(tx, await lockRoute(tx, vendor.id, routeId), form.order_id, now);
      const first = await deliveryImageByKey(tx, form.order_id, form.client_id);
      if (first) return { uploadId: first.uploadId, changed: false };
      if ((await deliveryImageCount(tx, form.order_id)) >= DELIVERY_PHOTOS_MAX) throw tooMany();
      const linked = await linkDeliveryImage(tx, { orderId: form.order_id, uploadId: saved.id, clientKey: form.client_id });
      if (!linked) return { uploadId: (await deliveryImageByKey(tx, form.order_id, form.client_id))!.uploadId, changed: false };
      return { uploadId: saved.id, changed: true };
    });
    if (!result.changed) await app.uploads.remove(saved.id);
    return answer(app.db, result.uploadId, result.changed);
  } catch (err) {
    await app.uploads.remove(saved.id);
    throw err;
  }
}
