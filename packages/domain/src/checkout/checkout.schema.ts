import { z } from 'zod';
import { PAYMENT_METHODS } from '../orders/status.ts';
import { COMPANY_NAME_MAX_LENGTH, NAME_MAX_LENGTH, NAME_MIN_LENGTH } from '../accounts/accounts.ts';
import {
  CITY_MAX_LENGTH,
  COMMENT_MAX_LENGTH,
  EMAIL_MAX_LENGTH,
  EXCLUDED_DATES_MAX,
  HEAR_ABOUT_US,
  MAX_IMAGES,
  ORDER_FORM_PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  STREET_MAX_LENGTH,
  STREET_MIN_LENGTH,
} from '../common/constants.ts';
import { promoCodeSchema, sessionIdSchema } from '../cart/cart.schema.ts';
import { postcodeSchema } from '../postcode/postcode.schema.ts';
import { idSchema, line, text } from '../validation/primitives.ts';
import { isIsoDate } from './calendar.ts';
import { DELIVERY_PERIOD_NAMES, TIME_WINDOW_NAMES } from './delivery.ts';

/**
 * The order form of the delivery step, shared by the web form and POST /api/order/check-order and
 * /api/order/add. Multipart sends booleans as 1/0 and null as empty text (spec section 5); the
 * schema reads both that and JSON.
 */
/** Who the order is for: a private person, or a company (a confirmed one may pay by invoice). */
export const CHECKOUT_TYPES = ['private', 'company'] as const;
export type CheckoutType = (typeof CHECKOUT_TYPES)[number];

const emptyToUndefined = (v: unknown) => (v === '' || v === null ? undefined : v);
const flag = z.preprocess((v) => v === true || v === 1 || v === '1' || v === 'true', z.boolean());
const optionalText = (max: number, key: string, kind: typeof line = line) =>
  z.preprocess(emptyToUndefined, kind({ error: 'validation-invalid' }).trim().max(max, { error: key }).optional()).transform((v) => (v === '' ? undefined : v));
const list = (inner: z.ZodType) =>
  z.preprocess((v) => {
    if (v === undefined || v === null || v === '') return [];
    if (typeof v === 'string') {
      if (v.startsWith('[')) {
        try {
          return JSON.parse(v);
        } catch {
          return [v];
        }
      }
      return [v];
    }
    return v;
  }, z.array(inner));

const name = line()
  .trim()
  .min(1, { error: 'validation-field-required' })
  .min(NAME_MIN_LENGTH, { error: 'error-valid-min-length' })
  .max(NAME_MAX_LENGTH, { error: 'error-valid-max-length' });

/** Norwegian mobile numbers: 8 digits starting with 4 or 9, with the fixed +47 prefix. */
const mobile = line()
  .trim()
  .min(1, { error: 'validation-field-required' })
  .transform((v) => v.replace(/[\s().-]/g, '').replace(/^(\+47|0047)/, ''))
  .refine((v) => /^\d+$/.test(v), { error: 'error-valid-phone-digits' })
  .refine((v) => /^[49]\d{7}$/.test(v), { error: 'error-valid-mobile' })
  .transform((v) => `+47${v}`);

function orgNumberValid(digits: string): boolean {
  if (!/^\d{9}$/.test(digits)) return false;
  const weights = [3, 2, 7, 6, 5, 4, 3, 2];
  const sum = weights.reduce((acc, w, i) => acc + w * Number(digits[i]), 0);
  const rest = sum % 11;
  const check = rest === 0 ? 0 : 11 - rest;
  return check !== 10 && check === Number(digits[8]);
}

const isoDate = line({ error: 'error-valid-date' }).refine(isIsoDate, { error: 'error-valid-date' });

export const orderFields = z
  .object({
    session_id: sessionIdSchema,
    code: z.preprocess(emptyToUndefined, promoCodeSchema.optional()),
    group_vendor_id: z.preprocess(emptyToUndefined, idSchema.optional()),
    checkout_type: z.preprocess(emptyToUndefined, z.enum(CHECKOUT_TYPES).default('private')),
    first_name: name,
    last_name: name,
    email: line()
      .trim()
      .toLowerCase()
      .min(1, { error: 'validation-field-required' })
      .max(EMAIL_MAX_LENGTH, { error: 'error-valid-max-length' })
      .pipe(z.email({ error: 'error-valid-email' })),
    phone: mobile,
    company_name: optionalText(COMPANY_NAME_MAX_LENGTH, 'error-valid-max-length'),
    organization_number: z.preprocess(
      emptyToUndefined,
      line({ error: 'validation-invalid' })
        .transform((v) => v.replace(/\s/g, ''))
        .refine(orgNumberValid, { error: 'error-valid-organization-number' })
        .optional(),
    ),
    delivery_street: line()
      .trim()
      .min(1, { error: 'validation-field-required' })
      .min(STREET_MIN_LENGTH, { error: 'error-valid-min-length' })
      .max(STREET_MAX_LENGTH, { error: 'error-valid-max-length' }),
    delivery_city: line().trim().min(1, { error: 'validation-field-required' }).max(CITY_MAX_LENGTH, { error: 'error-valid-max-length' }),
    delivery_postcode: postcodeSchema,
    delivery_period: z.preprocess(emptyToUndefined, z.enum(DELIVERY_PERIOD_NAMES, { error: 'error-valid-delivery-period' }).default('standard')),
    delivery_date_to: z.preprocess(emptyToUndefined, isoDate.optional()),
    excluded_dates: list(isoDate).pipe(z.array(z.string()).max(EXCLUDED_DATES_MAX, { error: 'error-too-many-excluded-dates' })),
    time_window: z.preprocess(emptyToUndefined, z.enum(TIME_WINDOW_NAMES as [string, ...string[]], { error: 'error-valid-time-window' }).default('midday')),
    carry_and_placement: flag.default(false),
    only_small_car: flag.default(false),
    deliver_if_iam_not_at_home: flag.default(false),
    comment: optionalText(COMMENT_MAX_LENGTH, 'error-comment-too-long', text),
    hear_about_us: z.preprocess(emptyToUndefined, z.enum(HEAR_ABOUT_US, { error: 'validation-field-required' }).optional()),
    agree_terms: flag.refine((v) => v, { error: 'error-agree-terms' }),
    payment_method: z.preprocess(emptyToUndefined, z.enum(PAYMENT_METHODS, { error: 'validation-invalid' }).default('card')),
    create_account: flag.default(false),
    password: z.preprocess(
      emptyToUndefined,
      text({ error: 'validation-invalid' }).max(ORDER_FORM_PASSWORD_MAX_LENGTH, { error: 'error-valid-max-length' }).optional(),
    ),
    address_image_ids: list(z.uuid({ error: 'validation-invalid' })).pipe(z.array(z.string()).max(MAX_IMAGES, { error: 'error-too-many-images' })),
  })
  .superRefine((v, ctx) => {
    if (v.delivery_period === 'custom' && !v.delivery_date_to)
      ctx.addIssue({ code: 'custom', path: ['delivery_date_to'], message: 'validation-field-required' });
    if (v.checkout_type === 'company') {
      if (!v.company_name) ctx.addIssue({ code: 'custom', path: ['company_name'], message: 'validation-field-required' });
      if (!v.organization_number) ctx.addIssue({ code: 'custom', path: ['organization_number'], message: 'validation-field-required' });
    }
    if (v.create_account && (!v.password || v.password.length < PASSWORD_MIN_LENGTH))
      ctx.addIssue({
        code: 'custom',
        path: ['password'],
        message: v.password ? 'error-password-min-length' : 'validation-field-required',
      });
  });
export type OrderFields = z.output<typeof orderFields>;
export type OrderFieldsInput = z.input<typeof orderFields>;

export const idempotencyKeySchema = line().regex(/^[A-Za-z0-9_-]{16,64}$/, { error: 'error-valid-idempotency-key' });

export const orderAddFields = z.object({ idempotency_key: idempotencyKeySchema });

/** The whole form of POST /api/order/add (the order fields and the idempotency key), as the API document shows it. */
export const orderAddForm = orderFields.safeExtend(orderAddFields.shape);
/** The whole form of POST /api/payment/create-dibs-payment: that of order/add and where the shop page is after paying. */
export const createPaymentForm = orderAddForm.safeExtend({ return_url: line({ error: 'validation-invalid' }).max(500).optional() });

export const checkCodeBody = z.strictObject({
  code: line().trim().min(1, { error: 'validation-field-required' }).pipe(promoCodeSchema),
  session_id: sessionIdSchema.optional(),
});
