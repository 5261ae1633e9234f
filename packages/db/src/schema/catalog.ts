import { CATEGORY_TYPES, FIREWOOD_FORMATS, WOOD_TYPES } from '@vedmarked/domain';
import { sql } from 'drizzle-orm';
import { boolean, check, doublePrecision, index, integer, jsonb, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, oneOf, updatedAt } from './helpers.ts';
import { uploadRef } from './locations.ts';
import { vendors } from './vendors.ts';

/** Text in the three interface languages. */
export type LocalisedText = { es: string; en: string; no: string };

export const productCategories = pgTable(
  'product_categories',
  {
    id: integer('id').primaryKey(),
    code: text('code').notNull(),
    slug: text('slug').notNull(),
    type: text('type').notNull(),
    name: jsonb('name').$type<LocalisedText>().notNull(),
    position: integer('position').notNull().default(0),
  },
  (t) => [uniqueIndex('product_categories_code_unique').on(t.code), oneOf('product_categories_type_check', 'type', CATEGORY_TYPES)],
);

/** The catalogue: what can be sold. Vendors offer catalogue products at their own price. */
export const products = pgTable(
  'products',
  {
    id: serial('id').primaryKey(),
    categoryId: integer('category_id')
      .notNull()
      .references(() => productCategories.id),
    slug: text('slug').notNull(),
    name: jsonb('name').$type<LocalisedText>().notNull(),
    title: jsonb('title').$type<LocalisedText>().notNull(),
    description: jsonb('description').$type<LocalisedText>().notNull(),
    format: text('format'),
    woodType: text('wood_type'),
    weightKg: doublePrecision('weight_kg').notNull(),
    volumeL: integer('volume_l'),
    image: text('image').notNull(),
    gallery: jsonb('gallery').$type<string[]>().notNull().default(sql`'[]'::jsonb`),
    active: boolean('active').notNull().default(true),
    position: integer('position').notNull().default(0),
    /** The range a vendor's price per unit (øre, incl. VAT) must stay within (spec section 5). */
    minPrice: integer('min_price').notNull().default(100),
    maxPrice: integer('max_price').notNull().default(10_000_000),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('products_slug_unique').on(t.slug),
    check('products_price_range_check', sql`min_price > 0 and max_price >= min_price`),
    index('products_category_idx').on(t.categoryId),
    check('products_format_check', sql.raw(`format is null or format in (${FIREWOOD_FORMATS.map((f) => `'${f}'`).join(',')})`)),
    check('products_wood_type_check', sql.raw(`wood_type is null or wood_type in (${WOOD_TYPES.map((f) => `'${f}'`).join(',')})`)),
    check('products_weight_check', sql`weight_kg > 0`),
  ],
);

export const vendorProducts = pgTable(
  'vendor_products',
  {
    id: serial('id').primaryKey(),
    vendorId: integer('vendor_id')
      .notNull()
      .references(() => vendors.id, { onDelete: 'cascade' }),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id),
    price: integer('price').notNull(),
    stock: integer('stock').notNull().default(0),
    /** Days the vendor needs before the goods can leave (0: ready now). */
    readyToShipDays: integer('ready_to_ship_days').notNull().default(0),
    /** Days the vendor needs before the goods can leave (0: ready now). */
    active: boolean('active').notNull().default(true),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('vendor_products_vendor_product_unique').on(t.vendorId, t.productId),
    index('vendor_products_product_idx').on(t.productId),
    check('vendor_products_price_check', sql`price > 0`),
    check('vendor_products_stock_check', sql`stock >= 0`),
    check('vendor_products_ready_days_check', sql`ready_to_ship_days >= 0`),
  ],
);

/** A vendor's own photos of an offer (at most 10), re-encoded uploads with purpose 'product'. */
export const vendorProductImages = pgTable(
  'vendor_product_images',
  {
    id: serial('id').primaryKey(),
    vendorProductId: integer('vendor_product_id')
      .notNull()
      .references(() => vendorProducts.id, { onDelete: 'cascade' }),
    uploadId: uploadRef(),
    position: integer('position').notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [index('vendor_product_images_offer_idx').on(t.vendorProductId), uniqueIndex('vendor_product_images_upload_unique').on(t.uploadId)],
);
