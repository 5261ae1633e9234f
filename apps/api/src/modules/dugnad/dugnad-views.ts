import type { Currency, DugnadBody, DugnadKind, DugnadStatus } from '@vedmarked/domain';
import { dugnads, type Executor, promoCodes, vendors } from '@vedmarked/db';
import { eq, type SQL } from 'drizzle-orm';

/** A dugnad row with its code and vendor, as every dugnad answer reads it. */
export const dugnadColumns = { d: dugnads, code: promoCodes.code, vendorName: vendors.name, currency: vendors.currency };
export type DugnadRow = { d: typeof dugnads.$inferSelect; code: string; vendorName: string; currency: string };

export function selectDugnads(db: Executor, where: SQL | undefined) {
  return db
    .select(dugnadColumns)
    .from(dugnads)
    .innerJoin(promoCodes, eq(promoCodes.id, dugnads.promoCodeId))
    .innerJoin(vendors, eq(vendors.id, dugnads.vendorId))
    .where(where);
}

/** The share link's path: the home page applies the code (spec section 2: a code parameter carries a promo code). */
export const sharePath = (code: string) => `/?code=${encodeURIComponent(code)}`;

/** sharePct: the group's share now (platform setting `group_share_pct`). */
export function dugnadView({ d, code, vendorName, currency }: DugnadRow, sharePct: number): DugnadBody {
  return {
    id: d.id,
    code,
    share_path: sharePath(code),
    group_name: d.groupName,
    kind: d.kind as DugnadKind,
    status: d.status as DugnadStatus,
    declined_reason: d.declinedReason,
    postcode: d.postcode,
    vendor_id: d.vendorId,
    vendor_name: vendorName,
    delivery_date_from: d.deliveryDateFrom,
    delivery_date_to: d.deliveryDateTo,
    bank_account: d.bankAccount,
    share_pct: sharePct,
    currency: currency as Currency,
    created_at: d.createdAt.toISOString(),
  };
}
