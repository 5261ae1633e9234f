import {
  LIST_MAX_ROWS,
  ORDER_STATUS,
  type VendorOrderDetail,
  type VendorOrderListItem,
  type VendorOrderListQuery,
  vendorCanSee,
  vendorListScope,
  vendorTabOf,
  type Language,
  lineNameIn,
} from '@vedmarked/domain';
import { dugnads, type Executor, orderLines, orders, vendorCoverage } from '@vedmarked/db';
import { and, asc, desc, eq, inArray } from 'drizzle-orm';
import { notFound } from '../../lib/errors.ts';
import { ownVendor } from '../delivery/index.ts';
import { loadDetail, loadSummaries, orderById, type OrderRow, rejectionsOf } from '../orders/index.ts';
import { coversDelivery, onMarketFor } from './market-scope.ts';
import { actionsFor, coveredPostcodes, orderFacts, type VendorRow } from './order-facts.ts';

/**
 * The vendor's orders as it reads them (the orders it holds, and the shared market list): reads of
 * the orders module's tables. Confirming, rejecting and taking orders are workflows
 * (apps/api/src/workflows/confirm-order.ts, reject-order.ts, take-market-order.ts).
 */

/**
 * GET /vendor/order/list: the vendor's own orders of a tab (or status_id), or the market list —
 * orders some vendor rejected, at postcodes this vendor delivers to, that it has not rejected itself.
 */
export async function listVendorOrders(db: Executor, userId: number, q: VendorOrderListQuery, lang: Language): Promise<VendorOrderListItem[]> {
  const vendor = await ownVendor(db, userId);
  const scope = vendorListScope(q);
  const list = scope.market
    ? vendor.active
      ? await db
          .select({ o: orders })
          .from(orders)
          .innerJoin(vendorCoverage, coversDelivery(vendor.id))
          .where(onMarketFor(db, vendor.id))
          .orderBy(asc(orders.deliveryDateFrom), asc(orders.id))
          .limit(LIST_MAX_ROWS)
          .then((rows) => rows.map((r) => r.o))
      : []
    : await db
        .select()
        .from(orders)
        .where(and(eq(orders.vendorId, vendor.id), inArray(orders.status, [...scope.statuses])))
        .orderBy(scope.statuses.includes(ORDER_STATUS.delivered) ? desc(orders.createdAt) : asc(orders.deliveryDateFrom), desc(orders.id))
        .limit(LIST_MAX_ROWS);
  if (!list.length) return [];
  const ids = list.map((o) => o.id);
  const dugnadIds = [...new Set(list.flatMap((o) => (o.dugnadId === null ? [] : [o.dugnadId])))];
  const [summaries, rejected, lines, groups] = await Promise.all([
    loadSummaries(db, list),
    rejectionsOf(db, ids),
    db
      .select({ orderId: orderLines.orderId, names: orderLines.names, quantity: orderLines.quantity })
      .from(orderLines)
      .where(inArray(orderLines.orderId, ids))
      .orderBy(asc(orderLines.id)),
    dugnadIds.length ? db.select({ id: dugnads.id, name: dugnads.groupName }).from(dugnads).where(inArray(dugnads.id, dugnadIds)) : [],
  ]);
  const groupOf = new Map(groups.map((g) => [g.id, g.name]));
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
      lines: lines.filter((l) => l.orderId === o.id).map((l) => ({ name: lineNameIn(l.names, lang), quantity: l.quantity })),
      actions: actionsFor(o, rejected, me),
      dugnad_group: o.dugnadId === null ? null : (groupOf.get(o.dugnadId) ?? null),
    };
  });
}

/** The order as this vendor sees it: a market order not yet taken hides the customer's contact details. */
export async function detailFor(db: Executor, vendor: VendorRow, order: OrderRow, imageSecret: string, lang: Language): Promise<VendorOrderDetail> {
  const rejected = await rejectionsOf(db, [order.id]);
  const covered = await coveredPostcodes(db, vendor, [order.deliveryPostcode]);
  const me = { vendorId: vendor.id, covers: covered.has(order.deliveryPostcode) };
  const detail = await loadDetail(db, order, imageSecret, lang);
  const market = order.status === ORDER_STATUS.market;
  return {
    ...detail,
    tab: vendorTabOf(order.status),
    market,
    customer: market ? { ...detail.customer, last_name: '', email: null, phone: null } : detail.customer,
    actions: actionsFor(order, rejected, me),
    admin_comment: order.adminComment,
    fixed_shipping: order.fixedShipping,
  };
}

/** GET /vendor/order/show/{id}: an own order, or a market order the vendor may take. Anything else is not found. */
export async function showVendorOrder(db: Executor, userId: number, id: number, imageSecret: string, lang: Language): Promise<VendorOrderDetail> {
  const vendor = await ownVendor(db, userId);
  const order = await orderById(db, id);
  if (!order) throw notFound('error-order-not-found');
  const rejected = await rejectionsOf(db, [order.id]);
  const covered = await coveredPostcodes(db, vendor, [order.deliveryPostcode]);
  if (!vendorCanSee(orderFacts(order, rejected), { vendorId: vendor.id, covers: covered.has(order.deliveryPostcode) })) throw notFound('error-order-not-found');
  return detailFor(db, vendor, order, imageSecret, lang);
}
