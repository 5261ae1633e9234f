import { z } from 'zod';
import { formBoolean } from '../accounts/accounts.schema.ts';
import { FIREWOOD_FORMATS, TIMBER_PRODUCT_TYPES, WOOD_TYPES } from '../catalog/catalog.ts';
import { listingDetailFields, listingKindFields } from './market-fields.ts';
import { isIsoDate } from '../checkout/calendar.ts';
import { MAX_IMAGES } from '../common/constants.ts';
import { postcodeSchema } from '../postcode/postcode.schema.ts';
import { line, text, wholeNumber } from '../validation/primitives.ts';
import {
  CURVING_MAX,
  CURVING_MIN,
  DRYNESS_STATES,
  HUMIDITY_MAX,
  LISTING_DESCRIPTION_MAX,
  listingRuleErrors,
  MAX_DAYS_TO_DELIVER,
  MAX_DIAMETER_CM,
  MAX_LISTING_AMOUNT,
  MAX_LISTING_PRICE,
  MAX_PILE_CM,
} from './listing-rules.ts';

/*
 * The wholesaler's listing calls (spec §7 "Vendor and wholesaler products" under /wholesaler; issue
 * 12): one schema per payload and response, shared by the API and the web form. Multipart sends
 * text: numbers are read from text, booleans from 1/0, and an empty field is "not given".
 */

const blank = (v: unknown) => (v === '' || v === null ? undefined : v);
const optional = <T extends z.ZodType>(s: T) => z.preprocess(blank, s.optional());
const isoDate = line({ error: 'error-valid-date' }).refine(isIsoDate, { error: 'error-valid-date' });

/** The fields every listing has, whatever its product type (the rules between them come after). */
export const listingFields = {
  wood_type: z.enum(WOOD_TYPES, { error: 'error-wood-type-required' }),
  firewood_format: optional(z.enum(FIREWOOD_FORMATS, { error: 'validation-invalid' })),
  amount: wholeNumber(1, MAX_LISTING_AMOUNT, 'error-valid-quantity'),
  minimum_order_amount: wholeNumber(1, MAX_LISTING_AMOUNT, 'error-minimum-order-amount'),
  /** Øre per unit (m³ or bag), excluding VAT: a trade price. */
  price_per_unit: wholeNumber(1, MAX_LISTING_PRICE, 'error-valid-price'),
  min_diameter_cm: optional(wholeNumber(1, MAX_DIAMETER_CM, 'error-diameter')),
  max_diameter_cm: optional(wholeNumber(1, MAX_DIAMETER_CM, 'error-diameter')),
  curving: optional(wholeNumber(CURVING_MIN, CURVING_MAX, 'error-curving')),
  vsys_number: optional(line().trim().max(50, { error: 'error-valid-max-length' })),
  chopped_date_from: optional(isoDate),
  chopped_date_to: optional(isoDate),
  shipped_date_from: isoDate,
  shipped_date_to: isoDate,
  days_to_deliver: z.preprocess(blank, wholeNumber(0, MAX_DAYS_TO_DELIVER, 'error-days-to-deliver').default(0)),
  description: z.preprocess((v) => v ?? '', text().trim().max(LISTING_DESCRIPTION_MAX, { error: 'error-valid-max-length' })),
  humidity_pct: optional(wholeNumber(0, HUMIDITY_MAX, 'error-humidity')),
  dryness: optional(z.enum(DRYNESS_STATES, { error: 'validation-invalid' })),
  width_cm: optional(wholeNumber(1, MAX_PILE_CM, 'validation-invalid')),
  height_cm: optional(wholeNumber(1, MAX_PILE_CM, 'validation-invalid')),
  depth_cm: optional(wholeNumber(1, MAX_PILE_CM, 'validation-invalid')),
  street: line().trim().min(1, { error: 'validation-field-required' }).max(200, { error: 'error-valid-max-length' }),
  postcode: postcodeSchema,
  active: z.preprocess(blank, formBoolean.default(true)),
};

const productType = z.enum(TIMBER_PRODUCT_TYPES, { error: 'error-product-type-required' });

/** Adds the cross-field rules (listingRuleErrors) as issues on their fields. */
function withRules<T extends { product_type: string; amount: number; minimum_order_amount: number }>(v: T, ctx: z.RefinementCtx) {
  for (const [field, key] of Object.entries(listingRuleErrors(v)))
    ctx.addIssue({ code: 'custom', message: key, path: [field], input: (v as Record<string, unknown>)[field] });
}

/** POST /api/wholesaler/product/add (multipart with up to 10 files in images[], or JSON). */
export const listingAddBody = z.strictObject({ product_type: productType, ...listingFields }).superRefine(withRules);
export type ListingAddBody = z.infer<typeof listingAddBody>;
export type ListingAddInput = z.input<typeof listingAddBody>;

/**
 * POST /api/wholesaler/product/update/{id}: the whole form again (a field left out is cleared, so a
 * retry sets the same); the product type stays what it was. The rules run on the listing's type.
 */
export const listingUpdateBody = z.strictObject(listingFields);
export type ListingUpdateBody = z.infer<typeof listingUpdateBody>;

/** POST /api/wholesaler/product/change-status/{id}. */
export const listingStatusBody = z.strictObject({ active: formBoolean });

/** GET /api/wholesaler/product/list: optionally one product type (the page's tab). */
export const listingListQuery = z.object({ product_type: z.preprocess(blank, productType.optional()) });

/** /{type} of the wholesaler's pages and presets. */
export const productTypeParams = z.object({ type: productType });

const image = z.object({ id: z.number().int(), url: z.string() });

/** A listing as its wholesaler sees it (list, show, add, update). */
export const listingView = z.object({
  ...listingKindFields,
  amount: z.number().int(),
  remaining: z.number().int(),
  /** Held by orders (amount − remaining): the amount cannot go below it. */
  reserved: z.number().int(),
  minimum_order_amount: z.number().int(),
  price_per_unit: z.number().int(),
  ...listingDetailFields,
  active: z.boolean(),
  street: z.string(),
  postcode: z.string(),
  city: z.string(),
  county_id: z.number().int().nullable(),
  county: z.string().nullable(),
  lat: z.number(),
  lon: z.number(),
  images: z.array(image).max(MAX_IMAGES),
  created_at: z.string(),
  updated_at: z.string(),
});
export type Listing = z.infer<typeof listingView>;

/** GET /api/wholesaler/product/preset: each product type with its unit, choices and field rules. */
export const listingPresetView = z.object({
  product_type: z.enum(TIMBER_PRODUCT_TYPES),
  enabled: z.boolean(),
  unit: z.enum(['m3', 'bag']),
  wood_types: z.array(z.string()),
  firewood_formats: z.array(z.string()),
  dryness: z.array(z.string()),
  fields: z.array(z.string()),
  required: z.array(z.string()),
  limits: z.object({
    curving: z.tuple([z.number(), z.number()]),
    humidity: z.tuple([z.number(), z.number()]),
    max_images: z.number(),
    vat_percent: z.number(),
  }),
});
export type ListingPresetView = z.infer<typeof listingPresetView>;

export const listingImageDeletedView = z.object({ id: z.number().int(), listing_id: z.number().int() });
