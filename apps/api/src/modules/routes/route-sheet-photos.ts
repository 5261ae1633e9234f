import { type Executor, orderImages } from '@vedmarked/db';
import { and, asc, eq, inArray } from 'drizzle-orm';
import sharp from 'sharp';

/** Reads an upload's stored bytes (app.uploads.read). */
type ReadUpload = (uploadId: string) => Promise<Buffer | undefined>;

/** The width and height the route sheet prints a placement photo within, in PDF points. */
export const SHEET_PHOTO = { width: 180, height: 120 } as const;

/**
 * The customer's first photo of where to leave the goods for each order of the sheet, as a small
 * JPEG pdfkit can embed (the stored uploads are WebP, which pdfkit does not read). An order without
 * a placement photo, or whose file is gone, has none.
 */
export async function placementPhotosFor(db: Executor, read: ReadUpload, orderIds: readonly number[]): Promise<Map<number, Buffer>> {
  const photos = new Map<number, Buffer>();
  if (!orderIds.length) return photos;
  const rows = await db
    .select({ orderId: orderImages.orderId, uploadId: orderImages.uploadId })
    .from(orderImages)
    .where(and(inArray(orderImages.orderId, [...orderIds]), eq(orderImages.kind, 'placement')))
    .orderBy(asc(orderImages.id));
  for (const row of rows) {
    if (photos.has(row.orderId)) continue;
    const bytes = await read(row.uploadId);
    if (!bytes) continue;
    // Twice the printed size, for a sharp print.
    const jpeg = await sharp(bytes)
      .resize({ width: SHEET_PHOTO.width * 2, height: SHEET_PHOTO.height * 2, fit: 'inside', withoutEnlargement: true })
      .jpeg({ quality: 75 })
      .toBuffer();
    photos.set(row.orderId, jpeg);
  }
  return photos;
}
