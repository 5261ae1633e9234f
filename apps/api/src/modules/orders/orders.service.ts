import { addVendorConflict, canCustomerCancel, clampQuantity, type Language, ORDER_STATUS } from '@vedmarked/domain';
import { cartLines, carts, type Executor, orderLines, orders, products, vendorCoverage, vendorProducts, vendors } from '@vedmarked/db';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { AppError, conflict, notFound } from '../../lib/errors.ts';
import { buildCartView, type CartOwner, findCart, getOrCreateCart } from '../cart/cart.service.ts';
import { type OrderOwner, ownsOrder } from '../payments/payments.service.ts';

/**
 * Puts an order's lines into a cart. Lines whose product is no longer sold, or not delivered to the
 * postcode, are skipped and named. The one-vendor rule holds: a cart with another vendor's lines
 * must be emptied first.
 */
async function linesIntoCart(tx: Executor, owner: CartOwner, orderId: number, postcode: string, lang: Language) {
  const lines = await tx
    .select({
      quantity: orderLines.quantity,
      name: orderLines.name,
      vendorProductId: vendorProducts.id,
      vendorId: vendorProducts.vendorId,
      active: sql<boolean>`${vendorProducts.active} and ${products.active} and ${vendors.active}`,
      covered: sql<boolean>`exists (select 1 from ${vendorCoverage} c where c.postcode = ${postcode} and c.vendor_id = ${vendorProducts.vendorId})`,
      productName: products.name,
    })
    .from(orderLines)
    .innerJoin(vendorProducts, eq(vendorProducts.id, orderLines.vendorProductId))
    .innerJoin(products, eq(products.id, vendorProducts.productId))
    .innerJoin(vendors, eq(vendors.id, vendorProducts.vendorId))
    .where(eq(orderLines.orderId, orderId))
    .orderBy(asc(orderLines.id));
  const usable = lines.filter((l) => l.active && l.covered);
  const skipped = lines.filter((l) => !(l.active && l.covered)).map((l) => l.productName[lang] ?? l.name);
  if (!usable.length) return { skipped, added: 0 };
  const cart = await getOrCreateCart(tx, owner);
  const [{ n } = { n: 0 }] = await tx.select({ n: sql<number>`count(*)::int` }).from(cartLines).where(eq(cartLines.cartId, cart.id));
  if (addVendorConflict(cart.vendorId, n, usable[0]!.vendorId)) throw conflict('other_vendor', 'dialog-add-product-no-vendor');
  for (const l of usable) {
    await tx
      .insert(cartLines)
      .values({ cartId: cart.id, vendorProductId: l.vendorProductId, quantity: clampQuantity(l.quantity) })
      .onConflictDoUpdate({
        target: [cartLines.cartId, cartLines.vendorProductId],
        set: { quantity: sql`least(${cartLines.quantity} + excluded.quantity, 10000)` },
      });
  }
  await tx.update(carts).set({ vendorId: usable[0]!.vendorId, postcode, updatedAt: new Date() }).where(eq(carts.id, cart.id));
  return { skipped, added: usable.length };
}

export async function repeatOrder(app: FastifyInstance, owner: CartOwner, orderId: number, postcode: string | undefined, lang: Language) {
  return app.db.transaction(async (tx) => {
    const [order] = await tx.select().from(orders).where(eq(orders.id, orderId)).limit(1);
    if (!order || order.userId !== owner.userId) throw notFound('error-order-not-found');
    const pc = postcode ?? order.deliveryPostcode;
    const r = await linesIntoCart(tx, owner, order.id, pc, lang);
    if (r.added === 0) throw new AppError(409, 'nothing_to_repeat', 'error-nothing-to-repeat');
    const cart = await findCart(tx, owner);
    return { ...(await buildCartView(tx, cart, { lang, postcode: pc })), skipped: r.skipped };
  });
}

/**
 * The customer's cancellation: free until 48 hours before delivery (an unpaid order at any time).
 * Paid stages are refunded, the reservation released, the goods go back on sale. An order cancelled
 * before its first payment puts its lines back in the cart.
 */
export async function cancelByCustomer(app: FastifyInstance, owner: OrderOwner, orderId: number, lang: Language, now = new Date()) {
  return app.db.transaction(async (tx) => {
    const [order] = await tx.select().from(orders).where(eq(orders.id, orderId)).limit(1).for('update');
    if (!order || !ownsOrder(order, owner)) throw notFound('error-order-not-found');
    if (order.status === ORDER_STATUS.canceled) return { order, restored: false };
    const rule = canCustomerCancel(order, now);
    if (!rule.allowed) throw conflict('cancel_not_allowed', rule.reason === 'too-late' ? 'error-cancel-too-late' : 'error-cancel-status');
    const unpaid = order.status === ORDER_STATUS.suggested;
    await app.payments.cancelOrder(tx, order, 'customer', now);
    let restored = false;
    if (unpaid && owner.sessionId) {
      const cartOwner = { userId: owner.userId, sessionId: owner.sessionId };
      const cart = await findCart(tx, cartOwner);
      const [{ n } = { n: 0 }] = cart ? await tx.select({ n: sql<number>`count(*)::int` }).from(cartLines).where(eq(cartLines.cartId, cart.id)) : [];
      if (!n) restored = (await linesIntoCart(tx, cartOwner, order.id, order.deliveryPostcode, lang)).added > 0;
    }
    const [fresh] = await tx.select().from(orders).where(eq(orders.id, orderId)).limit(1);
    return { order: fresh!, restored };
  });
}

export async function customerOrders(db: Executor, userId: number) {
  return db
    .select()
    .from(orders)
    .where(and(eq(orders.userId, userId)))
    .orderBy(sql`${orders.createdAt} desc`, sql`${orders.id} desc`)
    .limit(200);
}
