import { decideCancel, decideConfirm, type VendorFacts, type VendorOrderFacts, type VendorOrderRefusal } from '@vedmarked/domain';
import { type Executor, vendorCoverage, type vendors } from '@vedmarked/db';
import { and, eq, inArray } from 'drizzle-orm';
import { conflict, notFound } from '../../lib/errors.ts';
import type { OrderRow } from '../orders/index.ts';

export type VendorRow = typeof vendors.$inferSelect;

/** Which of some postcodes the vendor delivers to now (none while it is inactive): a read of the delivery module's coverage. */
export async function coveredPostcodes(db: Executor, vendor: VendorRow, postcodes: readonly string[]): Promise<Set<string>> {
  if (!vendor.active || !postcodes.length) return new Set();
  const rows = await db
    .select({ postcode: vendorCoverage.postcode })
    .from(vendorCoverage)
    .where(and(eq(vendorCoverage.vendorId, vendor.id), inArray(vendorCoverage.postcode, [...new Set(postcodes)])));
  return new Set(rows.map((r) => r.postcode));
}

/** What the vendor rules of the domain need to know about an order. */
export const orderFacts = (o: OrderRow, rejected: Map<number, number[]>): VendorOrderFacts => ({
  status: o.status,
  vendorId: o.vendorId,
  rejectedBy: rejected.get(o.id) ?? [],
});

/** What the vendor may do with an order now (the buttons of its order page). */
export const actionsFor = (o: OrderRow, rejected: Map<number, number[]>, me: VendorFacts) => ({
  confirm: decideConfirm(orderFacts(o, rejected), me).kind === 'apply',
  cancel: decideCancel(orderFacts(o, rejected), me).kind === 'apply',
});

/** The answer to a refused vendor action. */
export function refusal(reason: VendorOrderRefusal) {
  switch (reason) {
    case 'not_found':
      return notFound('error-order-not-found');
    case 'too_late':
      return conflict('order_taken', 'error-vendor-order-too-late');
    case 'rejected_by_you':
      return conflict('order_rejected_by_you', 'error-vendor-order-rejected-by-you');
    case 'wrong_status':
      return conflict('order_wrong_status', 'error-vendor-order-wrong-status');
  }
}
