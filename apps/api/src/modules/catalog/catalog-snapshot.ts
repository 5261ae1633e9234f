import { type CategoryType, type Currency, compareOffersBeforeShipping, type PostcodeCategory } from '@vedmarked/domain';
import { type Db, hubs, type LocalisedText, postcodes, productCategories, products, vendorProducts, vendors } from '@vedmarked/db';
import { eq, sql } from 'drizzle-orm';

/**
 * What the storefront can show, held in memory by each API process: the postcode register, the
 * active catalogue, the active vendors and their active offers. It is small (tens of thousands of
 * offers) and changes rarely compared with how often it is read; it is dropped whenever the
 * catalogue changes (see catalog.http.ts) and loaded again on the next request.
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
  /** The storefront's catalogue version this snapshot was loaded for (it began loading after that version's last change). */
  version: number;
  loadedAt: Date;
}

/** Loads the snapshot in one read-only transaction, so its parts agree with each other. */
// biome-ignore lint/complexity/noExcessiveLinesPerFunction: one read-only transaction reads every part of the snapshot, so the parts agree.
export async function loadCatalogSnapshot(db: Db, version: number): Promise<CatalogSnapshot> {
  return db.transaction(
    async (tx) => {
      const [pcRows, catRows, productRows, vendorRows, offerRows, hubRows] = [
        await tx.select({ code: postcodes.code, city: postcodes.city, category: postcodes.category }).from(postcodes),
        await tx.select().from(productCategories),
        await tx.select().from(products).where(eq(products.active, true)),
        await tx
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
          .where(eq(vendors.active, true)),
        await tx
          .select({
            id: vendorProducts.id,
            vendorId: vendorProducts.vendorId,
            productId: vendorProducts.productId,
            price: vendorProducts.price,
            inStock: sql<boolean>`${vendorProducts.stock} > 0`,
          })
          .from(vendorProducts)
          .where(eq(vendorProducts.active, true)),
        await tx.select({ id: hubs.id, city: hubs.city }).from(hubs).where(eq(hubs.active, true)),
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

      const vendorMap = new Map<number, SnapshotVendor>();
      for (const v of vendorRows) vendorMap.set(v.id, { ...v, currency: v.currency as Currency, delivers: Boolean(v.delivers), offers: [], fuelOffers: [] });
      const offersByProduct = new Map<number, SnapshotOffer[]>([...productMap.keys()].map((id) => [id, []]));
      for (const o of offerRows) {
        const vendor = vendorMap.get(o.vendorId);
        const product = productMap.get(o.productId);
        if (!vendor || !product) continue;
        const offer = { id: o.id, productId: o.productId, vendorId: o.vendorId, price: o.price, inStock: Boolean(o.inStock), product, vendor };
        vendor.offers.push(offer);
        offersByProduct.get(product.id)!.push(offer);
      }
      for (const v of vendorMap.values()) {
        v.offers.sort((a, b) => a.product.order - b.product.order);
        v.fuelOffers = v.offers.filter((o) => o.product.categoryType === 'fuel');
      }
      for (const list of offersByProduct.values()) list.sort(compareOffersBeforeShipping);

      return {
        postcodes: new Map(pcRows.map((p) => [p.code, { code: p.code, city: p.city, category: p.category as PostcodeCategory }])),
        products: productMap,
        productsInOrder: ordered,
        vendors: vendorMap,
        offersByProduct,
        hubCities: new Map(hubRows.map((h) => [h.id, h.city])),
        version,
        loadedAt: new Date(),
      };
    },
    { isolationLevel: 'repeatable read', accessMode: 'read only' },
  );
}
