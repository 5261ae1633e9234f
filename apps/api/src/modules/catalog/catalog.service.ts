import {
  type AnswerFootprint,
  answerFootprint,
  type BestOffer,
  cheapestDelivered,
  compareVendors,
  GROUP_ORDER_CATEGORY_ID,
  isDeliverableCategory,
  type Language,
  type ProductsByPostcode,
  pickUpSale,
  type ShopProduct,
  type ShopVendor,
} from '@vedmarked/domain';
import { type Db, type Executor, vendorCoverage } from '@vedmarked/db';
import { and, eq } from 'drizzle-orm';
import { type CartCaller, cartNeedsUpdate, cartProductsOf } from '../cart/index.ts';
import { joinCoverageWaitlist } from '../delivery/index.ts';
import { postcodeNotDeliverable, postcodeNotFound } from '../postcodes/index.ts';
import { lookupPromoCode } from '../promo/index.ts';
import type { CatalogSnapshot, SnapshotOffer, SnapshotPostcode } from './catalog-snapshot.ts';
import { type CoverageRow, readCoverage } from './coverage-rows.ts';

/** The answer without the caller-dependent updateCart flag: the same for everyone asking the same question. */
export type CatalogueAnswer = Omit<ProductsByPostcode, 'updateCart'>;

export interface AnswerKey {
  postcode: SnapshotPostcode | null;
  limit: number;
  lang: Language;
  extraCost: number;
}

/** A postcode from the register that takes home deliveries, else the contract's errors. */
export function deliverablePostcode(snap: CatalogSnapshot, code: string): SnapshotPostcode {
  const pc = snap.postcodes.get(code);
  if (!pc) throw postcodeNotFound();
  if (!isDeliverableCategory(pc.category)) throw postcodeNotDeliverable(code);
  return pc;
}

const localised = (text: { es: string; en: string; no: string }, lang: Language) => text[lang] || text.en;

export function shopProduct(o: SnapshotOffer, lang: Language, shippingPrice: number | null, extraCost = 0): ShopProduct {
  const p = o.product;
  return {
    id: o.id,
    product_id: p.id,
    vendor_id: o.vendorId,
    vendor_name: o.vendor.name,
    name: localised(p.name, lang),
    title: localised(p.title, lang),
    description: localised(p.description, lang),
    image: p.image,
    images: p.gallery,
    price: o.price + (p.categoryId === GROUP_ORDER_CATEGORY_ID ? extraCost : 0),
    currency: o.vendor.currency,
    weight: p.weightKg,
    format: p.format,
    wood_type: p.woodType,
    product_category_id: p.categoryId,
    category_slug: p.categorySlug,
    category_type: p.categoryType,
    shipping_price: shippingPrice,
    in_stock: o.inStock,
    min_order_price: o.vendor.minOrderPrice,
  };
}

/** Who delivers to a postcode: one index scan of vendor_coverage, kept to vendors and hubs that are active now, by compareVendors. */
async function coveringVendors(db: Executor, snap: CatalogSnapshot, code: string): Promise<CoverageRow[]> {
  const rows = await readCoverage(db, eq(vendorCoverage.postcode, code));
  return rows.filter((r) => snap.vendors.has(r.id) && snap.hubCities.has(r.hubId)).sort(compareVendors);
}

/** The catalogue for a postcode, or the "from" prices of the whole market: see catalogueAnswer. */
export async function buildCatalogueAnswer(db: Executor, snap: CatalogSnapshot, q: AnswerKey): Promise<CatalogueAnswer> {
  return (await catalogueAnswer(db, snap, q)).data;
}

/**
 * The catalogue for a postcode (spec section 7, get-products-by-postcode), or the "from" prices of
 * the whole market when no postcode is given. Pure reading; the same for every caller. With it, its
 * footprint: the vendors shown and each product's best offer, from which the storefront's cache
 * tells whether a vendor's change can alter it (changeMayAffect, decision 0054).
 */
export async function catalogueAnswer(db: Executor, snap: CatalogSnapshot, q: AnswerKey): Promise<{ data: CatalogueAnswer; footprint: AnswerFootprint }> {
  const { lang, extraCost } = q;
  const covering = q.postcode ? await coveringVendors(db, snap, q.postcode.code) : [];
  const shipping = new Map(covering.map((c) => [c.id, c.shippingPrice]));
  // Without a postcode: every vendor that delivers somewhere, with no shipping ("from" prices).
  const shippingOf = q.postcode
    ? (vendorId: number) => shipping.get(vendorId)
    : (vendorId: number) => (snap.vendors.get(vendorId)?.delivers ? null : undefined);

  const byVendor: ProductsByPostcode['by_vendor'] = [];
  const shown: CoverageRow[] = [];
  for (const c of covering) {
    if (byVendor.length >= q.limit) break;
    const v = snap.vendors.get(c.id)!;
    if (!v.fuelOffers.length) continue;
    shown.push(c);
    const vendor: ShopVendor = {
      id: v.id,
      name: v.name,
      slug: v.slug,
      description: v.description,
      currency: v.currency,
      min_order_price: v.minOrderPrice,
      shipping_price: c.shippingPrice,
      distance_km: Math.round(c.distanceM / 100) / 10,
      hub_city: snap.hubCities.get(c.hubId) ?? '',
    };
    byVendor.push({ vendor, products: v.fuelOffers.map((o) => shopProduct(o, lang, c.shippingPrice, extraCost)) });
  }

  const grouped: ShopProduct[] = [];
  const accessories: ShopProduct[] = [];
  const bestOffers: BestOffer[] = [];
  // Products in catalogue order; each product's offers are sorted, so the cheapest delivered one is near the front.
  for (const product of snap.productsInOrder) {
    const best = cheapestDelivered(snap.offersByProduct.get(product.id) ?? [], shippingOf);
    if (!best) continue;
    const { offer, shippingPrice } = best;
    bestOffers.push({ productId: product.id, vendorId: offer.vendorId, price: offer.price, inStock: offer.inStock, shippingPrice });
    (product.categoryType === 'fuel' ? grouped : accessories).push(shopProduct(offer, lang, shippingPrice, extraCost));
  }

  const data = {
    postcode: q.postcode ? { code: q.postcode.code, city: q.postcode.city, category: q.postcode.category } : null,
    by_vendor: byVendor,
    grouped,
    accessories,
    from: !q.postcode,
    product_extra_cost: extraCost,
  };
  return { data, footprint: answerFootprint(shown, q.limit, bestOffers) };
}

/** The extra cost per firewood unit of a valid group code (as the cart adds it), else 0. */
export async function groupExtraCost(db: Executor, code: string | undefined): Promise<number> {
  if (!code) return 0;
  const promo = await lookupPromoCode(db, code);
  return promo.status === 'valid' && promo.promo.kind === 'group' ? Math.max(0, promo.promo.productExtraCost) : 0;
}

/**
 * updateCart of a catalogue answer: the caller's cart is not empty and was made for another postcode,
 * or holds a line no longer deliverable there (the cart module reads its carts in bulk).
 */
export function callerCartNeedsUpdate(db: Db, caller: CartCaller, postcode: string): Promise<boolean> {
  return cartNeedsUpdate(db, caller, postcode);
}

/**
 * Up-sale (get-up-sale): bigger formats of what the cart holds and accessories, from the given
 * vendor or the cart's vendor, if it delivers to the postcode.
 */
export async function upSale(
  db: Executor,
  snap: CatalogSnapshot,
  q: { postcode: string; vendorId?: number; caller: CartCaller; lang: Language },
): Promise<ShopProduct[]> {
  const lines = await cartProductsOf(db, q.caller);
  const vendorId = q.vendorId ?? lines[0]?.cartVendorId ?? lines[0]?.vendorId;
  const vendor = vendorId ? snap.vendors.get(vendorId) : undefined;
  if (!vendor) return [];
  const [cov] = await db
    .select({ shippingPrice: vendorCoverage.shippingPrice, hubId: vendorCoverage.hubId })
    .from(vendorCoverage)
    .where(and(eq(vendorCoverage.postcode, q.postcode), eq(vendorCoverage.vendorId, vendor.id)))
    .limit(1);
  if (!cov || !snap.hubCities.has(cov.hubId)) return [];
  const cart = lines.flatMap((l) => {
    const p = snap.products.get(l.productId);
    return p ? [{ productId: p.id, categoryId: p.categoryId, categoryType: p.categoryType, weightKg: p.weightKg, woodType: p.woodType }] : [];
  });
  const candidates = vendor.offers.map((o) => ({
    offer: o,
    productId: o.productId,
    categoryId: o.product.categoryId,
    categoryType: o.product.categoryType,
    weightKg: o.product.weightKg,
    woodType: o.product.woodType,
    inStock: o.inStock,
  }));
  return pickUpSale(candidates, cart).map((c) => shopProduct(c.offer, q.lang, cov.shippingPrice));
}

/** POST notify-me: the visitor waits for a vendor at the postcode (the delivery module keeps the waiting list). */
export function joinWaitlist(db: Executor, input: { email: string; postcode: string; language: Language }): Promise<void> {
  return joinCoverageWaitlist(db, input);
}
