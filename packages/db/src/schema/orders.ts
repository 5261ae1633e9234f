import {
  CUSTOMER_TYPES,
  DELIVERY_PERIOD_NAMES,
  HEAR_ABOUT_US,
  LANGUAGES,
  type LineNames,
  ORDER_IMAGE_KINDS,
  ORDER_SERVICES,
  ORDER_STATUS_VALUES,
  PAYMENT_METHODS,
  PAYMENT_STAGES,
  PAYMENT_STATUSES,
  TIME_WINDOW_NAMES,
} from '@vedmarked/domain';
import { sql } from 'drizzle-orm';
import { check, date, doublePrecision, index, integer, jsonb, pgTable, primaryKey, serial, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from './accounts.ts';
import { products, vendorProducts } from './catalog.ts';
import { createdAt, oneOf, ts, updatedAt } from './helpers.ts';
import { postcodes, uploads } from './locations.ts';
import { dugnads } from './dugnad.ts';
import { vendors } from './vendors.ts';

export const orders = pgTable(
  'orders',
  {
    id: serial('id').primaryKey(),
    /** Client-chosen key: a retried or double-clicked order/add returns the same order. */
    idempotencyKey: text('idempotency_key').notNull(),
    sessionId: text('session_id'),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    vendorId: integer('vendor_id').references(() => vendors.id, { onDelete: 'set null' }),
    status: integer('status').notNull().default(1),
    currency: text('currency').notNull().default('NOK'),
    /** The customer's interface language when ordering: e-mails about the order use it. */
    language: text('language').notNull().default('es'),
    customerType: text('customer_type').notNull().default('PRIVATE'),
    email: text('email').notNull(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    phone: text('phone').notNull(),
    companyName: text('company_name'),
    organizationNumber: text('organization_number'),
    deliveryStreet: text('delivery_street').notNull(),
    deliveryCity: text('delivery_city').notNull(),
    deliveryPostcode: text('delivery_postcode')
      .notNull()
      .references(() => postcodes.code),
    lat: doublePrecision('lat'),
    lon: doublePrecision('lon'),
    deliveryPeriod: text('delivery_period').notNull().default('standard'),
    deliveryDateFrom: date('delivery_date_from').notNull(),
    deliveryDateTo: date('delivery_date_to').notNull(),
    excludedDates: jsonb('excluded_dates').$type<string[]>().notNull().default(sql`'[]'::jsonb`),
    timeWindow: text('time_window').notNull().default('midday'),
    arrivalDate: date('arrival_date'),
    arrivalTime: text('arrival_time'),
    productsSubtotal: integer('products_subtotal').notNull(),
    carryPrice: integer('carry_price').notNull().default(0),
    shipping: integer('shipping').notNull(),
    periodExtra: integer('period_extra').notNull().default(0),
    discount: integer('discount').notNull().default(0),
    total: integer('total').notNull(),
    profit: integer('profit').notNull().default(0),
    paymentMethod: text('payment_method').notNull().default('card'),
    customerComment: text('customer_comment'),
    adminComment: text('admin_comment'),
    /** A shipping price the admin fixed (spec sections 3 and 6); when set, shipping holds it and total follows. */
    fixedShipping: integer('fixed_shipping'),
    hearAboutUs: text('hear_about_us'),
    promoCode: text('promo_code'),
    /** The dugnad the order was placed with (its group code): delivered together in the dugnad's period (decision 0039). */
    dugnadId: integer('dugnad_id').references(() => dugnads.id),
    neighbourCode: text('neighbour_code'),
    neighbourCodeExpiresAt: ts('neighbour_code_expires_at'),
    /** Why the order was cancelled (customer, initial-payment-missed, vendor), when it was. */
    cancelReason: text('cancel_reason'),
    canceledAt: ts('canceled_at'),
    /**
     * Since when the order waits on the market: set when it enters status 8 and moved on by each
     * vendor's rejection while there (triggers, migration 0016). The stuck list reads it on an index.
     */
    marketSince: ts('market_since'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('orders_idempotency_unique').on(t.idempotencyKey),
    uniqueIndex('orders_neighbour_code_unique').on(t.neighbourCode),
    index('orders_user_idx').on(t.userId, t.createdAt),
    index('orders_vendor_status_idx').on(t.vendorId, t.status),
    index('orders_status_idx').on(t.status),
    index('orders_dugnad_idx').on(t.dugnadId),
    // The admin's stuck list and badges (decision 0043): only the orders waiting, each kind on its own small index.
    index('orders_unconfirmed_created_idx').on(t.createdAt, t.id).where(sql`status = 1`),
    index('orders_market_since_idx').on(t.marketSince, t.id).where(sql`status = 8`),
    check('orders_status_check', sql.raw(`status in (${ORDER_STATUS_VALUES.join(',')})`)),
    oneOf('orders_language_check', 'language', LANGUAGES),
    oneOf('orders_customer_type_check', 'customer_type', CUSTOMER_TYPES),
    oneOf('orders_period_check', 'delivery_period', DELIVERY_PERIOD_NAMES),
    oneOf('orders_time_window_check', 'time_window', TIME_WINDOW_NAMES),
    oneOf('orders_payment_method_check', 'payment_method', PAYMENT_METHODS),
    check('orders_hear_about_us_check', sql.raw(`hear_about_us is null or hear_about_us in (${HEAR_ABOUT_US.map((h) => `'${h}'`).join(',')})`)),
    check('orders_money_check', sql`products_subtotal >= 0 and shipping >= 0 and carry_price >= 0 and discount >= 0 and total >= 0`),
    check('orders_fixed_shipping_check', sql`fixed_shipping is null or fixed_shipping >= 0`),
    check('orders_dates_check', sql`delivery_date_to >= delivery_date_from`),
    check('orders_comment_check', sql`customer_comment is null or char_length(customer_comment) < 255`),
  ],
);

export const orderLines = pgTable(
  'order_lines',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    vendorProductId: integer('vendor_product_id').references(() => vendorProducts.id, { onDelete: 'set null' }),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id),
    /** The name as the customer saw it when ordering (in the order's language). Readers use `names`. */
    name: text('name').notNull(),
    /** The product's name in every language at order time: each reader picks their own (lineNameIn). */
    names: jsonb('names').$type<LineNames>().notNull(),
    quantity: integer('quantity').notNull(),
    unitPrice: integer('unit_price').notNull(),
    weightKg: doublePrecision('weight_kg').notNull(),
    total: integer('total').notNull(),
  },
  (t) => [index('order_lines_order_idx').on(t.orderId), check('order_lines_check', sql`quantity > 0 and unit_price >= 0 and total >= 0`)],
);

export const orderServices = pgTable(
  'order_services',
  {
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    code: text('code').notNull(),
    price: integer('price').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.orderId, t.code] }), oneOf('order_services_code_check', 'code', ORDER_SERVICES)],
);

export const orderImages = pgTable(
  'order_images',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    uploadId: uuid('upload_id')
      .notNull()
      .references(() => uploads.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    /**
     * The id the driver's phone gave a delivery photo (a UUID made on the device): a photo sent again
     * after a lost answer finds its first copy here instead of being stored twice.
     */
    clientKey: text('client_key'),
  },
  (t) => [
    uniqueIndex('order_images_unique').on(t.orderId, t.uploadId),
    uniqueIndex('order_images_client_key_unique').on(t.orderId, t.clientKey),
    oneOf('order_images_kind_check', 'kind', ORDER_IMAGE_KINDS),
  ],
);

/** A vendor that declined an order can no longer confirm it from the market. */
export const orderRejections = pgTable(
  'order_rejections',
  {
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    vendorId: integer('vendor_id')
      .notNull()
      .references(() => vendors.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.orderId, t.vendorId] })],
);

export const payments = pgTable(
  'payments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    stage: text('stage').notNull(),
    amount: integer('amount').notNull(),
    currency: text('currency').notNull().default('NOK'),
    status: text('status').notNull().default('pending'),
    method: text('method').notNull().default('card'),
    provider: text('provider').notNull(),
    providerPaymentId: text('provider_payment_id'),
    deadline: ts('deadline'),
    paidAt: ts('paid_at'),
    failureReason: text('failure_reason'),
    invoiceNumber: text('invoice_number'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('payments_order_stage_unique').on(t.orderId, t.stage),
    uniqueIndex('payments_provider_id_unique').on(t.provider, t.providerPaymentId),
    oneOf('payments_stage_check', 'stage', PAYMENT_STAGES),
    oneOf('payments_status_check', 'status', PAYMENT_STATUSES),
    oneOf('payments_method_check', 'method', PAYMENT_METHODS),
    check('payments_amount_check', sql`amount >= 0`),
  ],
);

/** Every provider event once: a webhook that arrives twice is recorded and applied once. */
export const paymentEvents = pgTable(
  'payment_events',
  {
    id: serial('id').primaryKey(),
    provider: text('provider').notNull(),
    eventId: text('event_id').notNull(),
    paymentId: uuid('payment_id').references(() => payments.id, { onDelete: 'cascade' }),
    type: text('type').notNull(),
    payload: jsonb('payload').notNull(),
    receivedAt: createdAt(),
  },
  (t) => [uniqueIndex('payment_events_unique').on(t.provider, t.eventId)],
);
