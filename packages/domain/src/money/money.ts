/**
 * Money is integer minor units (øre, cents) everywhere but the edges.
 * These helpers keep arithmetic exact.
 */
export const CURRENCIES = ['NOK', 'EUR'] as const;
export type Currency = (typeof CURRENCIES)[number];

/** Percentage of an amount in minor units, rounded half away from zero. */
export function percentOf(amountMinor: number, pct: number): number {
  assertMinor(amountMinor);
  const raw = (amountMinor * pct) / 100;
  return Math.sign(raw) * Math.round(Math.abs(raw));
}

export function assertMinor(amount: number): void {
  if (!Number.isSafeInteger(amount)) throw new RangeError(`Money must be an integer in minor units, got ${amount}`);
}

/** Parses a user-typed major-unit amount ("649,50", "649.5") into minor units, or null. */
export function parseMajor(input: string): number | null {
  const s = input.trim().replace(/\s/g, '').replace(',', '.');
  if (!/^\d+(\.\d{1,2})?$/.test(s)) return null;
  const [whole, frac = ''] = s.split('.');
  return Number(whole) * 100 + Number(frac.padEnd(2, '0'));
}

const LABELS: Record<Currency, string> = { NOK: 'kr', EUR: 'EUR' };

/**
 * How each language writes an amount: the group and decimal separators and the minus sign, as
 * `Intl.NumberFormat` writes them for es-ES, en-GB and nb-NO with two decimals and grouping always
 * on (a no-break space and U+2212 in Norwegian). Written by hand because the first
 * `Intl.NumberFormat` of a page loads the locale's ICU data: 30–40 ms of a phone's first render
 * (issue 21, TBT); a property test holds it equal to `Intl`'s output.
 */
const NUMBERS: Record<string, { group: string; decimal: string; minus: string }> = {
  es: { group: '.', decimal: ',', minus: '-' },
  en: { group: ',', decimal: '.', minus: '-' },
  no: { group: '\u00a0', decimal: ',', minus: '\u2212' },
};

/** "1 234,50 kr" / "1.234,50 EUR": two decimals, the currency label of spec section 9. */
export function formatMoney(amountMinor: number, currency: Currency, language = 'es'): string {
  const { group, decimal, minus } = NUMBERS[language] ?? NUMBERS.en!;
  // Half away from zero, as Intl rounds a fraction of a minor unit.
  const cents = Math.round(Math.abs(amountMinor));
  const whole = String(Math.floor(cents / 100)).replace(/\B(?=(\d{3})+$)/g, group);
  return `${amountMinor < 0 ? minus : ''}${whole}${decimal}${String(cents % 100).padStart(2, '0')} ${LABELS[currency]}`;
}
