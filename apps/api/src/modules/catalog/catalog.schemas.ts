import { CURRENCIES, POSTCODE_CATEGORIES, type ProductsByPostcode, type ShopProduct, type ShopVendor } from '@vedmarked/domain';
import { z } from 'zod';

/** Response shapes of the catalogue calls: the contract of packages/domain/src/catalog/storefront.ts, as schemas. */
export const shopProductView = z.object({
  id: z.number().int(),
  product_id: z.number().int(),
  vendor_id: z.number().int(),
  vendor_name: z.string(),
  name: z.string(),
  title: z.string(),
  description: z.string(),
  image: z.string(),
  images: z.array(z.string()),
  price: z.number().int(),
  currency: z.enum(CURRENCIES),
  weight: z.number(),
  format: z.string().nullable(),
  wood_type: z.string().nullable(),
  product_category_id: z.number().int(),
  category_slug: z.string(),
  category_type: z.enum(['fuel', 'accessory']),
  shipping_price: z.number().int().nullable(),
  in_stock: z.boolean(),
});

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

export const productsByPostcodeView = z.object({
  postcode: z.object({ code: z.string(), city: z.string(), category: z.enum(POSTCODE_CATEGORIES) }).nullable(),
  by_vendor: z.array(z.object({ vendor: shopVendorView, products: z.array(shopProductView) })),
  grouped: z.array(shopProductView),
  accessories: z.array(shopProductView),
  from: z.boolean(),
  product_extra_cost: z.number().int(),
  updateCart: z.boolean(),
});

export const notifyMeView = z.object({ email: z.string(), postcode: z.string() });

// The schemas and the contract's interfaces must describe the same objects.
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
const contractChecks: [
  Same<z.infer<typeof shopProductView>, ShopProduct>,
  Same<z.infer<typeof shopVendorView>, ShopVendor>,
  Same<z.infer<typeof productsByPostcodeView>, ProductsByPostcode>,
] = [true, true, true];
void contractChecks;
