import { z } from 'zod';

/** Response shapes of the cart calls (spec section 3: newCart, vendorInfo, crossSell, discount, updateCart). */
export const cartLineView = z.object({
  id: z.number().int(),
  cartId: z.string(),
  vendor_product_id: z.number().int(),
  product_id: z.number().int(),
  name: z.string(),
  image: z.string(),
  vendor_id: z.number().int(),
  category_id: z.number().int(),
  category_type: z.enum(['fuel', 'accessory']),
  weight: z.number(),
  is_sack: z.boolean(),
  quantity: z.number().int(),
  unit_price: z.number().int(),
  total: z.number().int(),
  available: z.boolean(),
  in_stock: z.boolean(),
});

export const vendorInfoView = z.object({
  vendorId: z.number().int(),
  name: z.string(),
  currency: z.string(),
  min_order_price: z.number().int(),
  min_order_sacks: z.number().int(),
  shipping_price: z.number().int().nullable(),
  delivers: z.boolean(),
  carry_prices: z.object({ sack: z.number().int(), bigBag: z.number().int() }),
  delivery_options: z.array(z.object({ period: z.enum(['fast', 'standard', 'custom']), days: z.number().int(), extra_pct: z.number() })),
});

export const crossSellView = z.object({
  vendor_product_id: z.number().int(),
  product_id: z.number().int(),
  name: z.string(),
  image: z.string(),
  price: z.number().int(),
  weight: z.number(),
  category_id: z.number().int(),
  category_type: z.enum(['fuel', 'accessory']),
  vendor_id: z.number().int(),
  default_quantity: z.number().int(),
});

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
    currency: z.string(),
    min_order: z.object({
      ok: z.boolean(),
      shortfall: z.enum(['empty', 'min-price', 'min-sacks']).nullable(),
      min_price: z.number().int(),
      min_sacks: z.number().int(),
    }),
    code: z
      .object({ code: z.string(), status: z.enum(['valid', 'expired', 'not-found']), kind: z.string().nullable(), vendor_id: z.number().int().nullable() })
      .nullable(),
  }),
  vendorInfo: vendorInfoView.nullable(),
  crossSell: z.array(crossSellView),
  discount: z.number().int(),
  updateCart: z.boolean(),
});

export const cartCheckView = cartView.extend({
  valid: z.boolean(),
  message: z.string().nullable(),
  errors: z.record(z.string(), z.string()),
  loggedIn: z.boolean(),
  checkoutType: z.enum(['private', 'company']),
  customer: z
    .object({
      customer_type: z.enum(['PRIVATE', 'COMPANY']),
      company_status: z.string().nullable(),
      email: z.string(),
      first_name: z.string().nullable(),
      last_name: z.string().nullable(),
      phone: z.string().nullable(),
      company_name: z.string().nullable(),
      organization_number: z.string().nullable(),
      can_pay_by_invoice: z.boolean(),
    })
    .nullable(),
});
