import { POSTCODE_CATEGORIES } from '@vedmarked/domain';
import { doublePrecision, index, integer, pgTable, serial, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from './accounts.ts';
import { createdAt, oneOf, streetAddress, updatedAt } from './helpers.ts';

export const counties = pgTable(
  'counties',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
  },
  (t) => [uniqueIndex('counties_name_unique').on(t.name)],
);

export const postcodes = pgTable(
  'postcodes',
  {
    code: text('code').primaryKey(),
    city: text('city').notNull(),
    municipality: text('municipality').notNull(),
    municipalityNo: text('municipality_no'),
    countyId: integer('county_id').references(() => counties.id),
    lat: doublePrecision('lat').notNull(),
    lon: doublePrecision('lon').notNull(),
    category: text('category').notNull(),
  },
  (t) => [oneOf('postcodes_category_check', 'category', POSTCODE_CATEGORIES), index('postcodes_code_prefix_idx').on(t.code.op('text_pattern_ops'))],
);

/** Stored images: uploads are re-encoded, and only the re-encoded bytes are kept. */
export const uploads = pgTable(
  'uploads',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    ownerUserId: integer('owner_user_id').references(() => users.id, { onDelete: 'set null' }),
    sessionId: text('session_id'),
    purpose: text('purpose').notNull(),
    storageKey: text('storage_key').notNull(),
    mime: text('mime').notNull(),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    bytes: integer('bytes').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('uploads_storage_key_unique').on(t.storageKey),
    oneOf('uploads_purpose_check', 'purpose', ['address', 'order-placement', 'delivery-proof', 'product', 'listing', 'avatar']),
  ],
);

export const addresses = pgTable(
  'addresses',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name'),
    countyId: integer('county_id').references(() => counties.id),
    ...streetAddress(() => postcodes.code),
    lat: doublePrecision('lat'),
    lon: doublePrecision('lon'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('addresses_user_idx').on(t.userId)],
);

/** A photo row's upload (address and offer photos): deleting the upload deletes the row. */
export const uploadRef = () =>
  uuid('upload_id')
    .notNull()
    .references(() => uploads.id, { onDelete: 'cascade' });

export const addressImages = pgTable(
  'address_images',
  {
    id: serial('id').primaryKey(),
    addressId: integer('address_id')
      .notNull()
      .references(() => addresses.id, { onDelete: 'cascade' }),
    uploadId: uploadRef(),
    position: integer('position').notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [index('address_images_address_idx').on(t.addressId), uniqueIndex('address_images_upload_unique').on(t.uploadId)],
);
