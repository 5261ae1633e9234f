import { type Actor, type Area, canAccess, type Role } from '@vedmarked/domain';
import { type Executor, sessions, users } from '@vedmarked/db';
import { and, eq, isNull } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import fp from 'fastify-plugin';
import { errors as joseErrors, jwtVerify, SignJWT } from 'jose';
import { AppError, unauthorized } from '../lib/errors.ts';

export interface AuthUser {
  id: number;
  role: Role;
  email: string;
  sessionId: string;
  /** The admin acting as this user, when impersonating. */
  impersonatorId: number | null;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Who may call the route: an area of the permission table (packages/domain roles/permissions.ts). */
    policy?: Area;
    /** The message key a signed-in caller outside the area gets with its 403 (a wrong-role message of spec §6), else 'forbidden'. */
    forbiddenKey?: string;
  }
  interface FastifyRequest {
    user: AuthUser | null;
    actor: Actor;
  }
  interface FastifyInstance {
    /** Every /api route with its policy and throttle, for the access-matrix and abuse tests. */
    routePolicies: RoutePolicy[];
    issueToken(userId: number, opts?: IssueTokenOptions): Promise<{ token: string; sessionId: string; expiresAt: Date }>;
    verifyToken(token: string): Promise<AuthUser>;
  }
}

export interface RoutePolicy {
  method: string;
  url: string;
  policy: Area;
  /** The route's own per-address limit (@fastify/rate-limit), if it has one. */
  rateLimit?: { max: number };
  /** Throttled by the sign-in attempts limiter instead. */
  attemptsLimited?: boolean;
}

export interface IssueTokenOptions {
  rememberMe?: boolean;
  impersonatorId?: number | null;
  /** The admin's own session an impersonation starts from: the new session ends with it. */
  impersonatorSessionId?: string | null;
  ip?: string;
  userAgent?: string;
  /** Write the session row in this transaction (a sign-in that does more in the same transaction). */
  tx?: Executor;
}

const adminSessions = alias(sessions, 'admin_sessions');
const admins = alias(users, 'admins');

/** A session that is not revoked, with its user and, for an impersonation, the admin's own session. */
async function liveSession(db: Executor, sessionId: string) {
  const [row] = await db
    .select({
      id: users.id,
      role: users.role,
      email: users.email,
      active: users.active,
      sessionId: sessions.id,
      impersonatorId: sessions.impersonatorId,
      impersonatorSessionId: sessions.impersonatorSessionId,
      sessionExpires: sessions.expiresAt,
      adminSessionRevoked: adminSessions.revokedAt,
      adminSessionExpires: adminSessions.expiresAt,
      adminActive: admins.active,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .leftJoin(adminSessions, eq(adminSessions.id, sessions.impersonatorSessionId))
    .leftJoin(admins, eq(admins.id, adminSessions.userId))
    .where(and(eq(sessions.id, sessionId), isNull(sessions.revokedAt)))
    .limit(1);
  return row;
}

/**
 * An impersonation lives only while the admin's own session does: the admin's logout, disabling
 * or password change (which ends the admin's sessions) ends it too.
 */
function impersonationLive(row: NonNullable<Awaited<ReturnType<typeof liveSession>>>): boolean {
  const expires = row.adminSessionExpires;
  return !!row.impersonatorSessionId && !row.adminSessionRevoked && !!row.adminActive && !!expires && expires.getTime() > Date.now();
}

export const ACCESS_TOKEN_TTL_HOURS = 12;
export const REMEMBER_ME_TTL_DAYS = 30;

/**
 * Bearer tokens are HS256 JWTs naming a session row; a request is authenticated only while the
 * session is neither revoked nor expired and the user is active. Every /api route must declare a
 * policy (deny by default): the app refuses to start otherwise.
 */
export default fp(
  async (app, opts: { secret: string }) => {
    const key = new TextEncoder().encode(opts.secret);

    app.decorate('issueToken', async (userId: number, o: IssueTokenOptions = {}) => {
      const ttlMs = o.rememberMe ? REMEMBER_ME_TTL_DAYS * 86_400_000 : ACCESS_TOKEN_TTL_HOURS * 3_600_000;
      const expiresAt = new Date(Date.now() + ttlMs);
      const [session] = await (o.tx ?? app.db)
        .insert(sessions)
        .values({
          userId,
          expiresAt,
          impersonatorId: o.impersonatorId ?? null,
          impersonatorSessionId: o.impersonatorSessionId ?? null,
          ip: o.ip,
          userAgent: o.userAgent?.slice(0, 300),
        })
        .returning({ id: sessions.id });
      const token = await new SignJWT({ sid: session!.id })
        .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
        .setSubject(String(userId))
        .setIssuedAt()
        .setExpirationTime(Math.floor(expiresAt.getTime() / 1000))
        .sign(key);
      return { token, sessionId: session!.id, expiresAt };
    });

    app.decorate('verifyToken', async (token: string): Promise<AuthUser> => {
      let payload: { sub?: string; sid?: unknown };
      try {
        ({ payload } = await jwtVerify(token, key, { algorithms: ['HS256'] }));
      } catch (e) {
        if (e instanceof joseErrors.JWTExpired) throw unauthorized('token-expired', 'token_expired');
        throw unauthorized();
      }
      if (typeof payload.sid !== 'string' || !payload.sub) throw unauthorized();
      const row = await liveSession(app.db, payload.sid);
      if (!row || String(row.id) !== payload.sub || !row.active) throw unauthorized();
      if (row.sessionExpires.getTime() <= Date.now()) throw unauthorized('token-expired', 'token_expired');
      if (row.impersonatorId && !impersonationLive(row)) throw unauthorized();
      return { id: row.id, role: row.role as Role, email: row.email, sessionId: row.sessionId, impersonatorId: row.impersonatorId };
    });

    app.decorateRequest('user', null);
    app.decorateRequest('actor', 'guest');

    app.decorate('routePolicies', []);
    app.addHook('onRoute', (route) => {
      if (!route.url.startsWith('/api')) return;
      if (!route.config?.policy) throw new Error(`Route ${route.method} ${route.url} declares no policy (config.policy)`);
      const { policy, rateLimit, attemptsLimited } = route.config as { policy: Area; rateLimit?: { max?: unknown }; attemptsLimited?: boolean };
      const throttle = {
        ...(typeof rateLimit?.max === 'number' ? { rateLimit: { max: rateLimit.max } } : {}),
        ...(attemptsLimited ? { attemptsLimited: true } : {}),
      };
      for (const method of [route.method].flat()) if (method !== 'HEAD') app.routePolicies.push({ method, url: route.url, policy, ...throttle });
    });

    // onRequest: refuse before the body is read or validated (a guest gets 401, not a field error).
    app.addHook('onRequest', async (req) => {
      const policy = req.routeOptions.config?.policy;
      if (!policy) return; // non-API routes (static files)
      const header = req.headers.authorization;
      if (header) {
        const [scheme, token] = header.split(' ');
        if (scheme?.toLowerCase() !== 'bearer' || !token) throw unauthorized();
        req.user = await app.verifyToken(token);
        req.actor = req.user.role;
      }
      if (!canAccess(policy, req.actor)) {
        if (req.actor === 'guest') throw unauthorized('message-need-login', 'unauthorized');
        throw new AppError(403, 'forbidden', req.routeOptions.config?.forbiddenKey ?? 'forbidden');
      }
    });
  },
  { name: 'auth', dependencies: ['db'] },
);

/** Narrows req.user for handlers whose policy admits signed-in users only. */
export function requireUser(user: AuthUser | null): AuthUser {
  if (!user) throw unauthorized('message-need-login');
  return user;
}
