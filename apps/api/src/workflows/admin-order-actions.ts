import {
  type AdminFixShippingBody,
  type AdminOrderActionResult,
  decideFixedShipping,
  type Language,
  ORDER_STATUS,
  type PaymentStage,
  type PaymentStatus,
} from '@vedmarked/domain';
import type { Executor } from '@vedmarked/db';
import { orders } from '@vedmarked/db';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { conflict, notFound } from '../lib/errors.ts';
import { adminOrderDetail } from '../modules/console/index.ts';
import { lockOrder, moveOrder, type OrderRow, releaseToMarket } from '../modules/orders/index.ts';
import { releaseOrderFromRoute } from '../modules/routes/index.ts';
import { withdrawalEffects } from './cancel-order.ts';
import { runEffects } from './effects.ts';
import { returnStock } from './steps.ts';

/**
 * The admin's actions on an order (issue 13 item 2): each runs in one transaction on the locked
 * order, writes an audit entry with the admin's reason, and is safe to repeat: a retry finds the
 * order already as asked and changes (and audits) nothing.
 */
export interface AdminReader {
  imageSecret: string;
  lang: Language;
}

type Step = (tx: Executor, order: OrderRow, now: Date) => Promise<{ changed: boolean; details?: Record<string, unknown> }>;

async function act(app: FastifyInstance, adminId: number, orderId: number, action: string, reason: string, reader: AdminReader, step: Step) {
  const now = new Date();
  const changed = await app.db.transaction(async (tx) => {
    const order = await lockOrder(tx, orderId);
    if (!order) throw notFound('error-order-not-found');
    const r = await step(tx, order, now);
    if (r.changed) await app.audit.record(tx, { actorUserId: adminId, action, target: `order:${orderId}`, details: { reason, ...r.details } });
    return r.changed;
  });
  const result: AdminOrderActionResult = { order: await adminOrderDetail(app.db, orderId, reader.imageSecret, reader.lang), changed };
  return result;
}

const closed = (o: OrderRow) => o.status === ORDER_STATUS.canceled || o.status === ORDER_STATUS.declined;

/**
 * Fixes the order's shipping price: the total and the stages not yet paid move by the difference
 * (decideFixedShipping); an optional comment is stored as the admin comment the vendor sees.
 */
export function fixShipping(app: FastifyInstance, adminId: number, orderId: number, body: AdminFixShippingBody, reader: AdminReader) {
  return act(app, adminId, orderId, 'order.fixed-shipping', body.reason, reader, async (tx, order, now) => {
    if (closed(order)) throw conflict('order_wrong_status', 'error-admin-order-status');
    const comment = body.comment === undefined ? order.adminComment : body.comment || null;
    const stages = await app.payments.stagesOf(tx, order.id, true);
    const d = decideFixedShipping(
      order,
      stages.map((s) => ({ id: s.id, stage: s.stage as PaymentStage, amount: s.amount, status: s.status as PaymentStatus })),
      body.shipping,
    );
    if (d.kind === 'refuse') throw conflict('order_wrong_status', `error-fixed-shipping-${d.reason}`);
    if (d.kind === 'same' && order.fixedShipping === body.shipping && comment === order.adminComment) return { changed: false };
    const total = d.kind === 'change' ? d.total : order.total;
    await tx
      .update(orders)
      .set({ shipping: body.shipping, fixedShipping: body.shipping, total, adminComment: comment, updatedAt: now })
      .where(eq(orders.id, order.id));
    if (d.kind === 'change') await app.payments.setOpenAmounts(tx, order.id, d.stages, now);
    return {
      changed: true,
      details: {
        shipping: { from: order.shipping, to: body.shipping },
        total: { from: order.total, to: total },
        comment: comment !== order.adminComment ? comment : undefined,
      },
    };
  });
}

/** Writes (or clears, with an empty text) the admin comment the vendor sees on its order page. */
export function setAdminComment(app: FastifyInstance, adminId: number, orderId: number, body: { comment: string; reason: string }, reader: AdminReader) {
  return act(app, adminId, orderId, 'order.comment', body.reason, reader, async (tx, order, now) => {
    const comment = body.comment || null;
    if (comment === order.adminComment) return { changed: false };
    await tx.update(orders).set({ adminComment: comment, updatedAt: now }).where(eq(orders.id, order.id));
    return { changed: true, details: { comment } };
  });
}

/** Moves the order to the market (the order status table's admin-to-market row): its vendor's goods go back in stock. */
export function moveToMarket(app: FastifyInstance, adminId: number, orderId: number, reason: string, reader: AdminReader) {
  return act(app, adminId, orderId, 'order.to-market', reason, reader, async (tx, order, now) => {
    if (order.status === ORDER_STATUS.market) return { changed: false };
    const moved = await moveOrder(tx, order, 'admin-to-market', 'admin', {}, now);
    await runEffects<'admin-to-market'>(moved.effects, {
      'return-stock': () => returnStock(tx, order.id),
      'publish-to-market': () => releaseToMarket(tx, order.id),
    });
    return { changed: true, details: { from_vendor: order.vendorId } };
  });
}

/** Cancels the order with a refund (the admin-cancel row): as the customer's cancellation, paid stages refunded through the provider and the ledger. */
export function cancelByAdmin(app: FastifyInstance, adminId: number, orderId: number, reason: string, reader: AdminReader) {
  return act(app, adminId, orderId, 'order.cancel', reason, reader, async (tx, order, now) => {
    if (order.status === ORDER_STATUS.canceled) return { changed: false };
    const moved = await moveOrder(tx, order, 'admin-cancel', 'admin', { cancelReason: 'admin', canceledAt: now }, now);
    await runEffects<'admin-cancel'>(moved.effects, {
      'leave-route': () => releaseOrderFromRoute(tx, order.id, now),
      ...withdrawalEffects(app, tx, order, now),
    });
    return { changed: true, details: { from_status: order.status } };
  });
}
