import { describe, expect, it } from 'vitest';
import { BOM, csvDialect, csvField, toCsv } from '../csv.ts';
import type { DataTableColumn } from '../types.ts';

interface Order {
  id: number;
  customer: string;
  total: number;
  placed: string;
}
const columns: DataTableColumn<Order>[] = [
  { id: 'id', header: 'Nº', value: (o) => o.id, kind: 'number' },
  { id: 'customer', header: 'Cliente', value: (o) => o.customer },
  { id: 'total', header: 'Total (NOK)', value: (o) => o.total, kind: 'money' },
  { id: 'placed', header: 'Fecha', value: (o) => o.placed, kind: 'date' },
];
const rows: Order[] = [
  { id: 1, customer: 'Åse "Ved" Ødegård; Tromsø', total: 649950, placed: '2026-11-24T23:30:00Z' },
  { id: 2, customer: '=HYPERLINK("http://x")', total: 5000, placed: '2026-01-05' },
  { id: 3, customer: 'Line\nbreak', total: 0, placed: '' },
];
const text = (c: DataTableColumn<Order>, o: Order) => String(c.value(o) ?? '');

describe('CSV export', () => {
  it('quotes fields with the delimiter, quotes or line breaks, and doubles quotes', () => {
    expect(csvField('plain', ';')).toBe('plain');
    expect(csvField('a;b', ';')).toBe('"a;b"');
    expect(csvField('a,b', ';')).toBe('a,b');
    expect(csvField('say "hi"', ',')).toBe('"say ""hi"""');
    expect(csvField('two\r\nlines', ',')).toBe('"two\r\nlines"');
    expect(csvField(' padded', ',')).toBe('" padded"');
  });

  it('writes Spanish and Norwegian files for Excel: ";" between fields, decimal commas, DD.MM.YYYY, CRLF', () => {
    const csv = toCsv(rows, columns, text, csvDialect('es'));
    expect(csv.split('\r\n')).toEqual([
      'Nº;Cliente;Total (NOK);Fecha',
      '1;"Åse ""Ved"" Ødegård; Tromsø";6499,50;25.11.2026',
      `2;"'=HYPERLINK(""http://x"")";50,00;05.01.2026`,
      '3;"Line\nbreak";0,00;',
      '',
    ]);
    expect(csvDialect('no')).toEqual(csvDialect('es'));
  });

  it('writes English files with "," and decimal points', () => {
    const csv = toCsv(rows.slice(0, 1), columns, text, csvDialect('en'));
    expect(csv).toBe('Nº,Cliente,Total (NOK),Fecha\r\n1,"Åse ""Ved"" Ødegård; Tromsø",6499.50,25.11.2026\r\n');
  });

  it('starts the file with a UTF-8 byte-order mark', async () => {
    expect(BOM).toBe('\uFEFF');
    const bytes = new Uint8Array(await new Blob([BOM, 'Ø']).arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  });
});
