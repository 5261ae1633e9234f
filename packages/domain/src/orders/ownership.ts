/** Who may act on an order as its customer: the signed-in customer, or the browser session that placed it as a guest. */
export interface OrderOwner {
  userId: number | null;
  sessionId: string | null;
}

/**
 * Whether the caller owns the order: the signed-in customer who placed it, or the guest session
 * that placed it (while the order has no user, or the same user is signed in, or nobody is).
 */
export function ownsOrder(order: { userId: number | null; sessionId: string | null }, owner: OrderOwner): boolean {
  if (owner.userId && order.userId === owner.userId) return true;
  return !!owner.sessionId && order.sessionId === owner.sessionId && (order.userId === null || owner.userId === order.userId || owner.userId === null);
}
