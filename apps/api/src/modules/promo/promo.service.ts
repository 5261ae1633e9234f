import { randomBytes } from 'node:crypto';
import { NEIGHBOUR_CODE_RANDOM_BYTES, neighbourCodeFrom, osloInstant, type PromoCodeKind, type PromoInfo } from '@vedmarked/domain';
import { dugnads, type Executor, promoCodes, vendors } from '@vedmarked/db';
import { and, eq, sql } from 'drizzle-orm';
import { AppError } from '../../lib/errors.ts';

/** The promo module owns promo_codes: group (dugnad) codes and the neighbour codes paid orders issue. */

export interface PromoCodeInfo {
  id: number;
  code: string;
  kind: PromoCodeKind;
  vendorId: number | null;
  firstName: string | null;
  lastName: string | null;
  deliveryPostcode: string | null;
  lat: number | null;
  lon: number | null;
  deliveryDateFrom: string | null;
  deliveryDateTo: string | null;
  productExtraCost: number;
  expiresAt: Date | null;
}

export type PromoLookup =
  | { status: 'valid'; promo: PromoCodeInfo }
  | { status: 'expired'; promo: PromoCodeInfo }
  | { status: 'closed'; promo: PromoCodeInfo }
  | { status: 'not-found' };

/** Finds a group or neighbour code (case-insensitive) and says whether it still holds. */
export async function lookupPromoCode(db: Executor, code: string, now: Date = new Date()): Promise<PromoLookup> {
  const [row] = await db.select().from(promoCodes).where(sql`upper(${promoCodes.code}) = ${code.trim().toUpperCase()}`).limit(1);
  if (!row) return { status: 'not-found' };
  // A withdrawn neighbour code is gone; a group code is withdrawn only when its dugnad closes or is declined.
  if (!row.active && row.kind !== 'group') return { status: 'not-found' };
  const promo: PromoCodeInfo = {
    id: row.id,
    code: row.code,
    kind: row.kind as PromoCodeKind,
    vendorId: row.vendorId,
    firstName: row.firstName,
    lastName: row.lastName,
    deliveryPostcode: row.deliveryPostcode,
    lat: row.lat,
    lon: row.lon,
    deliveryDateFrom: row.deliveryDateFrom,
    deliveryDateTo: row.deliveryDateTo,
    productExtraCost: row.productExtraCost,
    expiresAt: row.expiresAt,
  };
  if (!row.active) return { status: 'closed', promo };
  if (row.expiresAt && row.expiresAt.getTime() <= now.getTime()) return { status: 'expired', promo };
  return { status: 'valid', promo };
}

/** What a neighbour code carries over from the order that issues it. */
export interface NeighbourCodeSource {
  id: number;
  userId: number | null;
  vendorId: number | null;
  firstName: string;
  lastName: string;
  deliveryPostcode: string;
  lat: number | null;
  lon: number | null;
  deliveryDateFrom: string;
  deliveryDateTo: string;
}

/** Tries a few random codes: a clash with an existing code is retried, never reused. */
const NEIGHBOUR_CODE_ATTEMPTS = 5;

/**
 * A neighbour code for a paid order: neighbours within 350 m get 50% off shipping until the order's
 * delivery period ends. Returns the code and when it expires (the orders module stores it on the order).
 */
export async function issueNeighbourCode(tx: Executor, order: NeighbourCodeSource): Promise<{ code: string; expiresAt: Date } | null> {
  const expiresAt = osloInstant(order.deliveryDateTo, '00:00');
  for (let i = 0; i < NEIGHBOUR_CODE_ATTEMPTS; i++) {
    const code = neighbourCodeFrom(randomBytes(NEIGHBOUR_CODE_RANDOM_BYTES));
    const inserted = await tx
      .insert(promoCodes)
      .values({
        code,
        kind: 'neighbour',
        ownerUserId: order.userId,
        sourceOrderId: order.id,
        vendorId: order.vendorId,
        firstName: order.firstName,
        lastName: order.lastName,
        deliveryPostcode: order.deliveryPostcode,
        lat: order.lat,
        lon: order.lon,
        deliveryDateFrom: order.deliveryDateFrom,
        deliveryDateTo: order.deliveryDateTo,
        expiresAt,
      })
      .onConflictDoNothing()
      .returning({ code: promoCodes.code });
    if (inserted.length) return { code, expiresAt };
  }
  return null;
}

/** The codes an order issued stop working (the order was cancelled). */
export async function withdrawCodesOf(tx: Executor, orderId: number): Promise<void> {
  await tx.update(promoCodes).set({ active: false }).where(eq(promoCodes.sourceOrderId, orderId));
}

/** The neighbour codes an order issued now name the vendor that took the order over. */
export async function moveNeighbourCodes(tx: Executor, orderId: number, vendorId: number): Promise<void> {
  await tx
    .update(promoCodes)
    .set({ vendorId })
    .where(and(eq(promoCodes.sourceOrderId, orderId), eq(promoCodes.kind, 'neighbour')));
}

/** The stored spelling of a neighbour code given in any case, or null when it is no neighbour code. */
export async function neighbourCodeNamed(db: Executor, code: string): Promise<string | null> {
  const [p] = await db
    .select({ code: promoCodes.code })
    .from(promoCodes)
    .where(and(eq(sql`upper(${promoCodes.code})`, code.toUpperCase()), eq(promoCodes.kind, 'neighbour')))
    .limit(1);
  return p?.code ?? null;
}

/**
 * POST /api/order/check-code: a valid code as the delivery step shows it (the other person's surname
 * initial only); a dugnad code with its group's share now (sharePct, the platform setting).
 */
export async function describePromoCode(db: Executor, code: string, sharePct: number): Promise<PromoInfo> {
  const r = await lookupPromoCode(db, code);
  if (r.status === 'not-found') throw new AppError(422, 'promo_not_found', 'error-promo-not-found', {}, { code: 'error-promo-not-found' });
  if (r.status === 'expired' && r.promo.kind === 'group')
    throw new AppError(422, 'promo_expired', 'error-dugnad-period-over', {}, { code: 'error-dugnad-period-over' });
  if (r.status === 'expired') throw new AppError(422, 'promo_expired', 'error-promo-expired', {}, { code: 'error-promo-expired' });
  if (r.status === 'closed') throw new AppError(422, 'dugnad_closed', 'error-dugnad-closed', {}, { code: 'error-dugnad-closed' });
  const p = r.promo;
  // A read of the vendors table (the delivery module writes it).
  const [v] = p.vendorId ? await db.select({ name: vendors.name }).from(vendors).where(eq(vendors.id, p.vendorId)) : [];
  // A read of the dugnad a group code belongs to (the dugnad module writes it): buyers see the group's name.
  const [g] = p.kind === 'group' ? await db.select({ name: dugnads.groupName }).from(dugnads).where(eq(dugnads.promoCodeId, p.id)) : [];
  return {
    code: p.code,
    kind: p.kind,
    first_name: p.firstName,
    last_name: p.lastName ? `${p.lastName[0]}.` : null,
    delivery_postcode: p.deliveryPostcode,
    delivery_date_from: p.deliveryDateFrom,
    delivery_date_to: p.deliveryDateTo,
    vendor_id: p.vendorId,
    vendor_name: v?.name ?? null,
    group_name: g?.name ?? null,
    share_pct: g ? sharePct : null,
    productExtraCost: p.productExtraCost,
    expires_at: p.expiresAt?.toISOString() ?? null,
  };
}
