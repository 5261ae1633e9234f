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

/**
 * The rows of a customer CSV as add bodies (only the known columns; blank cells left out), or the
 * problem: no rows, more rows than one import takes, or a header without any known column.
 */
export function customerRowsFromCsv(text: string): { rows: Partial<Record<CustomerCsvColumn, string>>[] } | { problem: 'empty' | 'no-columns' | 'too-many' } {
  const [header, ...records] = parseCsv(text);
  if (!header || records.length === 0) return { problem: 'empty' };
  if (records.length > CUSTOMER_IMPORT_MAX_ROWS) return { problem: 'too-many' };
  const columns = header.map(customerCsvColumn);
  if (!columns.some(Boolean)) return { problem: 'no-columns' };
  const rows = records.map((fields) => {
    const row: Partial<Record<CustomerCsvColumn, string>> = {};
    columns.forEach((col, i) => {
      const value = fields[i]?.trim();
      if (col && value) row[col] = value;
    });
    return row;
  });
  return { rows };
}
