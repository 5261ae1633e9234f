import { type CartView, clampQuantity } from '@vedmarked/domain';
import type { Executor } from '@vedmarked/db';
import { type CartOwner, emptyCart, findCart, lineCount, lineOfOwner, removeLine, setCartPostcode, setCartVendor, setLineQuantity } from './cart-store.ts';
import { requireDeliverablePostcode } from './deliverable-postcode.ts';
import { buildCartView, type ViewContext } from './price-cart.ts';

/** The cart as it is, priced for the postcode asked for: a new postcode is stored and the client told to redraw. */
export async function listCart(db: Executor, owner: CartOwner, ctx: ViewContext): Promise<CartView> {
  return db.transaction(async (tx) => {
    const cart = await findCart(tx, owner, { forUpdate: true });
    let updateCart = false;
    if (cart && ctx.postcode && ctx.postcode !== cart.postcode) {
      await requireDeliverablePostcode(tx, ctx.postcode);
      const n = await lineCount(tx, cart.id);
      await setCartPostcode(tx, cart.id, ctx.postcode);
      cart.postcode = ctx.postcode;
      // Shipping and availability follow the new postcode: the client should redraw prices.
      updateCart = n > 0;
    }
    return buildCartView(tx, cart, { ...ctx, updateCart });
  });
}

export async function updateCartLine(db: Executor, owner: CartOwner, lineId: number, quantity: number, ctx: ViewContext): Promise<CartView> {
  return db.transaction(async (tx) => {
    const { cart } = await lineOfOwner(tx, owner, lineId);
    await setLineQuantity(tx, cart.id, lineId, clampQuantity(quantity));
    return buildCartView(tx, cart, ctx);
  });
}

export async function deleteCartLine(db: Executor, owner: CartOwner, lineId: number, ctx: ViewContext): Promise<CartView> {
  return db.transaction(async (tx) => {
    const { cart } = await lineOfOwner(tx, owner, lineId);
    await removeLine(tx, lineId);
    const n = await lineCount(tx, cart.id);
    if (n === 0) await setCartVendor(tx, cart.id, null);
    return buildCartView(tx, { ...cart, vendorId: n === 0 ? null : cart.vendorId }, ctx);
  });
}

export async function clearCart(db: Executor, owner: CartOwner, ctx: ViewContext): Promise<CartView> {
  return db.transaction(async (tx) => {
    const cart = await findCart(tx, owner, { forUpdate: true });
    if (cart) await emptyCart(tx, cart.id);
    return buildCartView(tx, cart ? { ...cart, vendorId: null } : undefined, ctx);
  });
}
