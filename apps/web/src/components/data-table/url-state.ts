/**
 * A table's state in the page's URL, under its own prefix so two tables on one page do not collide:
 * `users.page=2&users.size=50&users.sort=-created&users.f=email:contains:demo&users.q=ola&users.cols=name,email`.
 * Values equal to the defaults are left out, so a fresh table has a clean URL. Unknown or malformed
 * values are ignored (a hand-edited or old link still opens).
 */
import { encodeFilter, encodeSort, parseFilter, parseSort, type TableFilter } from '@vedmarked/domain/table/query';
import type { TableDefaults, TableUrlState } from './types.ts';

const key = (name: string, part: string) => `${name}.${part}`;

export function readTableState(params: URLSearchParams, name: string, defaults: TableDefaults): TableUrlState {
  const page = Number(params.get(key(name, 'page')));
  const size = Number(params.get(key(name, 'size')));
  const rawSort = params.get(key(name, 'sort'));
  const filters: TableFilter[] = [];
  for (const raw of params.getAll(key(name, 'f'))) {
    const f = parseFilter(raw);
    // One filter per column: the first wins.
    if (f?.value.trim() && !filters.some((x) => x.id === f.id)) filters.push(f);
  }
  const cols = params.get(key(name, 'cols'));
  return {
    page: Number.isInteger(page) && page >= 1 ? page : 1,
    pageSize: defaults.pageSizes.includes(size) ? size : defaults.pageSize,
    // Absent: the default order; present but empty: no order.
    sort: rawSort === null ? defaults.sort : parseSort(rawSort),
    filters,
    search: params.get(key(name, 'q')) ?? '',
    visible: cols === null ? null : cols.split(',').filter(Boolean),
  };
}

/** A copy of the params with this table's keys set from the state (other keys kept as they are). */
export function writeTableState(params: URLSearchParams, name: string, state: TableUrlState, defaults: TableDefaults): URLSearchParams {
  const next = new URLSearchParams();
  for (const [k, v] of params) if (!k.startsWith(`${name}.`)) next.append(k, v);
  if (state.page > 1) next.set(key(name, 'page'), String(state.page));
  if (state.pageSize !== defaults.pageSize) next.set(key(name, 'size'), String(state.pageSize));
  if (encodeSort(state.sort) !== encodeSort(defaults.sort)) next.set(key(name, 'sort'), encodeSort(state.sort));
  for (const f of state.filters) if (f.value.trim()) next.append(key(name, 'f'), encodeFilter(f));
  if (state.search.trim()) next.set(key(name, 'q'), state.search);
  if (state.visible) next.set(key(name, 'cols'), state.visible.join(','));
  return next;
}

/** The state as a server list's query (`tableListQuery`): sort, filters, limit, offset and the search. */
export function serverQuery(state: TableUrlState) {
  return {
    sort: state.sort ? encodeSort(state.sort) : undefined,
    filter: state.filters.length ? state.filters.map(encodeFilter) : undefined,
    q: state.search.trim() || undefined,
    limit: state.pageSize,
    offset: (state.page - 1) * state.pageSize,
  };
}

/** A server list's query as a query string (`?sort=…&filter=…&filter=…`), for a path given to api(). */
export function toQueryString(query: Record<string, string | number | readonly string[] | null | undefined>): string {
  const params = new URLSearchParams();
  for (const [k, v] of Object.entries(query)) {
    if (Array.isArray(v)) for (const item of v) params.append(k, item);
    else if (v !== undefined && v !== null && v !== '') params.set(k, String(v));
  }
  const s = params.toString();
  return s ? `?${s}` : '';
}
