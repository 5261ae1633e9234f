import { formatMoney, localeOf } from '@vedmarked/domain';
import type { TFunction } from 'i18next';
import { formatDate } from '../../../lib/format-date.ts';

/** A period "01.12.2026 – 31.12.2026" (either end may be missing). */
export function period(from: string | null | undefined, to: string | null | undefined): string {
  if (!from && !to) return '';
  return `${formatDate(from)} – ${formatDate(to)}`;
}

/** "30 m³" / "30 sekker": an amount in the listing's unit. */
export function amountText(t: TFunction, amount: number, unit: 'm3' | 'bag'): string {
  return t(`market:unit.${unit}`, { count: amount });
}

/** A trade price per unit, excl. VAT: "450,00 kr / m³". */
export function unitPrice(t: TFunction, price: number, unit: 'm3' | 'bag', language: string): string {
  return t('market:price-per-unit', { price: formatMoney(price, 'NOK', language), unit: t(`market:unit-short.${unit}`) });
}

/** "110,1 km" in the interface language. */
export function kmText(t: TFunction, km: number, language: string): string {
  const n = new Intl.NumberFormat(localeOf(language), { maximumFractionDigits: 1 }).format(km);
  return t('market:km', { km: n });
}

interface Traded {
  remaining: number;
  unit: 'm3' | 'bag';
  price_per_unit: number;
}

/** The table column of what is left of a listing, in its unit. */
export const remainingColumn = <R extends Traded>(t: TFunction) =>
  ({
    id: 'remaining',
    header: t('field.remaining'),
    value: (r: R) => r.remaining,
    kind: 'number',
    text: (r: R) => amountText(t, r.remaining, r.unit),
  }) as const;

/** The table column of a listing's price per unit, excl. VAT. */
export const priceColumn = <R extends Traded>(t: TFunction, language: string) =>
  ({
    id: 'price',
    header: t('field.price_per_unit'),
    value: (r: R) => r.price_per_unit,
    kind: 'money',
    text: (r: R) => unitPrice(t, r.price_per_unit, r.unit, language),
  }) as const;
