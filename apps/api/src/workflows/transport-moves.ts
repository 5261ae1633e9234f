import { TRANSPORT_PHOTOS_MAX, TRANSPORT_PHOTOS_MIN, type Language, type TransportAction } from '@vedmarked/domain';
import type { Executor } from '@vedmarked/db';
import type { FastifyInstance } from 'fastify';
import { fieldError } from '../lib/errors.ts';
import { withImages } from '../lib/with-images.ts';
import type { ImageInput } from '../plugins/uploads.ts';
import { recordTransportJob, recordWholesaleSale } from '../modules/settlements/index.ts';
import { handBackRequest, linkPhotos, lockRequest, moveRequest, showRequest } from '../modules/transport/index.ts';
import { listingOf, lockOrderById, mailBoth, moveWholesaleOrder, orderWithNames } from '../modules/wholesale-orders/index.ts';
import { flushAfter } from './wholesale-orders.ts';

async function answer(app: FastifyInstance, userId: number, id: number, changed: boolean): Promise<TransportAction> {
  flushAfter(app, changed);
  return { request: await showRequest(app.db, userId, id, (u) => app.uploads.signedUrl(u)), changed };
}

/**
 * A move in one transaction, answered with the request as that transaction left it: read after the
 * commit, a request given back could already be another transporter's, and the answer a 404.
 */
async function answerMove(app: FastifyInstance, userId: number, id: number, move: (tx: Executor) => Promise<boolean>): Promise<TransportAction> {
  const result = await app.db.transaction(async (tx) => {
    const changed = await move(tx);
    return { request: await showRequest(tx, userId, id, (u) => app.uploads.signedUrl(u)), changed };
  });
  flushAfter(app, result.changed);
  return result;
}

/** POST /transporter/transportation/accept/{id}: the first round-timber transporter takes an open request; the others get a 409. */
export async function acceptTransport(app: FastifyInstance, userId: number, id: number, now = new Date()) {
  return answerMove(app, userId, id, async (tx) => (await moveRequest(tx, await lockRequest(tx, id), 'accept', userId, now)).changed);
}

/** POST /transporter/transportation/pick-up/{id}: the accepting transporter has loaded the goods; the order is in transport. */
export async function pickUpTransport(app: FastifyInstance, userId: number, id: number, lang: Language, now = new Date()) {
  return answerMove(app, userId, id, async (tx) => {
    const moved = await moveRequest(tx, await lockRequest(tx, id), 'pick-up', userId, now);
    if (moved.changed) await moveWholesaleOrder(tx, await lockOrderById(tx, moved.request.orderId), 'pick-up', 'transporter', lang);
    return moved.changed;
  });
}

class AlreadyDelivered extends Error {}

const photosRequired = () =>
  fieldError({ images: { key: 'error-transport-photos-required', params: { min: TRANSPORT_PHOTOS_MIN, max: TRANSPORT_PHOTOS_MAX } } });

/**
 * POST /transporter/transportation/deliver/{id} (multipart, 1–10 photos in images[]): the request
 * and its order are delivered together, the photos linked, both sides e-mailed. A repeat stores
 * nothing more; the photos are re-encoded before the transaction and removed again if it fails.
 */
export async function deliverTransport(app: FastifyInstance, userId: number, id: number, files: ImageInput[], lang: Language, now = new Date()) {
  const before = await showRequest(app.db, userId, id, () => '');
  if (before.mine && before.status === 'delivered') return answer(app, userId, id, false);
  if (files.length < TRANSPORT_PHOTOS_MIN || files.length > TRANSPORT_PHOTOS_MAX) throw photosRequired();
  const fees = await app.settings.get();
  const changed = await withImages(app, { purpose: 'delivery-proof', ownerUserId: userId }, files, (saved) =>
    app.db.transaction(async (tx) => {
      const moved = await moveRequest(tx, await lockRequest(tx, id), 'deliver', userId, now);
      if (!moved.changed) throw new AlreadyDelivered(); // by a concurrent send: its photos stand, these are removed
      await linkPhotos(
        tx,
        id,
        saved.map((s) => s.id),
      );
      const order = await moveWholesaleOrder(tx, await lockOrderById(tx, moved.request.orderId), 'deliver', 'transporter', lang, { deliveredAt: now });
      // The goods' sale and the transport job go to the ledger with the delivery, or not at all (decision 0044).
      await recordWholesaleSale(tx, order.order, fees.market_fee_pct);
      await recordTransportJob(tx, moved.request, order.order, fees.transport_fee_pct);
      const listing = await listingOf(tx, order.order.listingId);
      await mailBoth(app, tx, order.order, listing, 'delivered', { sellerName: (await orderWithNames(tx, order.order.id)).sellerName });
      return true;
    }),
  ).catch((err) => {
    if (err instanceof AlreadyDelivered) return false;
    throw err;
  });
  return answer(app, userId, id, changed);
}

/**
 * POST /transporter/transportation/hand-back/{id}: the transporter that accepted a request gives it
 * back before picking the goods up; it is open for the other transporters again, and the audit log
 * keeps who gave it back and why (decision 0044). After pick-up it is too late (409).
 */
export async function handBackTransport(app: FastifyInstance, userId: number, id: number, reason: string | null, now = new Date()) {
  return answerMove(app, userId, id, async (tx) => handBackRequest(tx, await lockRequest(tx, id), userId, reason, now));
}
