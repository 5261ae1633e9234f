import {
  customerTypeOf,
  isCompanyRole,
  isLanguage,
  type Language,
  type LoginBody,
  type MailConfirmBody,
  orgNumberRequired,
  type RegistrableRole,
  type SignInData,
  type SignUpBody,
} from '@vedmarked/domain';
import { type Executor, sessions, users } from '@vedmarked/db';
import { and, eq, isNull, ne, or } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { withTimingFloor } from '../../lib/even-timing.ts';
import { AppError, conflict, fieldError } from '../../lib/errors.ts';
import type { AuthUser } from '../../plugins/auth.ts';
import { ensureVendorRow } from '../delivery/index.ts';
import { loginKeys, reserveAttempt } from './attempts.ts';
import { passwordChangedMail, resetPasswordMail, verifyEmailMail } from './mails.ts';
import { issueResetToken, issueVerifyCode, useResetToken, useVerifyCode } from './one-time-tokens.ts';
import { checkPassword, hashPassword } from './passwords.ts';
import { addCompany } from './user-store.ts';
import { assertContactsFree, contactConflict, findUserByEmail, findUserByLogin, signInData, type UserRow } from './users.ts';

/** Who is asking: the client address (for the limiter and the session), its user agent and language. */
export interface RequestContext {
  ip: string;
  userAgent?: string;
  lang: Language;
}

const userLang = (u: Pick<UserRow, 'language'>): Language => (isLanguage(u.language) ? u.language : 'es');
const invalidLogin = () => new AppError(422, 'invalid_login', 'error-invalid-login');
/** At most this many verification or reset e-mails per address in the sign-in window. */
const MAILS_PER_WINDOW = 5;
/**
 * Reset and resend requests answer no sooner than this after they start, whether or not the address
 * has an account: the few milliseconds of writing a token and a mail hide under it (bench/enumeration-timing.ts).
 */
const ENUMERATION_FLOOR_MS = 60;

/**
 * The last step of every sign-in (password, e-mail code, impersonation), in one transaction: the
 * first sign-in sets the company onboarding flag, a new session is issued (every sign-in gets its
 * own token), and the sign-in event lets other modules (the cart) carry the guest's state over.
 */
export async function completeSignIn(
  app: FastifyInstance,
  tx: Executor,
  user: UserRow,
  o: {
    rememberMe?: boolean;
    cartSessionId?: string;
    ip?: string;
    userAgent?: string;
    /** The admin acting as the user, and the admin's own session (the impersonation ends with it). */
    impersonator?: { id: number; email: string; sessionId: string };
  } = {},
): Promise<SignInData> {
  let u = user;
  if (!o.impersonator) {
    const now = new Date();
    [u] = (await tx
      .update(users)
      .set({ loggedAt: now, companyTour: user.loggedAt ? user.companyTour : true, updatedAt: now })
      .where(eq(users.id, user.id))
      .returning()) as [UserRow];
  }
  const { token, sessionId, expiresAt } = await app.issueToken(u.id, {
    rememberMe: o.rememberMe,
    impersonatorId: o.impersonator?.id ?? null,
    impersonatorSessionId: o.impersonator?.sessionId ?? null,
    ip: o.ip,
    userAgent: o.userAgent,
    tx,
  });
  const outcome = o.impersonator ? {} : await app.events.emitSignIn(tx, { userId: u.id, sessionId: o.cartSessionId || undefined });
  app.log.info({ userId: u.id, sessionId, impersonatorId: o.impersonator?.id }, 'signed in');
  const data = signInData(u, token, expiresAt, o.impersonator ? { id: o.impersonator.id, email: o.impersonator.email } : null);
  // What had to change when the guest's cart joined the account's (the web shows it as a notice).
  return outcome.cartMerge ? { ...data, cart_merge: outcome.cartMerge } : data;
}

export async function sendVerifyCode(app: FastifyInstance, tx: Executor, user: Pick<UserRow, 'id' | 'email' | 'firstName' | 'language'>): Promise<void> {
  const code = await issueVerifyCode(tx, user.id);
  const url = `${app.config.publicUrl}/mail-confirm?email=${encodeURIComponent(user.email)}&code=${code}`;
  await app.messenger.email(verifyEmailMail(userLang(user), { to: user.email, firstName: user.firstName, code, url }), tx);
}

/** Limits how many e-mails one address can be sent (verification codes, reset links). */
function reserveMail(app: FastifyInstance, kind: string, email: string, ip: string) {
  return reserveAttempt(
    app.db,
    [`mail:${kind}:${email.toLowerCase()}`, `mail:${kind}:ip:${ip}`],
    { maxAttempts: MAILS_PER_WINDOW, windowMinutes: app.config.login.windowMinutes },
    'error-too-many-mails',
  );
}

/** POST /api/{role}/sign-up: a new, unverified account; a code and a link go out by e-mail. */
export async function signUp(app: FastifyInstance, role: RegistrableRole, body: SignUpBody, ctx: RequestContext): Promise<{ email: string; role: string }> {
  await assertContactsFree(app.db, { email: body.email, phone: body.phone });
  if (body.company_name === undefined && body.organization_number !== undefined) throw fieldError({ company_name: 'validation-field-required' });
  if (body.company_name !== undefined && body.organization_number === undefined && orgNumberRequired(role)) {
    throw fieldError({ organization_number: 'validation-field-required' });
  }
  const passwordHash = await hashPassword(body.password);
  try {
    await app.db.transaction(async (tx) => {
      const [user] = await tx
        .insert(users)
        .values({
          email: body.email,
          passwordHash,
          role,
          firstName: body.first_name ?? null,
          lastName: body.last_name ?? null,
          phone: body.phone ?? null,
          customerType: customerTypeOf(role),
          language: body.language ?? ctx.lang,
          hearAboutUs: body.hear_about_us ?? null,
        })
        .returning();
      if (isCompanyRole(role) && body.company_name) {
        await addCompany(tx, user!.id, { companyName: body.company_name, organizationNumber: body.organization_number ?? null });
        await ensureVendorRow(tx, user!, body.company_name);
      }
      await sendVerifyCode(app, tx, user!);
    });
  } catch (err) {
    throw contactConflict(err) ?? err;
  }
  await app.messenger.flush();
  return { email: body.email, role };
}

/** Signs in with a password: the limiter first, then the password, then the account's state. */
async function passwordSignIn(app: FastifyInstance, body: LoginBody, ctx: RequestContext, as: 'user' | 'admin'): Promise<SignInData> {
  const user = await findUserByLogin(app.db, body.login);
  const keys = loginKeys(body.login, ctx.ip, user?.id);
  const attempt = await reserveAttempt(app.db, keys, app.config.login);
  const ok = await checkPassword(user?.passwordHash, body.password);
  if (!user || !ok) throw invalidLogin();
  if (as === 'admin' && user.role !== 'admin') throw invalidLogin();
  await attempt.succeeded([keys[0]!]);
  if (!user.active) throw new AppError(403, 'account_disabled', 'error-account-disabled');
  if (as === 'user' && user.role === 'admin') throw new AppError(403, 'admin_login_required', 'error-admin-login-required');
  if (!user.emailVerifiedAt && user.role !== 'admin') {
    // Spec section 4: an unverified user is not signed in but sent to confirm the address; a fresh code goes out.
    try {
      await reserveMail(app, 'verify', user.email, ctx.ip);
      await app.db.transaction((tx) => sendVerifyCode(app, tx, user));
      await app.messenger.flush();
    } catch (err) {
      if (!(err instanceof AppError && err.statusCode === 429)) throw err;
    }
    throw new AppError(403, 'not_verified_email', 'error-verify-email-first', { email: user.email });
  }
  return app.db.transaction((tx) =>
    completeSignIn(app, tx, user, { rememberMe: body.remember_me, cartSessionId: body.session_id, ip: ctx.ip, userAgent: ctx.userAgent }),
  );
}

/** POST /api/auth/login. */
export const login = (app: FastifyInstance, body: LoginBody, ctx: RequestContext) => passwordSignIn(app, body, ctx, 'user');
/** POST /api/admin/login: the separate admin sign-in. */
export const adminLogin = (app: FastifyInstance, body: LoginBody, ctx: RequestContext) => passwordSignIn(app, body, ctx, 'admin');

/** POST /api/auth/check-credentials: whether a login and password are right, without signing in (same limiter). */
export async function checkCredentials(app: FastifyInstance, body: { login: string; password: string }, ctx: RequestContext) {
  const user = await findUserByLogin(app.db, body.login);
  const keys = loginKeys(body.login, ctx.ip, user?.id);
  const attempt = await reserveAttempt(app.db, keys, app.config.login);
  const ok = await checkPassword(user?.passwordHash, body.password);
  if (!user || !ok || !user.active) throw invalidLogin();
  await attempt.succeeded([keys[0]!]);
  return { valid: true as const, role: user.role, email_verified: user.emailVerifiedAt !== null };
}

/** POST /api/auth/mail-confirm: the e-mailed code verifies the address and signs the user in. */
export async function confirmEmail(app: FastifyInstance, body: MailConfirmBody, ctx: RequestContext): Promise<SignInData> {
  const attempt = await reserveAttempt(app.db, [`verify:${body.email}`, `verify:ip:${ctx.ip}`], app.config.login);
  const user = await findUserByEmail(app.db, body.email);
  if (!user) throw fieldError({ user_verify_code: 'error-wrong-verification' });
  if (user.emailVerifiedAt) throw conflict('already_verified', 'error-already-verified');
  if (!user.active) throw new AppError(403, 'account_disabled', 'error-account-disabled');
  const data = await app.db.transaction(async (tx) => {
    if (!(await useVerifyCode(tx, user.id, body.user_verify_code))) throw fieldError({ user_verify_code: 'error-wrong-verification' });
    const [verified] = await tx.update(users).set({ emailVerifiedAt: new Date(), updatedAt: new Date() }).where(eq(users.id, user.id)).returning();
    return completeSignIn(app, tx, verified!, { rememberMe: body.remember_me, cartSessionId: body.session_id, ip: ctx.ip, userAgent: ctx.userAgent });
  });
  await attempt.succeeded([`verify:${body.email}`]);
  return data;
}

/**
 * GET /api/auth/resend-mail-confirmation: a new code for an unverified address. The answer is the
 * same for every address (registered or not, verified or not), so it cannot tell who has an
 * account; only an unverified account is sent a code. The e-mail allowance counts every call.
 */
export async function resendConfirmation(app: FastifyInstance, email: string, ctx: RequestContext): Promise<{ email: string }> {
  await reserveMail(app, 'verify', email, ctx.ip);
  return withTimingFloor(ENUMERATION_FLOOR_MS, async () => {
    const user = await findUserByEmail(app.db, email);
    if (user?.active && !user.emailVerifiedAt) {
      await app.db.transaction((tx) => sendVerifyCode(app, tx, user));
      deliverLater(app);
    }
    return { email };
  });
}

/**
 * POST /api/auth/reset-password: e-mails a link that sets a new password (once, within the hour).
 * The answer is the same whether or not the address has an account, and it does not wait for the
 * mail server, so neither its content nor its timing says which addresses are registered.
 */
export async function requestPasswordReset(app: FastifyInstance, email: string, ctx: RequestContext): Promise<{ email: string }> {
  await reserveMail(app, 'reset', email, ctx.ip);
  return withTimingFloor(ENUMERATION_FLOOR_MS, async () => {
    const user = await findUserByEmail(app.db, email);
    if (user?.active) {
      await app.db.transaction(async (tx) => {
        const token = await issueResetToken(tx, user.id);
        const url = `${app.config.publicUrl}/reset-password?token=${token}`;
        await app.messenger.email(resetPasswordMail(userLang(user), { to: user.email, firstName: user.firstName, url }), tx);
      });
      deliverLater(app);
    }
    return { email };
  });
}

/** Sends the outbox after the answer (the mail is committed; a failed delivery stays in the outbox for a retry). */
function deliverLater(app: FastifyInstance) {
  app.messenger.flush().catch((err) => app.log.warn({ err }, 'e-mail delivery failed; kept in the outbox'));
}

/**
 * POST /api/auth/new-password: the link's token sets a new password. Every session ends (whoever
 * knew the old password is out), and the e-mail counts as verified: the link proved the address.
 */
export async function setNewPassword(app: FastifyInstance, body: { token: string; password: string }): Promise<{ email: string }> {
  const passwordHash = await hashPassword(body.password);
  const email = await app.db.transaction(async (tx) => {
    const userId = await useResetToken(tx, body.token);
    if (!userId) throw fieldError({ token: 'error-reset-link' });
    const now = new Date();
    const [u] = await tx.select().from(users).where(eq(users.id, userId));
    await tx
      .update(users)
      .set({ passwordHash, emailVerifiedAt: u!.emailVerifiedAt ?? now, updatedAt: now })
      .where(eq(users.id, userId));
    // Every session of the user ends, and so does every session in which the user acts as someone else.
    await tx
      .update(sessions)
      .set({ revokedAt: now })
      .where(and(or(eq(sessions.userId, userId), eq(sessions.impersonatorId, userId)), isNull(sessions.revokedAt)));
    return u!.email;
  });
  return { email };
}

/** POST /api/auth/change-password: the old password must match; the other sessions end. */
export async function changePassword(app: FastifyInstance, me: AuthUser, body: { old_password: string; password: string }, ctx: RequestContext) {
  const [user] = await app.db.select().from(users).where(eq(users.id, me.id));
  if (!user) throw invalidLogin();
  const keys = loginKeys(user.email, ctx.ip, user.id);
  const attempt = await reserveAttempt(app.db, keys, app.config.login);
  if (!(await checkPassword(user.passwordHash, body.old_password))) throw fieldError({ old_password: 'error-old-password' });
  await attempt.succeeded([keys[0]!]);
  const passwordHash = await hashPassword(body.password);
  const now = new Date();
  await app.db.transaction(async (tx) => {
    await tx.update(users).set({ passwordHash, updatedAt: now }).where(eq(users.id, me.id));
    await tx
      .update(sessions)
      .set({ revokedAt: now })
      .where(and(eq(sessions.userId, me.id), ne(sessions.id, me.sessionId), isNull(sessions.revokedAt)));
    // Sessions in which this user acts as someone else (an admin's impersonations) end as well.
    await tx
      .update(sessions)
      .set({ revokedAt: now })
      .where(and(eq(sessions.impersonatorId, me.id), isNull(sessions.revokedAt)));
    await app.messenger.email(
      passwordChangedMail(userLang(user), { to: user.email, firstName: user.firstName, url: `${app.config.publicUrl}/forgot-password` }),
      tx,
    );
  });
  await app.messenger.flush();
  return { changed: true as const };
}

/** POST /api/auth/logout: the session ends at once; its token no longer works. */
export async function logout(app: FastifyInstance, me: AuthUser) {
  await app.db
    .update(sessions)
    .set({ revokedAt: new Date() })
    .where(and(eq(sessions.id, me.sessionId), isNull(sessions.revokedAt)));
  return { logged_out: true as const };
}

/** GET /api/auth/access-token: what a token stands for (auto-login on start; a revoked or expired token answers 401). */
export async function describeToken(app: FastifyInstance, token: string): Promise<SignInData> {
  const who = await app.verifyToken(token);
  const [row] = await app.db
    .select({ user: users, expiresAt: sessions.expiresAt })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(eq(sessions.id, who.sessionId));
  let impersonator: { id: number; email: string } | null = null;
  if (who.impersonatorId) {
    const [a] = await app.db.select({ id: users.id, email: users.email }).from(users).where(eq(users.id, who.impersonatorId));
    impersonator = a ?? null;
  }
  return signInData(row!.user, token, row!.expiresAt, impersonator);
}
