import { customerTypeOf, isVendorRole, normalisePhone, type Role, type SignInData, type SignInUser } from '@vedmarked/domain';
import { type Executor, users } from '@vedmarked/db';
import { and, eq, ne, sql } from 'drizzle-orm';
import { fieldError } from '../../lib/errors.ts';

export type UserRow = typeof users.$inferSelect;

export function toSignInUser(u: UserRow): SignInUser {
  return {
    id: u.id,
    email: u.email,
    role: u.role as Role,
    first_name: u.firstName,
    last_name: u.lastName,
    phone: u.phone,
    customer_type: (u.customerType as SignInUser['customer_type']) ?? customerTypeOf(u.role as Role),
    email_verified_at: u.emailVerifiedAt?.toISOString() ?? null,
    logged_at: u.loggedAt?.toISOString() ?? null,
    company_tour: u.companyTour,
    postcode: u.postcode,
  };
}

export function signInData(u: UserRow, token: string, expiresAt: Date, impersonator?: { id: number; email: string } | null): SignInData {
  return { access_token: token, expires_at: expiresAt.toISOString(), user: toSignInUser(u), ...(impersonator ? { impersonator } : {}) };
}

/**
 * A login as one value: an e-mail address in lower case, a mobile number as stored (+47 and 8
 * digits), or anything else without case, spaces and phone punctuation.
 */
export function normaliseLogin(login: string): string {
  const value = login.trim().toLowerCase();
  if (value.includes('@')) return value;
  return normalisePhone(value) ?? value.replace(/[\s().-]/g, '');
}

/** The user a login names: an e-mail address, or a mobile number. */
export async function findUserByLogin(db: Executor, login: string): Promise<UserRow | undefined> {
  const value = normaliseLogin(login);
  if (value.includes('@')) {
    const [u] = await db.select().from(users).where(sql`lower(${users.email}) = ${value}`).limit(1);
    return u;
  }
  if (!value.startsWith('+47')) return undefined;
  const [u] = await db.select().from(users).where(eq(users.phone, value)).limit(1);
  return u;
}

export async function findUserByEmail(db: Executor, email: string): Promise<UserRow | undefined> {
  const [u] = await db.select().from(users).where(sql`lower(${users.email}) = ${email.toLowerCase()}`).limit(1);
  return u;
}

/**
 * E-mail and phone are unique, and may not already be used by a vendor account (spec section 5):
 * a field error says which, with its own message when the other account is a vendor.
 */
export async function assertContactsFree(db: Executor, c: { email?: string | null; phone?: string | null; exceptUserId?: number }): Promise<void> {
  const fields: Record<string, string> = {};
  const except = c.exceptUserId ? ne(users.id, c.exceptUserId) : undefined;
  if (c.email) {
    const [other] = await db
      .select({ role: users.role })
      .from(users)
      .where(and(sql`lower(${users.email}) = ${c.email.toLowerCase()}`, except))
      .limit(1);
    if (other) fields.email = isVendorRole(other.role as Role) ? 'error-email-vendor' : 'error-email-taken';
  }
  if (c.phone) {
    const [other] = await db
      .select({ role: users.role })
      .from(users)
      .where(and(eq(users.phone, c.phone), except))
      .limit(1);
    if (other) fields.phone = isVendorRole(other.role as Role) ? 'error-phone-vendor' : 'error-phone-taken';
  }
  if (Object.keys(fields).length) throw fieldError(fields);
}

/** When two requests race past assertContactsFree, the unique index decides: say which field, like the check does. */
export function contactConflict(err: unknown): AppErrorLike | null {
  for (let e: unknown = err; e; e = (e as { cause?: unknown }).cause) {
    const pg = e as { code?: string; constraint?: string; constraint_name?: string; message?: string };
    if (pg.code !== '23505') continue;
    const name = pg.constraint ?? pg.constraint_name ?? pg.message ?? '';
    if (name.includes('users_email_unique')) return fieldError({ email: 'error-email-taken' });
    if (name.includes('users_phone_unique')) return fieldError({ phone: 'error-phone-taken' });
  }
  return null;
}
type AppErrorLike = ReturnType<typeof fieldError>;

/**
 * A private customer account made while ordering (the guest chose to create one at checkout).
 * Returns its id, or null when the e-mail already has an account (a race with a sign-up).
 */
export async function createCustomerAccount(
  tx: Executor,
  a: {
    email: string;
    passwordHash: string;
    firstName: string;
    lastName: string;
    phone: string;
    postcode: string;
    language: string;
    hearAboutUs: string | null;
  },
): Promise<number | null> {
  const [u] = await tx
    .insert(users)
    .values({ ...a, role: 'customer', customerType: 'PRIVATE' })
    .onConflictDoNothing()
    .returning({ id: users.id });
  return u?.id ?? null;
}
