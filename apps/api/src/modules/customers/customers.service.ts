import type { Language, VendorCustomer, VendorCustomerAddBody, VendorCustomerAddResult, VendorCustomerList, VendorCustomerListQuery } from '@vedmarked/domain';
import { type Executor, users, vendorCustomers } from '@vedmarked/db';
import { and, count, eq, or, type SQL, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { conflict, fieldError } from '../../lib/errors.ts';
import { type SqlColumns, tableConditions, tableOrderBy } from '../../lib/table-query.ts';
import { inviteCustomerAccount, matchCustomerAccount } from '../auth/index.ts';
import { ownVendor } from '../delivery/index.ts';

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

/** Who already owns a person as an own customer: this vendor, another one, or nobody. */
async function ownerOf(tx: Executor, customerId: number, vendorId: number): Promise<void> {
  const [owner] = await tx.select({ vendorId: vendorCustomers.vendorId }).from(vendorCustomers).where(eq(vendorCustomers.userId, customerId)).limit(1);
  if (!owner) return;
  if (owner.vendorId === vendorId) throw conflict('customer_exists', 'error-customer-already-yours');
  throw conflict('customer_owned', 'error-customer-other-vendor');
}

type VendorRow = Awaited<ReturnType<typeof ownVendor>>;

/**
 * Makes one person the vendor's own customer, in the caller's transaction: an existing customer
 * account matched by e-mail or phone, else a new one with an invitation (its mail in the outbox).
 * Throws an AppError (a field error or a 409) when the person cannot be the vendor's; it changes
 * nothing in the database before it throws.
 */
export async function addOwnCustomer(
  app: FastifyInstance,
  tx: Executor,
  vendor: VendorRow,
  body: VendorCustomerAddBody,
  lang: Language,
  source: 'added' | 'imported',
): Promise<VendorCustomerAddResult> {
  const email = body.email ?? null;
  const phone = body.phone ?? null;
  let user = await matchCustomerAccount(tx, { email, phone });
  if (user) await ownerOf(tx, user.id, vendor.id);
  const invited = !user;
  if (!user) {
    if (!email) throw fieldError({ email: 'error-customer-email-required' });
    const language = body.language ?? lang;
    user = await inviteCustomerAccount(app, tx, {
      email,
      phone,
      firstName: body.first_name,
      lastName: body.last_name,
      postcode: body.postcode,
      language,
      vendorName: vendor.name,
    });
  }
  const [vc] = await tx.insert(vendorCustomers).values({ vendorId: vendor.id, userId: user.id, source }).onConflictDoNothing().returning();
  // Another vendor took the person between the check and the insert: the first one keeps them.
  if (!vc) {
    await ownerOf(tx, user.id, vendor.id);
    throw conflict('customer_owned', 'error-customer-other-vendor');
  }
  return { customer: view({ u: user, vc }), invited };
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
  const result = await app.db.transaction(async (tx) => addOwnCustomer(app, tx, await ownVendor(tx, userId), body, lang, 'added'));
  if (result.invited) deliverInvitations(app);
  return result;
}
