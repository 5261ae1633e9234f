import { z } from 'zod';
import { CUSTOMER_TYPES } from '../accounts/accounts.ts';
import { DELIVERY_PERIOD_NAMES, TIME_WINDOW_NAMES } from '../checkout/delivery.ts';
import { CURRENCIES } from '../money/money.ts';
import { PROGRESS_LABELS } from '../payments/payment-plan.ts';
import { ORDER_IMAGE_KINDS, ORDER_SERVICES, ORDER_STATUS_NAME_LIST, PAYMENT_METHODS, PAYMENT_STAGES, PAYMENT_STATUSES } from './status.ts';
import { tableListQuery } from '../table/query.ts';
import { VENDOR_ORDER_TABS } from './vendor-orders.ts';

/**
 * Response shapes of the order calls: the customer's orders, order/add and the payment calls, and
 * the vendor's order list. The API declares them as its response schemas; the web takes its types
 * from them.
 */

const timeWindow = z.enum(TIME_WINDOW_NAMES);

/** Payment progress as the API sends it (snake case; see paymentProgress() for the rule). */
export const progressView = z.object({
  label: z.enum(PROGRESS_LABELS),
  paid_pct: z.number(),
  paid_amount: z.number().int(),
  reserved_amount: z.number().int(),
  due_stage: z.enum(PAYMENT_STAGES).nullable(),
  due_amount: z.number().int(),
});
export type PaymentProgressBody = z.infer<typeof progressView>;

/** The fields every order row starts with (the customer's, the vendor's and the admin's lists). */
export const orderHeadFields = {
  id: z.number().int(),
  status: z.number().int(),
  status_name: z.enum(ORDER_STATUS_NAME_LIST),
  status_colour: z.string(),
  created_at: z.string(),
};

/** An order as the API returns it in lists, order/add and payment calls (one shape for every client). */
export const orderSummaryView = z.object({
  ...orderHeadFields,
  total: z.number().int(),
  currency: z.enum(CURRENCIES),
  payment_method: z.enum(PAYMENT_METHODS),
  delivery_date_from: z.string(),
  delivery_date_to: z.string(),
  time_window: timeWindow,
  vendor_name: z.string().nullable(),
  progress: progressView,
  neighbour_code: z.string().nullable(),
  neighbour_code_expires_at: z.string().nullable(),
  cancel_reason: z.string().nullable(),
});
export type OrderSummary = z.infer<typeof orderSummaryView>;

/** Where and when an order is delivered, as the order pages (customer's and vendor's) receive it. */
export const orderDeliveryView = z.object({
  street: z.string(),
  city: z.string(),
  postcode: z.string(),
  period: z.enum(DELIVERY_PERIOD_NAMES),
  date_from: z.string(),
  date_to: z.string(),
  excluded_dates: z.array(z.string()),
  time_window: timeWindow,
  window_from: z.string(),
  window_to: z.string(),
  arrival_date: z.string().nullable(),
  arrival_time: z.string().nullable(),
  /** When the driver marked the order delivered (ISO instant), or null. */
  delivered_at: z.string().nullable(),
});
export type OrderDeliveryView = z.infer<typeof orderDeliveryView>;

export const orderCustomerView = z.object({
  first_name: z.string(),
  last_name: z.string(),
  email: z.string(),
  phone: z.string(),
  customer_type: z.enum(CUSTOMER_TYPES),
  company_name: z.string().nullable(),
  organization_number: z.string().nullable(),
});

export const orderLineView = z.object({
  id: z.number().int(),
  name: z.string(),
  product_id: z.number().int(),
  vendor_product_id: z.number().int().nullable(),
  image: z.string().nullable(),
  quantity: z.number().int(),
  unit_price: z.number().int(),
  weight: z.number(),
  total: z.number().int(),
});
export type OrderLine = z.infer<typeof orderLineView>;

export const orderPaymentView = z.object({
  id: z.string(),
  stage: z.enum(PAYMENT_STAGES),
  amount: z.number().int(),
  status: z.enum(PAYMENT_STATUSES),
  method: z.enum(PAYMENT_METHODS),
  deadline: z.string().nullable(),
  paid_at: z.string().nullable(),
  failure_reason: z.string().nullable(),
  invoice_number: z.string().nullable(),
});
export type OrderPayment = z.infer<typeof orderPaymentView>;

/** An order photo, by a signed link that expires: the customer's of where to leave the goods (placement), or the driver's at delivery. */
export const orderImageView = z.object({ id: z.string(), url: z.string(), kind: z.enum(ORDER_IMAGE_KINDS) });
export type OrderImage = z.infer<typeof orderImageView>;

/** GET /api/{role}/order/show/{id}: one of the customer's orders, in full. */
export const orderDetailView = orderSummaryView.extend({
  vendor: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  customer: orderCustomerView,
  delivery: orderDeliveryView,
  lines: z.array(orderLineView),
  services: z.array(z.object({ code: z.enum(ORDER_SERVICES), price: z.number().int() })),
  products_subtotal: z.number().int(),
  carry_price: z.number().int(),
  shipping: z.number().int(),
  period_extra: z.number().int(),
  discount: z.number().int(),
  comment: z.string().nullable(),
  hear_about_us: z.string().nullable(),
  promo_code: z.string().nullable(),
  /** The dugnad the order was placed for: its orders are delivered together in its period (decision 0039). */
  dugnad: z.object({ id: z.number().int(), group_name: z.string(), delivery_date_from: z.string(), delivery_date_to: z.string() }).nullable().optional(),
  payments: z.array(orderPaymentView),
  images: z.array(orderImageView),
  cancellation: z.object({ allowed: z.boolean(), deadline: z.string().nullable(), reason: z.enum(['status', 'too-late']).nullable() }),
  canceled_at: z.string().nullable(),
});
export type OrderDetail = z.infer<typeof orderDetailView>;

/** POST /api/order/cancel/{id}: the order, and whether its lines went back to the cart. */
export const orderCanceledView = z.object({ order: orderSummaryView, restored: z.boolean() });
export type OrderCanceled = z.infer<typeof orderCanceledView>;

/** What a vendor may do with an order now. */
export const vendorOrderActionsView = z.object({ confirm: z.boolean(), cancel: z.boolean() });
export type VendorOrderActions = z.infer<typeof vendorOrderActionsView>;

/** A row of GET /api/vendor/order/list. */
export const vendorOrderListItemView = orderSummaryView.extend({
  tab: z.enum(VENDOR_ORDER_TABS).nullable(),
  market: z.boolean(),
  customer_name: z.string(),
  postcode: z.string(),
  city: z.string(),
  lines: z.array(z.object({ name: z.string(), quantity: z.number().int() })),
  actions: vendorOrderActionsView,
  /** The volunteer group whose dugnad the order belongs to (delivered together: decision 0051). */
  dugnad_group: z.string().nullable().optional(),
});
export type VendorOrderListItem = z.infer<typeof vendorOrderListItemView>;

/** GET /api/vendor/order/show/{id}: a market order not yet taken hides the customer's e-mail and phone. */
export const vendorOrderDetailView = orderDetailView.extend({
  tab: z.enum(VENDOR_ORDER_TABS).nullable(),
  market: z.boolean(),
  customer: orderCustomerView.extend({ email: z.string().nullable(), phone: z.string().nullable() }),
  actions: vendorOrderActionsView,
  /** The marketplace's comment on the order (the admin writes it; issue 13). */
  admin_comment: z.string().nullable().optional(),
  /** The shipping price the admin fixed, when one is (shipping then holds it). */
  fixed_shipping: z.number().int().nullable().optional(),
});
export type VendorOrderDetail = z.infer<typeof vendorOrderDetailView>;

/** POST /api/vendor/order/confirm/{id} and /cancel/{id}. */
export const vendorOrderActionResultView = z.object({ order: vendorOrderDetailView, changed: z.boolean(), neighbour_ids: z.array(z.number().int()) });
export type VendorOrderActionResult = z.infer<typeof vendorOrderActionResultView>;

/**
 * GET /api/vendor/order/payments: the payment stages of the vendor's own orders for the Payments tab
 * of /dashboard/orders, in the shared data table (its sort, filters and paging). Stage and status
 * sort by their plan order; they are shown translated, so the table filters neither.
 */
export const vendorPaymentListQuery = tableListQuery({
  sortable: ['order', 'customer', 'stage', 'amount', 'status', 'deadline', 'paid'],
  filterable: { order: 'number', customer: 'text', amount: 'money', deadline: 'date', paid: 'date' },
  defaultLimit: 25,
  maxLimit: 100,
});
export type VendorPaymentListQuery = z.infer<typeof vendorPaymentListQuery>;

/** A row of GET /api/vendor/order/payments: one stage of one order. */
export const vendorPaymentItemView = z.object({
  id: z.string(),
  order_id: z.number().int(),
  customer_name: z.string(),
  stage: z.enum(PAYMENT_STAGES),
  amount: z.number().int(),
  currency: z.enum(CURRENCIES),
  status: z.enum(PAYMENT_STATUSES),
  method: z.enum(PAYMENT_METHODS),
  deadline: z.string().nullable(),
  paid_at: z.string().nullable(),
});
export type VendorPaymentItem = z.infer<typeof vendorPaymentItemView>;
export const vendorPaymentListView = z.object({ total: z.number().int(), payments: z.array(vendorPaymentItemView) });
export type VendorPaymentList = z.infer<typeof vendorPaymentListView>;
