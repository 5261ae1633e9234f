import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  addressBody,
  changePasswordBody,
  emailSchema,
  isValidOrgNumber,
  loginBody,
  normaliseLandline,
  normalisePhone,
  orgNumberCheckDigit,
  signUpBody,
  updateCompanyBody,
} from '../accounts/index.ts';
import { fieldMessages, type IssueLike } from '../validation/index.ts';

/** The first message key per field, as the API and the forms show them. */
function errors(schema: { safeParse(v: unknown): { success: boolean; error?: { issues: unknown[] } } }, value: unknown) {
  const res = schema.safeParse(value);
  if (res.success) return {};
  return fieldMessages(res.error!.issues as IssueLike[], { field: (path) => path, message: (m) => m.key });
}

describe('Norwegian organisation number (9 digits, modulus 11)', () => {
  it('accepts real numbers', () => {
    // Brønnøysundregistrene (974760673), Equinor (923609016), DNB Bank (984851006)
    for (const n of ['974760673', '923609016', '984851006', '974 760 673']) expect(isValidOrgNumber(n), n).toBe(true);
  });
  it('rejects wrong lengths, letters and wrong check digits', () => {
    for (const n of ['', '97476067', '9747606730', '97476067a', '974760674', '123456789']) expect(isValidOrgNumber(n), n).toBe(false);
  });
  it('a number built from any stem with a check digit is valid, and changing any one digit makes it invalid', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 99_999_999 }), fc.integer({ min: 0, max: 8 }), fc.integer({ min: 1, max: 9 }), (stemN, pos, delta) => {
        const stem = String(stemN).padStart(8, '0');
        const check = orgNumberCheckDigit(stem);
        if (check === null) {
          // no check digit exists: no 9th digit makes it valid
          for (let d = 0; d <= 9; d++) expect(isValidOrgNumber(`${stem}${d}`)).toBe(false);
          return;
        }
        const n = `${stem}${check}`;
        expect(isValidOrgNumber(n)).toBe(true);
        const digits = n.split('');
        digits[pos] = String((Number(digits[pos]) + delta) % 10);
        // weights 2..7 are coprime with 11, so a single changed digit always changes the sum mod 11
        expect(isValidOrgNumber(digits.join(''))).toBe(false);
      }),
    );
  });
});

describe('phone numbers (+47, mobile)', () => {
  it.each([
    ['91234567', '+4791234567'],
    ['412 34 567', '+4741234567'],
    ['+47 912 34 567', '+4791234567'],
    ['004791234567', '+4791234567'],
    ['4791234567', '+4791234567'],
  ])('%s → %s', (raw, stored) => expect(normalisePhone(raw)).toBe(stored));
  it.each(['', '2212345', '22123456', '9123456a', '+46 91234567', '912345678'])('%s is not a Norwegian mobile', (raw) =>
    expect(normalisePhone(raw)).toBeNull(),
  );
  it('company phones may be landlines', () => {
    expect(normaliseLandline('55 00 00 03')).toBe('+4755000003');
    expect(normaliseLandline('01234567')).toBeNull();
  });
});

describe('account schemas', () => {
  it('trims and lower-cases e-mail', () => {
    expect(emailSchema.parse('  Kari.Nordmann@Example.NO ')).toBe('kari.nordmann@example.no');
    expect(errors(emailSchema, 'not-an-email')).toEqual({ '': 'error-valid-email' });
    expect(errors(emailSchema, '')).toEqual({ '': 'validation-field-required' });
  });

  it('sign-up needs e-mail, a password of at least 6 characters and the same confirmation', () => {
    expect(errors(signUpBody, {})).toMatchObject({ email: 'validation-field-required', password: 'validation-field-required' });
    expect(errors(signUpBody, { email: 'a@b.no', password: '12345', password_confirmation: '12345' })).toEqual({ password: 'error-valid-min-length' });
    expect(errors(signUpBody, { email: 'bad', password: '123456', password_confirmation: '654321' })).toEqual({
      email: 'error-valid-email',
      password_confirmation: 'error-password-confirm',
    });
    expect(errors(signUpBody, { email: 'a@b.no', password: '123456', password_confirmation: '123456', role: 'admin' })).toEqual({
      '': 'validation-unknown-field',
    });
    const ok = signUpBody.parse({
      email: 'A@B.no',
      password: '123456',
      password_confirmation: '123456',
      phone: '912 34 567',
      organization_number: '974 760 673',
    });
    expect(ok).toMatchObject({ email: 'a@b.no', phone: '+4791234567', organization_number: '974760673' });
  });

  it('names are at least 2 characters; phone and org number are checked', () => {
    expect(
      errors(signUpBody, {
        email: 'a@b.no',
        password: '123456',
        password_confirmation: '123456',
        first_name: ' A ',
        phone: '123',
        organization_number: '123456789',
      }),
    ).toEqual({ first_name: 'error-valid-min-length', phone: 'error-valid-phone', organization_number: 'error-valid-org-number' });
  });

  it('login needs login and password', () => {
    expect(errors(loginBody, { login: '', password: '' })).toEqual({ login: 'validation-field-required', password: 'validation-field-required' });
  });

  it('change password: old one given, new one at least 6, confirmation equal', () => {
    expect(errors(changePasswordBody, { old_password: '', password: 'abc', password_confirmation: 'abd' })).toEqual({
      old_password: 'validation-field-required',
      password: 'error-valid-min-length',
      password_confirmation: 'error-password-confirm',
    });
  });

  it('company: blank optional fields clear them, multipart booleans are 1/0, bank accounts have 11 digits', () => {
    const v = updateCompanyBody.parse({
      company_name: ' Ved AS ',
      organization_number: '',
      vat_registered: '1',
      newsletter: '0',
      bank_account: '1503.12.34567',
    });
    expect(v).toMatchObject({ company_name: 'Ved AS', organization_number: null, vat_registered: true, newsletter: false, bank_account: '15031234567' });
    expect(errors(updateCompanyBody, { company_name: 'Ved AS', bank_account: '1234' })).toEqual({ bank_account: 'error-valid-bank-account' });
  });

  it('address: county is an integer, postcode 4 digits, street and city trimmed and required', () => {
    expect(errors(addressBody, { county_id: 'x', city: ' ', street: '', postcode: '12' })).toEqual({
      county_id: 'error-valid-county',
      city: 'validation-field-required',
      street: 'validation-field-required',
      postcode: 'error-valid-postcode',
    });
    expect(addressBody.parse({ county_id: '3', city: ' Oslo ', street: ' Storgata 1 ', postcode: '0150', name: '' })).toEqual({
      county_id: 3,
      city: 'Oslo',
      street: 'Storgata 1',
      postcode: '0150',
      name: null,
    });
  });
});

describe('registration pages', async () => {
  const { roleFromRegisterSlug, hearAboutUsKey } = await import('../accounts/index.ts');
  it('map /{slug}-register to a role', () => {
    expect(roleFromRegisterSlug('leverandor')).toBe('vendor');
    expect(roleFromRegisterSlug('leverandor-transporter')).toBe('vendor-transporter');
    expect(roleFromRegisterSlug('ildstedet')).toBe('customer');
    expect(roleFromRegisterSlug('round-timber-transporter')).toBe('round-timber-transporter');
    expect(roleFromRegisterSlug('admin')).toBeNull();
    expect(roleFromRegisterSlug('nobody')).toBeNull();
  });
  it('hear-about-us answers have key-safe names', () => {
    expect(hearAboutUsKey('finn.no')).toBe('finn-no');
    expect(hearAboutUsKey('google search')).toBe('google-search');
  });
});
