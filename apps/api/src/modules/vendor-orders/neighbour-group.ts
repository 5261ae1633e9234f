import type { Executor } from '@vedmarked/db';
import { type OrderRow, ordersWithCodes } from '../orders/index.ts';
import { neighbourCodeNamed } from '../promo/index.ts';

/**
 * The neighbour orders that go with an order (spec section 4: confirming or cancelling as a vendor
 * applies to neighbour orders too): the order that issued the neighbour code this order used (or the
 * one this order issued) and every order placed with that code. Ids ascending, the order itself included.
 */
export async function neighbourGroup(db: Executor, order: OrderRow): Promise<number[]> {
  const codes = new Set<string>();
  if (order.neighbourCode) codes.add(order.neighbourCode.toUpperCase());
  if (order.promoCode) {
    const code = await neighbourCodeNamed(db, order.promoCode);
    if (code) codes.add(code.toUpperCase());
  }
  if (!codes.size) return [order.id];
  const ids = await ordersWithCodes(db, [...codes]);
  return [...new Set([order.id, ...ids])].sort((a, b) => a - b);
}
