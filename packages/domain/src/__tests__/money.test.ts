import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { localeOf } from '../i18n/locales.ts';
import { formatMoney, parseMajor, percentOf } from '../money/money.ts';

describe('money', () => {
  it('formats two decimals with the currency label', () => {
    expect(formatMoney(123450, 'NOK', 'no').replace(/\s/g, ' ')).toBe('1 234,50 kr');
    expect(formatMoney(123450, 'NOK', 'en')).toBe('1,234.50 kr');
    expect(formatMoney(1000, 'EUR', 'es')).toBe('10,00 EUR');
  });
  it('writes every amount as Intl.NumberFormat does in each language (it is written by hand, issue 21)', () => {
    fc.assert(
      fc.property(fc.integer({ min: -10_000_000_00, max: 10_000_000_00 }), fc.constantFrom('es', 'en', 'no' as const), (n, lang) => {
        const expected = new Intl.NumberFormat(localeOf(lang), { minimumFractionDigits: 2, maximumFractionDigits: 2, useGrouping: true }).format(n / 100);
        return formatMoney(n, 'NOK', lang) === `${expected} kr`;
      }),
      { numRuns: 2000 },
    );
    expect(formatMoney(-50, 'EUR', 'no')).toBe('\u22120,50 EUR');
    expect(formatMoney(123456789, 'EUR', 'es')).toBe('1.234.567,89 EUR');
    expect(formatMoney(100, 'NOK', 'xx')).toBe('1.00 kr');
  });
  it('parses typed amounts into minor units', () => {
    expect(parseMajor('649,5')).toBe(64950);
    expect(parseMajor(' 1 200.05 ')).toBe(120005);
    expect(parseMajor('12.345')).toBeNull();
    expect(parseMajor('abc')).toBeNull();
  });
  it('round-trips every amount through parse(format)', () => {
    fc.assert(fc.property(fc.integer({ min: 0, max: 10_000_000_00 }), (n) => parseMajor((n / 100).toFixed(2)) === n));
  });
  it('takes integer percentages and refuses floating-point money', () => {
    expect(percentOf(10000, 10)).toBe(1000);
    expect(percentOf(999, 50)).toBe(500);
    expect(() => percentOf(10.5, 10)).toThrow(RangeError);
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1e9 }), fc.integer({ min: 0, max: 100 }), (a, p) => Number.isInteger(percentOf(a, p)) && percentOf(a, p) <= a),
    );
  });
});
