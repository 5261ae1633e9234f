import { feePct, platformFee } from '@vedmarked/domain';
import { type Executor, vendorCustomers } from '@vedmarked/db';
import { and, eq } from 'drizzle-orm';

/** Whether a customer is the vendor's own (added or imported: the vendor_customers ownership table). */
export async function isOwnCustomer(db: Executor, vendorId: number | null, userId: number | null): Promise<boolean> {
  if (vendorId == null || userId == null) return false;
  const [row] = await db
    .select({ userId: vendorCustomers.userId })
    .from(vendorCustomers)
    .where(and(eq(vendorCustomers.vendorId, vendorId), eq(vendorCustomers.userId, userId)))
    .limit(1);
  return Boolean(row);
}

/** The platform fee of an order (without its VAT): 5% of the products from own customers and dugnad buyers, the standard fee otherwise. */
export async function orderFee(
  db: Executor,
  order: { vendorId: number | null; userId: number | null; productsSubtotal: number; dugnadId?: number | null },
  rates: { platform_fee_pct: number; own_customer_fee_pct: number },
): Promise<number> {
  // A dugnad's buyers are brought by the group, as own customers by the vendor: the own-customer rate (decision 0039).
  const own = order.dugnadId != null || (await isOwnCustomer(db, order.vendorId, order.userId));
  return platformFee(order.productsSubtotal, feePct(own, rates.platform_fee_pct, rates.own_customer_fee_pct)).fee;
}
