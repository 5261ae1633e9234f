import { z } from 'zod';
import { CUSTOMER_TYPES, COMPANY_STATUSES } from '../accounts/accounts.ts';
import { CATEGORY_TYPES } from '../catalog/catalog.ts';
import { CHECKOUT_TYPES } from '../checkout/checkout.schema.ts';
import { DELIVERY_PERIOD_NAMES } from '../checkout/delivery.ts';
import { CURRENCIES } from '../money/money.ts';
import { PROMO_CODE_KINDS, PROMO_CODE_STATUSES } from './promo.ts';

/**
 * Response shapes of the cart calls (spec section 3: newCart, vendorInfo, crossSell, discount,
 * updateCart). The API declares them as its response schemas; the web takes its types from them.
 */
export const cartLineView = z.object({
  id: z.number().int(),
  cartId: z.string(),
  vendor_product_id: z.number().int(),
  product_id: z.number().int(),
  name: z.string(),
  image: z.string(),
  vendor_id: z.number().int(),
  category_id: z.number().int(),
  category_type: z.enum(CATEGORY_TYPES),
  weight: z.number(),
  is_sack: z.boolean(),
  quantity: z.number().int(),
  unit_price: z.number().int(),
  total: z.number().int(),
  /** The product is sold and its vendor delivers to the cart's postcode. */
  available: z.boolean(),
  in_stock: z.boolean(),
});
export type CartLine = z.infer<typeof cartLineView>;

/** The cart vendor's terms for the postcode. */
export const vendorInfoView = z.object({
  vendorId: z.number().int(),
  name: z.string(),
  currency: z.enum(CURRENCIES),
  min_order_price: z.number().int(),
  min_order_sacks: z.number().int(),
  /** Shipping to the postcode, or null when the vendor does not deliver there. */
  shipping_price: z.number().int().nullable(),
  delivers: z.boolean(),
  carry_prices: z.object({ sack: z.number().int(), bigBag: z.number().int() }),
  delivery_options: z.array(z.object({ period: z.enum(DELIVERY_PERIOD_NAMES), days: z.number().int(), extra_pct: z.number() })),
});
export type VendorInfo = z.infer<typeof vendorInfoView>;

/** Another product of the cart's vendor (sacks and accessories first). */
export const crossSellView = z.object({
  vendor_product_id: z.number().int(),
  product_id: z.number().int(),
  name: z.string(),
  image: z.string(),
  price: z.number().int(),
  weight: z.number(),
  category_id: z.number().int(),
  category_type: z.enum(CATEGORY_TYPES),
  vendor_id: z.number().int(),
  default_quantity: z.number().int(),
});
export type CrossSellItem = z.infer<typeof crossSellView>;

export const minimumOrderShortfallView = z.enum(['empty', 'min-price', 'min-sacks']).nullable();

export const cartView = z.object({
  newCart: z.object({
    id: z.string().nullable(),
    postcode: z.string().nullable(),
    lines: z.array(cartLineView),
    total_quantity: z.number().int(),
    sack_count: z.number().int(),
    subtotal: z.number().int(),
    shipping: z.number().int(),
    discount: z.number().int(),
    total: z.number().int(),
    currency: z.enum(CURRENCIES),
    min_order: z.object({
      ok: z.boolean(),
      shortfall: minimumOrderShortfallView,
      min_price: z.number().int(),
      min_sacks: z.number().int(),
      /** What counts towards min_price: the goods, without delivery or services (decision 0023). */
      goods: z.number().int(),
      /** Goods still to add to reach min_price; 0 when reached. */
      missing: z.number().int(),
    }),
    code: z
      .object({
        code: z.string(),
        status: z.enum(PROMO_CODE_STATUSES),
        kind: z.enum(PROMO_CODE_KINDS).nullable(),
        vendor_id: z.number().int().nullable(),
      })
      .nullable(),
  }),
  vendorInfo: vendorInfoView.nullable(),
  crossSell: z.array(crossSellView),
  discount: z.number().int(),
  updateCart: z.boolean(),
});
export type CartView = z.infer<typeof cartView>;

/** POST /api/cart/add: the cart, and the line the product went to. */
export const cartAddedView = cartView.extend({ added: z.object({ line_id: z.number().int(), quantity: z.number().int() }) });
export type CartAdded = z.infer<typeof cartAddedView>;

/** POST /api/order/repeat/{id}: the cart, and the products that could not be put back. */
export const cartRepeatedView = cartView.extend({ skipped: z.array(z.string()) });
export type CartRepeated = z.infer<typeof cartRepeatedView>;

/** GET /api/cart/get-vendor-info: the vendor's terms and its products there (firewood first), or null. */
export const vendorOffersView = vendorInfoView.extend({ products: z.array(crossSellView) }).nullable();
export type VendorOffers = z.infer<typeof vendorOffersView>;

/** Who is checking out, as cart/check tells the delivery step. */
export const checkoutCustomerView = z.object({
  customer_type: z.enum(CUSTOMER_TYPES),
  company_status: z.enum(COMPANY_STATUSES).nullable(),
  email: z.string(),
  first_name: z.string().nullable(),
  last_name: z.string().nullable(),
  phone: z.string().nullable(),
  company_name: z.string().nullable(),
  organization_number: z.string().nullable(),
  can_pay_by_invoice: z.boolean(),
});
export type CheckoutCustomer = z.infer<typeof checkoutCustomerView>;

/** POST /api/cart/check: whether the cart can go to the delivery step, why not, who the customer is. */
export const cartCheckView = cartView.extend({
  valid: z.boolean(),
  message: z.string().nullable(),
  /** The first problem per field: cart, postcode, code, line.{id}. */
  errors: z.record(z.string(), z.string()),
  loggedIn: z.boolean(),
  checkoutType: z.enum(CHECKOUT_TYPES),
  customer: checkoutCustomerView.nullable(),
});
export type CartCheck = z.infer<typeof cartCheckView>;
