import { cartLines, carts, type Executor } from '@vedmarked/db';
import { and, eq, inArray, isNull } from 'drizzle-orm';
import { newSessionId } from './cart-store.ts';

/**
 * Carries a guest's cart over at sign-in (inside the sign-in transaction): a guest cart with lines
 * becomes the customer's cart, replacing what an earlier visit left there; an empty one changes nothing.
 */
export async function carryGuestCartOver(tx: Executor, userId: number, sessionId: string | undefined) {
  if (!sessionId) return;
  const [guest] = await tx
    .select()
    .from(carts)
    .where(and(eq(carts.sessionId, sessionId), isNull(carts.userId)))
    .limit(1)
    .for('update');
  if (!guest) return;
  const guestLines = await tx.select({ id: cartLines.id }).from(cartLines).where(eq(cartLines.cartId, guest.id));
  const [mine] = await tx.select().from(carts).where(eq(carts.userId, userId)).limit(1).for('update');
  if (guestLines.length === 0) {
    if (!mine) await tx.update(carts).set({ userId, sessionId: newSessionId(), updatedAt: new Date() }).where(eq(carts.id, guest.id));
    return;
  }
  if (!mine) {
    // The session id is released, so the same browser gets a fresh guest cart after logging out.
    await tx.update(carts).set({ userId, sessionId: newSessionId(), updatedAt: new Date() }).where(eq(carts.id, guest.id));
    return;
  }
  await tx.delete(cartLines).where(eq(cartLines.cartId, mine.id));
  await tx
    .update(cartLines)
    .set({ cartId: mine.id })
    .where(
      inArray(
        cartLines.id,
        guestLines.map((l) => l.id),
      ),
    );
  await tx
    .update(carts)
    .set({ vendorId: guest.vendorId, postcode: guest.postcode ?? mine.postcode, updatedAt: new Date() })
    .where(eq(carts.id, mine.id));
  await tx.delete(carts).where(eq(carts.id, guest.id));
}
