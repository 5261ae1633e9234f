import { counties, type Executor, timberListingImages, timberListings } from '@vedmarked/db';
import {
  CURVING_MAX,
  CURVING_MIN,
  HUMIDITY_MAX,
  LISTING_PRESETS,
  type ListingPresetView,
  MARKET_VAT_PERCENT,
  type Listing,
  type ListingAddBody,
  type ListingUpdateBody,
  LISTING_UNIT,
  listingRuleErrors,
  MAX_IMAGES,
  remainingAfterAmountChange,
  reservedAmount,
} from '@vedmarked/domain';
import { and, count, desc, eq, type SQL } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { listingPhotos, listingDetails } from './listing-parts.ts';
import { fieldError, notFound } from '../../lib/errors.ts';
import { withImages } from '../../lib/with-images.ts';
import type { ImageInput, SavedImage } from '../../plugins/uploads.ts';
import { ownWholesaler, placeOfPostcode } from './seller.ts';

/*
 * The wholesaler's listings (spec §7 "Vendor and wholesaler products" under /wholesaler; issue 12;
 * decision 0035). Every call acts on the signed-in wholesaler's own listings only: another's is
 * "not found". `remaining` starts at the amount; orders reserve from it (place-order.ts).
 */

type Row = typeof timberListings.$inferSelect;

function view(l: Row, county: string | null, images: { id: number; url: string }[]): Listing {
  return {
    id: l.id,
    product_type: l.productType as Listing['product_type'],
    wood_type: l.woodType as Listing['wood_type'],
    firewood_format: l.firewoodFormat as Listing['firewood_format'],
    unit: LISTING_UNIT[l.productType as Listing['product_type']],
    amount: l.amount,
    remaining: l.remaining,
    reserved: reservedAmount(l.amount, l.remaining),
    minimum_order_amount: l.minimumOrderAmount,
    price_per_unit: l.pricePerUnit,
    ...listingDetails(l),
    active: l.active,
    street: l.street,
    postcode: l.postcode,
    city: l.city,
    county_id: l.countyId,
    county,
    lat: l.lat,
    lon: l.lon,
    images,
    created_at: l.createdAt.toISOString(),
    updated_at: l.updatedAt.toISOString(),
  };
}

async function listingViews(app: FastifyInstance, sellerUserId: number, where?: SQL): Promise<Listing[]> {
  const rows = await app.db
    .select({ l: timberListings, county: counties.name })
    .from(timberListings)
    .leftJoin(counties, eq(counties.id, timberListings.countyId))
    .where(and(eq(timberListings.sellerUserId, sellerUserId), where))
    .orderBy(desc(timberListings.createdAt), desc(timberListings.id));
  const images = await listingPhotos(
    app,
    rows.map((r) => r.l.id),
  );
  return rows.map((r) => view(r.l, r.county, images.get(r.l.id) ?? []));
}

/** GET /api/wholesaler/product/list (optionally one product type). */
export async function listListings(app: FastifyInstance, userId: number, productType?: string): Promise<Listing[]> {
  await ownWholesaler(app.db, userId);
  return listingViews(app, userId, productType ? eq(timberListings.productType, productType) : undefined);
}

/** GET /api/wholesaler/product/show/{id}: only the wholesaler's own listing. */
export async function showListing(app: FastifyInstance, userId: number, id: number): Promise<Listing> {
  await ownWholesaler(app.db, userId);
  const [l] = await listingViews(app, userId, eq(timberListings.id, id));
  if (!l) throw notFound('error-listing-not-found');
  return l;
}

/** The columns a form writes (the same for add and update; a field not given is cleared). */
function columns(b: ListingUpdateBody) {
  return {
    woodType: b.wood_type,
    firewoodFormat: b.firewood_format ?? null,
    amount: b.amount,
    minimumOrderAmount: b.minimum_order_amount,
    pricePerUnit: b.price_per_unit,
    minDiameterCm: b.min_diameter_cm ?? null,
    maxDiameterCm: b.max_diameter_cm ?? null,
    curving: b.curving ?? null,
    vsysNumber: b.vsys_number ?? null,
    choppedDateFrom: b.chopped_date_from ?? null,
    choppedDateTo: b.chopped_date_to ?? null,
    shippedDateFrom: b.shipped_date_from,
    shippedDateTo: b.shipped_date_to,
    daysToDeliver: b.days_to_deliver,
    description: b.description,
    humidityPct: b.humidity_pct ?? null,
    dryness: b.dryness ?? null,
    widthCm: b.width_cm ?? null,
    heightCm: b.height_cm ?? null,
    depthCm: b.depth_cm ?? null,
    active: b.active,
    street: b.street,
    postcode: b.postcode,
  };
}

/** Links new photos after the listing's own, refusing to go past MAX_IMAGES (counted under the listing's row lock). */
async function linkImages(tx: Executor, listingId: number, saved: SavedImage[]): Promise<void> {
  if (!saved.length) return;
  const [{ n } = { n: 0 }] = await tx.select({ n: count() }).from(timberListingImages).where(eq(timberListingImages.listingId, listingId));
  if (n + saved.length > MAX_IMAGES) throw fieldError({ images: { key: 'error-upload-count', params: { max: MAX_IMAGES } } });
  await tx.insert(timberListingImages).values(saved.map((s, i) => ({ listingId, uploadId: s.id, position: n + i })));
}

/** The rules between fields (spec §5) as a field error, before anything is written. */
function checkRules(productType: string, b: ListingUpdateBody): void {
  const errors = listingRuleErrors({ product_type: productType, ...b });
  if (Object.keys(errors).length) throw fieldError(errors);
}

/** POST /api/wholesaler/product/add: remaining starts at the amount. */
export async function addListing(app: FastifyInstance, userId: number, body: ListingAddBody, files: ImageInput[]): Promise<Listing> {
  await ownWholesaler(app.db, userId);
  const { product_type, ...fields } = body;
  checkRules(product_type, fields);
  const place = await placeOfPostcode(app.db, body.postcode);
  const id = await withImages(app, { purpose: 'listing', ownerUserId: userId }, files, (saved) =>
    app.db.transaction(async (tx) => {
      const [row] = await tx
        .insert(timberListings)
        .values({
          sellerUserId: userId,
          productType: product_type,
          ...columns(fields),
          remaining: fields.amount,
          city: place.city,
          countyId: place.countyId,
          lat: place.lat,
          lon: place.lon,
        })
        .returning({ id: timberListings.id });
      await linkImages(tx, row!.id, saved);
      return row!.id;
    }),
  );
  return showListing(app, userId, id);
}

/** The wholesaler's listing, locked for the change; another's is "not found". */
async function lockOwnListing(tx: Executor, userId: number, id: number) {
  const [row] = await tx
    .select()
    .from(timberListings)
    .where(and(eq(timberListings.id, id), eq(timberListings.sellerUserId, userId)))
    .for('update');
  if (!row) throw notFound('error-listing-not-found');
  return row;
}

/**
 * POST /api/wholesaler/product/update/{id}: the whole form again, and new photos. Under the row lock
 * that orders also take, the amount may not go below what orders reserved; remaining follows it.
 */
export async function updateListing(app: FastifyInstance, userId: number, id: number, body: ListingUpdateBody, files: ImageInput[]): Promise<Listing> {
  await ownWholesaler(app.db, userId);
  const place = await placeOfPostcode(app.db, body.postcode);
  await withImages(app, { purpose: 'listing', ownerUserId: userId }, files, (saved) =>
    app.db.transaction(async (tx) => {
      const l = await lockOwnListing(tx, userId, id);
      checkRules(l.productType, body);
      const remaining = remainingAfterAmountChange(l.amount, l.remaining, body.amount);
      if (remaining === null) throw fieldError({ amount: { key: 'error-amount-below-reserved', params: { reserved: reservedAmount(l.amount, l.remaining) } } });
      if (body.minimum_order_amount > body.amount) throw fieldError({ minimum_order_amount: 'error-minimum-above-amount' });
      await tx
        .update(timberListings)
        .set({ ...columns(body), remaining, city: place.city, countyId: place.countyId, lat: place.lat, lon: place.lon, updatedAt: new Date() })
        .where(eq(timberListings.id, id));
      await linkImages(tx, id, saved);
    }),
  );
  return showListing(app, userId, id);
}

/** POST /api/wholesaler/product/change-status/{id}. */
export async function changeListingStatus(app: FastifyInstance, userId: number, id: number, active: boolean): Promise<Listing> {
  await ownWholesaler(app.db, userId);
  await app.db.transaction(async (tx) => {
    await lockOwnListing(tx, userId, id);
    await tx.update(timberListings).set({ active, updatedAt: new Date() }).where(eq(timberListings.id, id));
  });
  return showListing(app, userId, id);
}

/** POST /api/wholesaler/product/delete-product-image/{id}: a photo of one of the wholesaler's own listings. */
export async function deleteListingImage(app: FastifyInstance, userId: number, imageId: number): Promise<{ id: number; listing_id: number }> {
  await ownWholesaler(app.db, userId);
  return app.db.transaction(async (tx) => {
    const [img] = await tx
      .select({ id: timberListingImages.id, listingId: timberListingImages.listingId, uploadId: timberListingImages.uploadId })
      .from(timberListingImages)
      .innerJoin(timberListings, eq(timberListings.id, timberListingImages.listingId))
      .where(and(eq(timberListingImages.id, imageId), eq(timberListings.sellerUserId, userId)));
    if (!img) throw notFound('error-listing-image-not-found');
    await tx.delete(timberListingImages).where(eq(timberListingImages.id, img.id));
    await app.uploads.remove(img.uploadId, tx);
    return { id: img.id, listing_id: img.listingId };
  });
}

/** GET /api/wholesaler/product/preset: the product types (trees on the root disabled) with their choices and limits. */
export async function listingPresets(db: Executor, userId: number): Promise<ListingPresetView[]> {
  await ownWholesaler(db, userId);
  const limits = {
    curving: [CURVING_MIN, CURVING_MAX] as [number, number],
    humidity: [0, HUMIDITY_MAX] as [number, number],
    max_images: MAX_IMAGES,
    vat_percent: MARKET_VAT_PERCENT,
  };
  return LISTING_PRESETS.map((p) => ({
    ...p,
    wood_types: [...p.wood_types],
    firewood_formats: [...p.firewood_formats],
    dryness: [...p.dryness],
    fields: [...p.fields],
    required: [...p.required],
    limits,
  }));
}
