import { DUGNAD_KINDS, DUGNAD_STATUSES, LANGUAGES } from '@vedmarked/domain';
import { sql } from 'drizzle-orm';
import { check, date, index, integer, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from './accounts.ts';
import { promoCodes } from './cart.ts';
import { createdAt, oneOf, ts } from './helpers.ts';
import { postcodes } from './locations.ts';
import { vendors } from './vendors.ts';

/**
 * Dugnads: a volunteer group's fundraising sale (decision 0039). The organiser chose a postcode, a
 * vendor that delivers there and a delivery period; buyers order with the group code (a promo code
 * of kind 'group', the code data of spec section 3), and 5% of their products goes to the group,
 * settled like a vendor to the group's bank account. Owned by the dugnad module.
 */
export const dugnads = pgTable(
  'dugnads',
  {
    id: serial('id').primaryKey(),
    organiserUserId: integer('organiser_user_id')
      .notNull()
      .references(() => users.id),
    groupName: text('group_name').notNull(),
    kind: text('kind').notNull(),
    /** The group's Norwegian bank account (11 digits, modulus 11) the group's settlements are paid to. */
    bankAccount: text('bank_account').notNull(),
    postcode: text('postcode')
      .notNull()
      .references(() => postcodes.code),
    vendorId: integer('vendor_id')
      .notNull()
      .references(() => vendors.id),
    deliveryDateFrom: date('delivery_date_from').notNull(),
    deliveryDateTo: date('delivery_date_to').notNull(),
    /** The group code buyers order with (promo_codes, kind 'group': unique, readable). */
    promoCodeId: integer('promo_code_id')
      .notNull()
      .references(() => promoCodes.id),
    status: text('status').notNull().default('active'),
    declinedReason: text('declined_reason'),
    declinedAt: ts('declined_at'),
    /** The organiser's language when starting it: e-mails about the dugnad use it. */
    language: text('language').notNull().default('no'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('dugnads_promo_code_unique').on(t.promoCodeId),
    index('dugnads_organiser_idx').on(t.organiserUserId),
    index('dugnads_vendor_idx').on(t.vendorId, t.status),
    oneOf('dugnads_kind_check', 'kind', DUGNAD_KINDS),
    oneOf('dugnads_status_check', 'status', DUGNAD_STATUSES),
    oneOf('dugnads_language_check', 'language', LANGUAGES),
    check('dugnads_dates_check', sql`delivery_date_to >= delivery_date_from`),
    check('dugnads_bank_account_check', sql`bank_account ~ '^[0-9]{11}$'`),
    check('dugnads_declined_check', sql`(status = 'declined') = (declined_reason is not null)`),
  ],
);
