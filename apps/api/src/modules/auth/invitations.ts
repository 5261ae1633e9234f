import { INVITE_TOKEN_TTL_DAYS, type Language } from '@vedmarked/domain';
import { type Executor, users } from '@vedmarked/db';
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { conflict, fieldError } from '../../lib/errors.ts';
import { customerInvitationMail } from './mails.ts';
import { issueResetToken } from './one-time-tokens.ts';
import type { UserRow } from './users.ts';

/** The roles a vendor may take as its own customer (a private person or a company buying). */
const CUSTOMER_ROLES: readonly string[] = ['customer', 'customer-company'];

/**
 * The existing account an e-mail or a phone names (e-mail first). A field error when the two name
 * different accounts, or when the account is not a customer's (a vendor, transporter or admin).
 */
export async function matchCustomerAccount(db: Executor, c: { email: string | null; phone: string | null }): Promise<UserRow | null> {
  const [byEmail] = c.email ? await db.select().from(users).where(sql`lower(${users.email}) = ${c.email.toLowerCase()}`).limit(1) : [];
  const [byPhone] = c.phone ? await db.select().from(users).where(eq(users.phone, c.phone)).limit(1) : [];
  if (byEmail && byPhone && byEmail.id !== byPhone.id) throw fieldError({ phone: 'error-phone-taken' });
  const user = byEmail ?? byPhone;
  if (user && !CUSTOMER_ROLES.includes(user.role)) throw fieldError({ [byEmail ? 'email' : 'phone']: 'error-customer-not-customer' });
  return user ?? null;
}

/**
 * A customer account a vendor made for a person: no password, and an e-mail in the person's
 * language with a link (a password-reset token living INVITE_TOKEN_TTL_DAYS) to choose one. The
 * mail is written to the outbox in the caller's transaction; the caller flushes after the commit.
 */
export async function inviteCustomerAccount(
  app: FastifyInstance,
  tx: Executor,
  a: { email: string; phone: string | null; firstName: string; lastName: string; postcode: string; language: Language; vendorName: string },
): Promise<UserRow> {
  const [user] = await tx
    .insert(users)
    .values({
      email: a.email,
      phone: a.phone,
      firstName: a.firstName,
      lastName: a.lastName,
      postcode: a.postcode,
      language: a.language,
      role: 'customer',
      customerType: 'PRIVATE',
    })
    .onConflictDoNothing()
    .returning();
  // Another request took the e-mail or the phone between the match and this insert.
  if (!user) throw conflict('contact_taken', 'error-email-taken');
  const token = await issueResetToken(tx, user.id, INVITE_TOKEN_TTL_DAYS * 24 * 60);
  const url = `${app.config.publicUrl}/reset-password?token=${token}`;
  await app.messenger.email(customerInvitationMail(a.language, { to: user.email, firstName: user.firstName, url, vendor: a.vendorName }), tx);
  return user;
}
