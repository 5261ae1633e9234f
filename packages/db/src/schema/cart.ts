import { CART_LINE_MAX_QUANTITY, PROMO_CODE_KINDS } from '@vedmarked/domain';
import { sql } from 'drizzle-orm';
import { boolean, check, date, doublePrecision, index, integer, pgTable, serial, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from './accounts.ts';
import { vendorProducts } from './catalog.ts';
import { createdAt, oneOf, ts, updatedAt } from './helpers.ts';
import { postcodes } from './locations.ts';
import { vendors } from './vendors.ts';

/** A cart belongs to an anonymous session id (32 base-36 characters) and, once signed in, to a user. */
export const carts = pgTable(
  'carts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    sessionId: text('session_id').notNull(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'cascade' }),
    vendorId: integer('vendor_id').references(() => vendors.id, { onDelete: 'set null' }),
    postcode: text('postcode').references(() => postcodes.code),
    code: text('code'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('carts_session_unique').on(t.sessionId),
    uniqueIndex('carts_user_unique').on(t.userId),
    check('carts_session_id_check', sql`session_id ~ '^[0-9a-z]{32}$'`),
  ],
);

export const cartLines = pgTable(
  'cart_lines',
  {
    id: serial('id').primaryKey(),
    cartId: uuid('cart_id')
      .notNull()
      .references(() => carts.id, { onDelete: 'cascade' }),
    vendorProductId: integer('vendor_product_id')
      .notNull()
      .references(() => vendorProducts.id, { onDelete: 'cascade' }),
    quantity: integer('quantity').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('cart_lines_cart_product_unique').on(t.cartId, t.vendorProductId),
    check('cart_lines_quantity_check', sql.raw(`quantity > 0 and quantity <= ${CART_LINE_MAX_QUANTITY}`)),
  ],
);

/**
 * Promo codes: a neighbour code is made for a paid order and gives neighbours within 350 m of
 * its delivery address 50% off shipping; a group (dugnad) code carries group-order dates and vendor.
 */
export const promoCodes = pgTable(
  'promo_codes',
  {
    id: serial('id').primaryKey(),
    code: text('code').notNull(),
    kind: text('kind').notNull(),
    ownerUserId: integer('owner_user_id').references(() => users.id, { onDelete: 'set null' }),
    sourceOrderId: integer('source_order_id'),
    vendorId: integer('vendor_id').references(() => vendors.id, { onDelete: 'cascade' }),
    firstName: text('first_name'),
    lastName: text('last_name'),
    deliveryPostcode: text('delivery_postcode').references(() => postcodes.code),
    lat: doublePrecision('lat'),
    lon: doublePrecision('lon'),
    deliveryDateFrom: date('delivery_date_from'),
    deliveryDateTo: date('delivery_date_to'),
    productExtraCost: integer('product_extra_cost').notNull().default(0),
    expiresAt: ts('expires_at'),
    active: boolean('active').notNull().default(true),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('promo_codes_code_unique').on(sql`upper(${t.code})`),
    index('promo_codes_vendor_idx').on(t.vendorId),
    oneOf('promo_codes_kind_check', 'kind', PROMO_CODE_KINDS),
  ],
);
