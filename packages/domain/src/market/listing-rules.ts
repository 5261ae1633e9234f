import { FIREWOOD_FORMATS, TIMBER_PRODUCT_TYPES, type TimberProductType, WOOD_TYPES } from '../catalog/catalog.ts';

/*
 * The rules of a wholesaler's listing on the industry market (spec §3 "Round-timber listing", §5;
 * issue 12; decision 0035). Pure functions: the API checks a listing with them before it writes,
 * and the web form shows the same messages next to the same fields.
 */

/** The product types a wholesaler may list now; trees on the root shows, but is disabled (spec §2). */
export const LISTABLE_PRODUCT_TYPES = ['round-timber', 'wholesale-firewood'] as const satisfies readonly TimberProductType[];
export type ListableProductType = (typeof LISTABLE_PRODUCT_TYPES)[number];

export function isListableProductType(t: string): t is ListableProductType {
  return (LISTABLE_PRODUCT_TYPES as readonly string[]).includes(t);
}

/** The drying state of wholesale firewood. */
export const DRYNESS_STATES = ['fresh', 'air-dried', 'kiln-dried'] as const;
export type Dryness = (typeof DRYNESS_STATES)[number];

/** The unit of a listing's amounts: m³ of timber, or bags (of the firewood format). */
export type ListingUnit = 'm3' | 'bag';
export const LISTING_UNIT: Record<TimberProductType, ListingUnit> = {
  'round-timber': 'm3',
  'trees-on-the-root': 'm3',
  'wholesale-firewood': 'bag',
};

export const CURVING_MIN = 0;
export const CURVING_MAX = 3;
export const HUMIDITY_MAX = 100;
export const MAX_DIAMETER_CM = 300;
export const MAX_LISTING_AMOUNT = 1_000_000;
export const MAX_DAYS_TO_DELIVER = 365;
export const MAX_PILE_CM = 100_000;
/** Price per unit in øre excl. VAT: above 0, at most 10 000 000 kr. */
export const MAX_LISTING_PRICE = 1_000_000_000;
export const LISTING_DESCRIPTION_MAX = 2000;
/** Norwegian VAT on timber and firewood sold between businesses, in percent. */
export const MARKET_VAT_PERCENT = 25;

/** The form's preset for a product type: whether it can be listed, its unit and which fields it uses. */
export interface ListingPreset {
  product_type: TimberProductType;
  enabled: boolean;
  unit: ListingUnit;
  wood_types: readonly string[];
  firewood_formats: readonly string[];
  dryness: readonly string[];
  /** Fields the form shows for the type. */
  fields: readonly string[];
  /** Of those, the ones that must be filled. */
  required: readonly string[];
}

const COMMON = ['wood_type', 'amount', 'minimum_order_amount', 'price_per_unit', 'days_to_deliver', 'description', 'street', 'postcode', 'active'];
const TIMBER = ['min_diameter_cm', 'max_diameter_cm', 'curving', 'vsys_number', 'chopped_date_from', 'chopped_date_to', 'shipped_date_from', 'shipped_date_to'];
const FIREWOOD = [
  'firewood_format',
  'humidity_pct',
  'dryness',
  'width_cm',
  'height_cm',
  'depth_cm',
  'chopped_date_from',
  'chopped_date_to',
  'shipped_date_from',
  'shipped_date_to',
];
const COMMON_REQUIRED = ['wood_type', 'amount', 'minimum_order_amount', 'price_per_unit', 'street', 'postcode', 'shipped_date_from', 'shipped_date_to'];

/** GET /api/wholesaler/product/preset: the three product types, trees on the root disabled. */
export const LISTING_PRESETS: readonly ListingPreset[] = TIMBER_PRODUCT_TYPES.map((t) => ({
  product_type: t,
  enabled: isListableProductType(t),
  unit: LISTING_UNIT[t],
  wood_types: WOOD_TYPES,
  firewood_formats: t === 'wholesale-firewood' ? FIREWOOD_FORMATS : [],
  dryness: t === 'wholesale-firewood' ? DRYNESS_STATES : [],
  fields: [...COMMON, ...(t === 'wholesale-firewood' ? FIREWOOD : TIMBER)],
  required: [...COMMON_REQUIRED, ...(t === 'wholesale-firewood' ? ['firewood_format'] : ['min_diameter_cm', 'max_diameter_cm'])],
}));

/** The values of a listing the cross-field rules read (null: not given). */
export interface ListingRuleInput {
  product_type: string;
  amount: number;
  minimum_order_amount: number;
  firewood_format?: string | null;
  min_diameter_cm?: number | null;
  max_diameter_cm?: number | null;
  chopped_date_from?: string | null;
  chopped_date_to?: string | null;
  shipped_date_from?: string | null;
  shipped_date_to?: string | null;
}

/** ISO dates compare as text. */
const before = (a: string, b: string) => a < b;

/**
 * The rules between a listing's fields (spec §5), as field → message key; empty when the listing
 * holds together. Single-field ranges (curving 0–3, humidity 0–100, price above 0) are the schema's.
 */
export function listingRuleErrors(v: ListingRuleInput): Record<string, string> {
  const errors: Record<string, string> = {};
  const set = (field: string, key: string) => {
    if (!(field in errors)) errors[field] = key;
  };
  if (!isListableProductType(v.product_type)) set('product_type', 'error-product-type-disabled');
  if (v.product_type === 'wholesale-firewood' && !v.firewood_format) set('firewood_format', 'error-firewood-format-required');
  if (v.product_type === 'round-timber') {
    if (v.min_diameter_cm == null) set('min_diameter_cm', 'error-diameter-required');
    if (v.max_diameter_cm == null) set('max_diameter_cm', 'error-diameter-required');
  }
  if (v.min_diameter_cm != null && v.max_diameter_cm != null && v.max_diameter_cm <= v.min_diameter_cm) set('max_diameter_cm', 'error-diameter-max');
  if (v.minimum_order_amount > v.amount) set('minimum_order_amount', 'error-minimum-above-amount');
  if (v.chopped_date_to && !v.chopped_date_from) set('chopped_date_from', 'error-chopped-from-required');
  if (v.chopped_date_from && v.chopped_date_to && before(v.chopped_date_to, v.chopped_date_from)) set('chopped_date_to', 'error-chopped-to-before-from');
  if (v.shipped_date_from && v.shipped_date_to && before(v.shipped_date_to, v.shipped_date_from)) set('shipped_date_to', 'error-shipped-to-before-from');
  const chopped = v.chopped_date_to ?? v.chopped_date_from;
  if (chopped && v.shipped_date_from && before(v.shipped_date_from, chopped)) set('shipped_date_from', 'error-shipped-before-chopped');
  return errors;
}

/**
 * What is left to order after the wholesaler changes a listing's amount: orders keep what they
 * reserved (amount − remaining), so the new amount may not go below it. Null when it would.
 */
export function remainingAfterAmountChange(amount: number, remaining: number, nextAmount: number): number | null {
  const reserved = amount - remaining;
  if (!Number.isInteger(nextAmount) || nextAmount < 1 || nextAmount < reserved) return null;
  return nextAmount - reserved;
}

/** The amount reserved by orders: what was listed minus what is left. */
export function reservedAmount(amount: number, remaining: number): number {
  return Math.max(0, amount - remaining);
}
