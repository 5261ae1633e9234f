import { asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../client.ts';
import { hubs, orderLines, orderRejections, orders, products, vendorProducts, vendors } from '../schema/index.ts';

/**
 * The demo's order history, so the admin's dashboard (issue 13) has figures, charts and a stuck
 * list to show: about 120 guest orders over the last 30 days for suppliers that no browser journey
 * signs in as (their lists stay as the journeys expect), across counties and statuses; one order
 * unconfirmed for two days and one market order nobody took (stuck).
 */
const VENDORS = ['Vestland Vedhandel', 'Nidaros Pellets', 'Stavanger Vedsentral', 'Jæren Brenselsdepot', 'Sørlandsved', 'Tromsø Ved og Pellets'];

function rng(seed: number) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const DAY = 86_400_000;
const iso = (d: Date) => d.toISOString().slice(0, 10);

/** A status for an order made `age` days ago: older ones are mostly delivered, recent ones open. */
function statusFor(age: number, r: number): number {
  if (r < 0.08) return 7;
  if (r < 0.11) return 6;
  if (age > 10) return 5;
  if (age > 4) return r < 0.6 ? 5 : 3;
  return r < 0.5 ? 2 : r < 0.8 ? 3 : 4;
}

export async function seedDemoOrders(db: Db, now = new Date()): Promise<void> {
  const random = rng(1313);
  const hubRows = await db
    .select({ id: vendors.id, name: vendors.name, postcode: hubs.postcode })
    .from(vendors)
    .innerJoin(hubs, eq(hubs.vendorId, vendors.id))
    .where(inArray(vendors.name, VENDORS))
    .orderBy(asc(vendors.id), asc(hubs.id));
  // One delivery postcode per supplier: its first hub's.
  const rows = hubRows.filter((r, i) => i === 0 || hubRows[i - 1]!.id !== r.id);
  if (!rows.length) return;
  const offers = await db
    .select({ vendorId: vendorProducts.vendorId, productId: products.id, price: vendorProducts.price, names: products.name, weightKg: products.weightKg })
    .from(vendorProducts)
    .innerJoin(products, eq(products.id, vendorProducts.productId))
    .where(
      inArray(
        vendorProducts.vendorId,
        rows.map((v) => v.id),
      ),
    )
    .orderBy(asc(vendorProducts.id));
  await db.transaction(async (tx) => {
    const place = async (vendor: (typeof rows)[number], createdAt: Date, status: number, n: number, extra: Partial<typeof orders.$inferInsert> = {}) => {
      const offer = offers.filter((o) => o.vendorId === vendor.id)[n % 5] ?? offers.find((o) => o.vendorId === vendor.id);
      if (!offer) return null;
      const quantity = offer.weightKg >= 50 ? 1 + Math.floor(random() * 3) : 10 + Math.floor(random() * 20);
      const subtotal = offer.price * quantity;
      const shipping = 49000;
      const [order] = await tx
        .insert(orders)
        .values({
          idempotencyKey: `demo-order-${n}`,
          vendorId: vendor.id,
          status,
          email: `demo.kunde${n}@example.no`,
          firstName: ['Ingrid', 'Lars', 'Sofie', 'Ole', 'Nora', 'Per'][n % 6]!,
          lastName: ['Hansen', 'Johansen', 'Olsen', 'Larsen', 'Berg', 'Dahl'][n % 6]!,
          phone: `+479${String(1_000_000 + n).padStart(7, '0')}`,
          deliveryStreet: `Demoveien ${1 + (n % 60)}`,
          deliveryCity: vendor.name.split(' ')[0]!,
          deliveryPostcode: vendor.postcode,
          deliveryDateFrom: iso(new Date(createdAt.getTime() + 2 * DAY)),
          deliveryDateTo: iso(new Date(createdAt.getTime() + 9 * DAY)),
          productsSubtotal: subtotal,
          shipping,
          total: subtotal + shipping,
          profit: Math.round(subtotal * 0.1),
          canceledAt: status === 7 ? new Date(createdAt.getTime() + DAY) : null,
          cancelReason: status === 7 ? 'customer' : null,
          createdAt,
          updatedAt: createdAt,
          ...extra,
        })
        .returning();
      const names = offer.names as Record<string, string>;
      await tx.insert(orderLines).values({
        orderId: order!.id,
        productId: offer.productId,
        name: names.no ?? Object.values(names)[0] ?? '',
        names,
        quantity,
        unitPrice: offer.price,
        weightKg: offer.weightKg,
        total: subtotal,
      });
      return order!;
    };
    let n = 0;
    for (let age = 29; age >= 1; age--) {
      const count = 2 + Math.floor(random() * 5);
      for (let i = 0; i < count; i++) {
        const vendor = rows[Math.floor(random() * rows.length)]!;
        const at = new Date(now.getTime() - age * DAY + Math.floor(random() * 8) * 3_600_000);
        await place(vendor, at, statusFor(age, random()), n++);
      }
    }
    // Stuck: one order its supplier has not confirmed for two days, one market order nobody took.
    await place(rows[0]!, new Date(now.getTime() - 2 * DAY), 1, n++, { firstName: 'Astrid', lastName: 'Venter' });
    const far = rows[rows.length - 1]!;
    const market = await place(far, new Date(now.getTime() - 3 * DAY), 8, n++, { vendorId: null, firstName: 'Tor', lastName: 'Marked' });
    if (market) await tx.insert(orderRejections).values({ orderId: market.id, vendorId: far.id, createdAt: new Date(now.getTime() - 2 * DAY) });
    // Today: a new order waiting for its supplier (not stuck yet).
    await place(rows[1 % rows.length]!, new Date(now.getTime() - 2 * 3_600_000), 1, n++);
  });
}
