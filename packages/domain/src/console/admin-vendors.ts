import { z } from 'zod';
import { CURRENCIES } from '../money/money.ts';
import { tableListQuery } from '../table/query.ts';
import { formBoolean } from '../accounts/accounts.schema.ts';
import { line } from '../validation/primitives.ts';
import { adminReason } from './settings.ts';

/** The operator's vendor console (issue 13 item 3): vendors with their coverage, state, open orders and balance. */
export const adminVendorListQuery = tableListQuery({
  sortable: ['name', 'created', 'postcodes', 'open', 'balance'],
  filterable: { name: 'text', email: 'text', created: 'date' },
  defaultLimit: 25,
  maxLimit: 100,
}).extend({
  q: line({ error: 'validation-invalid' }).trim().max(100, { error: 'error-valid-max-length' }).optional(),
});
export type AdminVendorListQuery = z.infer<typeof adminVendorListQuery>;

export const adminHubView = z.object({
  id: z.number().int(),
  name: z.string(),
  postcode: z.string(),
  city: z.string(),
  lat: z.number(),
  lon: z.number(),
  radius_km: z.number(),
  active: z.boolean(),
});
export type AdminHub = z.infer<typeof adminHubView>;

export const adminVendorRowView = z.object({
  id: z.number().int(),
  user_id: z.number().int(),
  name: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
  active: z.boolean(),
  user_active: z.boolean(),
  is_transporter: z.boolean(),
  currency: z.enum(CURRENCIES),
  created_at: z.string(),
  company_name: z.string().nullable(),
  organization_number: z.string().nullable(),
  company_status: z.enum(['pending', 'confirmed', 'rejected']).nullable(),
  /** Postcodes the vendor delivers to (its coverage). */
  postcodes: z.number().int(),
  open_orders: z.number().int(),
  /** What the marketplace owes the vendor now (the ledger's vendor_payable balance, øre). */
  balance: z.number().int(),
  hubs: z.array(adminHubView),
});
export type AdminVendorRow = z.infer<typeof adminVendorRowView>;
export const adminVendorListView = z.object({ total: z.number().int(), vendors: z.array(adminVendorRowView) });

/** POST /api/admin/vendors/{id}/active: switch a vendor on or off (off: no new orders), with a reason. */
export const adminVendorActiveBody = z.strictObject({ active: formBoolean, reason: adminReason });
export const adminVendorActiveView = z.object({ vendor_id: z.number().int(), active: z.boolean(), changed: z.boolean() });
