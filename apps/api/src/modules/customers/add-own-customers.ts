import { type Language, type OwnCustomerRefusal, planOwnCustomers, type VendorCustomerAddBody } from '@vedmarked/domain';
import { type Executor, vendorCustomers } from '@vedmarked/db';
import { inArray, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { chunks, insertRows } from '../../lib/bulk-insert.ts';
import { type AppError, conflict, fieldError } from '../../lib/errors.ts';
import { accountsByContact, type CustomerInvite, inviteCustomerAccounts } from '../auth/index.ts';
import type { ownVendor } from '../delivery/index.ts';

type VendorRow = Awaited<ReturnType<typeof ownVendor>>;

/** One row's outcome: refused (nothing of it written), or the person, made (invited) or matched, with their account once written. */
export type OwnCustomerOutcome = { error: AppError } | { invited: boolean; userId?: number };

/** A refusal as the error the form shows: 409 for a person already owned, else the field errors (422). */
function refusal(errors: OwnCustomerRefusal): AppError {
  if (errors._ === 'error-customer-already-yours') return conflict('customer_exists', errors._);
  if (errors._ === 'error-customer-other-vendor') return conflict('customer_owned', errors._);
  return fieldError(errors);
}

/** The vendor each of some accounts is an own customer of: one query per 10,000 accounts. */
async function ownersOf(tx: Executor, userIds: readonly number[]): Promise<Map<number, number>> {
  const owners = new Map<number, number>();
  for (const part of chunks(userIds, 10_000)) {
    const owned = await tx
      .select({ userId: vendorCustomers.userId, vendorId: vendorCustomers.vendorId })
      .from(vendorCustomers)
      .where(inArray(vendorCustomers.userId, part));
    for (const r of owned) owners.set(r.userId, r.vendorId);
  }
  return owners;
}

/**
 * Makes people the vendor's own customers in the caller's transaction (the add form: one row; the
 * CSV import: up to 10,000), set-based (decision 0042): the accounts the rows' e-mails and phones
 * name and their owners in three queries, the pure rule `planOwnCustomers` for every row, then
 * multi-row inserts of the new accounts, their invitation tokens and outbox mails, and the
 * ownership links. With `write: false`, or when any row is refused, nothing is written (a preview).
 *
 * Imports and adds of one vendor run one at a time (an advisory lock per vendor until the commit),
 * so a double submit sees the first one's rows as "already one of your customers". A row can still
 * be refused while writing, when another vendor's request took its contact or its person since the
 * look-up: the caller must then roll the transaction back (all rows or none).
 */
export async function addOwnCustomers(
  app: FastifyInstance,
  tx: Executor,
  vendor: VendorRow,
  rows: readonly VendorCustomerAddBody[],
  o: { lang: Language; source: 'added' | 'imported'; write: boolean },
): Promise<OwnCustomerOutcome[]> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`own-customers:${vendor.id}`}))`);
  const accounts = await accountsByContact(tx, {
    emails: rows.flatMap((r) => (r.email ? [r.email] : [])),
    phones: rows.flatMap((r) => (r.phone ? [r.phone] : [])),
  });
  const owners = await ownersOf(
    tx,
    accounts.map((a) => a.id),
  );
  const plan = planOwnCustomers(
    rows,
    accounts.map((a) => ({ ...a, ownerVendorId: owners.get(a.id) ?? null })),
    vendor.id,
  );
  const outcomes: OwnCustomerOutcome[] = plan.map((p) => (p.kind === 'refused' ? { error: refusal(p.errors) } : { invited: p.kind === 'invite' }));
  if (!o.write || outcomes.some((r) => 'error' in r)) return outcomes;

  // The new people: accounts, tokens and invitation mails.
  const invites: CustomerInvite[] = [];
  rows.forEach((r, i) => {
    if (plan[i]!.kind === 'invite' && r.email)
      invites.push({
        email: r.email,
        phone: r.phone ?? null,
        firstName: r.first_name,
        lastName: r.last_name,
        postcode: r.postcode,
        language: r.language ?? o.lang,
      });
  });
  const made = await inviteCustomerAccounts(app, tx, invites, vendor.name);
  rows.forEach((r, i) => {
    const p = plan[i]!;
    const userId = p.kind === 'link' ? p.userId : made.get(r.email?.toLowerCase() ?? '');
    // Another request took the e-mail or the phone between the look-up and the insert.
    outcomes[i] = userId === undefined ? { error: conflict('contact_taken', 'error-email-taken') } : { invited: p.kind === 'invite', userId };
  });
  if (outcomes.some((r) => 'error' in r)) return outcomes;

  // The ownership links: a person another vendor took since the look-up stays theirs.
  const linked = await insertRows(
    tx,
    'vendor_customers',
    { vendor_id: 'integer', user_id: 'integer', source: 'text' },
    outcomes.flatMap((r) => ('userId' in r ? [{ vendor_id: vendor.id, user_id: r.userId, source: o.source }] : [])),
    sql`on conflict do nothing returning user_id`,
  );
  const ids = new Set(linked.map((r) => r.user_id as number));
  return outcomes.map((r) =>
    'userId' in r && r.userId !== undefined && !ids.has(r.userId) ? { error: conflict('customer_owned', 'error-customer-other-vendor') } : r,
  );
}
