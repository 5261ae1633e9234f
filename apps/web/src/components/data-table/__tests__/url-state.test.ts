import { FILTER_OPS } from '@vedmarked/domain';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { TableDefaults, TableUrlState } from '../types.ts';
import { readTableState, serverQuery, writeTableState } from '../url-state.ts';

const defaults: TableDefaults = { pageSize: 25, pageSizes: [10, 25, 50, 100], sort: { id: 'created', desc: true } };
const columnId = fc.stringMatching(/^[a-z][a-z0-9_-]{0,8}$/);
const state = fc.record<TableUrlState>({
  page: fc.integer({ min: 1, max: 500 }),
  pageSize: fc.constantFrom(10, 25, 50, 100),
  sort: fc.option(fc.record({ id: columnId, desc: fc.boolean() }), { nil: null }),
  filters: fc.uniqueArray(fc.record({ id: columnId, op: fc.constantFrom(...FILTER_OPS), value: fc.string({ minLength: 1 }).filter((s) => s.trim() !== '') }), {
    selector: (f) => f.id,
    maxLength: 4,
  }),
  search: fc.string().filter((s) => s.trim() !== '' || s === ''),
  visible: fc.option(fc.uniqueArray(columnId, { minLength: 1, maxLength: 5 }), { nil: null }),
});

describe('table state in the URL', () => {
  it('reads back exactly what it wrote, through a real query string', () => {
    fc.assert(
      fc.property(state, (s) => {
        const query = writeTableState(new URLSearchParams(), 'orders', s, defaults).toString();
        expect(readTableState(new URLSearchParams(query), 'orders', defaults)).toEqual(s);
      }),
    );
  });

  it('keeps two tables on one page apart, and leaves other parameters alone', () => {
    fc.assert(
      fc.property(state, state, (a, b) => {
        let params = new URLSearchParams('tab=history&postcode=0150');
        params = writeTableState(params, 'routes', a, defaults);
        params = writeTableState(params, 'stops', b, defaults);
        const again = new URLSearchParams(params.toString());
        expect(readTableState(again, 'routes', defaults)).toEqual(a);
        expect(readTableState(again, 'stops', defaults)).toEqual(b);
        expect(again.get('tab')).toBe('history');
        expect(again.get('postcode')).toBe('0150');
      }),
    );
  });

  it('leaves defaults out of the URL, and tells "no order" from "the default order"', () => {
    const fresh = readTableState(new URLSearchParams(), 'users', defaults);
    expect(fresh).toEqual({ page: 1, pageSize: 25, sort: { id: 'created', desc: true }, filters: [], search: '', visible: null });
    expect(writeTableState(new URLSearchParams(), 'users', fresh, defaults).toString()).toBe('');
    const unsorted = writeTableState(new URLSearchParams(), 'users', { ...fresh, sort: null }, defaults);
    expect(unsorted.toString()).toBe('users.sort=');
    expect(readTableState(unsorted, 'users', defaults).sort).toBeNull();
  });

  it('ignores malformed values in a hand-edited link', () => {
    const s = readTableState(new URLSearchParams('users.page=-3&users.size=7&users.sort=%20&users.f=email:equals:x&users.f=name:contains:'), 'users', defaults);
    expect(s).toMatchObject({ page: 1, pageSize: 25, sort: null, filters: [] });
  });

  it('becomes a server query: sort, filters, the search, limit and offset', () => {
    expect(
      serverQuery({
        page: 3,
        pageSize: 50,
        sort: { id: 'email', desc: false },
        filters: [{ id: 'created', op: 'greater-than', value: '01.11.2026' }],
        search: ' ola ',
        visible: null,
      }),
    ).toEqual({ sort: 'email', filter: ['created:greater-than:01.11.2026'], q: 'ola', limit: 50, offset: 100 });
  });
});
