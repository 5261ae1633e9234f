import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { type KnownContactAccount, planOwnCustomers } from '../accounts/own-customer-plan.ts';
import type { VendorCustomerAddBody } from '../accounts/vendor-customers.ts';

const VENDOR = 7;
const row = (email: string | null, phone: string | null = null): VendorCustomerAddBody => ({
  first_name: 'Kari',
  last_name: 'Nordmann',
  postcode: '0150',
  email,
  phone,
});
const account = (id: number, over: Partial<KnownContactAccount> = {}): KnownContactAccount => ({
  id,
  role: 'customer',
  email: `u${id}@example.no`,
  phone: null,
  ownerVendorId: null,
  ...over,
});

describe('planOwnCustomers', () => {
  it('links a free customer account by e-mail (without case) or phone, and invites a new person with an e-mail', () => {
    const known = [account(1, { email: 'Ola@Example.no' }), account(2, { phone: '+4791234567', role: 'customer-company' })];
    expect(planOwnCustomers([row('ola@example.no'), row(null, '+4791234567'), row('new@example.no', '+4798765432')], known, VENDOR)).toEqual([
      { kind: 'link', userId: 1 },
      { kind: 'link', userId: 2 },
      { kind: 'invite' },
    ]);
  });

  it('refuses what the add form refuses, each with its message key', () => {
    const known = [
      account(1),
      account(2, { phone: '+4791111111' }),
      account(3, { role: 'vendor' }),
      account(4, { ownerVendorId: VENDOR }),
      account(5, { ownerVendorId: 99 }),
      account(6, { role: 'admin', phone: '+4792222222' }),
    ];
    expect(
      planOwnCustomers(
        [
          row('u1@example.no', '+4791111111'),
          row('u3@example.no'),
          row('u4@example.no'),
          row('u5@example.no'),
          row(null, '+4793333333'),
          row(null, '+4792222222'),
        ],
        known,
        VENDOR,
      ).map((p) => p.kind === 'refused' && p.errors),
    ).toEqual([
      { phone: 'error-phone-taken' },
      { email: 'error-customer-not-customer' },
      { _: 'error-customer-already-yours' },
      { _: 'error-customer-other-vendor' },
      { email: 'error-customer-email-required' },
      { phone: 'error-customer-not-customer' },
    ]);
  });

  it('sees earlier rows as added: the same person twice in a file is "already yours" the second time, by e-mail or by phone', () => {
    const known = [account(1)];
    const plan = planOwnCustomers(
      [
        row('a@example.no', '+4791234567'),
        row('A@example.no'),
        row('b@example.no', '+4791234567'),
        row('u1@example.no'),
        row(null, '+4791234567'),
        row('u1@example.no'),
      ],
      known,
      VENDOR,
    );
    expect(plan.map((p) => (p.kind === 'refused' ? p.errors : p.kind))).toEqual([
      'invite',
      { _: 'error-customer-already-yours' },
      { _: 'error-customer-already-yours' },
      'link',
      { _: 'error-customer-already-yours' },
      { _: 'error-customer-already-yours' },
    ]);
    // A refused row claims nothing: the next row with the same contact is judged afresh.
    expect(planOwnCustomers([row('x@example.no', '+4791111111'), row(null, '+4792222222')], [account(1, { phone: '+4791111111' })], VENDOR)[1]).toEqual({
      kind: 'refused',
      errors: { email: 'error-customer-email-required' },
    });
  });

  it('never lets two rows own one person, and never makes two accounts with one contact (property)', () => {
    const contact = fc.record({
      email: fc.option(fc.constantFrom('a@x.no', 'b@x.no', 'c@x.no', 'u1@example.no'), { nil: null }),
      phone: fc.option(fc.constantFrom('+4791111111', '+4792222222'), { nil: null }),
    });
    fc.assert(
      fc.property(fc.array(contact, { maxLength: 30 }), (contacts) => {
        const plan = planOwnCustomers(
          contacts.map((c) => row(c.email, c.phone)),
          [account(1, { phone: '+4792222222' })],
          VENDOR,
        );
        const linked = plan.flatMap((p) => (p.kind === 'link' ? [p.userId] : []));
        expect(new Set(linked).size).toBe(linked.length);
        const invited = contacts.filter((_, i) => plan[i]!.kind === 'invite');
        const emails = invited.map((c) => c.email);
        const phones = invited.flatMap((c) => (c.phone ? [c.phone] : []));
        expect(new Set(emails).size).toBe(emails.length);
        expect(new Set(phones).size).toBe(phones.length);
        expect(emails).not.toContain('u1@example.no');
        expect(phones).not.toContain('+4792222222');
      }),
    );
  });
});
