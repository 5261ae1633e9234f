import { z } from 'zod';
import { formBoolean } from '../accounts/accounts.schema.ts';
import { MAX_IMAGES } from '../common/constants.ts';
import { CURRENCIES } from '../money/money.ts';
import { idSchema, wholeNumber } from '../validation/primitives.ts';
import { CATEGORY_TYPES } from './catalog.ts';

/*
 * A vendor's offers of catalogue products (spec sections 3, 5 and 7, "Vendor and wholesaler
 * products"; decision 0032): price per unit incl. VAT within the product's range, stock, days until
 * ready to ship, active, and up to MAX_IMAGES photos. Money in øre.
 */

/** The most one offer may hold in stock (a whole number of sacks or packs). */
export const MAX_OFFER_STOCK = 1_000_000;
/** The longest a vendor may need before goods are ready to ship. */
export const MAX_READY_TO_SHIP_DAYS = 60;
/** A bulk price change by percent: from -90 % to +200 %. */
export const BULK_PERCENT_MIN = -90;
export const BULK_PERCENT_MAX = 200;

export const PRICE_ERROR = 'error-valid-price';
export const QUANTITY_ERROR = 'error-valid-quantity';

export interface PriceRange {
  /** Lowest allowed price, øre incl. VAT. */
  min: number;
  /** Highest allowed price, øre incl. VAT. */
  max: number;
}

/** Whether a price (øre) is a whole number within the product's range, ends included. */
export function priceInRange(price: number, range: PriceRange): boolean {
  return Number.isInteger(price) && price >= range.min && price <= range.max;
}

/**
 * The price after a change by percent, rounded to whole øre; null when it would leave the
 * product's range (the vendor sees that row refused with 'Invalid price', nothing is clamped).
 */
export function priceByPercent(price: number, percent: number, range: PriceRange): number | null {
  const next = Math.round((price * (100 + percent)) / 100);
  return priceInRange(next, range) ? next : null;
}

/**
 * Stock after an order takes `quantity`, or null when there is not enough: stock never goes below
 * zero. The database applies the same rule in one conditional UPDATE (… WHERE stock >= quantity).
 */
export function stockAfterTake(stock: number, quantity: number): number | null {
  if (!Number.isInteger(quantity) || quantity < 1) return null;
  return stock >= quantity ? stock - quantity : null;
}

/** Stock after a cancelled or rejected order gives `quantity` back. */
export function stockAfterRelease(stock: number, quantity: number): number {
  return stock + Math.max(0, Math.trunc(quantity));
}

const price = wholeNumber(1, 100_000_000, PRICE_ERROR);
const stock = wholeNumber(0, MAX_OFFER_STOCK, QUANTITY_ERROR);
const readyDays = wholeNumber(0, MAX_READY_TO_SHIP_DAYS, 'validation-invalid');

/** POST /api/vendor/product/add (multipart with images[] files, or JSON). */
export const vendorProductAddBody = z.strictObject({
  product_id: idSchema,
  price,
  stock,
  ready_to_ship_days: readyDays.default(0),
  active: formBoolean.default(true),
});
export type VendorProductAddBody = z.infer<typeof vendorProductAddBody>;
export type VendorProductAddInput = z.input<typeof vendorProductAddBody>;

/** POST /api/vendor/product/update/{id}: any of the fields (an inline edit sends one), plus images[] files. */
export const vendorProductUpdateBody = z.strictObject({
  price: price.optional(),
  stock: stock.optional(),
  ready_to_ship_days: readyDays.optional(),
  active: formBoolean.optional(),
});
export type VendorProductUpdateBody = z.infer<typeof vendorProductUpdateBody>;

/** POST /api/vendor/product/change-status/{id}. */
export const vendorProductStatusBody = z.strictObject({ active: formBoolean });

/** What a catalogue product is, as the vendor's screens show it. */
const templateFields = {
  product_id: z.number().int(),
  name: z.string(),
  image: z.string(),
  format: z.string().nullable(),
  wood_type: z.string().nullable(),
  weight: z.number(),
  category_id: z.number().int(),
  category_type: z.enum(CATEGORY_TYPES),
  category_name: z.string(),
  min_price: z.number().int(),
  max_price: z.number().int(),
  currency: z.enum(CURRENCIES),
};

/** GET /api/vendor/product/preset: a catalogue product the vendor may offer, with its price range. */
export const vendorProductPresetView = z.object({
  ...templateFields,
  /** The vendor's offer of it, when there is one already (a product is offered once). */
  vendor_product_id: z.number().int().nullable(),
});
export type VendorProductPreset = z.infer<typeof vendorProductPresetView>;

/** One of the vendor's offers (list and show). */
export const vendorProductView = z.object({
  id: z.number().int(),
  ...templateFields,
  price: z.number().int(),
  stock: z.number().int(),
  ready_to_ship_days: z.number().int(),
  active: z.boolean(),
  /** Whether the storefront shows it: the offer and the catalogue product are active and stock is above 0. */
  on_sale: z.boolean(),
  images: z.array(z.object({ id: z.number().int(), url: z.string() })).max(MAX_IMAGES),
  updated_at: z.string(),
});
export type VendorProduct = z.infer<typeof vendorProductView>;

export const vendorProductImageDeletedView = z.object({ id: z.number().int(), vendor_product_id: z.number().int() });
