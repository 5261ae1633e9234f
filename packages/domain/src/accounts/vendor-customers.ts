import { z } from 'zod';
import { tableListQuery } from '../table/query.ts';
import { clearable, emailSchema, languageSchema, nameSchema, phoneSchema } from './accounts.schema.ts';
import { postcodeSchema } from '../postcode/postcode.schema.ts';

/**
 * A vendor's own customers (spec section 2 /dashboard/customers, issue 11 item 2): the list in the
 * shared data table and the add form. An own customer stays the first vendor's; orders from them
 * carry the 5% own-customer fee (decision 0031 reads `vendor_customers`).
 */
export const vendorCustomerListQuery = tableListQuery({
  sortable: ['name', 'email', 'phone', 'postcode', 'added'],
  filterable: { name: 'text', email: 'text', phone: 'text', postcode: 'text', added: 'date' },
  defaultLimit: 25,
  maxLimit: 100,
}).extend({
  /** The data table's search box (its `q`): a part of the name, the e-mail or the phone. */
  q: z.string().trim().max(100, { error: 'error-valid-max-length' }).optional(),
});
export type VendorCustomerListQuery = z.infer<typeof vendorCustomerListQuery>;

/** POST /vendor/customers/add: a name, an e-mail and/or a phone, a postcode; the customer's language for the invitation. */
export const vendorCustomerAddBody = z
  .strictObject({
    first_name: nameSchema,
    last_name: nameSchema,
    email: clearable(emailSchema),
    phone: clearable(phoneSchema),
    postcode: postcodeSchema,
    language: languageSchema.optional(),
  })
  .superRefine((b, ctx) => {
    if (!b.email && !b.phone) ctx.addIssue({ code: 'custom', path: ['email'], message: 'error-customer-contact-required' });
  });
export type VendorCustomerAddBody = z.infer<typeof vendorCustomerAddBody>;
export type VendorCustomerAddInput = z.input<typeof vendorCustomerAddBody>;

export const vendorCustomerView = z.object({
  user_id: z.number().int(),
  first_name: z.string().nullable(),
  last_name: z.string().nullable(),
  email: z.string(),
  phone: z.string().nullable(),
  postcode: z.string().nullable(),
  source: z.enum(['added', 'imported']),
  added_at: z.string(),
  /** Whether the person has set a password (an invited customer has not yet). */
  has_password: z.boolean(),
});
export type VendorCustomer = z.infer<typeof vendorCustomerView>;

export const vendorCustomerListView = z.object({ total: z.number().int(), customers: z.array(vendorCustomerView) });
export type VendorCustomerList = z.infer<typeof vendorCustomerListView>;

/** The added customer, and whether an account was made for them (and an invitation sent) or an existing one matched. */
export const vendorCustomerAddResultView = z.object({ customer: vendorCustomerView, invited: z.boolean() });
export type VendorCustomerAddResult = z.infer<typeof vendorCustomerAddResultView>;

/** The most rows one import takes. */
export const CUSTOMER_IMPORT_MAX_ROWS = 10_000;

/**
 * POST /vendor/customers/import: rows read from a CSV (each checked as an add on the server, so each
 * gets its own field errors). `dry_run` checks them and changes nothing (the preview); otherwise all
 * rows are added in one transaction, or none when any row is refused.
 */
export const vendorCustomerImportBody = z.strictObject({
  rows: z
    .array(z.record(z.string(), z.unknown()), { error: 'validation-invalid' })
    .min(1, { error: 'error-customer-import-empty' })
    .max(CUSTOMER_IMPORT_MAX_ROWS, { error: 'error-customer-import-too-many' }),
  dry_run: z.boolean({ error: 'validation-invalid' }).default(false),
});
export type VendorCustomerImportBody = z.infer<typeof vendorCustomerImportBody>;

export const vendorCustomerImportRowView = z.object({
  /** The row's number in the file (1 = the first row after the header). */
  row: z.number().int(),
  /** Field errors by field, and `_` for a refusal of the whole row; empty when the row is good. */
  errors: z.record(z.string(), z.string()),
  /** Whether the row makes a new account (and sends an invitation), or links an existing one. */
  invites: z.boolean(),
});
export const vendorCustomerImportResultView = z.object({
  /** Rows added (0 on a preview, or when any row was refused). */
  imported: z.number().int(),
  rows: z.array(vendorCustomerImportRowView),
});
export type VendorCustomerImportResult = z.infer<typeof vendorCustomerImportResultView>;
