import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { cellDay, compareValues, compilePattern, FILTER_OPS, type FilterCell, filterProblem, matchesFilter, parseDay, parseNumber } from '../table/filter.ts';
import { encodeFilter, encodeSort, parseFilter, parseSort, tableListQuery } from '../table/query.ts';

const text = (t: string): FilterCell => ({ text: t, value: t });
/** Letters whose upper and lower case map back and forth one to one (so case changes are reversible). */
const letters = fc.constantFrom(...'abcdefghijklmnopqrstuvwxyzæøåABCDEFGHIJKLMNOPQRSTUVWXYZÆØÅ0123456789 .-@_'.split(''));
const word = fc.array(letters, { maxLength: 20 }).map((a) => a.join(''));
const randomCase = (s: string, flips: boolean[]) => [...s].map((c, i) => (flips[i % flips.length] ? c.toUpperCase() : c.toLowerCase())).join('');

describe('table filter operators (spec section 5)', () => {
  it('contains, starts-with and ends-with find every part of the text, in any case', () => {
    fc.assert(
      fc.property(word, word, word, fc.array(fc.boolean(), { minLength: 1 }), (a, b, c, flips) => {
        const cell = text(a + b + c);
        const ok = (op: (typeof FILTER_OPS)[number], v: string) => matchesFilter(cell, { op, value: randomCase(v, flips) });
        return ok('contains', b) && ok('starts-with', a) && ok('ends-with', c) && ok('contains', a + b + c);
      }),
    );
  });

  it('gives the same answer whatever the case of the cell or the operand', () => {
    fc.assert(
      fc.property(word, word, fc.constantFrom(...FILTER_OPS), (cellText, operand, op) => {
        const lower = matchesFilter(text(cellText.toLowerCase()), { op, value: operand.toLowerCase() });
        return (
          matchesFilter(text(cellText.toUpperCase()), { op, value: operand.toLowerCase() }) === lower &&
          matchesFilter(text(cellText.toLowerCase()), { op, value: operand.toUpperCase() }) === lower
        );
      }),
    );
  });

  it('agrees with the plain string functions on folded text', () => {
    fc.assert(
      fc.property(word, word, (cellText, operand) => {
        fc.pre(operand.trim() === operand && operand !== '');
        const c = cellText.toLowerCase().trim();
        const o = operand.toLowerCase();
        return (
          matchesFilter(text(cellText), { op: 'contains', value: operand }) === c.includes(o) &&
          matchesFilter(text(cellText), { op: 'starts-with', value: operand }) === c.startsWith(o) &&
          matchesFilter(text(cellText), { op: 'ends-with', value: operand }) === c.endsWith(o)
        );
      }),
    );
  });

  it('lets every row through an empty filter', () => {
    fc.assert(fc.property(fc.string(), fc.constantFrom(...FILTER_OPS), fc.constantFrom('', ' ', '\t'), (t, op, v) => matchesFilter(text(t), { op, value: v })));
  });

  it('matches is a case-insensitive regular expression', () => {
    expect(matchesFilter(text('Bergen Brensel AS'), { op: 'matches', value: '^bergen.*as$' })).toBe(true);
    expect(matchesFilter(text('Oslo Vedlager'), { op: 'matches', value: 'ved(lager|hogst)' })).toBe(true);
    expect(matchesFilter(text('Oslo Vedlager'), { op: 'matches', value: '^ved' })).toBe(false);
    expect(matchesFilter(text('Tromsø'), { op: 'matches', value: 'TROMSØ' })).toBe(true);
    expect(matchesFilter(text('ola@demo.no'), { op: 'matches', value: '\\d' })).toBe(false);
  });

  it('matches never throws: an invalid pattern is searched as the text typed', () => {
    expect(compilePattern('(unclosed').valid).toBe(false);
    expect(matchesFilter(text('a (unclosed) bracket'), { op: 'matches', value: '(unclosed' })).toBe(true);
    expect(matchesFilter(text('nothing here'), { op: 'matches', value: '[a-' })).toBe(false);
    expect(filterProblem({ op: 'matches', value: '*' })).toBe('filter.bad-pattern');
    fc.assert(
      fc.property(fc.string(), fc.string(), (t, pattern) => {
        const r = matchesFilter(text(t), { op: 'matches', value: pattern });
        return typeof r === 'boolean';
      }),
    );
  });

  it('matches with an escaped literal is the same as contains', () => {
    fc.assert(
      fc.property(word, word, (cellText, literal) => {
        fc.pre(literal.trim() === literal);
        const escaped = literal.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
        return matchesFilter(text(cellText), { op: 'matches', value: escaped }) === matchesFilter(text(cellText), { op: 'contains', value: literal });
      }),
    );
  });

  it('compares numbers as numbers: greater-than and less-than are strict and exclusive', () => {
    fc.assert(
      fc.property(fc.integer({ min: -1e6, max: 1e6 }), fc.integer({ min: -1e6, max: 1e6 }), (cell, operand) => {
        const c = { text: String(cell), value: cell };
        const gt = matchesFilter(c, { op: 'greater-than', value: String(operand) }, 'number');
        const lt = matchesFilter(c, { op: 'less-than', value: String(operand) }, 'number');
        return gt === cell > operand && lt === cell < operand && !(gt && lt);
      }),
    );
    // 10 > 9 as numbers, not as text.
    expect(matchesFilter({ text: '10', value: 10 }, { op: 'greater-than', value: '9' }, 'number')).toBe(true);
    expect(matchesFilter({ text: '1 234,5', value: 1234.5 }, { op: 'greater-than', value: '1 234,4' }, 'number')).toBe(true);
  });

  it('compares money in major units against minor-unit cells', () => {
    const cell = { text: '649,50 kr', value: 64950 };
    expect(matchesFilter(cell, { op: 'greater-than', value: '649' }, 'money')).toBe(true);
    expect(matchesFilter(cell, { op: 'greater-than', value: '649,50' }, 'money')).toBe(false);
    expect(matchesFilter(cell, { op: 'less-than', value: '649.51' }, 'money')).toBe(true);
    // The text operators see what the user sees.
    expect(matchesFilter(cell, { op: 'contains', value: '649,5' }, 'money')).toBe(true);
  });

  it('compares dates by calendar day in Oslo, typed as DD.MM.YYYY or YYYY-MM-DD', () => {
    // 23:30 UTC on 24 November is 00:30 on 25 November in Oslo.
    const late = { text: '25.11.2026', value: '2026-11-24T23:30:00Z' };
    expect(cellDay(late.value)).toBe(20261125);
    expect(matchesFilter(late, { op: 'greater-than', value: '24.11.2026' }, 'date')).toBe(true);
    expect(matchesFilter(late, { op: 'greater-than', value: '25.11.2026' }, 'date')).toBe(false);
    expect(matchesFilter(late, { op: 'less-than', value: '2026-11-26' }, 'date')).toBe(true);
    fc.assert(
      fc.property(fc.date({ min: new Date('2000-01-01'), max: new Date('2040-01-01'), noInvalidDate: true }), fc.integer({ min: -3, max: 3 }), (d, shift) => {
        const day = cellDay(d)!;
        const y = Math.floor(day / 10000);
        const m = Math.floor(day / 100) % 100;
        const operandDate = new Date(Date.UTC(y, m - 1, (day % 100) + shift));
        const operand = `${String(operandDate.getUTCDate()).padStart(2, '0')}.${String(operandDate.getUTCMonth() + 1).padStart(2, '0')}.${operandDate.getUTCFullYear()}`;
        const cell = { text: '', value: d.toISOString() };
        return (
          matchesFilter(cell, { op: 'greater-than', value: operand }, 'date') === shift < 0 &&
          matchesFilter(cell, { op: 'less-than', value: operand }, 'date') === shift > 0
        );
      }),
    );
  });

  it('reads typed numbers and dates the way people write them', () => {
    expect(parseNumber('1 234,56')).toBe(1234.56);
    expect(parseNumber('1.234,56')).toBe(1234.56);
    expect(parseNumber('1,234.56')).toBe(1234.56);
    expect(parseNumber('1.000.000')).toBe(1000000);
    expect(parseNumber('-12,5')).toBe(-12.5);
    expect(parseNumber('12 kr')).toBeNull();
    expect(parseNumber('')).toBeNull();
    expect(parseDay('5.3.2026')).toBe(20260305);
    expect(parseDay('31.02.2026')).toBeNull();
    expect(parseDay('2026-02-28')).toBe(20260228);
    expect(parseDay('tomorrow')).toBeNull();
  });

  it('ignores, and names, an operand that cannot be compared', () => {
    const cell = { text: '5', value: 5 };
    expect(filterProblem({ op: 'greater-than', value: 'abc' }, 'number')).toBe('filter.need-number');
    expect(filterProblem({ op: 'less-than', value: '32.13.2026' }, 'date')).toBe('filter.need-date');
    expect(filterProblem({ op: 'contains', value: 'abc' }, 'number')).toBeNull();
    expect(matchesFilter(cell, { op: 'greater-than', value: 'abc' }, 'number')).toBe(true);
    // A cell with no value is neither greater nor less than anything.
    expect(matchesFilter({ text: '', value: null }, { op: 'greater-than', value: '1' }, 'number')).toBe(false);
    expect(matchesFilter({ text: '', value: null }, { op: 'less-than', value: '1' }, 'number')).toBe(false);
  });

  it('compares text alphabetically without case, and numbers inside text as numbers', () => {
    expect(matchesFilter(text('Bergen'), { op: 'greater-than', value: 'alta' })).toBe(true);
    expect(matchesFilter(text('bergen'), { op: 'less-than', value: 'BODØ' })).toBe(true);
    expect(matchesFilter(text('0150'), { op: 'greater-than', value: '99' })).toBe(true);
    // Norwegian puts ø after z.
    expect(matchesFilter(text('Ørsta'), { op: 'greater-than', value: 'Zeta' }, 'text', { language: 'no' })).toBe(true);
    expect(compareValues('b', 'A')).toBeGreaterThan(0);
    expect(compareValues(10, 9, 'number')).toBeGreaterThan(0);
    expect(compareValues('2026-01-02T10:00:00Z', '2026-01-02T09:00:00Z', 'date')).toBeGreaterThan(0);
  });
});

describe('table query encoding', () => {
  it('round-trips sorts and filters, keeping colons in the value', () => {
    expect(parseSort(encodeSort({ id: 'email', desc: true }))).toEqual({ id: 'email', desc: true });
    expect(parseSort('')).toBeNull();
    expect(parseSort('-')).toBeNull();
    fc.assert(
      fc.property(fc.stringMatching(/^[a-z][a-z0-9_-]{0,10}$/), fc.constantFrom(...FILTER_OPS), fc.string(), (id, op, value) => {
        const f = { id, op, value };
        return JSON.stringify(parseFilter(encodeFilter(f))) === JSON.stringify(f);
      }),
    );
    expect(parseFilter('email:equals:x')).toBeNull();
    expect(parseFilter('email')).toBeNull();
  });

  it('validates a server list query: known columns, operators and comparable operands', () => {
    const schema = tableListQuery({ sortable: ['email', 'created'], filterable: { email: 'text', created: 'date' } });
    expect(schema.parse({ sort: '-created', filter: ['email:contains:demo', 'created:greater-than:01.11.2026'] })).toEqual({
      sort: { id: 'created', desc: true },
      filter: [
        { id: 'email', op: 'contains', value: 'demo', kind: 'text' },
        { id: 'created', op: 'greater-than', value: '01.11.2026', kind: 'date' },
      ],
      limit: 25,
      offset: 0,
    });
    expect(schema.parse({ filter: 'email:contains:' }).filter).toEqual([]);
    const message = (input: unknown) => schema.safeParse(input).error?.issues[0]?.message;
    expect(message({ sort: 'phone' })).toBe('validation-table-sort');
    expect(message({ filter: 'phone:contains:1' })).toBe('validation-table-filter');
    expect(message({ filter: 'email:equals:1' })).toBe('validation-table-filter');
    expect(message({ filter: 'created:less-than:soon' })).toBe('validation-table-filter-date');
  });
});
