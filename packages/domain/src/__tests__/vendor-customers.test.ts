import { describe, expect, it } from 'vitest';
import { vendorCustomerAddBody, vendorCustomerListQuery } from '../accounts/vendor-customers.ts';

const base = { first_name: ' Kari ', last_name: 'Nordmann', postcode: '0150' };
const issues = (input: unknown) => {
  const r = vendorCustomerAddBody.safeParse(input);
  return r.success ? {} : Object.fromEntries(r.error.issues.map((i) => [i.path.join('.'), i.message]));
};

describe('vendorCustomerAddBody', () => {
  it('takes an e-mail and/or a phone, trimmed, lower-cased and normalised to +47', () => {
    expect(vendorCustomerAddBody.parse({ ...base, email: ' Kari@Example.NO ', phone: '' })).toEqual({
      first_name: 'Kari',
      last_name: 'Nordmann',
      email: 'kari@example.no',
      phone: null,
      postcode: '0150',
    });
    expect(vendorCustomerAddBody.parse({ ...base, phone: '912 34 567', language: 'no' })).toMatchObject({ phone: '+4791234567', language: 'no' });
  });

  it('asks for a contact on the e-mail field when neither is given', () => {
    expect(issues(base)).toEqual({ email: 'error-customer-contact-required' });
    expect(issues({ ...base, email: '  ', phone: '' })).toEqual({ email: 'error-customer-contact-required' });
  });

  it('refuses a bad e-mail, a bad phone, a short name and a bad postcode on their fields', () => {
    expect(issues({ ...base, email: 'kari@', phone: '12' })).toMatchObject({ email: 'error-valid-email', phone: 'error-valid-phone' });
    expect(Object.keys(issues({ ...base, first_name: 'K', postcode: '12', email: 'k@example.no' })).sort()).toEqual(['first_name', 'postcode']);
    expect(issues({ ...base, email: 'k@example.no', role: 'admin' })).not.toEqual({});
  });
});

describe('vendorCustomerListQuery', () => {
  it('reads the search, filters on declared columns and paging; refuses an unknown column', () => {
    expect(vendorCustomerListQuery.parse({ q: ' berg ', filter: 'email:contains:ola', sort: '-name' })).toMatchObject({
      q: 'berg',
      filter: [{ id: 'email', op: 'contains', value: 'ola' }],
      sort: { id: 'name', desc: true },
      limit: 25,
      offset: 0,
    });
    expect(vendorCustomerListQuery.safeParse({ filter: 'password:contains:x' }).success).toBe(false);
  });
});
