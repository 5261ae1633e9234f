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
  PAYMENT_STAGES,
  type PaymentMethod,
  type PaymentStage,
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
  const event = (at: Date | string, kind: AdminOrderEvent['kind'], what: string, facts: Partial<AdminOrderEvent> = {}): AdminOrderEvent => ({
    at: at instanceof Date ? at.toISOString() : at,
    kind,
    what,
    stage: null,
    amount: null,
    previous_amount: null,
    route_id: null,
    vendor: null,
    reason: null,
    ...facts,
  });
  const stageOf = (stage: string) => ((PAYMENT_STAGES as readonly string[]).includes(stage) ? (stage as PaymentStage) : null);
  const events: AdminOrderEvent[] = [event(order.createdAt, 'placed', 'placed', { amount: order.total })];
  for (const p of paid) if (p.paidAt) events.push(event(p.paidAt, 'payment', 'paid', { stage: stageOf(p.stage), amount: p.amount }));
  for (const p of pays) events.push(event(p.at, 'payment', p.type, { stage: stageOf(p.stage), amount: p.amount }));
  for (const r of rejected) events.push(event(r.at, 'rejected', 'rejected', { vendor: r.vendor }));
  for (const s of stops) {
    const route = { route_id: s.route_id };
    events.push(event(s.delivered_at ?? s.released_at ?? `${s.delivery_date}T00:00:00.000Z`, 'route', 'on-route', route));
    if (s.delivered_at) events.push(event(s.delivered_at, 'delivered', 'delivered', route));
    if (s.released_at) events.push(event(s.released_at, 'released', 'released', route));
  }
  for (const a of audit) events.push(event(a.createdAt, 'admin', a.action, adminFacts(a.details)));
  if (order.canceledAt) events.push(event(order.canceledAt, 'canceled', order.cancelReason ?? 'canceled'));
  return events.sort((a, b) => a.at.localeCompare(b.at));
}

/** The facts an admin action left in its audit entry: the reason, and a fixed shipping price's old and new amounts. */
function adminFacts(details: unknown): Partial<AdminOrderEvent> {
  const d = (details ?? {}) as { reason?: unknown; shipping?: { from?: unknown; to?: unknown } };
  const int = (v: unknown) => (Number.isSafeInteger(v) ? (v as number) : null);
  return { reason: typeof d.reason === 'string' ? d.reason : null, amount: int(d.shipping?.to), previous_amount: int(d.shipping?.from) };
}
