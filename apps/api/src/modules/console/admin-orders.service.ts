import {
  type AdminOrderDetail,
  type AdminOrderEvent,
  type AdminOrderListQuery,
  type AdminOrderRow,
  type Currency,
  type Language,
  ORDER_STATUS,
  ORDER_STATUS_COLOURS,
  ORDER_STATUS_GROUPS,
  ORDER_STATUS_NAMES,
  type OrderStatus,
  type PaymentMethod,
  statusesFrom,
} from '@vedmarked/domain';
import {
  auditLog,
  type Executor,
  orderRejections,
  orders,
  paymentEvents,
  payments,
  routes,
  routeStops,
  supportMessages,
  supportTickets,
  vendors,
} from '@vedmarked/db';
import { and, asc, count, eq, ilike, inArray, or, type SQL, sql } from 'drizzle-orm';
import { notFound } from '../../lib/errors.ts';
import { type SqlColumns, tableConditions, tableOrderBy } from '../../lib/table-query.ts';
import { loadDetail, orderById, type OrderRow } from '../orders/index.ts';

/** The admin's order list as a server-side data table: what it can order and filter by. */
const ORDER_COLUMNS: SqlColumns = {
  id: { expr: orders.id, kind: 'number' },
  created: { expr: orders.createdAt, kind: 'date' },
  customer: { expr: sql`(${orders.firstName} || ' ' || ${orders.lastName})`, kind: 'text' },
  vendor: { expr: vendors.name, kind: 'text' },
  postcode: { expr: orders.deliveryPostcode, kind: 'text' },
  phone: { expr: orders.phone, kind: 'text' },
  total: { expr: orders.total, kind: 'money' },
  status: { expr: orders.status, kind: 'number' },
  delivery: { expr: orders.deliveryDateFrom, kind: 'date' },
};

const escapeLike = (s: string) => s.replace(/[%_\\]/g, (c) => `\\${c}`);

/** The search box: an order id (digits, optionally after #), a customer's name, a phone or a postcode. */
function searchCondition(q: string): SQL {
  const like = `%${escapeLike(q)}%`;
  const digits = q.replace(/^#/, '');
  const byText = or(
    ilike(sql`(${orders.firstName} || ' ' || ${orders.lastName})`, like),
    ilike(orders.phone, `%${escapeLike(q.replace(/\s+/g, ''))}%`),
    ilike(orders.deliveryPostcode, `${escapeLike(q)}%`),
  )!;
  return /^\d{1,9}$/.test(digits) ? or(eq(orders.id, Number(digits)), byText)! : byText;
}

/** GET /api/admin/orders: every order of every vendor, filtered by a status group, searched, sorted and paged on the server. */
export async function listAdminOrders(db: Executor, query: AdminOrderListQuery): Promise<{ total: number; orders: AdminOrderRow[] }> {
  const conds: SQL[] = [];
  if (query.group !== 'all') conds.push(inArray(orders.status, [...ORDER_STATUS_GROUPS[query.group]]));
  if (query.q) conds.push(searchCondition(query.q));
  conds.push(...(await tableConditions(db, ORDER_COLUMNS, query.filter)));
  const where = conds.length ? and(...conds) : undefined;
  const sort = query.sort ?? { id: 'created', desc: true };
  const [rows, [{ total } = { total: 0 }]] = await Promise.all([
    db
      .select({ o: orders, vendorName: vendors.name })
      .from(orders)
      .leftJoin(vendors, eq(vendors.id, orders.vendorId))
      .where(where)
      .orderBy(...tableOrderBy(ORDER_COLUMNS, sort, [orders.id]))
      .limit(query.limit)
      .offset(query.offset),
    db.select({ total: count() }).from(orders).leftJoin(vendors, eq(vendors.id, orders.vendorId)).where(where),
  ]);
  return { total, orders: rows.map(({ o, vendorName }) => rowOf(o, vendorName)) };
}

function rowOf(o: OrderRow, vendorName: string | null): AdminOrderRow {
  const name = ORDER_STATUS_NAMES[o.status as OrderStatus];
  return {
    id: o.id,
    status: o.status,
    status_name: name,
    status_colour: ORDER_STATUS_COLOURS[name],
    created_at: o.createdAt.toISOString(),
    customer_name: `${o.firstName} ${o.lastName}`.trim(),
    phone: o.phone,
    postcode: o.deliveryPostcode,
    city: o.deliveryCity,
    vendor_id: o.vendorId,
    vendor_name: vendorName,
    delivery_date_from: o.deliveryDateFrom,
    delivery_date_to: o.deliveryDateTo,
    total: o.total,
    shipping: o.shipping,
    fixed_shipping: o.fixedShipping,
    currency: o.currency as Currency,
    payment_method: o.paymentMethod as PaymentMethod,
    has_admin_comment: Boolean(o.adminComment),
  };
}

/** What the admin may do with an order in its status (the order status table's admin rows). */
export function adminActionsFor(o: Pick<OrderRow, 'status'>) {
  const s = o.status as OrderStatus;
  return {
    fix_shipping: s !== ORDER_STATUS.canceled && s !== ORDER_STATUS.declined,
    to_market: statusesFrom('admin-to-market').includes(s),
    cancel: statusesFrom('admin-cancel').includes(s),
  };
}

/** GET /api/admin/orders/{id}: the order in full with its history, route stops and support messages. */
export async function adminOrderDetail(db: Executor, id: number, imageSecret: string, lang: Language): Promise<AdminOrderDetail> {
  const order = await orderById(db, id);
  if (!order) throw notFound('error-order-not-found');
  return detailOf(db, order, imageSecret, lang);
}

export async function detailOf(db: Executor, order: OrderRow, imageSecret: string, lang: Language): Promise<AdminOrderDetail> {
  const detail = await loadDetail(db, order, imageSecret, lang);
  const [stops, messages, history] = await Promise.all([stopsOf(db, order.id), messagesOf(db, order.id), historyOf(db, order)]);
  return { ...detail, admin_comment: order.adminComment, fixed_shipping: order.fixedShipping, history, stops, messages, actions: adminActionsFor(order) };
}

async function stopsOf(db: Executor, orderId: number) {
  const rows = await db
    .select({ s: routeStops, date: routes.deliveryDate, status: routes.status })
    .from(routeStops)
    .innerJoin(routes, eq(routes.id, routeStops.routeId))
    .where(eq(routeStops.orderId, orderId))
    .orderBy(asc(routeStops.id));
  return rows.map(({ s, date, status }) => ({
    route_id: s.routeId,
    delivery_date: date,
    route_status: status,
    position: s.position,
    delivered_at: s.deliveredAt?.toISOString() ?? null,
    released_at: s.releasedAt?.toISOString() ?? null,
  }));
}

async function messagesOf(db: Executor, orderId: number) {
  const rows = await db
    .select({ m: supportMessages })
    .from(supportMessages)
    .innerJoin(supportTickets, eq(supportTickets.id, supportMessages.ticketId))
    .where(eq(supportTickets.orderId, orderId))
    .orderBy(asc(supportMessages.id))
    .limit(200);
  return rows.map(({ m }) => ({ ticket_id: m.ticketId, at: m.createdAt.toISOString(), from_staff: m.fromStaff, body: m.body }));
}

/** The order's life, oldest first, from the rows each module keeps: no separate history table (decision 0038). */
async function historyOf(db: Executor, order: OrderRow): Promise<AdminOrderEvent[]> {
  const [paid, pays, rejected, stops, audit] = await Promise.all([
    db.select().from(payments).where(eq(payments.orderId, order.id)),
    db
      .select({ at: paymentEvents.receivedAt, type: paymentEvents.type, stage: payments.stage, amount: payments.amount })
      .from(paymentEvents)
      .innerJoin(payments, eq(payments.id, paymentEvents.paymentId))
      .where(eq(payments.orderId, order.id)),
    db
      .select({ at: orderRejections.createdAt, vendor: vendors.name })
      .from(orderRejections)
      .leftJoin(vendors, eq(vendors.id, orderRejections.vendorId))
      .where(eq(orderRejections.orderId, order.id)),
    stopsOf(db, order.id),
    db
      .select()
      .from(auditLog)
      .where(eq(auditLog.target, `order:${order.id}`)),
  ]);
  const events: AdminOrderEvent[] = [{ at: order.createdAt.toISOString(), kind: 'placed', what: 'placed', detail: null }];
  for (const p of paid) if (p.paidAt) events.push({ at: p.paidAt.toISOString(), kind: 'payment', what: 'paid', detail: `${p.stage}:${p.amount}` });
  for (const p of pays) events.push({ at: p.at.toISOString(), kind: 'payment', what: p.type, detail: `${p.stage}:${p.amount}` });
  for (const r of rejected) events.push({ at: r.at.toISOString(), kind: 'rejected', what: 'rejected', detail: r.vendor });
  for (const s of stops) {
    events.push({ at: s.delivered_at ?? s.released_at ?? `${s.delivery_date}T00:00:00.000Z`, kind: 'route', what: 'on-route', detail: `#${s.route_id}` });
    if (s.delivered_at) events.push({ at: s.delivered_at, kind: 'delivered', what: 'delivered', detail: `#${s.route_id}` });
    if (s.released_at) events.push({ at: s.released_at, kind: 'released', what: 'released', detail: `#${s.route_id}` });
  }
  for (const a of audit) {
    const reason = (a.details as { reason?: string } | null)?.reason ?? null;
    events.push({ at: a.createdAt.toISOString(), kind: 'admin', what: a.action, detail: reason });
  }
  if (order.canceledAt) events.push({ at: order.canceledAt.toISOString(), kind: 'canceled', what: order.cancelReason ?? 'canceled', detail: null });
  return events.sort((a, b) => a.at.localeCompare(b.at));
}
