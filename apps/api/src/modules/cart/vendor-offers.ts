import {
  type CategoryType,
  type CrossSellItem,
  type Currency,
  DEFAULT_DELIVERY_DAYS,
  DELIVERY_PERIODS,
  type DeliveryDays,
  type Language,
  MIN_ORDER_SACKS,
  type MinimumOrderLine,
  SACK_MAX_WEIGHT_KG,
  smallestPassingQuantity,
  type VendorInfo,
} from '@vedmarked/domain';
import { type Executor, productCategories, products, vendorCoverage, vendorProducts, vendors } from '@vedmarked/db';
import { and, asc, eq, notInArray, sql } from 'drizzle-orm';
import { localName } from './cart-lines.ts';

/** How many other products of the cart's vendor the cart suggests. */
const CROSS_SELL_MAX = 6;
/** get-vendor-info lists a vendor's whole range, up to this many offers. */
const VENDOR_OFFERS_MAX = 100;

/** The vendor's terms for a postcode (a read of the delivery module's vendors and coverage). */
export async function vendorInfoFor(
  db: Executor,
  vendorId: number,
  postcode: string | null,
  rates: { fastExtraPct?: number; deliveryDays?: DeliveryDays } = {},
): Promise<VendorInfo | null> {
  const [v] = await db.select().from(vendors).where(eq(vendors.id, vendorId)).limit(1);
  if (!v) return null;
  const days = rates.deliveryDays ?? DEFAULT_DELIVERY_DAYS;
  let shipping: number | null = null;
  if (postcode) {
    const [cov] = await db
      .select({ price: vendorCoverage.shippingPrice })
      .from(vendorCoverage)
      .where(and(eq(vendorCoverage.postcode, postcode), eq(vendorCoverage.vendorId, vendorId)))
      .limit(1);
    shipping = cov?.price ?? null;
  }
  return {
    vendorId: v.id,
    name: v.name,
    currency: v.currency as Currency,
    min_order_price: v.minOrderPrice,
    min_order_sacks: MIN_ORDER_SACKS,
    shipping_price: shipping,
    delivers: v.active && shipping !== null,
    carry_prices: v.carryPrices,
    delivery_options: [
      { period: 'fast', days: days.fast, extra_pct: rates.fastExtraPct ?? DELIVERY_PERIODS.fast.extraPct },
      { period: 'standard', days: days.standard, extra_pct: 0 },
      { period: 'custom', days: days.customMax, extra_pct: 0 },
    ],
  };
}

/** A vendor's offers, in catalogue order (firewood first): what get-vendor-info lists, e.g. for the group-order button. */
export async function vendorOffers(db: Executor, vendorId: number, lang: Language) {
  const [v] = await db.select({ minOrderPrice: vendors.minOrderPrice }).from(vendors).where(eq(vendors.id, vendorId)).limit(1);
  return crossSellFor(db, vendorId, [], lang, { catalogueOrder: true, limit: VENDOR_OFFERS_MAX, minimum: { minOrderPrice: v?.minOrderPrice ?? 0, cart: [] } });
}

/** Other products of the cart's vendor: sacks and accessories first, at most 6, each offered at the quantity that makes the cart pass (decision 0023). */
export async function crossSellFor(
  db: Executor,
  vendorId: number,
  exclude: number[],
  lang: Language,
  opts: { catalogueOrder?: boolean; limit?: number; minimum?: { minOrderPrice: number; cart: MinimumOrderLine[] } } = {},
): Promise<CrossSellItem[]> {
  const rows = await db
    .select({
      id: vendorProducts.id,
      productId: products.id,
      name: products.name,
      image: products.image,
      price: vendorProducts.price,
      weightKg: products.weightKg,
      categoryId: products.categoryId,
      categoryType: productCategories.type,
    })
    .from(vendorProducts)
    .innerJoin(products, eq(products.id, vendorProducts.productId))
    .innerJoin(productCategories, eq(productCategories.id, products.categoryId))
    .where(
      and(
        eq(vendorProducts.vendorId, vendorId),
        eq(vendorProducts.active, true),
        eq(products.active, true),
        sql`${vendorProducts.stock} > 0`,
        exclude.length ? notInArray(vendorProducts.id, exclude) : undefined,
      ),
    )
    .orderBy(
      ...(opts.catalogueOrder
        ? [asc(products.categoryId), asc(products.position), asc(products.id)]
        : [sql`case when ${products.weightKg} < ${SACK_MAX_WEIGHT_KG} then 0 else 1 end`, asc(products.position), asc(products.id)]),
    )
    .limit(opts.limit ?? CROSS_SELL_MAX);
  return rows.map((r) => ({
    vendor_product_id: r.id,
    product_id: r.productId,
    name: localName(r.name, lang),
    image: r.image,
    price: r.price,
    weight: r.weightKg,
    category_id: r.categoryId,
    category_type: r.categoryType as CategoryType,
    vendor_id: vendorId,
    default_quantity: smallestPassingQuantity(
      { unitPrice: r.price, weightKg: r.weightKg, categoryType: r.categoryType as CategoryType, minOrderPrice: opts.minimum?.minOrderPrice ?? 0 },
      opts.minimum?.cart,
    ),
  }));
}
