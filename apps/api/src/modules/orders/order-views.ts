import {
  canCustomerCancel,
  type CustomerType,
  type Currency,
  type DeliveryPeriod,
  DELIVERY_TIME_WINDOWS,
  type DeliveryTimeWindow,
  DEFAULT_LANGUAGE,
  isLanguage,
  type Language,
  lineNameIn,
  ORDER_STATUS_COLOURS,
  ORDER_STATUS_NAMES,
  type OrderDetail,
  type OrderImageKind,
  type OrderService,
  type OrderStatus,
  type OrderSummary,
  type PaymentMethod,
  type PaymentStage,
  type PaymentStatus,
  paymentProgress,
  stageStatesOf,
} from '@vedmarked/domain';
import { dugnads, type Executor, orderImages, orderLines, orderServices, payments, products, routeStops, uploads, vendors } from '@vedmarked/db';
import { and, asc, eq, inArray, isNotNull } from 'drizzle-orm';
import { signLink, verifyLink } from '../../lib/signed-links.ts';
import type { OrderRow } from './order-store.ts';

/** A payment row as the order views read it (the payments module owns and writes payments). */
type PaymentRow = typeof payments.$inferSelect;

export function progressOf(rows: Pick<PaymentRow, 'stage' | 'amount' | 'status' | 'method' | 'deadline'>[]) {
  const p = paymentProgress(stageStatesOf(rows));
  return { label: p.label, paid_pct: p.paidPct, paid_amount: p.paidAmount, reserved_amount: p.reservedAmount, due_stage: p.dueStage, due_amount: p.dueAmount };
}

export function summarise(order: OrderRow, rows: PaymentRow[], vendorName: string | null): OrderSummary {
  const name = ORDER_STATUS_NAMES[order.status as OrderStatus];
  return {
    id: order.id,
    status: order.status,
    status_name: name,
    status_colour: ORDER_STATUS_COLOURS[name],
    created_at: order.createdAt.toISOString(),
    total: order.total,
    currency: order.currency as Currency,
    payment_method: order.paymentMethod as PaymentMethod,
    delivery_date_from: order.deliveryDateFrom,
    delivery_date_to: order.deliveryDateTo,
    time_window: order.timeWindow as DeliveryTimeWindow,
    vendor_name: vendorName,
    progress: progressOf(rows),
    neighbour_code: order.neighbourCode,
    neighbour_code_expires_at: order.neighbourCodeExpiresAt?.toISOString() ?? null,
    cancel_reason: order.cancelReason,
  };
}

export async function loadSummaries(db: Executor, list: OrderRow[]): Promise<OrderSummary[]> {
  if (!list.length) return [];
  const ids = list.map((o) => o.id);
  const rows = await db.select().from(payments).where(inArray(payments.orderId, ids));
  const vendorIds = [...new Set(list.map((o) => o.vendorId).filter((v): v is number => v !== null))];
  const vs = vendorIds.length ? await db.select({ id: vendors.id, name: vendors.name }).from(vendors).where(inArray(vendors.id, vendorIds)) : [];
  const vname = new Map(vs.map((v) => [v.id, v.name]));
  return list.map((o) =>
    summarise(
      o,
      rows.filter((r) => r.orderId === o.id),
      o.vendorId ? (vname.get(o.vendorId) ?? null) : null,
    ),
  );
}

/** Signed, expiring links to an order's images, so an <img> can load them without a bearer header (lib/signed-links.ts). */
export function signImagePath(secret: string, uploadId: string, expiresAtS: number): string {
  return `/api/order/image/${uploadId}?exp=${expiresAtS}&sig=${signLink(secret, 'order-image', uploadId, expiresAtS)}`;
}
export function verifyImageSignature(secret: string, uploadId: string, exp: number, sig: string, now = Date.now()): boolean {
  return verifyLink(secret, 'order-image', uploadId, exp, sig, now);
}

/** The language of the order's invoice: the one the customer ordered in (stored on the order), whoever reads it. */
export const invoiceLanguage = (order: Pick<OrderRow, 'language'>): Language => (isLanguage(order.language) ? order.language : DEFAULT_LANGUAGE);

/** The order in full, its line names in `lang` (the reader's language; the invoice passes the customer's). */
/** An order's payment stages in plan order. */
function paymentViews(rows: PaymentRow[]) {
  return ['initial', 'confirmation', 'final']
    .map((stage) => rows.find((r) => r.stage === stage))
    .filter((r): r is PaymentRow => !!r)
    .map((r) => ({
      id: r.id,
      stage: r.stage as PaymentStage,
      amount: r.amount,
      status: r.status as PaymentStatus,
      method: r.method as PaymentMethod,
      deadline: r.deadline?.toISOString() ?? null,
      paid_at: r.paidAt?.toISOString() ?? null,
      failure_reason: r.failureReason,
      invoice_number: r.invoiceNumber,
    }));
}

/** The dugnad an order belongs to (the dugnad module writes it): delivered together in its period (decision 0039). */
async function dugnadOf(db: Executor, id: number) {
  const [d] = await db
    .select({ id: dugnads.id, group_name: dugnads.groupName, delivery_date_from: dugnads.deliveryDateFrom, delivery_date_to: dugnads.deliveryDateTo })
    .from(dugnads)
    .where(eq(dugnads.id, id));
  return d ?? null;
}

export async function loadDetail(db: Executor, order: OrderRow, imageSecret: string, lang: Language, now = new Date()): Promise<OrderDetail> {
  const rows = await db.select().from(payments).where(eq(payments.orderId, order.id));
  const [vendor] = order.vendorId ? await db.select({ id: vendors.id, name: vendors.name }).from(vendors).where(eq(vendors.id, order.vendorId)) : [];
  const lines = await db
    .select({ line: orderLines, image: products.image })
    .from(orderLines)
    .leftJoin(products, eq(products.id, orderLines.productId))
    .where(eq(orderLines.orderId, order.id))
    .orderBy(asc(orderLines.id));
  const services = await db.select().from(orderServices).where(eq(orderServices.orderId, order.id));
  const dugnad = order.dugnadId ? await dugnadOf(db, order.dugnadId) : null;
  const images = await db.select().from(orderImages).where(eq(orderImages.orderId, order.id)).orderBy(asc(orderImages.id));
  // When the driver marked it delivered (its stop on a route; the routes module writes it).
  const [stop] = await db
    .select({ at: routeStops.deliveredAt })
    .from(routeStops)
    .where(and(eq(routeStops.orderId, order.id), isNotNull(routeStops.deliveredAt)))
    .limit(1);
  const exp = Math.floor(now.getTime() / 1000) + 3600;
  const window = DELIVERY_TIME_WINDOWS[order.timeWindow as DeliveryTimeWindow];
  const cancel = canCustomerCancel(order, now);
  return {
    ...summarise(order, rows, vendor?.name ?? null),
    vendor: vendor ?? null,
    customer: {
      first_name: order.firstName,
      last_name: order.lastName,
      email: order.email,
      phone: order.phone,
      customer_type: order.customerType as CustomerType,
      company_name: order.companyName,
      organization_number: order.organizationNumber,
    },
    delivery: {
      street: order.deliveryStreet,
      city: order.deliveryCity,
      postcode: order.deliveryPostcode,
      period: order.deliveryPeriod as DeliveryPeriod,
      date_from: order.deliveryDateFrom,
      date_to: order.deliveryDateTo,
      excluded_dates: order.excludedDates,
      time_window: order.timeWindow as DeliveryTimeWindow,
      window_from: window.from,
      window_to: window.to,
      arrival_date: order.arrivalDate,
      arrival_time: order.arrivalTime,
      delivered_at: stop?.at?.toISOString() ?? null,
    },
    lines: lines.map(({ line, image }) => ({
      id: line.id,
      name: lineNameIn(line.names, lang),
      product_id: line.productId,
      vendor_product_id: line.vendorProductId,
      image: image ?? null,
      quantity: line.quantity,
      unit_price: line.unitPrice,
      weight: line.weightKg,
      total: line.total,
    })),
    services: services.map((s) => ({ code: s.code as OrderService, price: s.price })),
    products_subtotal: order.productsSubtotal,
    carry_price: order.carryPrice,
    shipping: order.shipping,
    period_extra: order.periodExtra,
    discount: order.discount,
    comment: order.customerComment,
    hear_about_us: order.hearAboutUs,
    promo_code: order.promoCode,
    dugnad,
    payments: paymentViews(rows),
    images: images.map((i) => ({ id: i.uploadId, url: signImagePath(imageSecret, i.uploadId, exp), kind: i.kind as OrderImageKind })),
    cancellation: { allowed: cancel.allowed, deadline: cancel.deadline?.toISOString() ?? null, reason: cancel.reason },
    canceled_at: order.canceledAt?.toISOString() ?? null,
  };
}

/** The stored file of an order's photo (an upload attached to some order), or undefined. */
export async function orderImageFile(db: Executor, uploadId: string): Promise<{ key: string; mime: string } | undefined> {
  const [row] = await db
    .select({ key: uploads.storageKey, mime: uploads.mime })
    .from(uploads)
    .innerJoin(orderImages, eq(orderImages.uploadId, uploads.id))
    .where(eq(uploads.id, uploadId))
    .limit(1);
  return row;
}
