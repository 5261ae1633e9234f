/** The cart response of the API (spec section 3: newCart, vendorInfo, crossSell, discount, updateCart). */
export interface CartLine {
  id: number;
  cartId: string;
  vendor_product_id: number;
  product_id: number;
  name: string;
  image: string;
  vendor_id: number;
  category_id: number;
  category_type: 'fuel' | 'accessory';
  weight: number;
  is_sack: boolean;
  quantity: number;
  unit_price: number;
  total: number;
  available: boolean;
  in_stock: boolean;
}

export interface VendorInfo {
  vendorId: number;
  name: string;
  currency: 'NOK' | 'EUR';
  min_order_price: number;
  min_order_sacks: number;
  shipping_price: number | null;
  delivers: boolean;
  carry_prices: { sack: number; bigBag: number };
  delivery_options: { period: 'fast' | 'standard' | 'custom'; days: number; extra_pct: number }[];
}

export interface CrossSellItem {
  vendor_product_id: number;
  product_id: number;
  name: string;
  image: string;
  price: number;
  weight: number;
  category_id: number;
  category_type: 'fuel' | 'accessory';
  vendor_id: number;
  default_quantity: number;
}

export interface CartView {
  newCart: {
    id: string | null;
    postcode: string | null;
    lines: CartLine[];
    total_quantity: number;
    sack_count: number;
    subtotal: number;
    shipping: number;
    discount: number;
    total: number;
    currency: 'NOK' | 'EUR';
    min_order: { ok: boolean; shortfall: 'empty' | 'min-price' | 'min-sacks' | null; min_price: number; min_sacks: number };
    code: { code: string; status: 'valid' | 'expired' | 'not-found'; kind: string | null; vendor_id: number | null } | null;
  };
  vendorInfo: VendorInfo | null;
  crossSell: CrossSellItem[];
  discount: number;
  updateCart: boolean;
}

export interface CartCheck extends CartView {
  valid: boolean;
  message: string | null;
  errors: Record<string, string>;
  loggedIn: boolean;
  checkoutType: 'private' | 'company';
  customer: {
    customer_type: 'PRIVATE' | 'COMPANY';
    company_status: string | null;
    email: string;
    first_name: string | null;
    last_name: string | null;
    phone: string | null;
    company_name: string | null;
    organization_number: string | null;
    can_pay_by_invoice: boolean;
  } | null;
}
