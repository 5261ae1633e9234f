import {
  decideCancel,
  decideConfirm,
  ORDER_STATUS,
  stockShortfall,
  type VendorFacts,
  type VendorOrderDecision,
  type VendorOrderListQuery,
  type VendorOrderRefusal,
  vendorCanSee,
  vendorListScope,
  type VendorOrderDetail,
  type VendorOrderListItem,
  vendorTabOf,
} from '@vedmarked/domain';
import { type Executor, orderLines, orderRejections, orders, products, promoCodes, vendorCoverage, vendorProducts, type vendors } from '@vedmarked/db';
import { and, asc, desc, eq, inArray, notExists, or, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { conflict, notFound } from '../../lib/errors.ts';
import { ownVendor } from '../delivery/delivery.service.ts';
import { loadDetail, loadSummaries } from '../orders/order-views.ts';
import type { OrderRow } from '../payments/payments.service.ts';

type VendorRow = typeof vendors.$inferSelect;

async function rejectionsOf(db: Executor, orderIds: number[]): Promise<Map<number, number[]>> {
  const map = new Map<number, number[]>();
  if (!orderIds.length) return map;
  const rows = await db.select().from(orderRejections).where(inArray(orderRejections.orderId, orderIds));
  for (const r of rows) map.set(r.orderId, [...(map.get(r.orderId) ?? []), r.vendorId]);
  return map;
}

async function coveredPostcodes(db: Executor, vendor: VendorRow, postcodes: string[]): Promise<Set<string>> {
  if (!vendor.active || !postcodes.length) return new Set();
  const rows = await db
    .select({ postcode: vendorCoverage.postcode })
    .from(vendorCoverage)
    .where(and(eq(vendorCoverage.vendorId, vendor.id), inArray(vendorCoverage.postcode, [...new Set(postcodes)])));
  return new Set(rows.map((r) => r.postcode));
}

const facts = (o: OrderRow, rejected: Map<number, number[]>) => ({ status: o.status, vendorId: o.vendorId, rejectedBy: rejected.get(o.id) ?? [] });
const actionsFor = (o: OrderRow, rejected: Map<number, number[]>, me: VendorFacts) => ({
  confirm: decideConfirm(facts(o, rejected), me).kind === 'apply',
  cancel: decideCancel(facts(o, rejected), me).kind === 'apply',
});

/**
 * GET /vendor/order/list: the vendor's own orders of a tab (or status_id), or the market list —
 * orders some vendor rejected, at postcodes this vendor delivers to, that it has not rejected itself.
 */
export async function listVendorOrders(db: Executor, userId: number, q: VendorOrderListQuery): Promise<VendorOrderListItem[]> {
  const vendor = await ownVendor(db, userId);
  const scope = vendorListScope(q);
  const list = scope.market
    ? vendor.active
      ? await db
          .select({ o: orders })
          .from(orders)
          .innerJoin(vendorCoverage, and(eq(vendorCoverage.postcode, orders.deliveryPostcode), eq(vendorCoverage.vendorId, vendor.id)))
          .where(
            and(
              eq(orders.status, ORDER_STATUS.market),
              notExists(
                db
                  .select({ one: sql`1` })
                  .from(orderRejections)
                  .where(and(eq(orderRejections.orderId, orders.id), eq(orderRejections.vendorId, vendor.id))),
              ),
            ),
          )
          .orderBy(asc(orders.deliveryDateFrom), asc(orders.id))
          .limit(200)
          .then((rows) => rows.map((r) => r.o))
      : []
    : await db
        .select()
        .from(orders)
        .where(and(eq(orders.vendorId, vendor.id), inArray(orders.status, [...scope.statuses])))
        .orderBy(scope.statuses.includes(ORDER_STATUS.delivered) ? desc(orders.createdAt) : asc(orders.deliveryDateFrom), desc(orders.id))
        .limit(200);
  if (!list.length) return [];
  const ids = list.map((o) => o.id);
  const [summaries, rejected, lines] = await Promise.all([
    loadSummaries(db, list),
    rejectionsOf(db, ids),
    db
      .select({ orderId: orderLines.orderId, name: orderLines.name, quantity: orderLines.quantity })
      .from(orderLines)
      .where(inArray(orderLines.orderId, ids))
      .orderBy(asc(orderLines.id)),
  ]);
  const covered = await coveredPostcodes(
    db,
    vendor,
    list.map((o) => o.deliveryPostcode),
  );
  return list.map((o, i) => {
    const me = { vendorId: vendor.id, covers: covered.has(o.deliveryPostcode) };
    return {
      ...summaries[i]!,
      tab: vendorTabOf(o.status),
      market: o.status === ORDER_STATUS.market,
      customer_name: o.status === ORDER_STATUS.market ? o.firstName : `${o.firstName} ${o.lastName}`,
      postcode: o.deliveryPostcode,
      city: o.deliveryCity,
      lines: lines.filter((l) => l.orderId === o.id).map((l) => ({ name: l.name, quantity: l.quantity })),
      actions: actionsFor(o, rejected, me),
    };
  });
}

async function detailFor(db: Executor, vendor: VendorRow, order: OrderRow, imageSecret: string): Promise<VendorOrderDetail> {
  const rejected = await rejectionsOf(db, [order.id]);
  const covered = await coveredPostcodes(db, vendor, [order.deliveryPostcode]);
  const me = { vendorId: vendor.id, covers: covered.has(order.deliveryPostcode) };
  const detail = await loadDetail(db, order, imageSecret);
  const market = order.status === ORDER_STATUS.market;
  return {
    ...detail,
    tab: vendorTabOf(order.status),
    market,
    customer: market ? { ...detail.customer, last_name: '', email: null, phone: null } : detail.customer,
    actions: actionsFor(order, rejected, me),
  };
}

/** GET /vendor/order/show/{id}: an own order, or a market order the vendor may take. Anything else is not found. */
export async function showVendorOrder(db: Executor, userId: number, id: number, imageSecret: string): Promise<VendorOrderDetail> {
  const vendor = await ownVendor(db, userId);
  const [order] = await db.select().from(orders).where(eq(orders.id, id)).limit(1);
  if (!order) throw notFound('error-order-not-found');
  const rejected = await rejectionsOf(db, [order.id]);
  const covered = await coveredPostcodes(db, vendor, [order.deliveryPostcode]);
  if (!vendorCanSee(facts(order, rejected), { vendorId: vendor.id, covers: covered.has(order.deliveryPostcode) })) throw notFound('error-order-not-found');
  return detailFor(db, vendor, order, imageSecret);
}

function refusal(reason: VendorOrderRefusal) {
  switch (reason) {
    case 'not_found':
      return notFound('error-order-not-found');
    case 'too_late':
      return conflict('order_taken', 'error-vendor-order-too-late');
    case 'rejected_by_you':
      return conflict('order_rejected_by_you', 'error-vendor-order-rejected-by-you');
    case 'wrong_status':
      return conflict('order_wrong_status', 'error-vendor-order-wrong-status');
  }
}

/**
 * The neighbour orders that go with an order (spec section 4: confirming or cancelling as a vendor
 * applies to neighbour orders too): the order that issued the neighbour code this order used (or the
 * one this order issued) and every order placed with that code. Ids ascending, the order itself included.
 */
async function neighbourGroup(db: Executor, order: OrderRow): Promise<number[]> {
  const codes = new Set<string>();
  if (order.neighbourCode) codes.add(order.neighbourCode.toUpperCase());
  if (order.promoCode) {
    const [p] = await db
      .select({ code: promoCodes.code })
      .from(promoCodes)
      .where(and(eq(sql`upper(${promoCodes.code})`, order.promoCode.toUpperCase()), eq(promoCodes.kind, 'neighbour')))
      .limit(1);
    if (p) codes.add(p.code.toUpperCase());
  }
  if (!codes.size) return [order.id];
  const rows = await db
    .select({ id: orders.id })
    .from(orders)
    .where(or(inArray(sql`upper(${orders.neighbourCode})`, [...codes]), inArray(sql`upper(${orders.promoCode})`, [...codes])));
  return [...new Set([order.id, ...rows.map((r) => r.id)])].sort((a, b) => a - b);
}

/** Takes an order's goods from the vendor's stock (a market order it takes over); refuses when it lacks any. */
async function takeStock(tx: Executor, vendorId: number, orderId: number) {
  const lines = await tx.select().from(orderLines).where(eq(orderLines.orderId, orderId)).orderBy(asc(orderLines.id));
  const productIds = [...new Set(lines.map((l) => l.productId))].sort((a, b) => a - b);
  const offers = productIds.length
    ? await tx
        .select()
        .from(vendorProducts)
        .innerJoin(products, eq(products.id, vendorProducts.productId))
        .where(and(eq(vendorProducts.vendorId, vendorId), inArray(vendorProducts.productId, productIds)))
        .orderBy(asc(vendorProducts.id))
        .for('update', { of: vendorProducts })
    : [];
  const usable = new Map(offers.filter((o) => o.vendor_products.active && o.products.active).map((o) => [o.vendor_products.productId, o.vendor_products]));
  const short = stockShortfall(lines, new Map([...usable].map(([p, vp]) => [p, vp.stock])));
  if (short.size) {
    const names = lines.filter((l) => short.has(l.productId)).map((l) => l.name);
    throw conflict('vendor_lacks_product', 'error-vendor-order-lacks-product', { products: [...new Set(names)].join(', ') });
  }
  for (const l of lines) {
    const vp = usable.get(l.productId)!;
    await tx
      .update(vendorProducts)
      .set({ stock: sql`${vendorProducts.stock} - ${l.quantity}`, updatedAt: new Date() })
      .where(eq(vendorProducts.id, vp.id));
    await tx.update(orderLines).set({ vendorProductId: vp.id }).where(eq(orderLines.id, l.id));
  }
}

/** Gives the rejecting vendor its goods back (they go back on sale) and unlinks the lines from its offers. */
async function returnStock(tx: Executor, orderId: number) {
  const lines = await tx.select().from(orderLines).where(eq(orderLines.orderId, orderId));
  for (const l of lines) {
    if (!l.vendorProductId) continue;
    await tx
      .update(vendorProducts)
      .set({ stock: sql`${vendorProducts.stock} + ${l.quantity}`, updatedAt: new Date() })
      .where(eq(vendorProducts.id, l.vendorProductId));
    await tx.update(orderLines).set({ vendorProductId: null }).where(eq(orderLines.id, l.id));
  }
}

type Action = 'confirm' | 'cancel';

/**
 * Confirms or cancels an order as a vendor, with its neighbour orders, in one transaction: the orders
 * are locked (ids ascending, so two vendors acting on one group never deadlock), each is decided
 * by the pure rules, and the transitions are written. A confirmation asks the payment plan for the
 * 50% stage (captured from the card reservation while it holds). A repeat by the same vendor is
 * answered with the order as it is and changes nothing (no second capture).
 */
export async function actOnOrder(app: FastifyInstance, userId: number, id: number, action: Action, imageSecret: string, now = new Date()) {
  const decide = action === 'confirm' ? decideConfirm : decideCancel;
  return app.db.transaction(async (tx) => {
    const vendor = await ownVendor(tx, userId);
    const [first] = await tx.select().from(orders).where(eq(orders.id, id)).limit(1);
    if (!first) throw notFound('error-order-not-found');
    const groupIds = await neighbourGroup(tx, first);
    const locked = await tx.select().from(orders).where(inArray(orders.id, groupIds)).orderBy(asc(orders.id)).for('update');
    const byId = new Map(locked.map((o) => [o.id, o]));
    const order = byId.get(id)!;
    const rejected = await rejectionsOf(tx, groupIds);
    const covered = await coveredPostcodes(
      tx,
      vendor,
      locked.map((o) => o.deliveryPostcode),
    );
    const meFor = (o: OrderRow): VendorFacts => ({ vendorId: vendor.id, covers: covered.has(o.deliveryPostcode) });
    const main = decide(facts(order, rejected), meFor(order));
    if (main.kind === 'refuse') throw refusal(main.reason);
    if (main.kind === 'already') return { order: await detailFor(tx, vendor, order, imageSecret), changed: false, neighbour_ids: [] };
    // The neighbour orders in the same position (the same decision) go along; others are left as they are.
    const same = (d: VendorOrderDecision) => d.kind === 'apply' && d.to === main.to && d.takeOver === main.takeOver && d.reject === main.reject;
    const moving = locked.filter((o) => o.id === id || same(decide(facts(o, rejected), meFor(o))));
    for (const o of moving) {
      if (main.reject) {
        if (o.vendorId === vendor.id) {
          await returnStock(tx, o.id);
          await tx.update(orders).set({ status: ORDER_STATUS.market, vendorId: null, updatedAt: now }).where(eq(orders.id, o.id));
        }
        await tx.insert(orderRejections).values({ orderId: o.id, vendorId: vendor.id }).onConflictDoNothing();
        continue;
      }
      if (main.takeOver) {
        await takeStock(tx, vendor.id, o.id);
        await tx
          .update(promoCodes)
          .set({ vendorId: vendor.id })
          .where(and(eq(promoCodes.sourceOrderId, o.id), eq(promoCodes.kind, 'neighbour')));
      }
      await tx.update(orders).set({ status: ORDER_STATUS.confirmed, vendorId: vendor.id, updatedAt: now }).where(eq(orders.id, o.id));
      await app.payments.requestStage(tx, o.id, 'confirmation', now);
    }
    const [after] = await tx.select().from(orders).where(eq(orders.id, id));
    return {
      order: await detailFor(tx, vendor, after!, imageSecret),
      changed: true,
      neighbour_ids: moving.map((o) => o.id).filter((n) => n !== id),
    };
  });
}
