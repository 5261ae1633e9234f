import type { CartRepeated, Language } from '@vedmarked/domain';
import { companies, type Executor, hubs, orderLines, products, users, vendorCoverage, vendorProducts, vendors } from '@vedmarked/db';
import { asc, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { AppError, notFound } from '../../lib/errors.ts';
import { addLinesToCart, buildCartView, type CartOwner, findCart, lineCount } from '../cart/index.ts';
import type { Seller as InvoiceSeller } from './invoice-pdf.ts';
import { orderById } from './order-store.ts';

/**
 * An order's lines as they could be ordered again at a postcode: those whose product is still sold
 * and delivered there, and the names of those that are not (a read of the catalogue's offers and the
 * vendors' coverage).
 */
async function reorderableLines(db: Executor, orderId: number, postcode: string, lang: Language) {
  const lines = await db
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
  return { usable, skipped };
}

/**
 * Puts an order's lines into a cart. Lines whose product is no longer sold, or not delivered to the
 * postcode, are skipped and named. The one-vendor rule holds: a cart with another vendor's lines
 * must be emptied first.
 */
export async function linesIntoCart(tx: Executor, owner: CartOwner, orderId: number, postcode: string, lang: Language) {
  const { usable, skipped } = await reorderableLines(tx, orderId, postcode, lang);
  if (!usable.length) return { skipped, added: 0 };
  await addLinesToCart(tx, owner, usable[0]!.vendorId, postcode, usable);
  return { skipped, added: usable.length };
}

/** An unpaid order the customer withdrew goes back into their cart, when that cart is empty. Returns whether it did. */
export async function restoreToEmptyCart(tx: Executor, owner: CartOwner, orderId: number, postcode: string, lang: Language): Promise<boolean> {
  const cart = await findCart(tx, owner);
  if (cart && (await lineCount(tx, cart.id)) > 0) return false;
  return (await linesIntoCart(tx, owner, orderId, postcode, lang)).added > 0;
}

/** POST /api/order/repeat/{id}: a past order's products back in the cart. */
export async function repeatOrder(
  app: FastifyInstance,
  owner: CartOwner,
  orderId: number,
  postcode: string | undefined,
  lang: Language,
): Promise<CartRepeated> {
  return app.db.transaction(async (tx) => {
    const order = await orderById(tx, orderId);
    if (!order || order.userId !== owner.userId) throw notFound('error-order-not-found');
    const pc = postcode ?? order.deliveryPostcode;
    const r = await linesIntoCart(tx, owner, order.id, pc, lang);
    if (r.added === 0) throw new AppError(409, 'nothing_to_repeat', 'error-nothing-to-repeat');
    const cart = await findCart(tx, owner);
    return { ...(await buildCartView(tx, cart, { lang, postcode: pc })), skipped: r.skipped };
  });
}

/** Who sold an order, as its invoice names them (a read of the vendor's company, user and hub). */
export async function invoiceSeller(db: Executor, vendorId: number | null): Promise<InvoiceSeller> {
  const [seller] = vendorId
    ? await db
        .select({
          name: vendors.name,
          org: companies.organizationNumber,
          companyName: companies.companyName,
          email: companies.invoiceEmail,
          userEmail: users.email,
        })
        .from(vendors)
        .innerJoin(users, eq(users.id, vendors.userId))
        .leftJoin(companies, eq(companies.userId, vendors.userId))
        .where(eq(vendors.id, vendorId))
    : [];
  const [hub] = vendorId ? await db.select().from(hubs).where(eq(hubs.vendorId, vendorId)).limit(1) : [];
  return {
    name: seller?.companyName ?? seller?.name ?? 'Vedmarked',
    organizationNumber: seller?.org ?? null,
    address: hub ? `${hub.street}, ${hub.postcode} ${hub.city}` : null,
    email: seller?.email ?? seller?.userEmail ?? null,
  };
}
