import { type Executor, productCategories, products, uploads, vendorProductImages, vendorProducts, vendors } from '@vedmarked/db';
import {
  type Currency,
  type Language,
  MAX_IMAGES,
  PRICE_ERROR,
  priceInRange,
  type VendorProduct,
  type VendorProductAddBody,
  type VendorProductPreset,
  type VendorProductUpdateBody,
} from '@vedmarked/domain';
import { and, asc, count, eq, inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { conflict, fieldError, notFound, pgCode } from '../../lib/errors.ts';
import { withImages } from '../../lib/with-images.ts';
import type { ImageInput, SavedImage } from '../../plugins/uploads.ts';

/*
 * The vendor's offers (spec section 7, "Vendor and wholesaler products"; decision 0032). Every call
 * acts on the signed-in vendor's own offers only: another vendor's offer is "not found". Writes to
 * vendor_products fire the catalogue triggers (migration 0003), so the storefront's next answer has them.
 */

interface OwnVendor {
  id: number;
  currency: Currency;
}

/** The signed-in vendor (a vendor account gets its row with its company name). */
async function ownVendor(db: Executor, userId: number): Promise<OwnVendor> {
  const [v] = await db.select({ id: vendors.id, currency: vendors.currency }).from(vendors).where(eq(vendors.userId, userId)).limit(1);
  if (!v) throw conflict('company_required', 'error-company-required');
  return { id: v.id, currency: v.currency as Currency };
}

type ProductRow = typeof products.$inferSelect;
type CategoryRow = typeof productCategories.$inferSelect;

function template(p: ProductRow, c: CategoryRow, currency: Currency, lang: Language) {
  return {
    product_id: p.id,
    name: p.name[lang],
    image: p.image,
    format: p.format,
    wood_type: p.woodType,
    weight: p.weightKg,
    category_id: c.id,
    category_type: c.type as 'fuel' | 'accessory',
    category_name: c.name[lang],
    min_price: p.minPrice,
    max_price: p.maxPrice,
    currency,
  };
}

/** GET /api/vendor/product/preset: the active catalogue, each product with its price range and the vendor's offer of it, if any. */
export async function listPresets(db: Executor, userId: number, lang: Language): Promise<VendorProductPreset[]> {
  const vendor = await ownVendor(db, userId);
  const rows = await db
    .select({ p: products, c: productCategories })
    .from(products)
    .innerJoin(productCategories, eq(productCategories.id, products.categoryId))
    .where(eq(products.active, true))
    .orderBy(asc(productCategories.position), asc(products.position), asc(products.id));
  const offered = await db
    .select({ id: vendorProducts.id, productId: vendorProducts.productId })
    .from(vendorProducts)
    .where(eq(vendorProducts.vendorId, vendor.id));
  const offerOf = new Map(offered.map((o) => [o.productId, o.id]));
  return rows.map(({ p, c }) => ({ ...template(p, c, vendor.currency, lang), vendor_product_id: offerOf.get(p.id) ?? null }));
}

/** The vendor's offers, all or one, with their photos. */
async function offerViews(app: FastifyInstance, vendor: OwnVendor, lang: Language, id?: number): Promise<VendorProduct[]> {
  const where = id === undefined ? eq(vendorProducts.vendorId, vendor.id) : and(eq(vendorProducts.vendorId, vendor.id), eq(vendorProducts.id, id));
  const rows = await app.db
    .select({ o: vendorProducts, p: products, c: productCategories })
    .from(vendorProducts)
    .innerJoin(products, eq(products.id, vendorProducts.productId))
    .innerJoin(productCategories, eq(productCategories.id, products.categoryId))
    .where(where)
    .orderBy(asc(productCategories.position), asc(products.position), asc(vendorProducts.id));
  if (!rows.length) return [];
  const images = await app.db
    .select({ id: vendorProductImages.id, offerId: vendorProductImages.vendorProductId, key: uploads.storageKey })
    .from(vendorProductImages)
    .innerJoin(uploads, eq(uploads.id, vendorProductImages.uploadId))
    .where(
      inArray(
        vendorProductImages.vendorProductId,
        rows.map((r) => r.o.id),
      ),
    )
    .orderBy(asc(vendorProductImages.position), asc(vendorProductImages.id));
  return rows.map(({ o, p, c }) => ({
    id: o.id,
    ...template(p, c, vendor.currency, lang),
    price: o.price,
    stock: o.stock,
    ready_to_ship_days: o.readyToShipDays,
    active: o.active,
    on_sale: o.active && p.active && o.stock > 0,
    images: images.filter((i) => i.offerId === o.id).map((i) => ({ id: i.id, url: app.uploads.url(i.key) })),
    updated_at: o.updatedAt.toISOString(),
  }));
}

/** GET /api/vendor/product/list. */
export async function listOffers(app: FastifyInstance, userId: number, lang: Language): Promise<VendorProduct[]> {
  return offerViews(app, await ownVendor(app.db, userId), lang);
}

/** GET /api/vendor/product/show/{id}: only the vendor's own offer. */
export async function showOffer(app: FastifyInstance, userId: number, id: number, lang: Language): Promise<VendorProduct> {
  const [offer] = await offerViews(app, await ownVendor(app.db, userId), lang, id);
  if (!offer) throw notFound('error-product-not-found');
  return offer;
}

/** The price must lie within the product's range: 'Invalid price' next to the field otherwise. */
function checkPrice(price: number | undefined, p: Pick<ProductRow, 'minPrice' | 'maxPrice'>): void {
  if (price !== undefined && !priceInRange(price, { min: p.minPrice, max: p.maxPrice })) {
    throw fieldError({ price: { key: PRICE_ERROR, params: { min: p.minPrice, max: p.maxPrice } } });
  }
}

/** Links new photos after the offer's existing ones, refusing to go past MAX_IMAGES (counted under the offer's row lock). */
async function linkImages(tx: Executor, offerId: number, saved: SavedImage[]): Promise<void> {
  if (!saved.length) return;
  const [{ n } = { n: 0 }] = await tx.select({ n: count() }).from(vendorProductImages).where(eq(vendorProductImages.vendorProductId, offerId));
  if (n + saved.length > MAX_IMAGES) throw fieldError({ images: { key: 'error-upload-count', params: { max: MAX_IMAGES } } });
  await tx.insert(vendorProductImages).values(saved.map((s, i) => ({ vendorProductId: offerId, uploadId: s.id, position: n + i })));
}

/** POST /api/vendor/product/add: offers a catalogue product (once per vendor) with its photos. */
export async function addOffer(app: FastifyInstance, userId: number, body: VendorProductAddBody, files: ImageInput[], lang: Language): Promise<VendorProduct> {
  const vendor = await ownVendor(app.db, userId);
  const [p] = await app.db
    .select()
    .from(products)
    .where(and(eq(products.id, body.product_id), eq(products.active, true)));
  if (!p) throw fieldError({ product_id: 'error-product-not-found' });
  checkPrice(body.price, p);
  const id = await withImages(app, { purpose: 'product', ownerUserId: userId }, files, (saved) =>
    app.db.transaction(async (tx) => {
      const [row] = await tx
        .insert(vendorProducts)
        .values({ vendorId: vendor.id, productId: p.id, price: body.price, stock: body.stock, readyToShipDays: body.ready_to_ship_days, active: body.active })
        .onConflictDoNothing()
        .returning({ id: vendorProducts.id });
      if (!row) throw fieldError({ product_id: 'error-product-already-offered' });
      await linkImages(tx, row.id, saved);
      return row.id;
    }),
  ).catch((err: unknown) => {
    if (pgCode(err) === '23505') throw fieldError({ product_id: 'error-product-already-offered' });
    throw err;
  });
  return showOffer(app, userId, id, lang);
}

/** The vendor's offer with its product's range, locked for the change; another vendor's offer is "not found". */
async function lockOwnOffer(tx: Executor, vendorId: number, id: number) {
  const [row] = await tx
    .select({ id: vendorProducts.id, minPrice: products.minPrice, maxPrice: products.maxPrice })
    .from(vendorProducts)
    .innerJoin(products, eq(products.id, vendorProducts.productId))
    .where(and(eq(vendorProducts.id, id), eq(vendorProducts.vendorId, vendorId)))
    .for('update', { of: vendorProducts });
  if (!row) throw notFound('error-product-not-found');
  return row;
}

/**
 * POST /api/vendor/product/update/{id}: sets the fields sent (all absolute values, so a retry sets the
 * same again) and adds the photos sent. Stock set here is what is on the shelf now; orders placed
 * meanwhile took theirs under the same row lock.
 */
export async function updateOffer(
  app: FastifyInstance,
  userId: number,
  id: number,
  body: VendorProductUpdateBody,
  files: ImageInput[],
  lang: Language,
): Promise<VendorProduct> {
  const vendor = await ownVendor(app.db, userId);
  await withImages(app, { purpose: 'product', ownerUserId: userId }, files, (saved) =>
    app.db.transaction(async (tx) => {
      const offer = await lockOwnOffer(tx, vendor.id, id);
      checkPrice(body.price, offer);
      const set = {
        ...(body.price !== undefined && { price: body.price }),
        ...(body.stock !== undefined && { stock: body.stock }),
        ...(body.ready_to_ship_days !== undefined && { readyToShipDays: body.ready_to_ship_days }),
        ...(body.active !== undefined && { active: body.active }),
      };
      if (Object.keys(set).length)
        await tx
          .update(vendorProducts)
          .set({ ...set, updatedAt: new Date() })
          .where(eq(vendorProducts.id, id));
      await linkImages(tx, id, saved);
    }),
  );
  return showOffer(app, userId, id, lang);
}

/** POST /api/vendor/product/change-status/{id}. */
export async function changeOfferStatus(app: FastifyInstance, userId: number, id: number, active: boolean, lang: Language): Promise<VendorProduct> {
  return updateOffer(app, userId, id, { active }, [], lang);
}

/** POST /api/vendor/product/delete-product-image/{id}: a photo of one of the vendor's own offers. */
export async function deleteOfferImage(app: FastifyInstance, userId: number, imageId: number): Promise<{ id: number; vendor_product_id: number }> {
  const vendor = await ownVendor(app.db, userId);
  return app.db.transaction(async (tx) => {
    const [img] = await tx
      .select({ id: vendorProductImages.id, offerId: vendorProductImages.vendorProductId, uploadId: vendorProductImages.uploadId })
      .from(vendorProductImages)
      .innerJoin(vendorProducts, eq(vendorProducts.id, vendorProductImages.vendorProductId))
      .where(and(eq(vendorProductImages.id, imageId), eq(vendorProducts.vendorId, vendor.id)));
    if (!img) throw notFound('error-image-not-found');
    await tx.delete(vendorProductImages).where(eq(vendorProductImages.id, img.id));
    await app.uploads.remove(img.uploadId, tx);
    return { id: img.id, vendor_product_id: img.offerId };
  });
}
