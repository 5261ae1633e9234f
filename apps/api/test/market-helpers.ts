import { companies, postcodes, timberListings, transportRequests, wholesaleOrders } from '@vedmarked/db';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { createUser, createVendor } from './helpers.ts';

/** Small factories for the industry market's tests (issue 12): rows inserted directly. */

export async function createWholesaler(app: FastifyInstance, name = 'Skog AS', language: 'es' | 'en' | 'no' = 'no') {
  const user = await createUser(app, { role: 'wholesaler', language });
  await app.db.insert(companies).values({ userId: user.id, companyName: name, status: 'confirmed' });
  return user;
}

/** A round-timber transporter whose account's postcode is its address. */
export async function createTimberTransporter(app: FastifyInstance, postcode = '0150', name = 'Tømmerbil AS') {
  const user = await createUser(app, { role: 'round-timber-transporter', postcode });
  await app.db.insert(companies).values({ userId: user.id, companyName: name, status: 'confirmed' });
  return user;
}

export async function createListing(app: FastifyInstance, sellerUserId: number, over: Partial<typeof timberListings.$inferInsert> = {}) {
  const code = over.postcode ?? '0150';
  const [pc] = await app.db.select().from(postcodes).where(eq(postcodes.code, code));
  const [row] = await app.db
    .insert(timberListings)
    .values({
      sellerUserId,
      productType: 'round-timber',
      woodType: 'spruce',
      amount: 200,
      remaining: 200,
      minimumOrderAmount: 10,
      pricePerUnit: 45000,
      street: 'Skogsveien 1',
      city: pc!.city,
      postcode: code,
      lat: pc!.lat,
      lon: pc!.lon,
      ...over,
    })
    .returning();
  return row!;
}

/**
 * A vendor's order from a listing, as POST /wholesaler/order/add leaves it: 'ordered', its amount
 * reserved from the listing's remaining.
 */
export async function createWholesaleOrder(
  app: FastifyInstance,
  listing: typeof timberListings.$inferSelect,
  buyer: { userId: number; vendorId: number },
  over: Partial<typeof wholesaleOrders.$inferInsert> = {},
) {
  const amount = over.amount ?? 30;
  const totalExclVat = amount * listing.pricePerUnit;
  const vat = Math.round(totalExclVat / 4);
  return app.db.transaction(async (tx) => {
    const [l] = await tx.select().from(timberListings).where(eq(timberListings.id, listing.id)).for('update');
    await tx
      .update(timberListings)
      .set({ remaining: l!.remaining - amount })
      .where(eq(timberListings.id, listing.id));
    const [row] = await tx
      .insert(wholesaleOrders)
      .values({
        listingId: listing.id,
        sellerUserId: listing.sellerUserId,
        buyerVendorId: buyer.vendorId,
        buyerUserId: buyer.userId,
        amount,
        pricePerUnit: listing.pricePerUnit,
        totalExclVat,
        vat,
        total: totalExclVat + vat,
        goodsReadyDate: '2030-01-10',
        deliveryFrom: '2030-01-15',
        deliveryTo: '2030-01-31',
        street: 'Sagbruksveien 2',
        city: 'Oslo',
        postcode: '0150',
        ...over,
      })
      .returning();
    return row!;
  });
}

export async function createBuyer(app: FastifyInstance, name = 'Ved AS') {
  const v = await createVendor(app, { name });
  return { user: v.user, vendor: v.vendor, party: { userId: v.user.id, vendorId: v.vendor.id } };
}

export async function requestOf(app: FastifyInstance, orderId: number) {
  const [r] = await app.db.select().from(transportRequests).where(eq(transportRequests.orderId, orderId));
  return r;
}
