import { type Language, translate, type VendorDugnad } from '@vedmarked/domain';
import { dugnads, type Executor, orders, promoCodes, users, vendors } from '@vedmarked/db';
import { and, asc, desc, eq, inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { AppError, notFound } from '../../lib/errors.ts';
import { dugnadView, selectDugnads } from './dugnad-views.ts';

/** The vendor of a vendor user, or 404 (a vendor user without a vendor row has no dugnads). */
async function vendorOf(db: Executor, userId: number) {
  const [v] = await db.select({ id: vendors.id, name: vendors.name }).from(vendors).where(eq(vendors.userId, userId));
  if (!v) throw notFound('error-dugnad-not-found');
  return v;
}

/**
 * The dugnads with the vendor, newest first: the group, its period and the orders placed with its
 * code, which the vendor delivers together in the period. The bank account is the group's affair.
 */
export async function listVendorDugnads(db: Executor, userId: number, sharePct: number): Promise<VendorDugnad[]> {
  const vendor = await vendorOf(db, userId);
  const rows = await selectDugnads(db, eq(dugnads.vendorId, vendor.id)).orderBy(desc(dugnads.deliveryDateFrom), desc(dugnads.id));
  if (!rows.length) return [];
  const ids = rows.map((r) => r.d.id);
  const [orderRows, organisers] = await Promise.all([
    db.select({ id: orders.id, dugnadId: orders.dugnadId }).from(orders).where(inArray(orders.dugnadId, ids)).orderBy(asc(orders.id)),
    db
      .select({ id: users.id, firstName: users.firstName, lastName: users.lastName })
      .from(users)
      .where(
        inArray(
          users.id,
          rows.map((r) => r.d.organiserUserId),
        ),
      ),
  ]);
  const nameOf = new Map(organisers.map((u) => [u.id, `${u.firstName ?? ''} ${u.lastName ?? ''}`.trim()]));
  return rows.map((r) => {
    const { bank_account: _, ...view } = dugnadView(r, sharePct);
    return { ...view, organiser: nameOf.get(r.d.organiserUserId) ?? '', order_ids: orderRows.filter((o) => o.dugnadId === r.d.id).map((o) => o.id) };
  });
}

/**
 * The vendor declines a dugnad with it: the dugnad is declined with the reason, its group code stops
 * taking new orders (orders already placed stay), and the organiser is told by e-mail in their
 * language, in the same transaction. Declining again answers with the declined dugnad (409 when
 * it was closed otherwise). Another vendor's dugnad is not found.
 */
export async function declineDugnad(app: FastifyInstance, userId: number, id: number, reason: string, now = new Date()): Promise<VendorDugnad> {
  const vendor = await vendorOf(app.db, userId);
  await app.db.transaction(async (tx) => {
    const [d] = await tx
      .select()
      .from(dugnads)
      .where(and(eq(dugnads.id, id), eq(dugnads.vendorId, vendor.id)))
      .for('update');
    if (!d) throw notFound('error-dugnad-not-found');
    if (d.status === 'declined') return;
    if (d.status !== 'active') throw new AppError(409, 'dugnad_closed', 'error-dugnad-closed');
    await tx.update(dugnads).set({ status: 'declined', declinedReason: reason, declinedAt: now }).where(eq(dugnads.id, id));
    await tx.update(promoCodes).set({ active: false }).where(eq(promoCodes.id, d.promoCodeId));
    const [organiser] = await tx.select().from(users).where(eq(users.id, d.organiserUserId));
    const [code] = await tx.select({ code: promoCodes.code }).from(promoCodes).where(eq(promoCodes.id, d.promoCodeId));
    if (organiser) {
      const lang = d.language as Language;
      const p = {
        name: organiser.firstName,
        group: d.groupName,
        vendor: vendor.name,
        reason,
        code: code?.code ?? '',
        link: `${app.config.publicUrl}/dugnad/new`,
      };
      await app.messenger.email(
        {
          to: organiser.email,
          subject: translate(lang, 'dugnad-declined-subject', p),
          text: translate(lang, 'dugnad-declined-body', p),
          template: 'dugnad-declined',
        },
        tx,
      );
    }
  });
  void app.messenger.flush();
  const found = (await listVendorDugnads(app.db, userId, (await app.settings.get()).group_share_pct)).find((d) => d.id === id);
  if (!found) throw notFound('error-dugnad-not-found');
  return found;
}
