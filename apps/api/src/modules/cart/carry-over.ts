import { type CartMerge, type CartMergeChange, type MergeLine, mergeCarts } from '@vedmarked/domain';
import { cartLines, carts, type Executor, products, vendorProducts } from '@vedmarked/db';
import { and, eq, inArray, isNull } from 'drizzle-orm';
import { newSessionId } from './cart-store.ts';

/** A cart's lines with their offers' stock now (what the merge rule needs). */
async function mergeLines(tx: Executor, cartId: string): Promise<MergeLine[]> {
  return tx
    .select({ vendorProductId: cartLines.vendorProductId, quantity: cartLines.quantity, stock: vendorProducts.stock })
    .from(cartLines)
    .innerJoin(vendorProducts, eq(vendorProducts.id, cartLines.vendorProductId))
    .where(eq(cartLines.cartId, cartId))
    .orderBy(cartLines.id);
}

/** The merge's changes with the products' names in every language, for the notice the web shows. */
async function describe(tx: Executor, changes: CartMergeChange[]): Promise<CartMerge> {
  const ids = changes.map((c) => c.vendorProductId);
  const rows = await tx
    .select({ id: vendorProducts.id, name: products.name })
    .from(vendorProducts)
    .innerJoin(products, eq(products.id, vendorProducts.productId))
    .where(inArray(vendorProducts.id, ids));
  const names = new Map(rows.map((r) => [r.id, r.name]));
  return { changes: changes.map(({ vendorProductId, ...c }) => ({ ...c, name: names.get(vendorProductId)! })) };
}

/**
 * Carries a guest's cart over at sign-in (inside the sign-in transaction), by the merge rule of
 * packages/domain (cart/merge-carts.ts): an empty guest cart leaves the account's cart alone; a guest
 * cart becomes the account's when that has no lines; carts of one vendor are merged; a cart of another
 * vendor gives way to the guest's. Answers what changed, when something did, for the sign-in response.
 */
export async function carryGuestCartOver(tx: Executor, userId: number, sessionId: string | undefined): Promise<{ cartMerge?: CartMerge } | undefined> {
  if (!sessionId) return;
  const [guest] = await tx
    .select()
    .from(carts)
    .where(and(eq(carts.sessionId, sessionId), isNull(carts.userId)))
    .limit(1)
    .for('update');
  if (!guest) return;
  const [mine] = await tx.select().from(carts).where(eq(carts.userId, userId)).limit(1).for('update');
  if (!mine) {
    // The session id is released, so the same browser gets a fresh guest cart after logging out.
    await tx.update(carts).set({ userId, sessionId: newSessionId(), updatedAt: new Date() }).where(eq(carts.id, guest.id));
    return;
  }
  const merged = mergeCarts(
    { vendorId: guest.vendorId, lines: await mergeLines(tx, guest.id) },
    { vendorId: mine.vendorId, lines: await mergeLines(tx, mine.id) },
  );
  if (merged.outcome === 'account') return;
  await tx.delete(cartLines).where(eq(cartLines.cartId, mine.id));
  await tx.delete(carts).where(eq(carts.id, guest.id));
  await tx.insert(cartLines).values(merged.lines.map((l) => ({ cartId: mine.id, vendorProductId: l.vendorProductId, quantity: l.quantity })));
  await tx
    .update(carts)
    .set({ vendorId: merged.vendorId, postcode: guest.postcode ?? mine.postcode, updatedAt: new Date() })
    .where(eq(carts.id, mine.id));
  return merged.changes.length > 0 ? { cartMerge: await describe(tx, merged.changes) } : undefined;
}
