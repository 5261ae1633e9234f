import { z } from 'zod';
import { CURRENCIES } from '../money/money.ts';
import { orderDetailView, orderHeadFields, progressView } from '../orders/orders.views.ts';
import { ORDER_STATUS_GROUPS, PAYMENT_METHODS, PAYMENT_STAGES } from '../orders/status.ts';
import { tableListQuery } from '../table/query.ts';
import { line, text, wholeNumber } from '../validation/primitives.ts';
import { adminReason } from './settings.ts';

/**
 * The operator's order console (issue 13 item 2): every order of every vendor in the shared data
 * table, quick filters by the status groups of spec section 4, and the admin's actions on one order.
 */

/** The quick filters of the admin's order list: every status group of spec section 4, and all. */
export const ADMIN_ORDER_GROUPS = ['all', ...(Object.keys(ORDER_STATUS_GROUPS) as (keyof typeof ORDER_STATUS_GROUPS)[])] as const;
export type AdminOrderGroup = (typeof ADMIN_ORDER_GROUPS)[number];

/** GET /api/admin/orders: sort, filters and paging of the data table, a status group and a search (id, customer name, phone, postcode). */
export const adminOrderListQuery = tableListQuery({
  sortable: ['id', 'created', 'customer', 'vendor', 'postcode', 'total', 'status', 'delivery'],
  filterable: { customer: 'text', vendor: 'text', postcode: 'text', phone: 'text', total: 'money', created: 'date', delivery: 'date' },
  defaultLimit: 25,
  maxLimit: 100,
}).extend({
  group: z.enum(ADMIN_ORDER_GROUPS, { error: 'validation-invalid' }).default('all'),
  q: line({ error: 'validation-invalid' }).trim().max(100, { error: 'error-valid-max-length' }).optional(),
});
export type AdminOrderListQuery = z.infer<typeof adminOrderListQuery>;

export const adminOrderRowView = z.object({
  ...orderHeadFields,
  customer_name: z.string(),
  phone: z.string(),
  postcode: z.string(),
  city: z.string(),
  vendor_id: z.number().int().nullable(),
  vendor_name: z.string().nullable(),
  delivery_date_from: z.string(),
  delivery_date_to: z.string(),
  total: z.number().int(),
  shipping: z.number().int(),
  fixed_shipping: z.number().int().nullable(),
  currency: z.enum(CURRENCIES),
  payment_method: z.enum(PAYMENT_METHODS),
  has_admin_comment: z.boolean(),
});
export type AdminOrderRow = z.infer<typeof adminOrderRowView>;
export const adminOrderListView = z.object({ total: z.number().int(), orders: z.array(adminOrderRowView) });
export type AdminOrderList = z.infer<typeof adminOrderListView>;

/** One moment of an order's life, newest last: placed, payments, rejections, route stops, admin actions, cancellation. */
export const ADMIN_ORDER_EVENT_KINDS = ['placed', 'payment', 'rejected', 'route', 'delivered', 'released', 'admin', 'canceled'] as const;
/**
 * The facts of the moment, each in its own field: the page writes them as a sentence in the
 * reader's language, money formatted for it (apps/web …/console-orders/history-sentence.ts).
 */
export const adminOrderEventView = z.object({
  at: z.string(),
  kind: z.enum(ADMIN_ORDER_EVENT_KINDS),
  /** What happened, as a code: a payment event type (`payment.captured`, `paid`), an admin action (`order.fixed-shipping`), a cancel reason. */
  what: z.string(),
  /** The payment stage concerned. */
  stage: z.enum(PAYMENT_STAGES).nullable(),
  /** The amount concerned, in minor units: the order's total when placed, the stage's amount, the new shipping price. */
  amount: z.number().int().nullable(),
  /** The amount before an admin's change (the old shipping price). */
  previous_amount: z.number().int().nullable(),
  route_id: z.number().int().nullable(),
  /** The vendor who rejected the order. */
  vendor: z.string().nullable(),
  /** The admin's reason for an action. */
  reason: z.string().nullable(),
});
export type AdminOrderEvent = z.infer<typeof adminOrderEventView>;

export const adminOrderStopView = z.object({
  route_id: z.number().int(),
  delivery_date: z.string(),
  route_status: z.number().int(),
  position: z.number().int(),
  delivered_at: z.string().nullable(),
  released_at: z.string().nullable(),
});

export const adminOrderMessageView = z.object({
  ticket_id: z.number().int(),
  at: z.string(),
  from_staff: z.boolean(),
  body: z.string(),
});

/** What the admin may do with the order now. */
export const adminOrderActionsView = z.object({ fix_shipping: z.boolean(), to_market: z.boolean(), cancel: z.boolean() });

/** GET /api/admin/orders/{id}: the order in full, with its whole history. */
export const adminOrderDetailView = orderDetailView.extend({
  admin_comment: z.string().nullable(),
  fixed_shipping: z.number().int().nullable(),
  history: z.array(adminOrderEventView),
  stops: z.array(adminOrderStopView),
  messages: z.array(adminOrderMessageView),
  actions: adminOrderActionsView,
  progress: progressView,
});
export type AdminOrderDetail = z.infer<typeof adminOrderDetailView>;

/** Bodies of the admin's actions on an order: every one carries its reason. */
export const adminFixShippingBody = z.strictObject({
  /** The new shipping price, in minor units (øre), including VAT. */
  shipping: wholeNumber(0, 10_000_000, 'error-fixed-shipping-amount'),
  comment: text({ error: 'validation-invalid' }).trim().max(1000, { error: 'error-valid-max-length' }).optional(),
  reason: adminReason,
});
export type AdminFixShippingBody = z.infer<typeof adminFixShippingBody>;
export const adminCommentBody = z.strictObject({
  comment: text().trim().max(1000, { error: 'error-valid-max-length' }),
  reason: adminReason,
});
export const adminReasonBody = z.strictObject({ reason: adminReason });

/** What every admin action answers: the order after it, and whether anything changed (a retry changes nothing). */
export const adminOrderActionResultView = z.object({ order: adminOrderDetailView, changed: z.boolean() });
export type AdminOrderActionResult = z.infer<typeof adminOrderActionResultView>;
