import { companies, type Executor, timberListings, wholesaleOrders } from '@vedmarked/db';
import {
  LISTING_UNIT,
  orderAmountError,
  orderDateErrors,
  osloToday,
  type WholesaleOrderAddBody,
  type WholesaleOrderPlaced,
  wholesaleTotals,
} from '@vedmarked/domain';
import { and, eq, gte, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { AppError, fieldError, notFound, pgCode } from '../../lib/errors.ts';
import { ownVendor } from './market.service.ts';
import { placeOfPostcode } from './seller.ts';

/*
 * POST /api/wholesaler/order/add (spec §7; issue 12; decision 0035): a vendor orders an amount of a
 * listing. One transaction reserves the amount with a conditional UPDATE (remaining = remaining −
 * amount WHERE remaining >= amount), so concurrent orders never sell more than is left, and inserts
 * the order ('ordered', money in øre with 25% VAT). The client key makes a retry return the same order.
 */

/** The order as its buyer sees it right after placing it. */
async function placedView(db: Executor, buyerUserId: number, id: number): Promise<WholesaleOrderPlaced | null> {
  const [r] = await db
    .select({ o: wholesaleOrders, type: timberListings.productType, wood: timberListings.woodType, company: companies.companyName })
    .from(wholesaleOrders)
    .innerJoin(timberListings, eq(timberListings.id, wholesaleOrders.listingId))
    .leftJoin(companies, eq(companies.userId, wholesaleOrders.sellerUserId))
    .where(and(eq(wholesaleOrders.id, id), eq(wholesaleOrders.buyerUserId, buyerUserId)));
  if (!r) return null;
  const { o } = r;
  const type = r.type as WholesaleOrderPlaced['product_type'];
  return {
    id: o.id,
    status: o.status as WholesaleOrderPlaced['status'],
    listing_id: o.listingId,
    product_type: type,
    wood_type: r.wood as WholesaleOrderPlaced['wood_type'],
    unit: LISTING_UNIT[type],
    amount: o.amount,
    price_per_unit: o.pricePerUnit,
    total_excl_vat: o.totalExclVat,
    vat: o.vat,
    total: o.total,
    goods_ready_date: o.goodsReadyDate,
    delivery_from: o.deliveryFrom,
    delivery_to: o.deliveryTo,
    needs_transport: o.needsTransport,
    street: o.street,
    postcode: o.postcode,
    city: o.city,
    comment: o.comment,
    seller: { company_name: r.company ?? '' },
    created_at: o.createdAt.toISOString(),
  };
}

/** The order a client key placed before, if any. */
async function byClientKey(db: Executor, buyerUserId: number, key: string): Promise<WholesaleOrderPlaced | null> {
  const [o] = await db
    .select({ id: wholesaleOrders.id })
    .from(wholesaleOrders)
    .where(and(eq(wholesaleOrders.buyerUserId, buyerUserId), eq(wholesaleOrders.clientKey, key)));
  return o ? placedView(db, buyerUserId, o.id) : null;
}

/** Not that much left (checked before, or lost to a concurrent order): 409 with the amount field's message. */
function lacks(remaining: number, minimum: number): AppError {
  const key = remaining < 1 ? 'error-listing-sold-out' : 'error-listing-lacks-amount';
  const params = { remaining, minimum };
  return new AppError(409, key === 'error-listing-sold-out' ? 'listing_sold_out' : 'listing_lacks_amount', key, params, { amount: { key, params } });
}

/** The listing on the market, or 404. */
async function marketListing(db: Executor, id: number) {
  const [l] = await db
    .select()
    .from(timberListings)
    .where(and(eq(timberListings.id, id), eq(timberListings.active, true)));
  if (!l || l.productType === 'trees-on-the-root') throw notFound('error-listing-not-found');
  return l;
}

/** Checks the order against the listing before the transaction (field errors next to the fields). */
function checkOrder(body: WholesaleOrderAddBody, l: typeof timberListings.$inferSelect): void {
  const amountKey = orderAmountError(body.amount, { remaining: l.remaining, minimum_order_amount: l.minimumOrderAmount });
  if (amountKey === 'error-listing-lacks-amount' || amountKey === 'error-listing-sold-out') throw lacks(l.remaining, l.minimumOrderAmount);
  const errors: Record<string, string | { key: string; params?: Record<string, unknown> }> = {};
  if (amountKey) errors.amount = { key: amountKey, params: { minimum: l.minimumOrderAmount, remaining: l.remaining } };
  Object.assign(errors, orderDateErrors(body, { shipped_date_from: l.shippedDateFrom, shipped_date_to: l.shippedDateTo }, osloToday()));
  if (Object.keys(errors).length) throw fieldError(errors);
}

export async function placeWholesaleOrder(app: FastifyInstance, userId: number, body: WholesaleOrderAddBody): Promise<WholesaleOrderPlaced> {
  const vendor = await ownVendor(app.db, userId);
  const before = await byClientKey(app.db, userId, body.client_key);
  if (before) return before;
  const listing = await marketListing(app.db, body.listing_id);
  checkOrder(body, listing);
  const place = await placeOfPostcode(app.db, body.postcode, 'error-order-postcode-not-found');
  let id: number;
  try {
    id = await app.db.transaction(async (tx) => {
      const [taken] = await tx
        .update(timberListings)
        .set({ remaining: sql`${timberListings.remaining} - ${body.amount}`, updatedAt: new Date() })
        .where(and(eq(timberListings.id, listing.id), eq(timberListings.active, true), gte(timberListings.remaining, body.amount)))
        .returning({ price: timberListings.pricePerUnit, seller: timberListings.sellerUserId, remaining: timberListings.remaining });
      if (!taken) {
        const [now] = await tx.select({ remaining: timberListings.remaining }).from(timberListings).where(eq(timberListings.id, listing.id));
        throw lacks(now?.remaining ?? 0, listing.minimumOrderAmount);
      }
      const totals = wholesaleTotals(body.amount, taken.price);
      const [order] = await tx
        .insert(wholesaleOrders)
        .values({
          listingId: listing.id,
          sellerUserId: taken.seller,
          buyerVendorId: vendor.id,
          buyerUserId: userId,
          clientKey: body.client_key,
          amount: body.amount,
          pricePerUnit: taken.price,
          totalExclVat: totals.total_excl_vat,
          vat: totals.vat,
          total: totals.total,
          goodsReadyDate: body.goods_ready_date,
          deliveryFrom: body.delivery_from,
          deliveryTo: body.delivery_to,
          needsTransport: body.needs_transport,
          street: body.street,
          postcode: body.postcode,
          city: place.city,
          comment: body.comment,
          status: 'ordered',
        })
        .returning({ id: wholesaleOrders.id });
      return order!.id;
    });
  } catch (err) {
    // The same key placed concurrently: that transaction won, this one rolled back (nothing reserved twice).
    if (pgCode(err) === '23505') {
      const same = await byClientKey(app.db, userId, body.client_key);
      if (same) return same;
    }
    throw err;
  }
  return (await placedView(app.db, userId, id))!;
}
