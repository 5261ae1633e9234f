import type { VendorCustomerAddBody } from './vendor-customers.ts';

/**
 * Who each added or imported person is (issue 11 item 2; decision 0042): the rule that decides,
 * for a batch of add bodies in file order, which rows link an existing customer account, which make
 * a new account with an invitation, and which are refused and why. It reads the accounts the rows'
 * e-mails and phones name (with their owning vendor) and nothing else, so the service runs it over
 * 10,000 rows after two look-ups, then writes with multi-row inserts.
 *
 * A row sees the rows before it as if they had already been added: a person twice in a file is
 * "already one of your customers" the second time, as when the same person is added twice by hand.
 */

/** An existing account an e-mail or a phone of the batch names, and the vendor it is an own customer of. */
export interface KnownContactAccount {
  id: number;
  role: string;
  email: string;
  phone: string | null;
  ownerVendorId: number | null;
}

/** Error message keys by field, `_` for a refusal of the whole row. */
export type OwnCustomerRefusal = Record<string, string>;

export type OwnCustomerPlan = { kind: 'refused'; errors: OwnCustomerRefusal } | { kind: 'link'; userId: number } | { kind: 'invite' };

/** The roles a vendor may take as its own customer (a private person or a company buying). */
const CUSTOMER_ROLES: readonly string[] = ['customer', 'customer-company'];

interface Person {
  /** 0 for a person an earlier row of the batch makes: owned from the start, so never linked. */
  id: number;
  role: string;
  ownerVendorId: number | null;
}

export function planOwnCustomers(rows: readonly VendorCustomerAddBody[], known: readonly KnownContactAccount[], vendorId: number): OwnCustomerPlan[] {
  const byEmail = new Map<string, Person>();
  const byPhone = new Map<string, Person>();
  const byId = new Map<number, Person>();
  for (const a of known) {
    const p = byId.get(a.id) ?? { id: a.id, role: a.role, ownerVendorId: a.ownerVendorId };
    byId.set(a.id, p);
    byEmail.set(a.email.toLowerCase(), p);
    if (a.phone) byPhone.set(a.phone, p);
  }
  return rows.map((row): OwnCustomerPlan => {
    const email = row.email?.toLowerCase() ?? null;
    const phone = row.phone ?? null;
    const mailed = email ? byEmail.get(email) : undefined;
    const phoned = phone ? byPhone.get(phone) : undefined;
    if (mailed && phoned && mailed !== phoned) return { kind: 'refused', errors: { phone: 'error-phone-taken' } };
    const person = mailed ?? phoned;
    if (person) {
      if (!CUSTOMER_ROLES.includes(person.role)) return { kind: 'refused', errors: { [mailed ? 'email' : 'phone']: 'error-customer-not-customer' } };
      if (person.ownerVendorId === vendorId) return { kind: 'refused', errors: { _: 'error-customer-already-yours' } };
      if (person.ownerVendorId !== null) return { kind: 'refused', errors: { _: 'error-customer-other-vendor' } };
      person.ownerVendorId = vendorId;
      return { kind: 'link', userId: person.id };
    }
    if (!email) return { kind: 'refused', errors: { email: 'error-customer-email-required' } };
    const added: Person = { id: 0, role: 'customer', ownerVendorId: vendorId };
    byEmail.set(email, added);
    if (phone) byPhone.set(phone, added);
    return { kind: 'invite' };
  });
}
