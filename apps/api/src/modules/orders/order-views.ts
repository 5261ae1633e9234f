import {
  canCustomerCancel,
  DELIVERY_TIME_WINDOWS,
  type DeliveryTimeWindow,
  ORDER_STATUS_COLOURS,
  ORDER_STATUS_NAMES,
  type OrderStatus,
  paymentProgress,
} from '@vedmarked/domain';
import { type Executor, orderImages, orderLines, orderServices, orders, payments, products, vendors } from '@vedmarked/db';
import { asc, eq, inArray } from 'drizzle-orm';
import { z } from 'zod';
import { type OrderRow, type PaymentRow, stageStates } from '../payments/payments.service.ts';
import { signLink, verifyLink } from '../../lib/signed-links.ts';

export const progressView = z.object({
  label: z.string(),
  paid_pct: z.number(),
  paid_amount: z.number().int(),
  reserved_amount: z.number().int(),
  due_stage: z.string().nullable(),
  due_amount: z.number().int(),
});

export const orderSummaryView = z.object({
  id: z.number().int(),
  status: z.number().int(),
  status_name: z.string(),
  status_colour: z.string(),
  created_at: z.string(),
  total: z.number().int(),
  currency: z.string(),
  payment_method: z.enum(['card', 'invoice']),
  delivery_date_from: z.string(),
  delivery_date_to: z.string(),
  time_window: z.string(),
  vendor_name: z.string().nullable(),
  progress: progressView,
  neighbour_code: z.string().nullable(),
  neighbour_code_expires_at: z.string().nullable(),
  cancel_reason: z.string().nullable(),
});
export type OrderSummary = z.infer<typeof orderSummaryView>;

export function progressOf(rows: Pick<PaymentRow, 'stage' | 'amount' | 'status' | 'method' | 'deadline'>[]) {
  const p = paymentProgress(stageStates(rows));
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
    currency: order.currency,
    payment_method: order.paymentMethod as 'card' | 'invoice',
    delivery_date_from: order.deliveryDateFrom,
    delivery_date_to: order.deliveryDateTo,
    time_window: order.timeWindow,
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

export const orderDetailView = orderSummaryView.extend({
  vendor: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  customer: z.object({
    first_name: z.string(),
    last_name: z.string(),
    email: z.string(),
    phone: z.string(),
    customer_type: z.string(),
    company_name: z.string().nullable(),
    organization_number: z.string().nullable(),
  }),
  delivery: z.object({
    street: z.string(),
    city: z.string(),
    postcode: z.string(),
    period: z.string(),
    date_from: z.string(),
    date_to: z.string(),
    excluded_dates: z.array(z.string()),
    time_window: z.string(),
    window_from: z.string(),
    window_to: z.string(),
    arrival_date: z.string().nullable(),
    arrival_time: z.string().nullable(),
  }),
  lines: z.array(
    z.object({
      id: z.number().int(),
      name: z.string(),
      product_id: z.number().int(),
      vendor_product_id: z.number().int().nullable(),
      image: z.string().nullable(),
      quantity: z.number().int(),
      unit_price: z.number().int(),
      weight: z.number(),
      total: z.number().int(),
    }),
  ),
  services: z.array(z.object({ code: z.string(), price: z.number().int() })),
  products_subtotal: z.number().int(),
  carry_price: z.number().int(),
  shipping: z.number().int(),
  period_extra: z.number().int(),
  discount: z.number().int(),
  comment: z.string().nullable(),
  hear_about_us: z.string().nullable(),
  promo_code: z.string().nullable(),
  payments: z.array(
    z.object({
      id: z.string(),
      stage: z.string(),
      amount: z.number().int(),
      status: z.string(),
      method: z.string(),
      deadline: z.string().nullable(),
      paid_at: z.string().nullable(),
      failure_reason: z.string().nullable(),
      invoice_number: z.string().nullable(),
    }),
  ),
  images: z.array(z.object({ id: z.string(), url: z.string() })),
  cancellation: z.object({ allowed: z.boolean(), deadline: z.string().nullable(), reason: z.string().nullable() }),
  canceled_at: z.string().nullable(),
});
export type OrderDetail = z.infer<typeof orderDetailView>;

export async function loadDetail(db: Executor, order: OrderRow, imageSecret: string, now = new Date()): Promise<OrderDetail> {
  const rows = await db.select().from(payments).where(eq(payments.orderId, order.id));
  const [vendor] = order.vendorId ? await db.select({ id: vendors.id, name: vendors.name }).from(vendors).where(eq(vendors.id, order.vendorId)) : [];
  const lines = await db
    .select({ line: orderLines, image: products.image })
    .from(orderLines)
    .leftJoin(products, eq(products.id, orderLines.productId))
    .where(eq(orderLines.orderId, order.id))
    .orderBy(asc(orderLines.id));
  const services = await db.select().from(orderServices).where(eq(orderServices.orderId, order.id));
  const images = await db.select().from(orderImages).where(eq(orderImages.orderId, order.id));
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
      customer_type: order.customerType,
      company_name: order.companyName,
      organization_number: order.organizationNumber,
    },
    delivery: {
      street: order.deliveryStreet,
      city: order.deliveryCity,
      postcode: order.deliveryPostcode,
      period: order.deliveryPeriod,
      date_from: order.deliveryDateFrom,
      date_to: order.deliveryDateTo,
      excluded_dates: order.excludedDates,
      time_window: order.timeWindow,
      window_from: window.from,
      window_to: window.to,
      arrival_date: order.arrivalDate,
      arrival_time: order.arrivalTime,
    },
    lines: lines.map(({ line, image }) => ({
      id: line.id,
      name: line.name,
      product_id: line.productId,
      vendor_product_id: line.vendorProductId,
      image: image ?? null,
      quantity: line.quantity,
      unit_price: line.unitPrice,
      weight: line.weightKg,
      total: line.total,
    })),
    services: services.map((s) => ({ code: s.code, price: s.price })),
    products_subtotal: order.productsSubtotal,
    carry_price: order.carryPrice,
    shipping: order.shipping,
    period_extra: order.periodExtra,
    discount: order.discount,
    comment: order.customerComment,
    hear_about_us: order.hearAboutUs,
    promo_code: order.promoCode,
    payments: ['initial', 'confirmation', 'final']
      .map((stage) => rows.find((r) => r.stage === stage))
      .filter((r): r is PaymentRow => !!r)
      .map((r) => ({
        id: r.id,
        stage: r.stage,
        amount: r.amount,
        status: r.status,
        method: r.method,
        deadline: r.deadline?.toISOString() ?? null,
        paid_at: r.paidAt?.toISOString() ?? null,
        failure_reason: r.failureReason,
        invoice_number: r.invoiceNumber,
      })),
    images: images.map((i) => ({ id: i.uploadId, url: signImagePath(imageSecret, i.uploadId, exp) })),
    cancellation: { allowed: cancel.allowed, deadline: cancel.deadline?.toISOString() ?? null, reason: cancel.reason },
    canceled_at: order.canceledAt?.toISOString() ?? null,
  };
}

export async function orderById(db: Executor, id: number) {
  const [o] = await db.select().from(orders).where(eq(orders.id, id)).limit(1);
  return o;
}
