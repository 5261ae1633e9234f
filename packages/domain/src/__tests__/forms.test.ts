import { isValidOrgNumber } from '../accounts/org-number.ts';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { contactFormSchema, dealerFormSchema, formReference, normaliseCompanyId, normaliseContactPhone, questionFormSchema } from '../forms/index.ts';
import { fieldMessages, type IssueLike } from '../validation/index.ts';

/** The first message key per field, as the API and the web forms show them. */
function errorsOf(schema: { safeParse(v: unknown): { success: boolean; error?: { issues: unknown[] } } }, value: unknown) {
  const r = schema.safeParse(value);
  if (r.success) return {};
  return fieldMessages(r.error!.issues as IssueLike[], { field: (path) => path, message: (m) => m.key });
}

/** A short test title for a change to a valid payload. */
const label = (change: unknown) => {
  const text = JSON.stringify(change);
  return text.length > 60 ? `${text.slice(0, 40)}…` : text;
};

const question = { name: 'Kari', email: 'kari@example.no', topic: 'order', message: 'Where is my order?' };
const dealer = {
  company_name: 'Ved AS',
  contact_name: 'Ola',
  email: 'ola@ved.no',
  phone: '91234567',
  postcode: '0150',
  business_type: 'fireplace-shop',
  formats: ['60L'],
};
const contact = { name: 'Lucía', email: 'lucia@example.es', subject: 'Pellets', message: 'Do you deliver pellets?' };

describe('normaliseContactPhone', () => {
  it.each([
    ['912 34 567', '91234567'],
    ['+47 912 34 567', '+4791234567'],
    ['0047-912.34.567', '+4791234567'],
    ['(+34) 612 345 678', '+34612345678'],
    ['+34 612 345 678', '+34612345678'],
    ['1234567', null],
    ['1234567890123456', null],
    ['91234567a', null],
    ['', null],
  ])('%j → %j', (raw, expected) => {
    expect(normaliseContactPhone(raw)).toBe(expected);
  });

  it('keeps every digit of a valid number (a leading 00 becomes +) and is idempotent', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^\+?\d{8,15}$/), (n) => {
        const once = normaliseContactPhone(n);
        expect(once).not.toBeNull();
        const asTyped = n.replace(/^\+/, '');
        expect(once === n || once === asTyped || (n.startsWith('00') && once === `+${n.slice(2)}`)).toBe(true);
        expect(normaliseContactPhone(once!)).toBe(once);
      }),
      { numRuns: 500 },
    );
  });
});

describe('organisation numbers', () => {
  it.each(['923609016', '974760673', '981566378'])('accepts the real Norwegian number %s', (n) => {
    expect(isValidOrgNumber(n)).toBe(true);
  });

  it('finds every single-digit typo in a valid number', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 8 }), fc.integer({ min: 1, max: 9 }), (pos, delta) => {
        const digits = '923609016'.split('').map(Number);
        digits[pos] = (digits[pos]! + delta) % 10;
        expect(isValidOrgNumber(digits.join(''))).toBe(false);
      }),
    );
  });

  it.each([
    ['923 609 016', '923609016'],
    ['923609017', null],
    ['B12345678', 'B12345678'],
    ['es-b 1234567-8', 'B12345678'],
    ['12345678Z', '12345678Z'],
    ['ABC', null],
  ])('normalises %j → %j', (raw, expected) => {
    expect(normaliseCompanyId(raw)).toBe(expected);
  });
});

describe('formReference', () => {
  it('names the form and the row', () => {
    expect([formReference('question', 7), formReference('jotul', 7), formReference('contact', 7)]).toEqual(['Q-7', 'D-7', 'C-7']);
  });
});

describe('questionFormSchema', () => {
  it('trims, lower-cases the e-mail and drops empty optional fields', () => {
    expect(questionFormSchema.parse({ ...question, name: '  Kari ', email: ' KARI@Example.no', phone: '', order_number: '', postcode: ' ' })).toEqual({
      name: 'Kari',
      email: 'kari@example.no',
      topic: 'order',
      message: 'Where is my order?',
      phone: undefined,
      order_number: undefined,
      postcode: undefined,
    });
  });

  it.each(
    [
      [{ name: '' }, { name: 'validation-field-required' }],
      [{ name: 'K' }, { name: 'error-valid-min-length' }],
      [{ email: 'x@' }, { email: 'error-valid-email' }],
      [{ email: undefined }, { email: 'validation-field-required' }],
      [{ phone: '123' }, { phone: 'error-valid-contact-phone' }],
      [{ topic: '' }, { topic: 'validation-field-required' }],
      [{ topic: 'weather' }, { topic: 'validation-invalid' }],
      [{ order_number: '12345678901' }, { order_number: 'error-valid-order-number' }],
      [{ postcode: '12345' }, { postcode: 'error-valid-postcode' }],
      [{ message: 'short' }, { message: 'error-valid-min-length' }],
      [{ extra: 1 }, { '': 'validation-unknown-field' }],
    ].map(([change, expected]) => [label(change), change, expected] as const),
  )('%s', (_label, change, expected) => {
    expect(errorsOf(questionFormSchema, { ...question, ...change })).toEqual(expected);
  });
});

describe('dealerFormSchema', () => {
  it('orders formats and wood types, removes repeats and defaults own_delivery', () => {
    const v = dealerFormSchema.parse({ ...dealer, formats: ['1500L', '40L', '1500L'], wood_types: ['oak', 'birch', 'oak'] });
    expect(v.formats).toEqual(['40L', '1500L']);
    expect(v.wood_types).toEqual(['birch', 'oak']);
    expect(v.own_delivery).toBe(false);
  });

  it.each(
    [
      [{ company_name: ' ' }, { company_name: 'validation-field-required' }],
      [{ organization_number: '923609017' }, { organization_number: 'error-valid-company-id' }],
      [{ phone: '' }, { phone: 'validation-field-required' }],
      [{ phone: 'abc' }, { phone: 'error-valid-contact-phone' }],
      [{ postcode: '' }, { postcode: 'validation-field-required' }],
      [{ postcode: '01a0' }, { postcode: 'error-valid-postcode' }],
      [{ business_type: undefined }, { business_type: 'validation-field-required' }],
      [{ formats: [] }, { formats: 'error-choose-format' }],
      [{ formats: ['2000L'] }, { 'formats.0': 'validation-invalid' }],
      [{ yearly_volume_m3: 1.5 }, { yearly_volume_m3: 'error-valid-volume' }],
      [{ yearly_volume_m3: 100_001 }, { yearly_volume_m3: 'error-valid-volume' }],
      [{ own_delivery: 'yes' }, { own_delivery: 'validation-invalid' }],
    ].map(([change, expected]) => [label(change), change, expected] as const),
  )('%s', (_label, change, expected) => {
    expect(errorsOf(dealerFormSchema, { ...dealer, ...change })).toEqual(expected);
  });
});

describe('contactFormSchema', () => {
  it('accepts a complete message', () => {
    expect(contactFormSchema.safeParse(contact).success).toBe(true);
  });
  it.each(
    [
      [{ subject: 'ab' }, { subject: 'error-valid-min-length' }],
      [{ message: 'x'.repeat(2001) }, { message: 'error-valid-max-length' }],
      [{ website: 'x'.repeat(501) }, { website: 'error-valid-max-length' }],
    ].map(([change, expected]) => [label(change), change, expected] as const),
  )('%s', (_label, change, expected) => {
    expect(errorsOf(contactFormSchema, { ...contact, ...change })).toEqual(expected);
  });
  it('never accepts a message of only spaces', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^[ \t\n]{0,40}$/), (blank) => {
        expect(errorsOf(contactFormSchema, { ...contact, message: blank }).message).toBe('validation-field-required');
      }),
    );
  });
});
