import { z } from 'zod';
import { isIsoDate } from '../checkout/calendar.ts';
import { CURRENCIES } from '../money/money.ts';
import { postcodeSchema } from '../postcode/postcode.schema.ts';
import { SETTLEMENT_STATUSES } from '../settlements/settlements.views.ts';
import { idSchema, line } from '../validation/primitives.ts';
import { isValidNorwegianBankAccount, normaliseBankAccount } from './bank-account.ts';

/** Contracts of the dugnad calls (decision 0039): the API declares them, the web forms and pages use them. */

export const DUGNAD_KINDS = ['sports_club', 'school_class', 'choir_band', 'scouts', 'other'] as const;
export type DugnadKind = (typeof DUGNAD_KINDS)[number];
export const DUGNAD_STATUSES = ['active', 'closed', 'declined'] as const;
export type DugnadStatus = (typeof DUGNAD_STATUSES)[number];

export const DUGNAD_GROUP_NAME_MAX = 100;
export const DUGNAD_DECLINE_REASON_MAX = 500;
/** A dugnad's delivery period: it starts today at the earliest and lasts at most 60 days. */
export const DUGNAD_PERIOD_MAX_DAYS = 60;
/** How far ahead a dugnad's delivery period may start. */
export const DUGNAD_START_MAX_DAYS = 180;

const isoDate = (required: string) => line({ error: required }).refine(isIsoDate, { error: 'error-valid-date' });

/** A Norwegian bank account: 11 digits with the modulus-11 check digit (spaces and dots allowed when typed). */
export const dugnadBankAccountSchema = line({ error: 'validation-field-required' })
  .trim()
  .min(1, { error: 'validation-field-required' })
  .transform((v, ctx) => {
    const n = normaliseBankAccount(v);
    if (isValidNorwegianBankAccount(n)) return n;
    ctx.issues.push({ code: 'custom', message: /^\d{11}$/.test(n) ? 'error-bank-account-check' : 'error-valid-bank-account', input: v });
    return z.NEVER;
  });

/** POST /api/dugnad: an organiser starts a dugnad. */
export const createDugnadBody = z
  .strictObject({
    group_name: line({ error: 'validation-field-required' })
      .trim()
      .min(2, { error: 'error-valid-min-length' })
      .max(DUGNAD_GROUP_NAME_MAX, { error: 'error-valid-max-length' }),
    kind: z.enum(DUGNAD_KINDS, { error: 'validation-field-required' }),
    postcode: postcodeSchema,
    vendor_id: idSchema,
    delivery_date_from: isoDate('error-dugnad-date-required'),
    delivery_date_to: isoDate('error-dugnad-date-required'),
    bank_account: dugnadBankAccountSchema,
  })
  .refine((b) => b.delivery_date_to >= b.delivery_date_from, { path: ['delivery_date_to'], error: 'error-dugnad-period-order' });
export type CreateDugnadBody = z.input<typeof createDugnadBody>;
export type CreateDugnad = z.output<typeof createDugnadBody>;

/** POST /api/vendor/dugnad/decline/{id}: the vendor's reason, which the organiser reads. */
export const declineDugnadBody = z.strictObject({
  reason: line({ error: 'error-decline-reason' })
    .trim()
    .min(3, { error: 'error-decline-reason' })
    .max(DUGNAD_DECLINE_REASON_MAX, { error: 'error-valid-max-length' }),
});

export const dugnadVendorsQuery = z.strictObject({ postcode: postcodeSchema });
export const dugnadVendorView = z.object({ id: z.number().int(), name: z.string() });

export const dugnadView = z.object({
  id: z.number().int(),
  code: z.string(),
  /** The share link's path and query: `/?code=…`. */
  share_path: z.string(),
  group_name: z.string(),
  kind: z.enum(DUGNAD_KINDS),
  status: z.enum(DUGNAD_STATUSES),
  declined_reason: z.string().nullable(),
  postcode: z.string(),
  vendor_id: z.number().int(),
  vendor_name: z.string(),
  delivery_date_from: z.string(),
  delivery_date_to: z.string(),
  bank_account: z.string(),
  share_pct: z.number(),
  currency: z.enum(CURRENCIES),
  created_at: z.string(),
});
export type DugnadBody = z.infer<typeof dugnadView>;

export const dugnadOrderView = z.object({
  order_id: z.number().int(),
  created_at: z.string(),
  /** The buyer's first name and surname initial: the organiser needs no more. */
  buyer: z.string(),
  status: z.number().int(),
  delivered: z.boolean(),
  canceled: z.boolean(),
  products_subtotal: z.number().int(),
  /** The group's share of the order (øre). */
  share: z.number().int(),
});

export const dugnadSettlementView = z.object({
  id: z.number().int(),
  period_start: z.string(),
  period_end: z.string(),
  status: z.enum(SETTLEMENT_STATUSES),
  orders: z.number().int(),
  payout: z.number().int(),
  paid_at: z.string().nullable(),
  bank_reference: z.string().nullable(),
});

export const dugnadDetailView = dugnadView.extend({
  orders: z.array(dugnadOrderView),
  sums: z.object({
    orders: z.number().int(),
    products: z.number().int(),
    /** The share of delivered orders: what the group has earned. */
    share_earned: z.number().int(),
    /** The share of orders not delivered yet (nor cancelled). */
    share_pending: z.number().int(),
    share_paid: z.number().int(),
  }),
  settlements: z.array(dugnadSettlementView),
});
export type DugnadDetail = z.infer<typeof dugnadDetailView>;

/** A dugnad as its vendor sees it: the group, the period, its orders. */
export const vendorDugnadView = dugnadView.omit({ bank_account: true }).extend({
  organiser: z.string(),
  order_ids: z.array(z.number().int()),
});
export type VendorDugnad = z.infer<typeof vendorDugnadView>;
