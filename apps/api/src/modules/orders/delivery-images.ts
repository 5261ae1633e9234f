import { type Executor, orderImages } from '@vedmarked/db';
import { and, asc, count, eq, inArray } from 'drizzle-orm';

/**
 * The delivery photos of orders (order_images of kind 'delivery'), written only here. Each carries
 * the id the driver's phone gave it (client_key); (order_id, client_key) is unique, so a photo sent
 * twice is linked once.
 */

export interface DeliveryImageRow {
  orderId: number;
  uploadId: string;
  clientKey: string | null;
}

const columns = { orderId: orderImages.orderId, uploadId: orderImages.uploadId, clientKey: orderImages.clientKey };

/** The delivery photo an order holds under the phone's id, if any. */
export async function deliveryImageByKey(db: Executor, orderId: number, clientKey: string): Promise<DeliveryImageRow | undefined> {
  const [row] = await db
    .select(columns)
    .from(orderImages)
    .where(and(eq(orderImages.orderId, orderId), eq(orderImages.clientKey, clientKey)))
    .limit(1);
  return row;
}

/** How many delivery photos an order holds. */
export async function deliveryImageCount(db: Executor, orderId: number): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(orderImages)
    .where(and(eq(orderImages.orderId, orderId), eq(orderImages.kind, 'delivery')));
  return Number(row?.n ?? 0);
}

/**
 * Links a stored upload to an order as a delivery photo. When the order already holds a photo under
 * this client key the insert does nothing (the unique index decides, not an earlier read) and the
 * answer is false.
 */
export async function linkDeliveryImage(tx: Executor, row: { orderId: number; uploadId: string; clientKey: string }): Promise<boolean> {
  const inserted = await tx
    .insert(orderImages)
    .values({ ...row, kind: 'delivery' })
    .onConflictDoNothing({ target: [orderImages.orderId, orderImages.clientKey] })
    .returning({ id: orderImages.id });
  return inserted.length > 0;
}

/** The delivery photos of some orders, oldest first. */
export async function deliveryImagesOf(db: Executor, orderIds: readonly number[]): Promise<DeliveryImageRow[]> {
  if (!orderIds.length) return [];
  return db
    .select(columns)
    .from(orderImages)
    .where(and(inArray(orderImages.orderId, [...orderIds]), eq(orderImages.kind, 'delivery')))
    .orderBy(asc(orderImages.id));
}
