import { cartLines, carts, type Db, type Executor, products, vendorCoverage, vendorProducts } from '@vedmarked/db';
import { and, eq, inArray, isNull, or, sql } from 'drizzle-orm';

/**
 * What the storefront's catalogue calls need to know about the caller's cart (updateCart, the
 * up-sale), read in bulk: the lookups of requests that arrive together are sent as one query.
 */

/** Who is asking, for the cart-dependent parts: a signed-in customer and/or the anonymous session id. */
export interface CartCaller {
  userId: number | null;
  sessionId: string | null;
}

/** The caller's cart: the signed-in customer's, else the guest cart of the session id (as the cart's findCart picks it). */
function cartOf(caller: CartCaller) {
  if (caller.userId && caller.sessionId)
    return sql`(select id, postcode, vendor_id from carts where user_id = ${caller.userId} or (session_id = ${caller.sessionId} and user_id is null)
      order by (user_id is not null) desc limit 1)`;
  if (caller.userId) return sql`(select id, postcode, vendor_id from carts where user_id = ${caller.userId} limit 1)`;
  return sql`(select id, postcode, vendor_id from carts where session_id = ${caller.sessionId} and user_id is null limit 1)`;
}

/** The catalogue products in the caller's cart, in line order, with the cart's vendor (for the up-sale). */
export async function cartProductsOf(db: Executor, caller: CartCaller): Promise<{ productId: number; vendorId: number; cartVendorId: number | null }[]> {
  if (!caller.userId && !caller.sessionId) return [];
  const result = await db.execute(sql`
            select vp.product_id as "productId", vp.vendor_id as "vendorId", c.vendor_id as "cartVendorId"
            from ${cartOf(caller)} c
            join cart_lines l on l.cart_id = c.id
            join vendor_products vp on vp.id = l.vendor_product_id
            order by l.id`);
  return (result as unknown as { rows: { productId: number; vendorId: number; cartVendorId: number | null }[] }).rows;
}

/** What updateCart needs to know about a cart. */
interface CartState {
  cartId: string;
  userId: number | null;
  sessionId: string;
  postcode: string | null;
  lines: number;
  /** The vendors of its lines (a cart holds one vendor's products). */
  vendorIds: number[];
  /** A line whose offer or product was withdrawn. */
  withdrawn: boolean;
}

/**
 * Loads the carts of many callers with one query: the lookups of the requests that arrive in the
 * same turn of the event loop are sent together (one round trip for many visitors), as a named
 * statement planned once per connection.
 */
class CartStateLoader {
  #pending: { caller: CartCaller; resolve: (s: CartState | undefined) => void; reject: (e: unknown) => void }[] = [];
  readonly #query;

  constructor(db: Db) {
    this.#query = db
      .select({
        cartId: carts.id,
        userId: carts.userId,
        sessionId: carts.sessionId,
        postcode: carts.postcode,
        lines: sql<number>`count(${cartLines.id})::int`,
        vendorIds: sql<number[]>`coalesce(array_agg(distinct ${vendorProducts.vendorId}) filter (where ${vendorProducts.vendorId} is not null), '{}')`,
        withdrawn: sql<boolean>`coalesce(bool_or(not ${vendorProducts.active} or not ${products.active}), false)`,
      })
      .from(carts)
      .leftJoin(cartLines, eq(cartLines.cartId, carts.id))
      .leftJoin(vendorProducts, eq(vendorProducts.id, cartLines.vendorProductId))
      .leftJoin(products, eq(products.id, vendorProducts.productId))
      .where(
        or(
          and(sql`${carts.sessionId} = any(${sql.placeholder('sessionIds')}::text[])`, isNull(carts.userId)),
          sql`${carts.userId} = any(${sql.placeholder('userIds')}::int[])`,
        ),
      )
      .groupBy(carts.id)
      .prepare('storefront_cart_states');
  }

  /** The caller's cart: the signed-in customer's, else the guest cart of the session id (as findCart picks it). */
  load(caller: CartCaller): Promise<CartState | undefined> {
    return new Promise((resolve, reject) => {
      if (this.#pending.push({ caller, resolve, reject }) === 1) setImmediate(() => this.#flush());
    });
  }

  async #flush() {
    const batch = this.#pending;
    this.#pending = [];
    try {
      const sessionIds = [...new Set(batch.flatMap((b) => (b.caller.sessionId ? [b.caller.sessionId] : [])))];
      const userIds = [...new Set(batch.flatMap((b) => (b.caller.userId ? [b.caller.userId] : [])))];
      const rows = await this.#query.execute({ sessionIds, userIds });
      const byUser = new Map(rows.filter((r) => r.userId !== null).map((r) => [r.userId, r]));
      const bySession = new Map(rows.filter((r) => r.userId === null).map((r) => [r.sessionId, r]));
      for (const b of batch) {
        const { userId, sessionId } = b.caller;
        b.resolve((userId ? byUser.get(userId) : undefined) ?? (sessionId ? bySession.get(sessionId) : undefined));
      }
    } catch (err) {
      for (const b of batch) b.reject(err);
    }
  }
}
const cartStateLoaders = new WeakMap<Db, CartStateLoader>();

/**
 * updateCart: the caller's cart is not empty and was made for another postcode, or holds a line
 * that cannot be delivered there any more (its vendor does not cover the postcode, or the product
 * was withdrawn). Nothing to ask without a caller; the carts of concurrent requests are read together.
 */
export async function cartNeedsUpdate(db: Db, caller: CartCaller, postcode: string): Promise<boolean> {
  if (!caller.userId && !caller.sessionId) return false;
  let loader = cartStateLoaders.get(db);
  if (!loader) {
    loader = new CartStateLoader(db);
    cartStateLoaders.set(db, loader);
  }
  const cart = await loader.load(caller);
  if (!cart?.lines) return false;
  if (cart.postcode !== postcode || cart.withdrawn) return true;
  // The cart was made for this postcode: do its vendors still deliver here?
  const covered = await db
    .select({ vendorId: vendorCoverage.vendorId })
    .from(vendorCoverage)
    .where(and(eq(vendorCoverage.postcode, postcode), inArray(vendorCoverage.vendorId, cart.vendorIds)));
  return covered.length < cart.vendorIds.length;
}
