import { z } from 'zod';
import { FIREWOOD_FORMATS, TIMBER_PRODUCT_TYPES, WOOD_TYPES } from '../catalog/catalog.ts';
import { wholesaleOrderHeadFields } from './market-fields.ts';
import { WHOLESALE_ORDER_STATUSES } from './statuses.ts';
import { TRANSPORT_REQUEST_STATUSES } from './transport.ts';

/** Contracts of the wholesale order and transportation calls (decision 0036), shared by API and web. */

export const wholesaleOrderListQuery = z.strictObject({ status: z.enum(WHOLESALE_ORDER_STATUSES).optional() });

/** The wholesaler's reason for cancelling (shown to the buyer). */
export const wholesaleCancelBody = z.strictObject({ reason: z.string().trim().min(3, 'validation-field-required').max(500, 'error-valid-max-length') });
export type WholesaleCancelBody = z.infer<typeof wholesaleCancelBody>;
/** A round-timber transporter hands an accepted request back (decision 0044): why, optionally, for the audit log. */
export const transportHandBackBody = z.strictObject({ reason: z.string().trim().max(500, 'error-valid-max-length').optional() });
export type TransportHandBackBody = z.infer<typeof transportHandBackBody>;

const address = z.object({ street: z.string(), city: z.string(), postcode: z.string() });

export const transportSummaryView = z.object({
  id: z.number().int(),
  status: z.enum(TRANSPORT_REQUEST_STATUSES),
  shipping_cost: z.number().int(),
  distance_km: z.number(),
  transporter_name: z.string().nullable(),
  accepted_at: z.string().nullable(),
  picked_up_at: z.string().nullable(),
  delivered_at: z.string().nullable(),
  photos: z.array(z.object({ id: z.string(), url: z.string() })),
});
export type TransportSummary = z.infer<typeof transportSummaryView>;

export const wholesaleOrderListItemView = z.object({
  ...wholesaleOrderHeadFields,
  firewood_format: z.enum(FIREWOOD_FORMATS).nullable(),
  amount: z.number().int(),
  total: z.number().int(),
  seller_name: z.string(),
  buyer_name: z.string(),
  delivery_from: z.string(),
  delivery_to: z.string(),
  transport_status: z.enum(TRANSPORT_REQUEST_STATUSES).nullable(),
  created_at: z.string(),
});
export type WholesaleOrderListItem = z.infer<typeof wholesaleOrderListItemView>;

export const wholesaleOrderDetailView = wholesaleOrderListItemView.extend({
  price_per_unit: z.number().int(),
  total_excl_vat: z.number().int(),
  vat: z.number().int(),
  goods_ready_date: z.string(),
  needs_transport: z.boolean(),
  seller_address: address,
  delivery_address: address,
  comment: z.string(),
  confirmed_at: z.string().nullable(),
  cancelled_at: z.string().nullable(),
  cancelled_by: z.enum(['buyer', 'seller']).nullable(),
  cancel_reason: z.string().nullable(),
  delivered_at: z.string().nullable(),
  transport: transportSummaryView.nullable(),
  /** What the reader may do now. */
  can_confirm: z.boolean(),
  can_cancel: z.boolean(),
  /** The wholesaler may mark it collected: confirmed, without transport (the vendor picks it up; decision 0044). */
  can_collect: z.boolean(),
});
export type WholesaleOrderDetail = z.infer<typeof wholesaleOrderDetailView>;

export const wholesaleOrderActionView = z.object({ order: wholesaleOrderDetailView, changed: z.boolean() });
export type WholesaleOrderAction = z.infer<typeof wholesaleOrderActionView>;

export const shippingCategoryView = z.object({
  id: z.number().int(),
  from_km: z.number(),
  to_km: z.number().nullable(),
  price_per_m3: z.number().int(),
});

export const transportListQuery = z.strictObject({
  /** open: requests near the transporter waiting for one; mine: those it accepted. */
  tab: z.enum(['open', 'mine']).default('open'),
  radius_km: z.coerce.number().int().min(1).max(3000).optional(),
});

export const transportRequestView = z.object({
  id: z.number().int(),
  order_id: z.number().int(),
  status: z.enum(TRANSPORT_REQUEST_STATUSES),
  product_type: z.enum(TIMBER_PRODUCT_TYPES),
  wood_type: z.enum(WOOD_TYPES),
  firewood_format: z.enum(FIREWOOD_FORMATS).nullable(),
  quantity: z.number().int(),
  volume_m3: z.number(),
  seller_address: address,
  delivery_address: address,
  delivery_from: z.string(),
  delivery_to: z.string(),
  goods_ready_date: z.string(),
  shipping_cost: z.number().int(),
  distance_km: z.number(),
  /** Distance from the transporter's address to the seller's (null when it has none). */
  distance_to_pickup_km: z.number().nullable(),
  mine: z.boolean(),
  accepted_at: z.string().nullable(),
  picked_up_at: z.string().nullable(),
  delivered_at: z.string().nullable(),
  photos: z.array(z.object({ id: z.string(), url: z.string() })),
  created_at: z.string(),
});
export type TransportRequest = z.infer<typeof transportRequestView>;

export const transportActionView = z.object({ request: transportRequestView, changed: z.boolean() });
export type TransportAction = z.infer<typeof transportActionView>;
