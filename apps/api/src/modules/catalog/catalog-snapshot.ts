import { type CategoryType, type Currency, compareOffersBeforeShipping, type PostcodeCategory } from '@vedmarked/domain';
import { type Db, hubs, type LocalisedText, postcodes, productCategories, products, vendorProducts, vendors } from '@vedmarked/db';
import { and, eq, inArray, sql } from 'drizzle-orm';

/**
 * What the storefront can show, held in memory by each API process: the postcode register, the
 * active catalogue, the active vendors and their active offers. It is small (tens of thousands of
 * offers) and changes rarely compared with how often it is read. A change of some vendors replaces
 * their part (snapshot-patch.ts); a catalogue-wide change drops it, and it is loaded again on the
 * next request (see catalog.http.ts).
 */
export interface SnapshotProduct {
  id: number;
  categoryId: number;
  categorySlug: string;
  categoryType: CategoryType;
  /** Catalogue order: category position, then product position, then id. */
  order: number;
  name: LocalisedText;
  title: LocalisedText;
  description: LocalisedText;
  format: string | null;
  woodType: string | null;
  weightKg: number;
  image: string;
  gallery: string[];
}

export interface SnapshotVendor {
  id: number;
  name: string;
  slug: string;
  description: string | null;
  currency: Currency;
  minOrderPrice: number;
  /** Delivers somewhere (has coverage rows): only those count for "from" prices. */
  delivers: boolean;
  /** Active offers of active catalogue products, in catalogue order. */
  offers: SnapshotOffer[];
  /** The fuel among them (what by_vendor lists). */
  fuelOffers: SnapshotOffer[];
}

export interface SnapshotOffer {
  /** The vendor product id. */
  id: number;
  productId: number;
  vendorId: number;
  price: number;
  inStock: boolean;
  product: SnapshotProduct;
  vendor: SnapshotVendor;
}

export interface SnapshotPostcode {
  code: string;
  city: string;
  category: PostcodeCategory;
}

export interface CatalogSnapshot {
  postcodes: Map<string, SnapshotPostcode>;
  products: Map<number, SnapshotProduct>;
  /** The same, in catalogue order. */
  productsInOrder: SnapshotProduct[];
  vendors: Map<number, SnapshotVendor>;
  /** Every active offer of each product, best first before shipping (compareOffersBeforeShipping). */
  offersByProduct: Map<number, SnapshotOffer[]>;
  /** Active hubs' cities, for ShopVendor.hub_city. */
  hubCities: Map<number, string>;
  /** Each vendor's active hubs (so that one vendor's part can be replaced: see snapshot-patch.ts). */
  vendorHubs: Map<number, number[]>;
  /** The storefront's catalogue version this snapshot was loaded for (it began loading after that version's last change). */
  version: number;
  loadedAt: Date;
}

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/** The active vendors (all, or the given ones), with whether they deliver anywhere. */
export function readVendors(tx: Tx, ids?: number[]) {
  return tx
    .select({
      id: vendors.id,
      name: vendors.name,
      slug: vendors.slug,
      description: vendors.description,
      currency: vendors.currency,
      minOrderPrice: vendors.minOrderPrice,
      delivers: sql<boolean>`exists (select 1 from vendor_coverage c where c.vendor_id = ${vendors.id})`,
    })
    .from(vendors)
    .where(ids ? and(eq(vendors.active, true), inArray(vendors.id, ids)) : eq(vendors.active, true));
}

/** The active offers (of all vendors, or of the given ones). */
export function readOffers(tx: Tx, vendorIds?: number[]) {
  return tx
    .select({
      id: vendorProducts.id,
      vendorId: vendorProducts.vendorId,
      productId: vendorProducts.productId,
      price: vendorProducts.price,
      inStock: sql<boolean>`${vendorProducts.stock} > 0`,
    })
    .from(vendorProducts)
    .where(vendorIds ? and(eq(vendorProducts.active, true), inArray(vendorProducts.vendorId, vendorIds)) : eq(vendorProducts.active, true));
}

/** The active hubs (of all vendors, or of the given ones). */
export function readHubs(tx: Tx, vendorIds?: number[]) {
  return tx
    .select({ id: hubs.id, vendorId: hubs.vendorId, city: hubs.city })
    .from(hubs)
    .where(vendorIds ? and(eq(hubs.active, true), inArray(hubs.vendorId, vendorIds)) : eq(hubs.active, true));
}

type VendorRow = Awaited<ReturnType<typeof readVendors>>[number];
type OfferRow = Awaited<ReturnType<typeof readOffers>>[number];

/** Snapshot vendors with their offers (each vendor's in catalogue order); the offers are also returned, unsorted. */
export function vendorsWithOffers(vendorRows: VendorRow[], offerRows: OfferRow[], productMap: Map<number, SnapshotProduct>) {
  const vendorMap = new Map<number, SnapshotVendor>();
  for (const v of vendorRows) vendorMap.set(v.id, { ...v, currency: v.currency as Currency, delivers: Boolean(v.delivers), offers: [], fuelOffers: [] });
  const offers: SnapshotOffer[] = [];
  for (const o of offerRows) {
    const vendor = vendorMap.get(o.vendorId);
    const product = productMap.get(o.productId);
    if (!vendor || !product) continue;
    const offer = { id: o.id, productId: o.productId, vendorId: o.vendorId, price: o.price, inStock: Boolean(o.inStock), product, vendor };
    vendor.offers.push(offer);
    offers.push(offer);
  }
  for (const v of vendorMap.values()) {
    v.offers.sort((a, b) => a.product.order - b.product.order);
    v.fuelOffers = v.offers.filter((o) => o.product.categoryType === 'fuel');
  }
  return { vendorMap, offers };
}

/** Each vendor's active hubs. */
export function hubsByVendor(hubRows: { id: number; vendorId: number }[]): Map<number, number[]> {
  const byVendor = new Map<number, number[]>();
  for (const h of hubRows) byVendor.set(h.vendorId, [...(byVendor.get(h.vendorId) ?? []), h.id]);
  return byVendor;
}

/** Loads the snapshot in one read-only transaction, so its parts agree with each other. */
export async function loadCatalogSnapshot(db: Db, version: number): Promise<CatalogSnapshot> {
  return db.transaction(
    async (tx) => {
      const [pcRows, catRows, productRows, vendorRows, offerRows, hubRows] = [
        await tx.select({ code: postcodes.code, city: postcodes.city, category: postcodes.category }).from(postcodes),
        await tx.select().from(productCategories),
        await tx.select().from(products).where(eq(products.active, true)),
        await readVendors(tx),
        await readOffers(tx),
        await readHubs(tx),
      ];

      const categories = new Map(catRows.map((c) => [c.id, c]));
      const productMap = new Map<number, SnapshotProduct>();
      for (const p of productRows) {
        const c = categories.get(p.categoryId);
        if (!c) continue;
        productMap.set(p.id, {
          id: p.id,
          categoryId: p.categoryId,
          categorySlug: c.slug,
          categoryType: c.type as CategoryType,
          order: 0,
          name: p.name,
          title: p.title,
          description: p.description,
          format: p.format,
          woodType: p.woodType,
          weightKg: p.weightKg,
          image: p.image,
          gallery: p.gallery,
        });
      }
      const position = new Map(productRows.map((p) => [p.id, p.position]));
      const ordered = [...productMap.values()].sort((a, b) => {
        const ca = categories.get(a.categoryId)!;
        const cb = categories.get(b.categoryId)!;
        return ca.position - cb.position || ca.id - cb.id || position.get(a.id)! - position.get(b.id)! || a.id - b.id;
      });
      ordered.forEach((p, i) => {
        p.order = i;
      });

      const { vendorMap, offers } = vendorsWithOffers(vendorRows, offerRows, productMap);
      const offersByProduct = new Map<number, SnapshotOffer[]>([...productMap.keys()].map((id) => [id, []]));
      for (const offer of offers) offersByProduct.get(offer.productId)!.push(offer);
      for (const list of offersByProduct.values()) list.sort(compareOffersBeforeShipping);

      return {
        postcodes: new Map(pcRows.map((p) => [p.code, { code: p.code, city: p.city, category: p.category as PostcodeCategory }])),
        products: productMap,
        productsInOrder: ordered,
        vendors: vendorMap,
        offersByProduct,
        hubCities: new Map(hubRows.map((h) => [h.id, h.city])),
        vendorHubs: hubsByVendor(hubRows),
        version,
        loadedAt: new Date(),
      };
    },
    { isolationLevel: 'repeatable read', accessMode: 'read only' },
  );
}
