import { z } from 'zod';
import { PRODUCTS_BY_POSTCODE_LIMIT, SESSION_ID_LENGTH } from '../common/constants.ts';
import type { Currency } from '../money/money.ts';
import type { PostcodeCategory } from '../postcode/postcode.ts';
import { postcodeSchema } from '../postcode/postcode.schema.ts';
import { idSchema, line, wholeNumber } from '../validation/primitives.ts';

/**
 * The storefront contract (spec sections 3 and 7, "Products and cart"), shared by the API and
 * the web app. Money is in minor units (øre / cents) and includes VAT.
 */

/** GET /api/products/get-products-by-postcode */
export const productsByPostcodeQuery = z.object({
  /** Optional: without it the answer holds "from" prices (the lowest price on the market). */
  postcode: postcodeSchema.optional(),
  limit: wholeNumber(1, 100).default(PRODUCTS_BY_POSTCODE_LIMIT),
  session_id: line({ error: 'validation-invalid' }).length(SESSION_ID_LENGTH).optional(),
  /** A promo code: a valid group (dugnad) code adds its product extra cost to firewood prices (as the cart does). */
  code: line({ error: 'validation-invalid' }).trim().max(64).optional(),
});
export type ProductsByPostcodeQuery = z.infer<typeof productsByPostcodeQuery>;

/** One product as the shop lists it. */
export interface ShopProduct {
  /** The vendor product id: what the cart adds (vendor_product_id). */
  id: number;
  /** The catalogue product id. */
  product_id: number;
  vendor_id: number;
  vendor_name: string;
  /** In the request's language. */
  name: string;
  title: string;
  description: string;
  /** Public path of the main image, e.g. /images/products/firewood-birch-40l.svg */
  image: string;
  /** Extra gallery images (some accessories have them); may be empty. */
  images: string[];
  /** Price of one unit in minor units, incl. VAT. For "from" entries: the lowest on the market. */
  price: number;
  currency: Currency;
  weight: number;
  format: string | null;
  wood_type: string | null;
  product_category_id: number;
  category_slug: string;
  category_type: 'fuel' | 'accessory';
  /** Shipping to the postcode from this vendor, minor units; null when no postcode is set. */
  shipping_price: number | null;
  in_stock: boolean;
}

export interface ShopVendor {
  id: number;
  name: string;
  slug: string;
  description: string | null;
  currency: Currency;
  min_order_price: number;
  shipping_price: number;
  distance_km: number;
  hub_city: string;
}

/** The answer of GET /api/products/get-products-by-postcode. */
export interface ProductsByPostcode {
  /** The resolved postcode, or null when none was given ("from" prices). */
  postcode: { code: string; city: string; category: PostcodeCategory } | null;
  /** Up to `limit` vendors delivering there, cheapest shipping first, each with its fuel products. */
  by_vendor: { vendor: ShopVendor; products: ShopProduct[] }[];
  /**
   * One entry per catalogue product (fuel), the cheapest offer for the postcode (or on the
   * whole market when no postcode is set: then `from` is true), ordered by category then position.
   */
  grouped: ShopProduct[];
  /** Accessories deliverable there (cheapest offer per catalogue product). */
  accessories: ShopProduct[];
  /** True when prices are "from" prices (no postcode). */
  from: boolean;
  /**
   * The extra cost per firewood unit of the valid group code given as `code` (minor units), already
   * included in the firewood prices above (and added by the cart the same way); 0 without one.
   */
  product_extra_cost: number;
  /** True when the caller's cart (session_id / bearer) was made for another postcode or has lines no longer deliverable. */
  updateCart: boolean;
}

/** GET /api/products/get-up-sale?postcode&vendor_id: accessories and bigger formats of that vendor. */
export const upSaleQuery = z.object({
  postcode: postcodeSchema,
  vendor_id: idSchema.optional(),
  session_id: line({ error: 'validation-invalid' }).length(SESSION_ID_LENGTH).optional(),
});
export type UpSaleQuery = z.infer<typeof upSaleQuery>;

/** POST /api/products/notify-me: leave an e-mail on the empty state of a postcode with no vendor. */
export const notifyMeBody = z.object({
  email: line()
    .trim()
    .toLowerCase()
    .max(254)
    .pipe(z.email({ error: 'error-valid-email' })),
  postcode: postcodeSchema,
});
export type NotifyMeBody = z.infer<typeof notifyMeBody>;
