import type { LoginBody, Role, SignInData, TableFilter, TableSort } from '@vedmarked/domain';
import { tableListQuery } from '@vedmarked/domain';
import { companies, type Executor, users } from '@vedmarked/db';
import { and, count, eq, ilike, or, type SQL, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { AppError, notFound } from '../../lib/errors.ts';
import { type SqlColumns, tableConditions, tableOrderBy } from '../../lib/table-query.ts';
import type { Audit } from '../../plugins/audit.ts';
import { adminLogin as signInAdmin, completeSignIn, type RequestContext, setCompanyStatus as setCompanyStatusOf } from '../auth/index.ts';

/** POST /api/admin/login: an admin signs in (the auth module checks the password and opens the session). */
export const adminLogin = (app: FastifyInstance, body: LoginBody, ctx: RequestContext) => signInAdmin(app, body, ctx);

const badLink = () => new AppError(401, 'unauthorized', 'error-impersonation-link');

/**
 * GET /api/auth/impersonate/{adminId}/{userId}?admin_token=…: an admin signs in as a user. The
 * admin's own token proves who asks (it must belong to adminId, an admin not acting as someone
 * else); the new session records the admin, so every request made with it is audited with both
 * identities (plugins/audit.ts).
 */
export async function impersonate(app: FastifyInstance, adminId: number, userId: number, adminToken: string, ctx: RequestContext): Promise<SignInData> {
  let who: Awaited<ReturnType<typeof app.verifyToken>>;
  try {
    who = await app.verifyToken(adminToken);
  } catch {
    throw badLink();
  }
  if (who.role !== 'admin' || who.id !== adminId || who.impersonatorId) throw badLink();
  const [target] = await app.db.select().from(users).where(eq(users.id, userId));
  if (!target) throw notFound('error-user-not-found');
  if (target.role === 'admin' || !target.active) throw new AppError(403, 'forbidden', 'error-impersonation-target');
  return app.db.transaction(async (tx) => {
    await app.audit.record(tx, {
      actorUserId: target.id,
      impersonatorUserId: adminId,
      action: 'impersonation.start',
      target: `user:${target.id}`,
      details: { ip: ctx.ip, userAgent: ctx.userAgent?.slice(0, 300) ?? null },
    });
    return completeSignIn(app, tx, target, {
      impersonator: { id: adminId, email: who.email, sessionId: who.sessionId },
      ip: ctx.ip,
      userAgent: ctx.userAgent,
    });
  });
}

/** The admin's account list as a server-side data table: what it can order and filter by. */
const USER_COLUMNS: SqlColumns = {
  name: { expr: sql`trim(coalesce(${users.firstName}, '') || ' ' || coalesce(${users.lastName}, ''))`, kind: 'text' },
  email: { expr: users.email, kind: 'text' },
  phone: { expr: users.phone, kind: 'text' },
  company: { expr: companies.companyName, kind: 'text' },
  created: { expr: users.createdAt, kind: 'date' },
  logged: { expr: users.loggedAt, kind: 'date' },
};

export const userListQuery = tableListQuery({
  sortable: ['name', 'email', 'phone', 'company', 'created', 'logged'],
  filterable: { name: 'text', email: 'text', phone: 'text', company: 'text', created: 'date', logged: 'date' },
  defaultLimit: 50,
  maxLimit: 100,
});

interface UserListQuery {
  role?: Role;
  q?: string;
  sort: TableSort | null;
  filter: TableFilter[];
  limit: number;
  offset: number;
}

/** GET /api/admin/users: accounts for the admin pages (filter by role, search by e-mail, name or company, the table's filters and order). */
export async function listUsers(db: Executor, query: UserListQuery) {
  const conds: SQL[] = [];
  if (query.role) conds.push(eq(users.role, query.role));
  if (query.q) {
    const like = `%${query.q.replace(/[%_\\]/g, (c) => `\\${c}`)}%`;
    conds.push(or(ilike(users.email, like), ilike(users.firstName, like), ilike(users.lastName, like), ilike(companies.companyName, like))!);
  }
  conds.push(...(await tableConditions(db, USER_COLUMNS, query.filter)));
  const where = conds.length ? and(...conds) : undefined;
  const [rows, [{ total } = { total: 0 }]] = await Promise.all([
    db
      .select({ u: users, companyName: companies.companyName, organizationNumber: companies.organizationNumber, companyStatus: companies.status })
      .from(users)
      .leftJoin(companies, eq(companies.userId, users.id))
      .where(where)
      .orderBy(...tableOrderBy(USER_COLUMNS, query.sort, [users.id]))
      .limit(query.limit)
      .offset(query.offset),
    db.select({ total: count() }).from(users).leftJoin(companies, eq(companies.userId, users.id)).where(where),
  ]);
  return {
    total,
    users: rows.map(({ u, companyName, organizationNumber, companyStatus }) => ({
      id: u.id,
      email: u.email,
      role: u.role,
      first_name: u.firstName,
      last_name: u.lastName,
      phone: u.phone,
      active: u.active,
      email_verified_at: u.emailVerifiedAt?.toISOString() ?? null,
      logged_at: u.loggedAt?.toISOString() ?? null,
      created_at: u.createdAt.toISOString(),
      company_name: companyName,
      organization_number: organizationNumber,
      company_status: companyStatus,
    })),
  };
}

/** POST /api/admin/users/{id}/company-status: confirms (or rejects) a company, e.g. so a company customer may pay by invoice. */
export async function setCompanyStatus(db: Executor, audit: Audit, adminId: number, userId: number, status: 'pending' | 'confirmed' | 'rejected') {
  return db.transaction(async (tx) => {
    const stored = await setCompanyStatusOf(tx, userId, status);
    if (!stored) throw notFound('error-company-required');
    await audit.record(tx, { actorUserId: adminId, action: 'company.status', target: `user:${userId}`, details: { status } });
    return { user_id: userId, status: stored as typeof status };
  });
}
