import { type Executor, products, vendorProducts } from '@vedmarked/db';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';

/**
 * Stock of the vendors' offers (vendor_products.stock). The catalog module owns vendor_products; the
 * order workflows take and release stock only through these functions.
 */

export interface StockItem {
  vendorProductId: number;
  quantity: number;
}

/**
 * Takes goods from stock (the rule stockAfterTake in packages/domain), each with a conditional update
 * (stock >= quantity), so two orders racing
 * for the last sack cannot both get it. Returns the first item short of stock, else null; after a
 * shortfall the caller's transaction must roll back (earlier items were already taken).
 */
export async function takeStock<T extends StockItem>(tx: Executor, items: readonly T[]): Promise<T | null> {
  for (const item of items) {
    const taken = await tx
      .update(vendorProducts)
      .set({ stock: sql`${vendorProducts.stock} - ${item.quantity}`, updatedAt: new Date() })
      .where(and(eq(vendorProducts.id, item.vendorProductId), sql`${vendorProducts.stock} >= ${item.quantity}`))
      .returning({ id: vendorProducts.id });
    if (!taken.length) return item;
  }
  return null;
}

/** Puts goods back on sale (a cancelled or rejected order). Items without an offer (it was deleted) are skipped. */
export async function releaseStock(tx: Executor, items: readonly { vendorProductId: number | null; quantity: number }[]): Promise<void> {
  for (const item of items) {
    if (!item.vendorProductId) continue;
    await tx
      .update(vendorProducts)
      .set({ stock: sql`${vendorProducts.stock} + ${item.quantity}`, updatedAt: new Date() })
      .where(eq(vendorProducts.id, item.vendorProductId));
  }
}

/**
 * A vendor's sellable offers (offer and catalogue product active) of some catalogue products, locked
 * in id order: what a vendor taking over a market order would sell them from. Product id → offer.
 */
export async function lockVendorOffers(tx: Executor, vendorId: number, productIds: readonly number[]): Promise<Map<number, { id: number; stock: number }>> {
  const ids = [...new Set(productIds)].sort((a, b) => a - b);
  if (!ids.length) return new Map();
  const offers = await tx
    .select()
    .from(vendorProducts)
    .innerJoin(products, eq(products.id, vendorProducts.productId))
    .where(and(eq(vendorProducts.vendorId, vendorId), inArray(vendorProducts.productId, ids)))
    .orderBy(asc(vendorProducts.id))
    .for('update', { of: vendorProducts });
  return new Map(
    offers
      .filter((o) => o.vendor_products.active && o.products.active)
      .map((o) => [o.vendor_products.productId, { id: o.vendor_products.id, stock: o.vendor_products.stock }]),
  );
}
