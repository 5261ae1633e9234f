import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addressBody, loginBody } from '../accounts/accounts.schema.ts';
import { orderFields } from '../checkout/checkout.schema.ts';
import { translate } from '../i18n/translate.ts';
import { addMessageBody } from '../support/support.schema.ts';
import { fieldMessages } from '../validation/field-messages.ts';
import { DB_INT_MAX, idSchema, isCleanLine, isCleanText, line, pageQuery, text, wholeNumber } from '../validation/primitives.ts';
import type { z } from 'zod';

/** The first message key per field, as the API answers it. */
function errorsOf(schema: z.ZodType, value: unknown): Record<string, string> {
  const r = schema.safeParse(value);
  if (r.success) return {};
  return fieldMessages(r.error.issues, { message: (m) => m.key });
}

const CONTROL = [...Array.from({ length: 32 }, (_, i) => String.fromCharCode(i)).filter((c) => !'\t\n\r'.includes(c)), '\u007f', '\u0085', '\u009f'];

describe('ids and whole numbers', () => {
  it.each([
    ['2147483647', 2147483647],
    [1, 1],
    ['42', 42],
  ])('accepts %s', (input, out) => {
    expect(idSchema.parse(input)).toBe(out);
  });

  it.each([2 ** 31, '2147483648', 2 ** 63, '9223372036854775808', -(2 ** 31) - 1, 0, -1, 1.5, 'NaN', 'Infinity', '1e3', '0x10', 'abc', true, [], {}])(
    'refuses %s as not valid',
    (input) => {
      expect(errorsOf(idSchema, input)).toEqual({ _: 'validation-invalid' });
    },
  );

  it('says "required" when the id is missing', () => {
    expect(errorsOf(idSchema, undefined)).toEqual({ _: 'validation-field-required' });
    expect(errorsOf(idSchema, '')).toEqual({ _: 'validation-field-required' });
  });

  it('keeps every whole number it accepts within PostgreSQL integer (property)', () => {
    fc.assert(
      fc.property(fc.oneof(fc.integer({ min: -(2 ** 53), max: 2 ** 53 }), fc.double(), fc.bigInt().map(String)), (v) => {
        const r = wholeNumber(-DB_INT_MAX - 1, DB_INT_MAX).safeParse(v);
        if (r.success) expect(Number.isInteger(r.data) && r.data >= -(2 ** 31) && r.data <= DB_INT_MAX).toBe(true);
      }),
    );
  });

  it('bounds list offsets too', () => {
    const page = pageQuery(50, 100);
    expect(page.offset.safeParse('9223372036854775807').success).toBe(false);
    expect(page.limit.safeParse('101').success).toBe(false);
    expect(page.limit.parse(undefined)).toBe(50);
  });
});

describe('text', () => {
  it.each(CONTROL.map((c) => [JSON.stringify(c), c]))('refuses the control character %s', (_name, c) => {
    expect(errorsOf(text(), `ab${c}cd`)).toEqual({ _: 'error-valid-control-characters' });
    expect(errorsOf(line(), `ab${c}cd`)).toEqual({ _: 'error-valid-control-characters' });
  });

  it('refuses a broken character (a lone surrogate half)', () => {
    expect(errorsOf(text(), 'a\ud800b')).toEqual({ _: 'error-valid-control-characters' });
    expect(errorsOf(text(), 'a\udc00')).toEqual({ _: 'error-valid-control-characters' });
    expect(text().parse('ved 😀')).toBe('ved 😀');
  });

  it('keeps line breaks in text, refuses them in a line', () => {
    expect(text().parse('Hei,\n\tved\r\n')).toBe('Hei,\n\tved\r\n');
    expect(errorsOf(line(), 'Hei\nved')).toEqual({ _: 'error-valid-single-line' });
    expect(errorsOf(line(), 'a\u2028b')).toEqual({ _: 'error-valid-single-line' });
  });

  it('says "required" when missing and "not valid" for another type', () => {
    expect(errorsOf(line(), undefined)).toEqual({ _: 'validation-field-required' });
    expect(errorsOf(line(), 12)).toEqual({ _: 'validation-invalid' });
  });

  it('accepts exactly the clean text (property)', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary', maxLength: 40 }), (v) => {
        expect(text().safeParse(v).success).toBe(isCleanText(v));
        expect(line().safeParse(v).success).toBe(isCleanLine(v));
      }),
    );
  });

  it('has its messages in every language', () => {
    for (const lang of ['es', 'en', 'no'] as const) {
      expect(translate(lang, 'error-valid-control-characters')).not.toBe('error-valid-control-characters');
      expect(translate(lang, 'error-valid-single-line')).not.toBe('error-valid-single-line');
    }
  });
});

describe('the shared request schemas refuse NUL next to the field', () => {
  it('in a login', () => {
    expect(errorsOf(loginBody, { login: 'kari\u0000@example.no', password: 'secret' })).toEqual({ login: 'error-valid-control-characters' });
    expect(errorsOf(loginBody, { login: 'kari@example.no', password: 'sec\u0000ret' })).toEqual({ password: 'error-valid-control-characters' });
  });

  it('in an address', () => {
    expect(errorsOf(addressBody, { county_id: 1, city: 'Oslo', street: 'Gate\u00001', postcode: '0150' })).toEqual({
      street: 'error-valid-control-characters',
    });
    expect(errorsOf(addressBody, { county_id: '2147483648', city: 'Oslo', street: 'Gate 1', postcode: '0150' })).toEqual({ county_id: 'error-valid-county' });
  });

  it('in a support message, which may still span lines', () => {
    expect(errorsOf(addMessageBody, { support_ticket_id: 1, message: 'Hei\u0000' })).toEqual({ message: 'error-valid-control-characters' });
    expect(errorsOf(addMessageBody, { support_ticket_id: 1, message: 'Hei\npå deg' })).toEqual({});
    expect(errorsOf(addMessageBody, { support_ticket_id: 2 ** 31, message: 'Hei' })).toEqual({ support_ticket_id: 'validation-invalid' });
  });

  it('in an order form', () => {
    const errors = errorsOf(orderFields, { comment: 'ring\u0000', first_name: 'K\u0007ari', group_vendor_id: '9223372036854775808' });
    expect(errors).toMatchObject({
      comment: 'error-valid-control-characters',
      first_name: 'error-valid-control-characters',
      group_vendor_id: 'validation-invalid',
    });
  });
});
