import type { Language, VendorCustomer, VendorCustomerAddBody, VendorCustomerAddResult, VendorCustomerList, VendorCustomerListQuery } from '@vedmarked/domain';
import { type Executor, users, vendorCustomers } from '@vedmarked/db';
import { and, count, eq, or, type SQL, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { type SqlColumns, tableConditions, tableOrderBy } from '../../lib/table-query.ts';
import { ownVendor } from '../delivery/index.ts';
import { addOwnCustomers } from './add-own-customers.ts';

const fullName = sql<string>`trim(coalesce(${users.firstName}, '') || ' ' || coalesce(${users.lastName}, ''))`;

const CUSTOMER_COLUMNS: SqlColumns = {
  name: { expr: fullName, kind: 'text' },
  email: { expr: users.email, kind: 'text' },
  phone: { expr: users.phone, kind: 'text' },
  postcode: { expr: users.postcode, kind: 'text' },
  added: { expr: vendorCustomers.createdAt, kind: 'date' },
};

const likeEscape = (s: string) => s.replace(/[%_\\]/g, (c) => `\\${c}`);

/** The search box: a part of the name, the e-mail or the phone (digits as typed, spaces ignored). */
function searchCondition(search: string | undefined): SQL | undefined {
  const q = search?.trim();
  if (!q) return undefined;
  const like = `%${likeEscape(q)}%`;
  const digits = q.replace(/[\s().-]/g, '');
  return or(sql`${fullName} ilike ${like}`, sql`${users.email} ilike ${like}`, sql`coalesce(${users.phone}, '') ilike ${`%${likeEscape(digits)}%`}`);
}

type Row = { u: typeof users.$inferSelect; vc: typeof vendorCustomers.$inferSelect };

function view({ u, vc }: Row): VendorCustomer {
  return {
    user_id: u.id,
    first_name: u.firstName,
    last_name: u.lastName,
    email: u.email,
    phone: u.phone,
    postcode: u.postcode,
    source: vc.source === 'imported' ? 'imported' : 'added',
    added_at: vc.createdAt.toISOString(),
    has_password: u.passwordHash !== null,
  };
}

/** GET /vendor/customers/list: the vendor's own customers, searched, filtered, ordered and paged like every data table. */
export async function listVendorCustomers(db: Executor, userId: number, query: VendorCustomerListQuery): Promise<VendorCustomerList> {
  const vendor = await ownVendor(db, userId);
  const where = and(eq(vendorCustomers.vendorId, vendor.id), searchCondition(query.q), ...(await tableConditions(db, CUSTOMER_COLUMNS, query.filter)));
  const sort = query.sort ?? { id: 'added', desc: true };
  const [rows, [{ total } = { total: 0 }]] = await Promise.all([
    db
      .select({ u: users, vc: vendorCustomers })
      .from(vendorCustomers)
      .innerJoin(users, eq(users.id, vendorCustomers.userId))
      .where(where)
      .orderBy(...tableOrderBy(CUSTOMER_COLUMNS, sort, [users.id]))
      .limit(query.limit)
      .offset(query.offset),
    db.select({ total: count() }).from(vendorCustomers).innerJoin(users, eq(users.id, vendorCustomers.userId)).where(where),
  ]);
  return { total, customers: rows.map(view) };
}

/** Sends the outbox after the commit (a failed delivery stays there for a retry). */
export function deliverInvitations(app: FastifyInstance) {
  app.messenger.flush().catch((err) => app.log.warn({ err }, 'e-mail delivery failed; kept in the outbox'));
}

/**
 * POST /vendor/customers/add: makes a person the vendor's own customer. An existing customer account
 * is matched by e-mail or phone; otherwise an account without a password is made and an invitation
 * e-mailed in the customer's language. An own customer stays the first vendor's.
 */
export async function addVendorCustomer(app: FastifyInstance, userId: number, body: VendorCustomerAddBody, lang: Language): Promise<VendorCustomerAddResult> {
  const result = await app.db.transaction(async (tx) => {
    const [added] = await addOwnCustomers(app, tx, await ownVendor(tx, userId), [body], { lang, source: 'added', write: true });
    if (!added || 'error' in added) throw added?.error;
    const [row] = await tx
      .select({ u: users, vc: vendorCustomers })
      .from(vendorCustomers)
      .innerJoin(users, eq(users.id, vendorCustomers.userId))
      .where(eq(vendorCustomers.userId, added.userId ?? 0));
    if (!row) throw new Error('an added customer without its ownership link');
    return { customer: view(row), invited: added.invited };
  });
  if (result.invited) deliverInvitations(app);
  return result;
}
