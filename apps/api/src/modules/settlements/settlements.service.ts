import {
  type Currency,
  lastDayOf,
  type PayableAccount,
  postPayout,
  type Role,
  type SettlementDetail,
  type SettlementListItem,
  type SettlementPartyKind,
  type SettlementStatus,
} from '@vedmarked/domain';
import { companies, dugnads, type Executor, settlementLines, settlements, users, vendors } from '@vedmarked/db';
import { alias } from 'drizzle-orm/pg-core';
import { and, asc, desc, eq, or, type SQL, sql } from 'drizzle-orm';
import { notFound } from '../../lib/errors.ts';
import { post } from './ledger.ts';

/** Who reads settlements: the admin reads every party's; anyone else only their own vendor's or their own dugnads' (the organiser). */
export interface Viewer {
  id: number;
  role: Role;
}

type Row = typeof settlements.$inferSelect & { vendorName: string };
/** A wholesaler's or round-timber transporter's user and company (decision 0044). */
const partyUser = alias(users, 'party_user');
const partyCompany = alias(companies, 'party_company');
/** The party's name: the vendor's, the group's for a dugnad's settlement, or the wholesaler's or transporter's company (else its name). */
const partyName = sql<string>`coalesce(${vendors.name}, ${dugnads.groupName}, ${partyCompany.companyName}, trim(coalesce(${partyUser.firstName}, '') || ' ' || coalesce(${partyUser.lastName}, '')))`;
const columns = { s: settlements, vendorName: partyName };

const iso = (d: Date | null) => (d ? d.toISOString() : null);
function view(r: Row): SettlementListItem {
  return {
    id: r.id,
    party_kind: r.partyKind as SettlementPartyKind,
    vendor_id: r.vendorId,
    vendor_name: r.vendorName,
    group_id: r.groupId,
    user_id: r.userId,
    period_start: r.periodStart,
    period_end: lastDayOf(r.periodEnd),
    status: r.status as SettlementStatus,
    orders: r.orders,
    currency: r.currency as Currency,
    created_at: r.createdAt.toISOString(),
    paid_at: iso(r.paidAt),
    bank_reference: r.bankReference,
    amount: r.amount,
    amount_excl_vat: r.amountExclVat,
    fee: r.fee,
    fee_vat: r.feeVat,
    group_share: r.groupShare,
    shipping_excl_vat: r.shippingExclVat,
    payout: r.payout,
    payout_excl_vat: r.payoutExclVat,
    market_netted: r.marketNetted,
    to_pay: toPay(r),
  };
}

/** What the bank transfer pays: the payout less the vendor's market purchases kept back (decision 0049). */
const toPay = (s: { payout: number; marketNetted: number }) => s.payout - s.marketNetted;

/** The viewer's own settlements only (its vendor's, its dugnads' groups', its own as a wholesaler or transporter), unless the viewer is the admin. */
const scope = (viewer: Viewer): SQL | undefined =>
  viewer.role === 'admin' ? undefined : or(eq(vendors.userId, viewer.id), eq(dugnads.organiserUserId, viewer.id), eq(settlements.userId, viewer.id));

async function rows(db: Executor, where: (SQL | undefined)[]) {
  const found = await db
    .select(columns)
    .from(settlements)
    .leftJoin(vendors, eq(vendors.id, settlements.vendorId))
    .leftJoin(dugnads, eq(dugnads.id, settlements.groupId))
    .leftJoin(partyUser, eq(partyUser.id, settlements.userId))
    .leftJoin(partyCompany, eq(partyCompany.userId, settlements.userId))
    .where(and(...where))
    .orderBy(desc(settlements.periodStart), asc(settlements.id));
  return found.map(({ s, vendorName }) => ({ ...s, vendorName }));
}

export async function listSettlements(db: Executor, viewer: Viewer, status?: SettlementStatus, groupId?: number): Promise<SettlementListItem[]> {
  const where = [scope(viewer), status ? eq(settlements.status, status) : undefined, groupId ? eq(settlements.groupId, groupId) : undefined];
  return (await rows(db, where)).map(view);
}

export async function showSettlement(db: Executor, viewer: Viewer, id: number): Promise<SettlementDetail> {
  const [row] = await rows(db, [scope(viewer), eq(settlements.id, id)]);
  if (!row) throw notFound('error-settlement-not-found');
  const lines = await db
    .select()
    .from(settlementLines)
    .where(and(eq(settlementLines.settlementId, id), eq(settlementLines.partyKind, row.partyKind)))
    .orderBy(asc(settlementLines.deliveryDate), asc(settlementLines.orderId), asc(settlementLines.wholesaleOrderId));
  return {
    ...view(row),
    lines: lines.map((l) => ({
      order_id: (l.orderId ?? l.wholesaleOrderId)!,
      route_id: l.routeId,
      transport_request_id: l.transportRequestId,
      buyer: l.buyer,
      delivery_date: l.deliveryDate,
      payment_date: l.paymentDate,
      amount: l.amount,
      amount_excl_vat: l.amountExclVat,
      fee: l.fee,
      fee_vat: l.feeVat,
      group_share: l.groupShare,
      shipping_excl_vat: l.shippingExclVat,
      payout: l.payout,
      payout_excl_vat: l.payoutExclVat,
    })),
  };
}

const PAYABLE: Record<SettlementPartyKind, PayableAccount> = {
  vendor: 'vendor_payable',
  group: 'group_payable',
  wholesaler: 'wholesaler_payable',
  transporter: 'transporter_payable',
};

/**
 * The admin marks a settlement paid with the bank's reference: the payout's ledger transaction
 * (vendor payable → out of the provider's account) and the status change commit together. Paying
 * again answers with the paid settlement and changes nothing (a paid settlement cannot change).
 */
export async function markSettlementPaid(db: Executor, admin: Viewer, id: number, bankReference: string, now = new Date()) {
  return db.transaction(async (tx) => {
    const [locked] = await tx.select().from(settlements).where(eq(settlements.id, id)).for('update');
    if (!locked) throw notFound('error-settlement-not-found');
    if (locked.status === 'paid') return { settlement: await showSettlement(tx, admin, id), changed: false };
    // A vendor's payable, a dugnad group's (decision 0039), a wholesaler's or a transporter's (0044) is paid out of the provider's account.
    const payout = postPayout(
      locked.id,
      (locked.vendorId ?? locked.groupId ?? locked.userId)!,
      toPay(locked),
      PAYABLE[locked.partyKind as SettlementPartyKind],
    );
    await post(tx, payout, { vendorId: locked.vendorId });
    await tx.update(settlements).set({ status: 'paid', bankReference, paidAt: now, paidBy: admin.id }).where(eq(settlements.id, id));
    return { settlement: await showSettlement(tx, admin, id), changed: true };
  });
}

const csvCell = (v: string | number | null) => {
  const s = v == null ? '' : String(v);
  // Quote everything; a leading formula character is neutralised for spreadsheets.
  return `"${(/^[=+\-@\t\r]/.test(s) ? `'${s}` : s).replace(/"/g, '""')}"`;
};
const kr = (minor: number) => (minor / 100).toFixed(2);

/** The payout batch: every outstanding settlement with the vendor's (or the dugnad group's) bank account, one CSV row each (amounts in kr). */
export async function payoutBatchCsv(db: Executor): Promise<string> {
  const found = await db
    .select({
      s: settlements,
      vendorName: partyName,
      org: companies.organizationNumber,
      account: sql<string | null>`coalesce(${companies.bankAccount}, ${dugnads.bankAccount})`,
      bank: companies.bankName,
    })
    .from(settlements)
    .leftJoin(vendors, eq(vendors.id, settlements.vendorId))
    .leftJoin(companies, eq(companies.userId, sql`coalesce(${vendors.userId}, ${settlements.userId})`))
    .leftJoin(dugnads, eq(dugnads.id, settlements.groupId))
    .leftJoin(partyUser, eq(partyUser.id, settlements.userId))
    .leftJoin(partyCompany, eq(partyCompany.userId, settlements.userId))
    .where(eq(settlements.status, 'outstanding'))
    .orderBy(asc(settlements.id));
  const header = [
    'settlement_id',
    'vendor',
    'organization_number',
    'bank_account',
    'bank_name',
    'period_start',
    'period_end',
    'currency',
    'amount',
    'message',
    'party_kind',
  ];
  const lines = found.map(({ s, vendorName, org, account, bank }) =>
    [
      s.id,
      vendorName,
      org,
      account,
      bank,
      s.periodStart,
      s.periodEnd,
      s.currency,
      kr(toPay(s)),
      `Vedmarked ${s.periodStart}–${s.periodEnd} #${s.id}`,
      s.partyKind,
    ]
      .map(csvCell)
      .join(','),
  );
  return `${[header.join(','), ...lines].join('\r\n')}\r\n`;
}
