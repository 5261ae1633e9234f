import { randomBytes } from 'node:crypto';
import { addVendorConflict, CART_LINE_MAX_QUANTITY, clampQuantity } from '@vedmarked/domain';
import { cartLines, carts, type Executor } from '@vedmarked/db';
import { and, eq, isNull, sql } from 'drizzle-orm';
import { AppError, conflict, notFound } from '../../lib/errors.ts';

/** The cart module owns carts and cart_lines: every write to them is in this folder. */

/** Who a cart belongs to: a signed-in customer, else the anonymous session id. */
export interface CartOwner {
  userId: number | null;
  sessionId: string;
}

export type CartRow = typeof carts.$inferSelect;

export const newSessionId = () => {
  const alphabet = '0123456789abcdefghijklmnopqrstuvwxyz';
  return Array.from(randomBytes(32), (b) => alphabet[b % 36]).join('');
};

/** The owner's cart, or undefined. A signed-in customer without a cart claims the session's guest cart. */
export async function findCart(db: Executor, owner: CartOwner, opts: { forUpdate?: boolean } = {}): Promise<CartRow | undefined> {
  const where = owner.userId ? eq(carts.userId, owner.userId) : and(eq(carts.sessionId, owner.sessionId), isNull(carts.userId));
  const q = db.select().from(carts).where(where).limit(1);
  const [row] = opts.forUpdate ? await q.for('update') : await q;
  if (row || !owner.userId) return row;
  // A customer whose guest cart was not carried over at sign-in (another device, an old token) takes it now.
  const [claimed] = await db
    .update(carts)
    .set({ userId: owner.userId, sessionId: newSessionId(), updatedAt: new Date() })
    .where(and(eq(carts.sessionId, owner.sessionId), isNull(carts.userId)))
    .returning()
    .catch(() => [] as CartRow[]);
  return claimed;
}

export async function getOrCreateCart(tx: Executor, owner: CartOwner): Promise<CartRow> {
  const existing = await findCart(tx, owner, { forUpdate: true });
  if (existing) return existing;
  await tx
    .insert(carts)
    .values({ sessionId: owner.userId ? newSessionId() : owner.sessionId, userId: owner.userId })
    .onConflictDoNothing();
  const created = await findCart(tx, owner, { forUpdate: true });
  if (!created) throw new AppError(409, 'conflict', 'error-cart-busy');
  return created;
}

/** How many lines a cart holds. */
export async function lineCount(db: Executor, cartId: string): Promise<number> {
  const [{ n } = { n: 0 }] = await db.select({ n: sql<number>`count(*)::int` }).from(cartLines).where(eq(cartLines.cartId, cartId));
  return n;
}

/** Adds a quantity to a cart's line of an offer (a new line, or more of the same), capped at the line maximum. */
export async function addToLine(tx: Executor, cartId: string, vendorProductId: number, quantity: number) {
  const [line] = await tx
    .insert(cartLines)
    .values({ cartId, vendorProductId, quantity })
    .onConflictDoUpdate({
      target: [cartLines.cartId, cartLines.vendorProductId],
      set: { quantity: sql`least(${cartLines.quantity} + excluded.quantity, ${sql.raw(String(CART_LINE_MAX_QUANTITY))})` },
    })
    .returning();
  return line!;
}

/** The cart is priced for another postcode now. */
export async function setCartPostcode(tx: Executor, cartId: string, postcode: string) {
  await tx.update(carts).set({ postcode, updatedAt: new Date() }).where(eq(carts.id, cartId));
}

/** A line's new quantity (already clamped to what a line may hold). */
export async function setLineQuantity(tx: Executor, cartId: string, lineId: number, quantity: number) {
  await tx.update(cartLines).set({ quantity }).where(eq(cartLines.id, lineId));
  await tx.update(carts).set({ updatedAt: new Date() }).where(eq(carts.id, cartId));
}

export async function removeLine(tx: Executor, lineId: number) {
  await tx.delete(cartLines).where(eq(cartLines.id, lineId));
}

/** The cart now holds this vendor's products for this postcode. */
export async function setCartVendor(tx: Executor, cartId: string, vendorId: number | null, postcode?: string) {
  await tx
    .update(carts)
    .set({ vendorId, ...(postcode !== undefined && { postcode }), updatedAt: new Date() })
    .where(eq(carts.id, cartId));
}

/**
 * Puts products into the owner's cart (a repeated order, a cancelled unpaid order). The one-vendor
 * rule holds: a cart with another vendor's lines must be emptied first (409 other_vendor).
 */
export async function addLinesToCart(
  tx: Executor,
  owner: CartOwner,
  vendorId: number,
  postcode: string,
  lines: readonly { vendorProductId: number; quantity: number }[],
): Promise<void> {
  const cart = await getOrCreateCart(tx, owner);
  if (addVendorConflict(cart.vendorId, await lineCount(tx, cart.id), vendorId)) throw conflict('other_vendor', 'dialog-add-product-no-vendor');
  for (const l of lines) await addToLine(tx, cart.id, l.vendorProductId, clampQuantity(l.quantity));
  await setCartVendor(tx, cart.id, vendorId, postcode);
}

/** The owner's cart and one of its lines, locked; 404 when either is missing. */
export async function lineOfOwner(tx: Executor, owner: CartOwner, lineId: number) {
  const cart = await findCart(tx, owner, { forUpdate: true });
  if (!cart) throw notFound('error-cart-line-not-found');
  const [line] = await tx
    .select()
    .from(cartLines)
    .where(and(eq(cartLines.id, lineId), eq(cartLines.cartId, cart.id)))
    .limit(1);
  if (!line) throw notFound('error-cart-line-not-found');
  return { cart, line };
}

/** Empties a cart (in the caller's transaction when given). */
export async function emptyCart(tx: Executor, cartId: string) {
  await tx.delete(cartLines).where(eq(cartLines.cartId, cartId));
  await tx.update(carts).set({ vendorId: null, updatedAt: new Date() }).where(eq(carts.id, cartId));
}
