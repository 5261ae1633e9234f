import { type AdminVendorListQuery, type AdminVendorRow, type Currency, ORDER_STATUS } from '@vedmarked/domain';
import { companies, type Executor, hubs, users, vendors } from '@vedmarked/db';
import { and, asc, count, eq, ilike, inArray, or, type SQL, sql } from 'drizzle-orm';
import { notFound } from '../../lib/errors.ts';
import { type SqlColumns, tableConditions, tableOrderBy } from '../../lib/table-query.ts';
import type { Audit } from '../../plugins/audit.ts';

/** Open orders: every status before delivered or cancelled that a vendor holds. */
const OPEN = [ORDER_STATUS.unconfirmed, ORDER_STATUS.confirmed, ORDER_STATUS.scheduled, ORDER_STATUS.inProgress];

const postcodesOf = sql<number>`(select count(*)::int from vendor_coverage vc where vc.vendor_id = ${vendors.id})`;
const openOf = sql<number>`(select count(*)::int from orders o where o.vendor_id = ${vendors.id} and o.status in (${sql.raw(OPEN.join(','))}))`;
/** What the marketplace owes the vendor: minus its vendor_payable balance (a credit) in the ledger. */
const balanceOf = sql<number>`(select coalesce(-sum(e.amount), 0)::int from ledger_entries e where e.account = 'vendor_payable' and e.party_id = ${vendors.id})`;

const VENDOR_COLUMNS: SqlColumns = {
  name: { expr: vendors.name, kind: 'text' },
  email: { expr: users.email, kind: 'text' },
  created: { expr: vendors.createdAt, kind: 'date' },
  postcodes: { expr: postcodesOf, kind: 'number' },
  open: { expr: openOf, kind: 'number' },
  balance: { expr: balanceOf, kind: 'money' },
};

/** GET /api/admin/vendors: every vendor with its coverage, hubs, state, open orders and balance. */
export async function listAdminVendors(db: Executor, query: AdminVendorListQuery): Promise<{ total: number; vendors: AdminVendorRow[] }> {
  const conds: SQL[] = [];
  if (query.q) {
    const like = `%${query.q.replace(/[%_\\]/g, (c) => `\\${c}`)}%`;
    conds.push(or(ilike(vendors.name, like), ilike(users.email, like), ilike(companies.companyName, like))!);
  }
  conds.push(...(await tableConditions(db, VENDOR_COLUMNS, query.filter)));
  const where = conds.length ? and(...conds) : undefined;
  const [rows, [{ total } = { total: 0 }]] = await Promise.all([
    db
      .select({
        v: vendors,
        email: users.email,
        phone: users.phone,
        userActive: users.active,
        company: companies.companyName,
        org: companies.organizationNumber,
        companyStatus: companies.status,
        postcodes: postcodesOf,
        open: openOf,
        balance: balanceOf,
      })
      .from(vendors)
      .innerJoin(users, eq(users.id, vendors.userId))
      .leftJoin(companies, eq(companies.userId, vendors.userId))
      .where(where)
      .orderBy(...tableOrderBy(VENDOR_COLUMNS, query.sort ?? { id: 'name', desc: false }, [vendors.id]))
      .limit(query.limit)
      .offset(query.offset),
    db
      .select({ total: count() })
      .from(vendors)
      .innerJoin(users, eq(users.id, vendors.userId))
      .leftJoin(companies, eq(companies.userId, vendors.userId))
      .where(where),
  ]);
  const ids = rows.map((r) => r.v.id);
  const hubRows = ids.length ? await db.select().from(hubs).where(inArray(hubs.vendorId, ids)).orderBy(asc(hubs.id)) : [];
  return {
    total,
    vendors: rows.map((r) => ({
      id: r.v.id,
      user_id: r.v.userId,
      name: r.v.name,
      email: r.email,
      phone: r.phone,
      active: r.v.active,
      user_active: r.userActive,
      is_transporter: r.v.isTransporter,
      currency: r.v.currency as Currency,
      created_at: r.v.createdAt.toISOString(),
      company_name: r.company,
      organization_number: r.org,
      company_status: (r.companyStatus as AdminVendorRow['company_status']) ?? null,
      postcodes: Number(r.postcodes),
      open_orders: Number(r.open),
      balance: Number(r.balance),
      hubs: hubRows
        .filter((h) => h.vendorId === r.v.id)
        .map((h) => ({ id: h.id, name: h.name, postcode: h.postcode, city: h.city, lat: h.lat, lon: h.lon, radius_km: h.radiusKm, active: h.active })),
    })),
  };
}

/**
 * POST /api/admin/vendors/{id}/active: an inactive vendor takes no new orders (the storefront hides
 * its offers, the cart and checkout refuse them: vendors.active, read by the catalogue and the cart).
 * Its open orders stay with it. Audited with the reason; a repeat changes nothing.
 */
export async function setVendorActive(db: Executor, audit: Audit, adminId: number, vendorId: number, active: boolean, reason: string) {
  return db.transaction(async (tx) => {
    const [v] = await tx.select().from(vendors).where(eq(vendors.id, vendorId)).for('update');
    if (!v) throw notFound('error-admin-vendor-not-found');
    if (v.active === active) return { vendor_id: vendorId, active, changed: false };
    await tx.update(vendors).set({ active, updatedAt: new Date() }).where(eq(vendors.id, vendorId));
    await audit.record(tx, {
      actorUserId: adminId,
      action: active ? 'vendor.activate' : 'vendor.deactivate',
      target: `vendor:${vendorId}`,
      details: { reason },
    });
    return { vendor_id: vendorId, active, changed: true };
  });
}
