/** How a cell's value is shown: the edge where money and dates get their format. */
import { localeOf } from '@vedmarked/domain/i18n/locales';
import { type Currency, formatMoney } from '@vedmarked/domain/money/money';
import { cellDay, type ValueKind } from '@vedmarked/domain/table/filter';
import type { CellValue, DataTableColumn } from './types.ts';

/** A yyyymmdd day number as DD.MM.YYYY (spec section 9). */
export function formatDay(day: number): string {
  const d = String(day % 100).padStart(2, '0');
  const m = String(Math.floor(day / 100) % 100).padStart(2, '0');
  return `${d}.${m}.${Math.floor(day / 10000)}`;
}

export function formatValue(value: CellValue, kind: ValueKind, language: string, currency: Currency = 'NOK'): string {
  if (value === null || value === undefined || value === '') return '';
  switch (kind) {
    case 'date': {
      const day = cellDay(value);
      return day === null ? String(value) : formatDay(day);
    }
    case 'money':
      return typeof value === 'number' ? formatMoney(value, currency, language) : String(value);
    case 'number':
      return typeof value === 'number' ? new Intl.NumberFormat(localeOf(language)).format(value) : String(value);
    default:
      return value instanceof Date ? formatDay(cellDay(value) ?? 0) : String(value);
  }
}

/** The text of a cell as the user sees it (and the text operators search). */
export function cellText<Row>(column: DataTableColumn<Row>, row: Row, language: string): string {
  if (column.text) return column.text(row);
  return formatValue(column.value(row), column.kind ?? 'text', language, column.currency?.(row));
}
