import { INVITE_TOKEN_TTL_DAYS, type Language } from '@vedmarked/domain';
import { type Executor, users } from '@vedmarked/db';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { insertRows } from '../../lib/bulk-insert.ts';
import type { MailMessage } from '../../plugins/mail.ts';
import { customerInvitationMail } from './mails.ts';
import { issueResetTokens } from './one-time-tokens.ts';

/** A JSON array of strings as one query parameter (the same in pg and PGlite, however many values). */
const textArray = (values: readonly string[]) => sql`(select jsonb_array_elements_text(${JSON.stringify(values)}::jsonb))`;

/** What matching a contact needs of an account. */
export interface ContactAccount {
  id: number;
  role: string;
  email: string;
  phone: string | null;
}

/**
 * The existing accounts some e-mails or phones name (e-mails without case): two queries, however
 * many contacts. An account named by both an e-mail and a phone comes once.
 */
export async function accountsByContact(db: Executor, c: { emails: readonly string[]; phones: readonly string[] }): Promise<ContactAccount[]> {
  const columns = { id: users.id, role: users.role, email: users.email, phone: users.phone };
  const [byEmail, byPhone] = await Promise.all([
    c.emails.length
      ? db
          .select(columns)
          .from(users)
          .where(sql`lower(${users.email}) in ${textArray(c.emails.map((e) => e.toLowerCase()))}`)
      : [],
    c.phones.length
      ? db
          .select(columns)
          .from(users)
          .where(sql`${users.phone} in ${textArray(c.phones)}`)
      : [],
  ]);
  return [...new Map([...byEmail, ...byPhone].map((u) => [u.id, u])).values()];
}

export interface CustomerInvite {
  email: string;
  phone: string | null;
  firstName: string;
  lastName: string;
  postcode: string;
  language: Language;
}

/**
 * Customer accounts a vendor made for people: no password, and for each an e-mail in the person's
 * language with a link (a password-reset token living INVITE_TOKEN_TTL_DAYS) to choose one. Written
 * with multi-row inserts in the caller's transaction (accounts, tokens, outbox mails); the caller
 * flushes the outbox after the commit. Returns the new accounts' ids by e-mail in lower case: an
 * invite missing from it found its e-mail or phone taken by another request since the caller looked.
 */
export async function inviteCustomerAccounts(
  app: FastifyInstance,
  tx: Executor,
  invites: readonly CustomerInvite[],
  vendorName: string,
): Promise<Map<string, number>> {
  const inserted = await insertRows(
    tx,
    'users',
    { email: 'text', phone: 'text', first_name: 'text', last_name: 'text', postcode: 'text', language: 'text', role: 'text', customer_type: 'text' },
    invites.map((a) => ({
      email: a.email,
      phone: a.phone,
      first_name: a.firstName,
      last_name: a.lastName,
      postcode: a.postcode,
      language: a.language,
      role: 'customer',
      customer_type: 'PRIVATE',
    })),
    sql`on conflict do nothing returning id, lower(email) as email`,
  );
  const made = new Map(inserted.map((r) => [r.email as string, r.id as number]));
  const tokens = await issueResetTokens(tx, [...made.values()], INVITE_TOKEN_TTL_DAYS * 24 * 60);
  const mails: MailMessage[] = invites.flatMap((a) => {
    const id = made.get(a.email.toLowerCase());
    if (id === undefined) return [];
    const url = `${app.config.publicUrl}/reset-password?token=${tokens.get(id)}`;
    return [customerInvitationMail(a.language, { to: a.email, firstName: a.firstName, url, vendor: vendorName })];
  });
  await app.messenger.emailMany(mails, tx);
  return made;
}
