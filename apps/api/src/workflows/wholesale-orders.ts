import type { Language, WholesaleOrderAction } from '@vedmarked/domain';
import type { FastifyInstance } from 'fastify';
import { conflict } from '../lib/errors.ts';
import { recordWholesaleSale } from '../modules/settlements/index.ts';
import { cancelOpenRequest, openTransportRequest } from '../modules/transport/index.ts';
import { listingOf, mailBoth, moveWholesaleOrder, orderDetail, orderOf, orderWithNames, type Party, releaseAmount } from '../modules/wholesale-orders/index.ts';

/** Sends what a committed move left in the outbox, without holding up the answer. */
export function flushAfter(app: FastifyInstance, changed: boolean) {
  if (changed) app.messenger.flush().catch((err) => app.log.warn({ err }, 'message delivery failed; kept in the outbox'));
}

async function answer(app: FastifyInstance, party: Party, id: number, changed: boolean): Promise<WholesaleOrderAction> {
  flushAfter(app, changed);
  return { order: await orderDetail(app.db, party, id, (u) => app.uploads.signedUrl(u)), changed };
}

/**
 * POST /wholesaler/order/confirm/{id}: the wholesaler confirms its order; one that needs transport
 * opens its transportation request in the same transaction, and both sides are e-mailed. Under the
 * order's row lock and a conditional update, a confirm racing a cancel: one wins, the other is a 409.
 */
export async function confirmWholesaleOrder(app: FastifyInstance, userId: number, id: number, lang: Language, now = new Date()) {
  const party: Party = { role: 'seller', userId };
  const changed = await app.db.transaction(async (tx) => {
    const moved = await moveWholesaleOrder(tx, await orderOf(tx, party, id, true), 'confirm', 'seller', lang, { confirmedAt: now });
    if (!moved.changed) return false;
    const listing = await listingOf(tx, moved.order.listingId);
    if (moved.order.needsTransport) await openTransportRequest(tx, moved.order, listing);
    await mailBoth(app, tx, moved.order, listing, 'confirmed', { sellerName: (await orderWithNames(tx, id)).sellerName });
    return true;
  });
  return answer(app, party, id, changed);
}

/**
 * A cancellation by either side (the wholesaler with a reason, while ordered or confirmed and no
 * transporter has accepted; the buyer while ordered): the amount goes back to the listing and an
 * open transportation request is cancelled, in one transaction; both sides are e-mailed.
 */
export async function cancelWholesaleOrder(app: FastifyInstance, party: Party, id: number, reason: string | null, lang: Language, now = new Date()) {
  const changed = await app.db.transaction(async (tx) => {
    const event = party.role === 'seller' ? 'seller-cancel' : 'buyer-cancel';
    const moved = await moveWholesaleOrder(tx, await orderOf(tx, party, id, true), event, party.role, lang, {
      cancelledAt: now,
      cancelledBy: party.userId,
      cancelReason: reason,
    });
    if (!moved.changed) return false;
    if ((await cancelOpenRequest(tx, id, now)) === 'taken') throw conflict('wholesale_order_transport_taken', 'error-wholesale-order-transport-taken');
    await releaseAmount(tx, moved.order);
    const listing = await listingOf(tx, moved.order.listingId);
    const { sellerName } = await orderWithNames(tx, id);
    await mailBoth(app, tx, moved.order, listing, 'cancelled', { sellerName, cancelledBy: party.role, reason });
    return true;
  });
  return answer(app, party, id, changed);
}

/**
 * POST /wholesaler/order/collected/{id}: the buying vendor picked the goods up itself, and the
 * wholesaler marks the order delivered. Only an order without transport (the order's transport
 * choice; an order with transport is delivered by its transporter, 409). The sale is posted to the
 * ledger in the same transaction (decision 0044); a repeat changes and posts nothing.
 */
export async function collectWholesaleOrder(app: FastifyInstance, userId: number, id: number, lang: Language, now = new Date()) {
  const party: Party = { role: 'seller', userId };
  const { market_fee_pct } = await app.settings.get();
  const changed = await app.db.transaction(async (tx) => {
    const moved = await moveWholesaleOrder(tx, await orderOf(tx, party, id, true), 'collect', 'seller', lang, { deliveredAt: now });
    if (!moved.changed) return false;
    await recordWholesaleSale(tx, moved.order, market_fee_pct);
    const listing = await listingOf(tx, moved.order.listingId);
    await mailBoth(app, tx, moved.order, listing, 'collected', { sellerName: (await orderWithNames(tx, id)).sellerName });
    return true;
  });
  return answer(app, party, id, changed);
}
