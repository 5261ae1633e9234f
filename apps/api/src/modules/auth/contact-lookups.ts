import { type Db, type Executor, users } from '@vedmarked/db';
import { eq, or, sql } from 'drizzle-orm';
import { reserveDistinct } from './attempts.ts';

/**
 * A guest's e-mail and phone, checked against the accounts at the delivery step: when either
 * belongs to an account, the guest must log in to finish the order (spec section 9). The answer
 * says that one of the two belongs to an account, never which; docs/security.md §5.
 */
export interface GuestContacts {
  /** In lower case, as the order form gives it. */
  email: string;
  /** +47 and 8 digits, as the order form gives it. */
  phone: string;
}

/**
 * Distinct (e-mail, phone) pairs one client address may have checked in the window. A shopper
 * checks one or two (asking about the same pair again is free); a prober needs one per guess. The
 * room above that is for several shoppers behind one address (a mobile carrier's shared address, an
 * office) and for the browser journeys, which all check out from one address.
 */
export const GUEST_CONTACT_LOOKUPS = { maxAttempts: 20, windowMinutes: 60 } as const;

/**
 * Takes one lookup of the client address's allowance for this pair (nothing when the pair was
 * checked in the window), or refuses with 429 before anything is looked up, whether the pair
 * belongs to an account or not. Counted in the database, so every API process shares the count.
 */
export async function reserveContactLookup(db: Db, ip: string, c: GuestContacts): Promise<void> {
  await reserveDistinct(db, `guest-contacts:ip:${ip}`, `${c.email}\n${c.phone}`, GUEST_CONTACT_LOOKUPS);
}

/** Whether the e-mail or the phone belongs to an account (any role). */
export async function contactHasAccount(db: Executor, c: GuestContacts): Promise<boolean> {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(or(sql`lower(${users.email}) = ${c.email.toLowerCase()}`, eq(users.phone, c.phone)))
    .limit(1);
  return !!row;
}
