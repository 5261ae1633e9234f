import { type CartRuleLine, isSack, productsSubtotal, shippingDiscount } from '../cart/cart-rules.ts';
import { type DeliveryPeriod, periodExtra } from './delivery.ts';

export interface CarryPrices {
  sack: number;
  bigBag: number;
}

/**
 * Carry and placement (one floor, at most 20 m from the vehicle): the vendor's carry price per sack
 * for each fuel sack and per big bag for each pack; accessories are carried free with the order.
 */
export function carryPrice(lines: Pick<CartRuleLine, 'categoryType' | 'weightKg' | 'quantity'>[], prices: CarryPrices): number {
  let total = 0;
  for (const l of lines) {
    if (l.categoryType !== 'fuel') continue;
    total += l.quantity * (isSack(l.weightKg) ? prices.sack : prices.bigBag);
  }
  return total;
}

export interface PriceInput {
  lines: CartRuleLine[];
  shipping: number;
  carryPrices: CarryPrices;
  carry: boolean;
  period: DeliveryPeriod;
  /** A valid group or neighbour code is applied. */
  codeActive: boolean;
  groupOrderVendorId: number | null;
  /** The operator's rates (platform settings); spec section 9's when not given. */
  rates?: { fastExtraPct?: number; neighbourDiscountPct?: number };
}

export interface PriceBreakdown {
  productsSubtotal: number;
  carryPrice: number;
  shipping: number;
  periodExtra: number;
  discount: number;
  total: number;
}

/** The price of an order, in minor units: products + carry + shipping + fast-delivery extra − shipping discount. */
export function priceOrder(input: PriceInput): PriceBreakdown {
  const subtotal = productsSubtotal(input.lines);
  const carry = input.carry ? carryPrice(input.lines, input.carryPrices) : 0;
  const extra = periodExtra(input.period, input.shipping, input.rates?.fastExtraPct);
  const discount = shippingDiscount(input.shipping, {
    codeActive: input.codeActive,
    lines: input.lines,
    groupOrderVendorId: input.groupOrderVendorId,
    pct: input.rates?.neighbourDiscountPct,
  });
  return {
    productsSubtotal: subtotal,
    carryPrice: carry,
    shipping: input.shipping,
    periodExtra: extra,
    discount,
    total: subtotal + carry + input.shipping + extra - discount,
  };
}
