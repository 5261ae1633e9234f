import { timberListingImages, type timberListings, uploads } from '@vedmarked/db';
import type { Listing } from '@vedmarked/domain';
import { asc, eq, inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';

/** Pieces shared by the wholesaler's listings and the market (both show listings). */

type ListingRow = typeof timberListings.$inferSelect;
type Photo = { id: number; url: string };

/** The listings' photos, by listing, in their order, as signed links that expire (private uploads, decision 0044). */
export async function listingPhotos(app: FastifyInstance, ids: number[]) {
  const by = new Map<number, Photo[]>();
  if (!ids.length) return by;
  const rows = await app.db
    .select({ id: timberListingImages.id, listingId: timberListingImages.listingId, uploadId: uploads.id })
    .from(timberListingImages)
    .innerJoin(uploads, eq(uploads.id, timberListingImages.uploadId))
    .where(inArray(timberListingImages.listingId, ids))
    .orderBy(asc(timberListingImages.position), asc(timberListingImages.id));
  for (const r of rows) by.set(r.listingId, [...(by.get(r.listingId) ?? []), { id: r.id, url: app.uploads.signedUrl(r.uploadId) }]);
  return by;
}

/** The listing's timber details, as both views send them. */
export function listingDetails(l: ListingRow) {
  return {
    min_diameter_cm: l.minDiameterCm,
    max_diameter_cm: l.maxDiameterCm,
    curving: l.curving,
    vsys_number: l.vsysNumber,
    chopped_date_from: l.choppedDateFrom,
    chopped_date_to: l.choppedDateTo,
    shipped_date_from: l.shippedDateFrom,
    shipped_date_to: l.shippedDateTo,
    days_to_deliver: l.daysToDeliver,
    description: l.description,
    humidity_pct: l.humidityPct,
    dryness: l.dryness as Listing['dryness'],
    width_cm: l.widthCm,
    height_cm: l.heightCm,
    depth_cm: l.depthCm,
  };
}
