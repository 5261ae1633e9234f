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
