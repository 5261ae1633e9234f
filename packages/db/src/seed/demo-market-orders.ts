import { shippingCost } from '@vedmarked/domain';
import { and, eq, sql } from 'drizzle-orm';
import type { Tx } from '../client.ts';
import { postcodes, timberListings, transportRequests, users, vendors, wholesaleOrders } from '../schema/index.ts';

/**
 * The demo world's market orders (issue 12; decision 0036), called from seedDemo in its transaction:
 * Østlandet Tømmer AS sells spruce round timber at Elverum; Oslo Ved AS has one order confirmed with
 * an open transportation request (for Tømmerbil Nord AS, whose address is Hamar, to accept) and one
 * just ordered, waiting for the wholesaler. The listing is made here when the seed has none of the
 * wholesaler's (the market listings land with the listings work; the lead reconciles them).
 */
export async function seedMarketOrders(tx: Tx): Promise<void> {
  const [seller] = await tx.select().from(users).where(eq(users.email, 'tommer.ost@demo.vedmarked.no'));
  const [buyer] = await tx.select().from(vendors).orderBy(vendors.id).limit(1);
  if (!seller || !buyer) return;
  await tx.update(users).set({ postcode: '2317' }).where(eq(users.email, 'tommertransport@demo.vedmarked.no'));

  const [pc] = await tx.select().from(postcodes).where(eq(postcodes.code, '2406'));
  if (!pc) throw new Error('Demo listing postcode 2406 is not in the postcode list');
  let [listing] = await tx
    .select()
    .from(timberListings)
    .where(and(eq(timberListings.sellerUserId, seller.id), eq(timberListings.productType, 'round-timber')))
    .limit(1);
  if (!listing) {
    [listing] = await tx
      .insert(timberListings)
      .values({
        sellerUserId: seller.id,
        productType: 'round-timber',
        woodType: 'spruce',
        amount: 400,
        remaining: 400,
        minimumOrderAmount: 20,
        pricePerUnit: 42000,
        minDiameterCm: 18,
        maxDiameterCm: 45,
        curving: 1,
        daysToDeliver: 7,
        description: 'Granstokker fra tynning i Elverum, lagret ved bilvei.',
        street: 'Skogsbilveien 3',
        city: pc.city,
        postcode: pc.code,
        countyId: pc.countyId,
        lat: pc.lat,
        lon: pc.lon,
      })
      .returning();
  }
  const l = listing!;
  const [dest] = await tx.select().from(postcodes).where(eq(postcodes.code, '0150'));
  const order = async (amount: number, status: 'ordered' | 'confirmed', days: number) => {
    await tx
      .update(timberListings)
      .set({ remaining: sql`${timberListings.remaining} - ${amount}` })
      .where(eq(timberListings.id, l.id));
    const totalExclVat = amount * l.pricePerUnit;
    const vat = Math.round(totalExclVat / 4);
    const day = (d: number) => new Date(Date.now() + d * 86_400_000).toISOString().slice(0, 10);
    const [row] = await tx
      .insert(wholesaleOrders)
      .values({
        listingId: l.id,
        sellerUserId: seller.id,
        buyerVendorId: buyer.id,
        buyerUserId: buyer.userId,
        amount,
        pricePerUnit: l.pricePerUnit,
        totalExclVat,
        vat,
        total: totalExclVat + vat,
        goodsReadyDate: day(days),
        deliveryFrom: day(days + 3),
        deliveryTo: day(days + 14),
        street: 'Sagbruksveien 2',
        city: dest?.city ?? 'Oslo',
        postcode: '0150',
        status,
        confirmedAt: status === 'confirmed' ? new Date() : null,
      })
      .returning();
    return row!;
  };
  const confirmed = await order(30, 'confirmed', 5);
  const cost = shippingCost({ lat: l.lat, lon: l.lon }, dest ?? { lat: l.lat, lon: l.lon }, 30);
  await tx
    .insert(transportRequests)
    .values({ orderId: confirmed.id, volumeM3: 30, distanceKm: cost.distance_km, shippingCategoryId: cost.category_id, shippingCost: cost.cost });
  await order(25, 'ordered', 10);
}
