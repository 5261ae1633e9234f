import { CUSTOMER_IMPORT_MAX_ROWS } from './vendor-customers.ts';
/**
 * Reading a customer list from a CSV file (spec section 2 /dashboard/customers/import): RFC 4180
 * quoting, comma or semicolon between fields (spreadsheets in Norway and Spain write semicolons),
 * a UTF-8 byte-order mark ignored, and a header row naming the columns.
 */

/** The columns an import reads; a header may also use the names in CUSTOMER_CSV_ALIASES. */
export const CUSTOMER_CSV_COLUMNS = ['first_name', 'last_name', 'email', 'phone', 'postcode', 'language'] as const;
export type CustomerCsvColumn = (typeof CUSTOMER_CSV_COLUMNS)[number];

const CUSTOMER_CSV_ALIASES: Record<string, CustomerCsvColumn> = {
  nombre: 'first_name',
  fornavn: 'first_name',
  'first name': 'first_name',
  apellidos: 'last_name',
  etternavn: 'last_name',
  'last name': 'last_name',
  'e-mail': 'email',
  'e-post': 'email',
  correo: 'email',
  'correo electrónico': 'email',
  telefono: 'phone',
  teléfono: 'phone',
  telefon: 'phone',
  mobil: 'phone',
  'código postal': 'postcode',
  'codigo postal': 'postcode',
  postnummer: 'postcode',
  idioma: 'language',
  språk: 'language',
};

/** The header record's delimiter: `;` when it has more of them than commas outside quotes. */
function headerDelimiter(src: string): ';' | ',' {
  let quoted = false;
  let semicolons = 0;
  let commas = 0;
  for (const c of src) {
    if (c === '"') quoted = !quoted;
    else if (!quoted && (c === '\n' || c === '\r')) break;
    else if (!quoted && c === ';') semicolons++;
    else if (!quoted && c === ',') commas++;
  }
  return semicolons > commas ? ';' : ',';
}

/** The records of a CSV text: lines of fields, quotes undone; the delimiter is the header's. */
export function parseCsv(text: string): string[][] {
  const src = text.replace(/^\uFEFF/, '');
  const delimiter = headerDelimiter(src);
  const records: string[][] = [];
  let record: string[] = [];
  let field = '';
  let quoted = false;
  for (let i = 0; i < src.length; i++) {
    const c = src[i]!;
    if (quoted) {
      if (c === '"' && src[i + 1] === '"') {
        field += '"';
        i++;
      } else if (c === '"') quoted = false;
      else field += c;
    } else if (c === '"' && field === '') quoted = true;
    else if (c === delimiter) {
      record.push(field);
      field = '';
    } else if (c === '\n' || c === '\r') {
      if (c === '\r' && src[i + 1] === '\n') i++;
      record.push(field);
      records.push(record);
      record = [];
      field = '';
    } else field += c;
  }
  if (field !== '' || record.length) {
    record.push(field);
    records.push(record);
  }
  return records.filter((r) => r.some((f) => f.trim() !== ''));
}

/** A header cell as a column (its name or an alias, without case), or null for a column the import ignores. */
export function customerCsvColumn(header: string): CustomerCsvColumn | null {
  const h = header.trim().toLowerCase().replace(/\s+/g, ' ');
  if ((CUSTOMER_CSV_COLUMNS as readonly string[]).includes(h.replace(/ /g, '_'))) return h.replace(/ /g, '_') as CustomerCsvColumn;
  return CUSTOMER_CSV_ALIASES[h] ?? null;
}

/** A CSV's header and records, or why it cannot be imported (before any column is chosen). */
export function readCustomerCsv(text: string): { header: string[]; records: string[][] } | { problem: 'empty' | 'too-many' } {
  const [header, ...records] = parseCsv(text);
  if (!header || records.length === 0) return { problem: 'empty' };
  if (records.length > CUSTOMER_IMPORT_MAX_ROWS) return { problem: 'too-many' };
  return { header, records };
}

/** The columns the header names (recognised by name in es, en or no), one per CSV column; null for the others. */
export const guessCustomerColumns = (header: readonly string[]): (CustomerCsvColumn | null)[] => {
  const seen = new Set<CustomerCsvColumn>();
  return header.map((h) => {
    const col = customerCsvColumn(h);
    if (!col || seen.has(col)) return null;
    seen.add(col);
    return col;
  });
};

/**
 * The rows under a column mapping (the vendor's choice of which CSV column holds which field; a
 * field taken by two columns keeps the first). Null when no column is mapped.
 */
export function customerRowsByMapping(
  records: readonly string[][],
  mapping: readonly (CustomerCsvColumn | null)[],
): Partial<Record<CustomerCsvColumn, string>>[] | null {
  if (!mapping.some(Boolean)) return null;
  return records.map((fields) => {
    const row: Partial<Record<CustomerCsvColumn, string>> = {};
    mapping.forEach((col, i) => {
      const value = fields[i]?.trim();
      if (col && value && row[col] === undefined) row[col] = value;
    });
    return row;
  });
}

/**
 * The rows of a customer CSV as add bodies (only the known columns; blank cells left out), or the
 * problem: no rows, more rows than one import takes, or a header without any known column.
 */
export function customerRowsFromCsv(text: string): { rows: Partial<Record<CustomerCsvColumn, string>>[] } | { problem: 'empty' | 'no-columns' | 'too-many' } {
  const read = readCustomerCsv(text);
  if ('problem' in read) return read;
  const rows = customerRowsByMapping(read.records, guessCustomerColumns(read.header));
  return rows ? { rows } : { problem: 'no-columns' };
}
