import {
  type CartLine,
  type CartView,
  type DeliveryDays,
  isSack,
  type Language,
  MIN_ORDER_SACKS,
  minimumOrderStatus,
  productsSubtotal,
  shippingDiscount,
} from '@vedmarked/domain';
import type { Executor } from '@vedmarked/db';
import { lookupPromoCode, type PromoLookup } from '../promo/index.ts';
import { applyExtraCost, type LoadedLine, loadLines, localName } from './cart-lines.ts';
import type { CartRow } from './cart-store.ts';
import { crossSellFor, vendorInfoFor } from './vendor-offers.ts';

export interface ViewContext {
  lang: Language;
  postcode?: string;
  code?: string;
  updateCart?: boolean;
  now?: Date;
  /** What fast delivery adds to shipping, % (the platform settings; spec section 9's 10% when not given). */
  fastExtraPct?: number;
  /** What a neighbour or group code takes off shipping, % (the platform settings; spec section 9's 50% when not given). */
  neighbourDiscountPct?: number;
  /** The delivery periods' days (the platform settings; spec section 9's 6, 12 and 30 when not given). */
  deliveryDays?: DeliveryDays;
}

/** The code as the cart shows it: what a look-up found. */
function codeViewOf(code: string, promo: PromoLookup): CartView['newCart']['code'] {
  return {
    code: code.toUpperCase(),
    status: promo.status,
    kind: promo.status === 'not-found' ? null : promo.promo.kind,
    vendor_id: promo.status === 'not-found' ? null : promo.promo.vendorId,
  };
}

/** A line as the cart shows it; it is available only while its vendor delivers to the cart's postcode. */
function lineView(l: LoadedLine, cartId: string, vendorDelivers: boolean, lang: Language): CartLine {
  return {
    id: l.id,
    cartId,
    vendor_product_id: l.vendorProductId,
    product_id: l.productId,
    name: localName(l.name, lang),
    image: l.image,
    vendor_id: l.vendorId,
    category_id: l.categoryId,
    category_type: l.categoryType,
    weight: l.weightKg,
    is_sack: isSack(l.weightKg),
    quantity: l.quantity,
    unit_price: l.unitPrice,
    total: l.unitPrice * l.quantity,
    available: l.available && vendorDelivers,
    in_stock: l.stock >= l.quantity,
  };
}

/** The cart priced for its postcode (or the one asked for), with its group or neighbour code applied: the answer of every cart call. */
export async function buildCartView(db: Executor, cart: CartRow | undefined, ctx: ViewContext): Promise<CartView> {
  const promo = ctx.code ? await lookupPromoCode(db, ctx.code, ctx.now) : null;
  const codeView = ctx.code && promo ? codeViewOf(ctx.code, promo) : null;
  const postcode = ctx.postcode ?? cart?.postcode ?? null;
  const raw = cart ? await loadLines(db, cart.id) : [];
  const lines = applyExtraCost(raw, promo);
  const vendorId = lines[0]?.vendorId ?? null;
  const info = vendorId ? await vendorInfoFor(db, vendorId, postcode, ctx) : null;
  const shipping = lines.length && info?.shipping_price ? info.shipping_price : 0;
  const groupVendorId = promo && promo.status === 'valid' ? promo.promo.vendorId : null;
  const discount = shippingDiscount(shipping, {
    codeActive: promo?.status === 'valid',
    lines,
    groupOrderVendorId: groupVendorId,
    pct: ctx.neighbourDiscountPct,
  });
  const subtotal = productsSubtotal(lines);
  const minimum = minimumOrderStatus(lines, info?.min_order_price ?? 0);
  const lineViews = lines.map((l) => lineView(l, cart!.id, info?.delivers ?? false, ctx.lang));
  const crossSell =
    vendorId && info?.delivers
      ? await crossSellFor(
          db,
          vendorId,
          lines.map((l) => l.vendorProductId),
          ctx.lang,
          { minimum: { minOrderPrice: info.min_order_price, cart: lines } },
        )
      : [];
  return {
    newCart: {
      id: cart?.id ?? null,
      postcode,
      lines: lineViews,
      total_quantity: lines.reduce((s, l) => s + l.quantity, 0),
      sack_count: minimum.sacks,
      subtotal,
      shipping,
      discount,
      total: subtotal + shipping - discount,
      currency: info?.currency ?? 'NOK',
      min_order: {
        ok: minimum.shortfall === null,
        shortfall: minimum.shortfall,
        min_price: info?.min_order_price ?? 0,
        min_sacks: MIN_ORDER_SACKS,
        goods: minimum.goods,
        missing: minimum.missing,
      },
      code: codeView,
    },
    vendorInfo: info,
    crossSell,
    discount,
    updateCart: ctx.updateCart ?? false,
  };
}
