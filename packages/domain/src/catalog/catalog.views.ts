import { z } from 'zod';
import { CURRENCIES } from '../money/money.ts';
import { POSTCODE_CATEGORIES } from '../postcode/postcode.ts';
import { CATEGORY_TYPES } from './catalog.ts';

/**
 * Response shapes of the storefront's catalogue calls (spec sections 3 and 7, "Products and cart").
 * The API declares them as its response schemas; the web takes its types from them. Money is in
 * minor units (øre / cents) and includes VAT.
 */

/** One product as the shop lists it. */
export const shopProductView = z.object({
  /** The vendor product id: what the cart adds (vendor_product_id). */
  id: z.number().int(),
  /** The catalogue product id. */
  product_id: z.number().int(),
  vendor_id: z.number().int(),
  vendor_name: z.string(),
  /** In the request's language. */
  name: z.string(),
  title: z.string(),
  description: z.string(),
  /** Public path of the main image, e.g. /images/products/firewood-birch-40l.svg */
  image: z.string(),
  /** Extra gallery images (some accessories have them); may be empty. */
  images: z.array(z.string()),
  /** Price of one unit in minor units, incl. VAT. For "from" entries: the lowest on the market. */
  price: z.number().int(),
  currency: z.enum(CURRENCIES),
  weight: z.number(),
  format: z.string().nullable(),
  wood_type: z.string().nullable(),
  product_category_id: z.number().int(),
  category_slug: z.string(),
  category_type: z.enum(CATEGORY_TYPES),
  /** Shipping to the postcode from this vendor, minor units; null when no postcode is set. */
  shipping_price: z.number().int().nullable(),
  in_stock: z.boolean(),
  /** The selling vendor's minimum order price (goods, decision 0023): what the add button's quantity must reach. */
  min_order_price: z.number().int(),
});
export type ShopProduct = z.infer<typeof shopProductView>;

export const shopVendorView = z.object({
  id: z.number().int(),
  name: z.string(),
  slug: z.string(),
  description: z.string().nullable(),
  currency: z.enum(CURRENCIES),
  min_order_price: z.number().int(),
  shipping_price: z.number().int(),
  distance_km: z.number(),
  hub_city: z.string(),
});
export type ShopVendor = z.infer<typeof shopVendorView>;

/** The answer of GET /api/products/get-products-by-postcode. */
export const productsByPostcodeView = z.object({
  /** The resolved postcode, or null when none was given ("from" prices). */
  postcode: z.object({ code: z.string(), city: z.string(), category: z.enum(POSTCODE_CATEGORIES) }).nullable(),
  /** Up to `limit` vendors delivering there, cheapest shipping first, each with its fuel products. */
  by_vendor: z.array(z.object({ vendor: shopVendorView, products: z.array(shopProductView) })),
  /**
   * One entry per catalogue product (fuel), the cheapest offer for the postcode (or on the
   * whole market when no postcode is set: then `from` is true), ordered by category then position.
   */
  grouped: z.array(shopProductView),
  /** Accessories deliverable there (cheapest offer per catalogue product). */
  accessories: z.array(shopProductView),
  /** True when prices are "from" prices (no postcode). */
  from: z.boolean(),
  /**
   * The extra cost per firewood unit of the valid group code given as `code` (minor units), already
   * included in the firewood prices above (and added by the cart the same way); 0 without one.
   */
  product_extra_cost: z.number().int(),
  /** True when the caller's cart (session_id / bearer) was made for another postcode or has lines no longer deliverable. */
  updateCart: z.boolean(),
});
export type ProductsByPostcode = z.infer<typeof productsByPostcodeView>;

/** POST /api/products/notify-me. */
export const notifyMeView = z.object({ email: z.string(), postcode: z.string() });
export type NotifyMeAnswer = z.infer<typeof notifyMeView>;
