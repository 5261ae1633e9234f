import { z } from 'zod';
import { PROMO_CODE_KINDS } from '../cart/promo.ts';
import { CURRENCIES } from '../money/money.ts';
import { orderSummaryView } from '../orders/orders.views.ts';
import { PAYMENT_STAGES, PAYMENT_STATUSES } from '../orders/status.ts';
import { ROLES } from '../roles/roles.ts';

/**
 * Response shapes of the checkout and payment calls (order/check-order, order/add, order/check-code,
 * payment/*). The API declares them as its response schemas; the web takes its types from them.
 */

/** POST /api/order/check-order: the delivery step passes every rule; what the order will cost. */
export const orderCheckView = z.object({
  valid: z.literal(true),
  summary: z.object({
    products_subtotal: z.number().int(),
    carry_price: z.number().int(),
    shipping: z.number().int(),
    period_extra: z.number().int(),
    discount: z.number().int(),
    total: z.number().int(),
    currency: z.enum(CURRENCIES),
    delivery_date_from: z.string(),
    delivery_date_to: z.string(),
    vendor: z.object({ id: z.number().int(), name: z.string() }),
    code_applies: z.boolean(),
  }),
});
export type OrderCheck = z.infer<typeof orderCheckView>;

/** A guest who created an account while ordering is signed in on this device; null otherwise. */
export const checkoutAccountView = z
  .object({
    access_token: z.string(),
    expires_at: z.string(),
    user: z.object({ id: z.number().int(), email: z.string(), role: z.enum(ROLES), first_name: z.string().nullable(), last_name: z.string().nullable() }),
  })
  .nullable();
export type CheckoutAccount = NonNullable<z.infer<typeof checkoutAccountView>>;

/** POST /api/order/add: the order (placed once per idempotency key), and the new account if one was made. */
export const orderPlacedView = z.object({ order: orderSummaryView, replayed: z.boolean(), account: checkoutAccountView });
export type OrderPlaced = z.infer<typeof orderPlacedView>;

/** The hosted card payment opened (or reopened) for what an order owes now. */
export const checkoutStartView = z.object({
  payment_id: z.string(),
  order_id: z.number().int(),
  stage: z.enum(PAYMENT_STAGES),
  amount: z.number().int(),
  reserve_amount: z.number().int(),
  currency: z.enum(CURRENCIES),
  hosted_url: z.string().nullable(),
  already_paid: z.boolean(),
});
export type CheckoutStart = z.infer<typeof checkoutStartView>;

/** POST /api/payment/create-dibs-payment: the order placed from the cart and its first payment opened. */
export const orderPaymentStartView = z.object({ order: orderSummaryView, payment: checkoutStartView, account: checkoutAccountView });
export type OrderPaymentStart = z.infer<typeof orderPaymentStartView>;

/** After the return from the payment page: the order and the payment as the provider left them. */
export const paymentStateView = z.object({
  order: orderSummaryView,
  payment: z.object({
    id: z.string(),
    stage: z.enum(PAYMENT_STAGES),
    amount: z.number().int(),
    status: z.enum(PAYMENT_STATUSES),
    failure_reason: z.string().nullable(),
  }),
});
export type PaymentState = z.infer<typeof paymentStateView>;

/** POST /api/order/check-code: a valid group or neighbour code (the other person's surname initial only). */
export const promoInfoView = z.object({
  code: z.string(),
  kind: z.enum(PROMO_CODE_KINDS),
  first_name: z.string().nullable(),
  last_name: z.string().nullable(),
  delivery_postcode: z.string().nullable(),
  delivery_date_from: z.string().nullable(),
  delivery_date_to: z.string().nullable(),
  vendor_id: z.number().int().nullable(),
  vendor_name: z.string().nullable(),
  /** A dugnad code's group (decision 0039); null for other codes. */
  group_name: z.string().nullable().optional(),
  /** A dugnad code's share for its group, % (the platform setting `group_share_pct`, decision 0043); null for other codes. */
  share_pct: z.number().int().nullable().optional(),
  productExtraCost: z.number().int(),
  expires_at: z.string().nullable(),
});
export type PromoInfo = z.infer<typeof promoInfoView>;
