import { formatMoney } from '@vedmarked/domain';
import type { TFunction } from 'i18next';

/** Dates are shown as DD.MM.YYYY (spec section 9). */
export function formatDay(iso: string | null | undefined): string {
  if (!iso) return '';
  const [y, m, d] = iso.slice(0, 10).split('-');
  return `${d}.${m}.${y}`;
}

/** A period "01.12.2026 – 31.12.2026" (either end may be missing). */
export function period(from: string | null | undefined, to: string | null | undefined): string {
  if (!from && !to) return '';
  return `${formatDay(from)} – ${formatDay(to)}`;
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
  const n = new Intl.NumberFormat(language === 'no' ? 'nb-NO' : language === 'es' ? 'es-ES' : 'en-GB', { maximumFractionDigits: 1 }).format(km);
  return t('market:km', { km: n });
}
