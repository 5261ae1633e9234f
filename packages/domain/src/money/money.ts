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

const LOCALES: Record<string, string> = { es: 'es-ES', en: 'en-GB', no: 'nb-NO' };
const LABELS: Record<Currency, string> = { NOK: 'kr', EUR: 'EUR' };

/** "1 234,50 kr" / "1.234,50 EUR": two decimals, the currency label of spec section 9. */
export function formatMoney(amountMinor: number, currency: Currency, language = 'es'): string {
  return `${numberFormat(LOCALES[language] ?? 'en-GB').format(amountMinor / 100)} ${LABELS[currency]}`;
}

/** One formatter per locale: building an Intl.NumberFormat costs far more than using one (a page formats hundreds of prices). */
const formats = new Map<string, Intl.NumberFormat>();
function numberFormat(locale: string): Intl.NumberFormat {
  let f = formats.get(locale);
  if (!f) {
    f = new Intl.NumberFormat(locale, { minimumFractionDigits: 2, maximumFractionDigits: 2, useGrouping: true });
    formats.set(locale, f);
  }
  return f;
}
