import { CURRENCIES } from '@vedmarked/domain';
import { sql } from 'drizzle-orm';
import { boolean, check, doublePrecision, index, integer, jsonb, pgTable, primaryKey, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from './accounts.ts';
import { createdAt, oneOf, streetAddress, ts, updatedAt } from './helpers.ts';
import { postcodes } from './locations.ts';

/** Carry price per unit format, in minor units: carrying one sack / one big bag up to one floor and 20 m. */
export type CarryPrices = { sack: number; bigBag: number };
/** Opening hours per ISO weekday (1 = Monday), "HH:MM"-"HH:MM"; a missing day is closed. */
export type WorkingSchedule = Partial<Record<'1' | '2' | '3' | '4' | '5' | '6' | '7', { from: string; to: string }>>;

export const vendors = pgTable(
  'vendors',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    slug: text('slug').notNull(),
    description: text('description'),
    currency: text('currency').notNull().default('NOK'),
    minOrderPrice: integer('min_order_price').notNull().default(0),
    carryPrices: jsonb('carry_prices').$type<CarryPrices>().notNull().default(sql`'{"sack":0,"bigBag":0}'::jsonb`),
    isTransporter: boolean('is_transporter').notNull().default(false),
    active: boolean('active').notNull().default(true),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('vendors_user_unique').on(t.userId),
    uniqueIndex('vendors_slug_unique').on(t.slug),
    oneOf('vendors_currency_check', 'currency', CURRENCIES),
    check('vendors_min_order_price_check', sql`min_order_price >= 0`),
  ],
);

export const hubs = pgTable(
  'hubs',
  {
    id: serial('id').primaryKey(),
    vendorId: integer('vendor_id')
      .notNull()
      .references(() => vendors.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    ...streetAddress(() => postcodes.code),
    lat: doublePrecision('lat').notNull(),
    lon: doublePrecision('lon').notNull(),
    radiusKm: doublePrecision('radius_km').notNull(),
    standardDeliveryCost: integer('standard_delivery_cost').notNull().default(0),
    carryPrice: integer('carry_price').notNull().default(0),
    minOrderPrice: integer('min_order_price'),
    workingSchedule: jsonb('working_schedule').$type<WorkingSchedule>().notNull().default(sql`'{}'::jsonb`),
    active: boolean('active').notNull().default(true),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('hubs_vendor_idx').on(t.vendorId),
    check('hubs_radius_check', sql`radius_km > 0 and radius_km <= 500`),
    check('hubs_money_check', sql`standard_delivery_cost >= 0 and carry_price >= 0`),
  ],
);

/** Rings around a hub: a postcode within radius_km pays price (the smallest ring that holds it). */
export const deliveryAreas = pgTable(
  'delivery_areas',
  {
    id: serial('id').primaryKey(),
    hubId: integer('hub_id')
      .notNull()
      .references(() => hubs.id, { onDelete: 'cascade' }),
    radiusKm: doublePrecision('radius_km').notNull(),
    price: integer('price').notNull(),
  },
  (t) => [uniqueIndex('delivery_areas_hub_radius_unique').on(t.hubId, t.radiusKm), check('delivery_areas_check', sql`radius_km > 0 and price >= 0`)],
);

/**
 * Which vendor delivers to which postcode, through which hub and at what shipping price.
 * Derived from hubs and delivery areas; rebuilt for a vendor whenever one of its hubs changes,
 * so a storefront lookup is one index scan.
 */
export const vendorCoverage = pgTable(
  'vendor_coverage',
  {
    postcode: text('postcode')
      .notNull()
      .references(() => postcodes.code, { onDelete: 'cascade' }),
    vendorId: integer('vendor_id')
      .notNull()
      .references(() => vendors.id, { onDelete: 'cascade' }),
    hubId: integer('hub_id')
      .notNull()
      .references(() => hubs.id, { onDelete: 'cascade' }),
    distanceM: integer('distance_m').notNull(),
    shippingPrice: integer('shipping_price').notNull(),
  },
  (t) => [primaryKey({ columns: [t.postcode, t.vendorId] }), index('vendor_coverage_vendor_idx').on(t.vendorId)],
);

export const vehicles = pgTable(
  'vehicles',
  {
    id: serial('id').primaryKey(),
    ownerUserId: integer('owner_user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    carNumber: text('car_number').notNull(),
    capacityKg: integer('capacity_kg').notNull(),
    widthCm: integer('width_cm').notNull(),
    heightCm: integer('height_cm').notNull(),
    depthCm: integer('depth_cm').notNull(),
    active: boolean('active').notNull().default(true),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('vehicles_owner_car_unique').on(t.ownerUserId, t.carNumber),
    check('vehicles_dims_check', sql`capacity_kg > 0 and width_cm > 0 and height_cm > 0 and depth_cm > 0`),
  ],
);

/** E-mails left on the empty state of a postcode with no vendor, told when one arrives. */
export const coverageWaitlist = pgTable(
  'coverage_waitlist',
  {
    id: serial('id').primaryKey(),
    email: text('email').notNull(),
    postcode: text('postcode')
      .notNull()
      .references(() => postcodes.code),
    language: text('language').notNull().default('es'),
    createdAt: createdAt(),
    notifiedAt: ts('notified_at'),
  },
  (t) => [uniqueIndex('coverage_waitlist_unique').on(sql`lower(${t.email})`, t.postcode)],
);

/**
 * A vendor's own customers (spec §1, §2 /dashboard/customers): people the vendor added or imported.
 * A person belongs to at most one vendor ("an own customer stays the vendor's"); orders from them
 * carry the 5% own-customer fee instead of the platform's standard fee (decision 0023's sibling in
 * the money issue). Written by the vendor back office, read by the fee rule.
 */
export const vendorCustomers = pgTable(
  'vendor_customers',
  {
    vendorId: integer('vendor_id')
      .notNull()
      .references(() => vendors.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    source: text('source').notNull().default('added'),
    note: text('note'),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.vendorId, t.userId] }),
    uniqueIndex('vendor_customers_user_unique').on(t.userId),
    oneOf('vendor_customers_source_check', 'source', ['added', 'imported'] as const),
  ],
);
