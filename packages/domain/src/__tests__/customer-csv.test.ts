import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { customerCsvColumn, customerRowsByMapping, customerRowsFromCsv, guessCustomerColumns, parseCsv, readCustomerCsv } from '../accounts/customer-csv.ts';

describe('parseCsv', () => {
  it('reads commas or semicolons, quotes with delimiters, doubled quotes and line breaks, CRLF and a BOM', () => {
    expect(parseCsv('\uFEFFa;b;c\r\n1;"x;y";"say ""hi"""\r\n')).toEqual([
      ['a', 'b', 'c'],
      ['1', 'x;y', 'say "hi"'],
    ]);
    expect(parseCsv('a,b\n"two\nlines",2\n\n')).toEqual([
      ['a', 'b'],
      ['two\nlines', '2'],
    ]);
  });

  it('reads back any table written with RFC 4180 quoting', () => {
    const cell = fc.string({ maxLength: 8 });
    fc.assert(
      fc.property(fc.array(fc.array(cell, { minLength: 2, maxLength: 4 }), { minLength: 1, maxLength: 5 }), (table) => {
        const rows = table.filter((r) => r.some((f) => f.trim() !== ''));
        const text = rows.map((r) => r.map((f) => `"${f.replace(/"/g, '""')}"`).join(',')).join('\r\n');
        expect(parseCsv(text)).toEqual(rows);
      }),
    );
  });
});

describe('customerRowsFromCsv', () => {
  it('maps headers by name or alias in es, en and no, leaving blank cells and unknown columns out', () => {
    expect(customerCsvColumn(' Fornavn ')).toBe('first_name');
    expect(customerCsvColumn('Correo electrónico')).toBe('email');
    expect(customerCsvColumn('first name')).toBe('first_name');
    expect(customerCsvColumn('notes')).toBeNull();
    expect(customerRowsFromCsv('Fornavn;Etternavn;E-post;Telefon;Postnummer;Notes\nKari;Nordmann;kari@example.no;;0150;x\n')).toEqual({
      rows: [{ first_name: 'Kari', last_name: 'Nordmann', email: 'kari@example.no', postcode: '0150' }],
    });
  });

  it('says when the file has no rows or no known column', () => {
    expect(customerRowsFromCsv('first_name,email\n')).toEqual({ problem: 'empty' });
    expect(customerRowsFromCsv('')).toEqual({ problem: 'empty' });
    expect(customerRowsFromCsv('a,b\n1,2')).toEqual({ problem: 'no-columns' });
  });
});

describe('column mapping', () => {
  it('guesses each known column once from the header, and leaves the others to the vendor', () => {
    expect(guessCustomerColumns(['Navn', 'E-post', 'email', 'Mobil', 'Postnummer'])).toEqual([null, 'email', null, 'phone', 'postcode']);
  });

  it('reads the rows under the vendor’s mapping; a field chosen twice keeps the first column; nothing mapped is null', () => {
    const read = readCustomerCsv('Navn;Etternavn;Kontakt;Mobil\nKari;Nordmann;kari@example.no;412 34 567\n');
    if ('problem' in read) throw new Error(read.problem);
    expect(customerRowsByMapping(read.records, ['first_name', 'last_name', 'email', 'email'])).toEqual([
      { first_name: 'Kari', last_name: 'Nordmann', email: 'kari@example.no' },
    ]);
    expect(customerRowsByMapping(read.records, [null, null, null, null])).toBeNull();
  });
});
