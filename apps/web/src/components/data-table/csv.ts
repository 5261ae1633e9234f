/**
 * CSV export of a table's filtered rows, for spreadsheets: RFC 4180 quoting, CRLF line ends, a UTF-8
 * byte-order mark so Excel reads æøå and accents, and the separators Excel expects in the user's
 * language (es and no use ";" between fields and "," for decimals; en uses "," and ".").
 */
import { cellDay } from '@vedmarked/domain/table/filter';
import { formatDay } from './format.ts';
import type { DataTableColumn } from './types.ts';

export interface CsvDialect {
  delimiter: ',' | ';';
  decimal: '.' | ',';
}

export const csvDialect = (language: string): CsvDialect => (language === 'en' ? { delimiter: ',', decimal: '.' } : { delimiter: ';', decimal: ',' });

/** Quotes a field when it holds the delimiter, a quote, a line break or edge spaces. */
export function csvField(value: string, delimiter: string): string {
  return value.includes(delimiter) || /["\r\n]/.test(value) || value !== value.trim() ? `"${value.replaceAll('"', '""')}"` : value;
}

/** Text that a spreadsheet would run as a formula (=, +, -, @, tab, CR at the start) gets a leading apostrophe. */
export const neutraliseFormula = (text: string) => (/^[=+\-@\t\r]/.test(text) ? `'${text}` : text);

/** A cell as exported: numbers without grouping in the dialect's decimals, money in major units, dates DD.MM.YYYY. */
export function csvValue<Row>(column: DataTableColumn<Row>, row: Row, text: string, dialect: CsvDialect): string {
  const value = column.value(row);
  const kind = column.kind ?? 'text';
  if (value === null || value === undefined || value === '') return '';
  if ((kind === 'number' || kind === 'money') && typeof value === 'number') {
    const n = kind === 'money' ? (value / 100).toFixed(2) : String(value);
    return dialect.decimal === ',' ? n.replace('.', ',') : n;
  }
  if (kind === 'date') {
    const day = cellDay(value);
    return day === null ? neutraliseFormula(text) : formatDay(day);
  }
  return neutraliseFormula(text);
}

/** The CSV text (without the byte-order mark): a header line of the translated headings, then one line per row. */
export function toCsv<Row>(
  rows: readonly Row[],
  columns: readonly DataTableColumn<Row>[],
  textOf: (column: DataTableColumn<Row>, row: Row) => string,
  dialect: CsvDialect,
): string {
  const line = (fields: string[]) => fields.map((f) => csvField(f, dialect.delimiter)).join(dialect.delimiter);
  const lines = [line(columns.map((c) => c.header))];
  for (const row of rows) lines.push(line(columns.map((c) => csvValue(c, row, textOf(c, row), dialect))));
  return `${lines.join('\r\n')}\r\n`;
}

export const BOM = '\uFEFF';

/** Saves the CSV as a file (name-YYYY-MM-DD.csv) through a temporary link. */
export function downloadCsv(baseName: string, csv: string, today = new Date()): string {
  const fileName = `${baseName}-${today.toISOString().slice(0, 10)}.csv`;
  const url = URL.createObjectURL(new Blob([BOM, csv], { type: 'text/csv;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
  return fileName;
}
