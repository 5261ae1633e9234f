import { randomBytes } from 'node:crypto';
import {
  type CreateDugnad,
  type DugnadBody,
  type DugnadDetail,
  dugnadCodeFrom,
  dugnadPeriodProblem,
  groupShare,
  type Language,
  ORDER_STATUS,
  osloInstant,
  osloToday,
  addDays,
} from '@vedmarked/domain';
import { dugnads, type Executor, orders, promoCodes, users, vendorCoverage, vendors } from '@vedmarked/db';
import { and, asc, desc, eq, sql } from 'drizzle-orm';
import { AppError, fieldError, notFound } from '../../lib/errors.ts';
import { listSettlements, type Viewer } from '../settlements/index.ts';
import { dugnadView, selectDugnads } from './dugnad-views.ts';

/** The dugnad module owns dugnads; it makes their group codes in promo_codes (kind 'group'). */

/** The active vendors that deliver to a postcode (their coverage), by name: the vendors a dugnad there may choose. */
export async function vendorsDeliveringTo(db: Executor, postcode: string) {
  return db
    .selectDistinct({ id: vendors.id, name: vendors.name })
    .from(vendorCoverage)
    .innerJoin(vendors, eq(vendors.id, vendorCoverage.vendorId))
    .where(and(eq(vendorCoverage.postcode, postcode), eq(vendors.active, true)))
    .orderBy(asc(vendors.name), asc(vendors.id));
}

type Body = CreateDugnad;
const CODE_ATTEMPTS = 5;

/** The group code (promo_codes, kind 'group'): the code data of spec section 3, valid until the period's last day ends. */
async function insertGroupCode(tx: Executor, b: Body, organiser: { id: number; firstName: string | null; lastName: string | null }) {
  for (let i = 0; i < CODE_ATTEMPTS; i++) {
    const [row] = await tx
      .insert(promoCodes)
      .values({
        code: dugnadCodeFrom(randomBytes(8)),
        kind: 'group',
        ownerUserId: organiser.id,
        vendorId: b.vendor_id,
        firstName: organiser.firstName,
        lastName: organiser.lastName,
        deliveryPostcode: b.postcode,
        deliveryDateFrom: b.delivery_date_from,
        deliveryDateTo: b.delivery_date_to,
        expiresAt: osloInstant(addDays(b.delivery_date_to, 1), '00:00'),
      })
      .onConflictDoNothing()
      .returning({ id: promoCodes.id });
    if (row) return row.id;
  }
  throw new AppError(503, 'service_unavailable', 'service-unavailable');
}

/**
 * An organiser starts a dugnad: the period must be a valid one and the vendor must deliver to the
 * postcode. The dugnad and its group code are made in one transaction.
 */
export async function createDugnad(db: Executor, organiserId: number, b: Body, lang: Language, sharePct: number, now = new Date()): Promise<DugnadBody> {
  const period = dugnadPeriodProblem(osloToday(now), b.delivery_date_from, b.delivery_date_to);
  if (period) throw fieldError({ [period.field]: { key: period.key, params: 'params' in period ? period.params : undefined } });
  const delivering = await vendorsDeliveringTo(db, b.postcode);
  if (!delivering.some((v) => v.id === b.vendor_id)) throw fieldError({ vendor_id: { key: 'error-dugnad-vendor-not-here', params: { postcode: b.postcode } } });
  const id = await db.transaction(async (tx) => {
    const [organiser] = await tx.select().from(users).where(eq(users.id, organiserId));
    if (!organiser) throw notFound();
    const promoCodeId = await insertGroupCode(tx, b, organiser);
    const [row] = await tx
      .insert(dugnads)
      .values({
        organiserUserId: organiserId,
        groupName: b.group_name,
        kind: b.kind,
        bankAccount: b.bank_account,
        postcode: b.postcode,
        vendorId: b.vendor_id,
        deliveryDateFrom: b.delivery_date_from,
        deliveryDateTo: b.delivery_date_to,
        promoCodeId,
        language: lang,
      })
      .returning({ id: dugnads.id });
    return row!.id;
  });
  return (await ownDugnad(db, organiserId, id, sharePct)).view;
}

/** The organiser's dugnads, newest first. */
export async function listOwnDugnads(db: Executor, organiserId: number, sharePct: number): Promise<DugnadBody[]> {
  const rows = await selectDugnads(db, eq(dugnads.organiserUserId, organiserId)).orderBy(desc(dugnads.createdAt), desc(dugnads.id));
  return rows.map((r) => dugnadView(r, sharePct));
}

/** One of the organiser's dugnads; another organiser's is not found (404). */
async function ownDugnad(db: Executor, organiserId: number, id: number, sharePct: number) {
  const [row] = await selectDugnads(db, and(eq(dugnads.id, id), eq(dugnads.organiserUserId, organiserId)));
  if (!row) throw notFound('error-dugnad-not-found');
  return { row, view: dugnadView(row, sharePct) };
}

/** The organiser's page: the dugnad, its orders (the buyer's first name and initial only), the sums and the group's settlements. */
export async function showOwnDugnad(db: Executor, viewer: Viewer, id: number, sharePct: number): Promise<DugnadDetail> {
  const { view } = await ownDugnad(db, viewer.id, id, sharePct);
  const found = await db
    .select({
      id: orders.id,
      createdAt: orders.createdAt,
      firstName: orders.firstName,
      lastName: orders.lastName,
      status: orders.status,
      productsSubtotal: orders.productsSubtotal,
    })
    .from(orders)
    .where(eq(orders.dugnadId, id))
    .orderBy(asc(orders.createdAt), asc(orders.id));
  const lines = found.map((o) => {
    const delivered = o.status === ORDER_STATUS.delivered;
    const canceled = o.status === ORDER_STATUS.canceled;
    return {
      order_id: o.id,
      created_at: o.createdAt.toISOString(),
      buyer: `${o.firstName} ${o.lastName.slice(0, 1)}.`,
      status: o.status,
      delivered,
      canceled,
      products_subtotal: o.productsSubtotal,
      share: canceled ? 0 : groupShare(o.productsSubtotal, view.share_pct),
    };
  });
  const settled = await listSettlements(db, viewer, undefined, id);
  const sum = (f: (l: (typeof lines)[number]) => number) => lines.reduce((s, l) => s + f(l), 0);
  return {
    ...view,
    orders: lines,
    sums: {
      orders: lines.filter((l) => !l.canceled).length,
      products: sum((l) => (l.canceled ? 0 : l.products_subtotal)),
      share_earned: sum((l) => (l.delivered ? l.share : 0)),
      share_pending: sum((l) => (l.delivered || l.canceled ? 0 : l.share)),
      share_paid: settled.filter((s) => s.status === 'paid').reduce((s, x) => s + x.payout, 0),
    },
    settlements: settled.map((s) => ({
      id: s.id,
      period_start: s.period_start,
      period_end: s.period_end,
      status: s.status,
      orders: s.orders,
      payout: s.payout,
      paid_at: s.paid_at,
      bank_reference: s.bank_reference,
    })),
  };
}

/**
 * The organiser closes a dugnad before its period ends: its group code stops taking new orders
 * (orders already placed stay, are delivered and share as before), in one transaction. Closing
 * again answers with the closed dugnad; a dugnad the vendor declined cannot be closed (409).
 * Another organiser's dugnad is not found.
 */
export async function closeDugnad(db: Executor, organiserId: number, id: number, sharePct: number): Promise<DugnadBody> {
  await db.transaction(async (tx) => {
    const [d] = await tx
      .select({ status: dugnads.status, promoCodeId: dugnads.promoCodeId })
      .from(dugnads)
      .where(and(eq(dugnads.id, id), eq(dugnads.organiserUserId, organiserId)))
      .for('update');
    if (!d) throw notFound('error-dugnad-not-found');
    if (d.status === 'closed') return;
    if (d.status !== 'active') throw new AppError(409, 'dugnad_declined', 'error-dugnad-close-declined');
    await tx.update(dugnads).set({ status: 'closed' }).where(eq(dugnads.id, id));
    await tx.update(promoCodes).set({ active: false }).where(eq(promoCodes.id, d.promoCodeId));
  });
  return (await ownDugnad(db, organiserId, id, sharePct)).view;
}

/** The dugnad a group code belongs to (an order placed with the code carries it), or null. */
export async function dugnadOfPromoCode(db: Executor, promoCodeId: number): Promise<number | null> {
  const [row] = await db
    .select({ id: dugnads.id })
    .from(dugnads)
    .where(and(eq(dugnads.promoCodeId, promoCodeId), sql`${dugnads.status} = 'active'`));
  return row?.id ?? null;
}
