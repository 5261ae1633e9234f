import type { Role, SignInData } from '@vedmarked/domain';
import { auditLog, companies, type Executor, users } from '@vedmarked/db';
import { and, asc, count, eq, ilike, or, type SQL } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { AppError, notFound } from '../../lib/errors.ts';
import { completeSignIn, type RequestContext } from '../auth/auth.service.ts';

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
    await tx.insert(auditLog).values({
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

export interface UserListQuery {
  role?: Role;
  q?: string;
  limit: number;
  offset: number;
}

/** GET /api/admin/users: accounts for the admin pages (filter by role, search by e-mail, name or company). */
export async function listUsers(db: Executor, query: UserListQuery) {
  const conds: SQL[] = [];
  if (query.role) conds.push(eq(users.role, query.role));
  if (query.q) {
    const like = `%${query.q.replace(/[%_\\]/g, (c) => `\\${c}`)}%`;
    conds.push(or(ilike(users.email, like), ilike(users.firstName, like), ilike(users.lastName, like), ilike(companies.companyName, like))!);
  }
  const where = conds.length ? and(...conds) : undefined;
  const [rows, [{ total } = { total: 0 }]] = await Promise.all([
    db
      .select({ u: users, companyName: companies.companyName, organizationNumber: companies.organizationNumber, companyStatus: companies.status })
      .from(users)
      .leftJoin(companies, eq(companies.userId, users.id))
      .where(where)
      .orderBy(asc(users.id))
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
export async function setCompanyStatus(db: Executor, adminId: number, userId: number, status: 'pending' | 'confirmed' | 'rejected') {
  return db.transaction(async (tx) => {
    const [c] = await tx.update(companies).set({ status, updatedAt: new Date() }).where(eq(companies.userId, userId)).returning({ status: companies.status });
    if (!c) throw notFound('error-company-required');
    await tx.insert(auditLog).values({ actorUserId: adminId, action: 'company.status', target: `user:${userId}`, details: { status } });
    return { user_id: userId, status: c.status as typeof status };
  });
}
