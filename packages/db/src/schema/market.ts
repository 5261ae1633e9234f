import { FIREWOOD_FORMATS, TIMBER_PRODUCT_TYPES, TRANSPORT_REQUEST_STATUSES, WHOLESALE_ORDER_STATUSES, WOOD_TYPES } from '@vedmarked/domain';
import { sql } from 'drizzle-orm';
import { boolean, check, date, doublePrecision, index, integer, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from './accounts.ts';
import { createdAt, oneOf, streetAddress, ts, updatedAt } from './helpers.ts';
import { counties, postcodes, uploadRef } from './locations.ts';
import { vendors } from './vendors.ts';

/**
 * The industry market (issue 12): what a wholesaler offers to vendors (spec §3 "Round-timber
 * listing"). Amounts are whole units of the listing's kind: m³ for round timber and trees on the
 * root, bags of `firewood_format` for wholesale firewood. `remaining` is what is left to order; a
 * wholesale order reserves from it in the same transaction (never below 0). Prices are øre per unit,
 * excluding VAT (a trade price). The address is the one where the timber lies, its coordinates
 * taken from the postcode register (the market's map and distance filter read them).
 */
export const timberListings = pgTable(
  'timber_listings',
  {
    id: serial('id').primaryKey(),
    sellerUserId: integer('seller_user_id')
      .notNull()
      .references(() => users.id),
    productType: text('product_type').notNull(),
    woodType: text('wood_type').notNull(),
    firewoodFormat: text('firewood_format'),
    amount: integer('amount').notNull(),
    remaining: integer('remaining').notNull(),
    minimumOrderAmount: integer('minimum_order_amount').notNull().default(1),
    pricePerUnit: integer('price_per_unit').notNull(),
    minDiameterCm: integer('min_diameter_cm'),
    maxDiameterCm: integer('max_diameter_cm'),
    curving: integer('curving'),
    vsysNumber: text('vsys_number'),
    choppedDateFrom: date('chopped_date_from'),
    choppedDateTo: date('chopped_date_to'),
    shippedDateFrom: date('shipped_date_from'),
    shippedDateTo: date('shipped_date_to'),
    daysToDeliver: integer('days_to_deliver').notNull().default(0),
    description: text('description').notNull().default(''),
    /** Moisture in percent, and the drying state (e.g. fresh, air-dried, kiln-dried). */
    humidityPct: integer('humidity_pct'),
    dryness: text('dryness'),
    /** The pile's size in cm. */
    widthCm: integer('width_cm'),
    heightCm: integer('height_cm'),
    depthCm: integer('depth_cm'),
    active: boolean('active').notNull().default(true),
    ...streetAddress(() => postcodes.code),
    countyId: integer('county_id').references(() => counties.id),
    lat: doublePrecision('lat').notNull(),
    lon: doublePrecision('lon').notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('timber_listings_seller_idx').on(t.sellerUserId),
    index('timber_listings_market_idx').on(t.active, t.productType, t.woodType),
    oneOf('timber_listings_product_type_check', 'product_type', TIMBER_PRODUCT_TYPES),
    oneOf('timber_listings_wood_type_check', 'wood_type', WOOD_TYPES),
    check('timber_listings_format_check', sql.raw(`firewood_format is null or firewood_format in (${FIREWOOD_FORMATS.map((f) => `'${f}'`).join(',')})`)),
    check('timber_listings_amount_check', sql`amount > 0 and remaining >= 0 and remaining <= amount`),
    check('timber_listings_minimum_check', sql`minimum_order_amount >= 1 and minimum_order_amount <= amount`),
    check('timber_listings_price_check', sql`price_per_unit > 0`),
    check('timber_listings_diameter_check', sql`min_diameter_cm is null or max_diameter_cm is null or max_diameter_cm > min_diameter_cm`),
    check('timber_listings_curving_check', sql`curving is null or curving between 0 and 3`),
    check('timber_listings_days_check', sql`days_to_deliver >= 0`),
    check('timber_listings_humidity_check', sql`humidity_pct is null or humidity_pct between 0 and 100`),
  ],
);

/** A listing's photos (at most 10), re-encoded uploads with purpose 'listing'. */
export const timberListingImages = pgTable(
  'timber_listing_images',
  {
    id: serial('id').primaryKey(),
    listingId: integer('listing_id')
      .notNull()
      .references(() => timberListings.id, { onDelete: 'cascade' }),
    uploadId: uploadRef(),
    position: integer('position').notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [index('timber_listing_images_listing_idx').on(t.listingId), uniqueIndex('timber_listing_images_upload_unique').on(t.uploadId)],
);

/**
 * A vendor's order from a listing. `amount` (units of the listing) was reserved from the listing's
 * `remaining` in the transaction that inserted the row; a cancellation gives it back in its own.
 * Money in øre: `total_excl_vat` = amount × price_per_unit, `vat` 25% of it, `total` their sum.
 * `client_key` makes a retried or double-clicked order one row per buyer.
 */
export const wholesaleOrders = pgTable(
  'wholesale_orders',
  {
    id: serial('id').primaryKey(),
    listingId: integer('listing_id')
      .notNull()
      .references(() => timberListings.id),
    sellerUserId: integer('seller_user_id')
      .notNull()
      .references(() => users.id),
    buyerVendorId: integer('buyer_vendor_id')
      .notNull()
      .references(() => vendors.id),
    buyerUserId: integer('buyer_user_id')
      .notNull()
      .references(() => users.id),
    clientKey: text('client_key'),
    amount: integer('amount').notNull(),
    pricePerUnit: integer('price_per_unit').notNull(),
    totalExclVat: integer('total_excl_vat').notNull(),
    vat: integer('vat').notNull(),
    total: integer('total').notNull(),
    /** The seller's goods-ready date the buyer chose, and the delivery period the buyer wants. */
    goodsReadyDate: date('goods_ready_date').notNull(),
    deliveryFrom: date('delivery_from').notNull(),
    deliveryTo: date('delivery_to').notNull(),
    needsTransport: boolean('needs_transport').notNull().default(true),
    ...streetAddress(() => postcodes.code),
    comment: text('comment').notNull().default(''),
    status: text('status').notNull().default('ordered'),
    confirmedAt: ts('confirmed_at'),
    cancelledAt: ts('cancelled_at'),
    cancelledBy: integer('cancelled_by').references(() => users.id, { onDelete: 'set null' }),
    cancelReason: text('cancel_reason'),
    deliveredAt: ts('delivered_at'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('wholesale_orders_seller_idx').on(t.sellerUserId, t.status),
    index('wholesale_orders_buyer_idx').on(t.buyerVendorId, t.status),
    index('wholesale_orders_listing_idx').on(t.listingId),
    uniqueIndex('wholesale_orders_client_key_unique').on(t.buyerUserId, t.clientKey),
    oneOf('wholesale_orders_status_check', 'status', WHOLESALE_ORDER_STATUSES),
    check('wholesale_orders_amount_check', sql`amount > 0 and price_per_unit > 0 and total = total_excl_vat + vat`),
    check('wholesale_orders_period_check', sql`delivery_to >= delivery_from`),
  ],
);

/**
 * A transportation request (spec §3; decision 0036): opened when the wholesaler confirms an order
 * that needs transport, one per order. The quantity, addresses, period and goods-ready date are read
 * from the order; the shipping cost (øre excl. VAT) is fixed when the request opens, from the
 * shipping categories. `transporter_user_id` is the round-timber transporter that accepted it (the
 * conditional update from 'open' decides the one winner).
 */
export const transportRequests = pgTable(
  'transport_requests',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => wholesaleOrders.id),
    status: text('status').notNull().default('open'),
    volumeM3: doublePrecision('volume_m3').notNull(),
    distanceKm: doublePrecision('distance_km').notNull(),
    shippingCategoryId: integer('shipping_category_id').notNull(),
    shippingCost: integer('shipping_cost').notNull(),
    transporterUserId: integer('transporter_user_id').references(() => users.id),
    acceptedAt: ts('accepted_at'),
    pickedUpAt: ts('picked_up_at'),
    deliveredAt: ts('delivered_at'),
    cancelledAt: ts('cancelled_at'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('transport_requests_order_unique').on(t.orderId),
    index('transport_requests_status_idx').on(t.status),
    index('transport_requests_transporter_idx').on(t.transporterUserId),
    oneOf('transport_requests_status_check', 'status', TRANSPORT_REQUEST_STATUSES),
    check('transport_requests_cost_check', sql`shipping_cost >= 0 and volume_m3 >= 0`),
    check('transport_requests_taken_check', sql`status in ('open', 'cancelled') or transporter_user_id is not null`),
  ],
);

/** Photos of a delivered transport (1–10), re-encoded uploads with purpose 'delivery-proof'. */
export const transportRequestPhotos = pgTable(
  'transport_request_photos',
  {
    id: serial('id').primaryKey(),
    requestId: integer('request_id')
      .notNull()
      .references(() => transportRequests.id, { onDelete: 'cascade' }),
    uploadId: uploadRef(),
    position: integer('position').notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [index('transport_request_photos_request_idx').on(t.requestId), uniqueIndex('transport_request_photos_upload_unique').on(t.uploadId)],
);
