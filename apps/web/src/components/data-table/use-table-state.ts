import type { TableFilter, TableSort } from '@vedmarked/domain';
import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import type { DataTableState, TableDefaults, TableUrlState, UpdateOptions } from './types.ts';
import { readTableState, serverQuery, writeTableState } from './url-state.ts';

export const DEFAULT_PAGE_SIZES = [10, 25, 50, 100] as const;

export interface TableStateOptions {
  /** Rows per page at first (default 25). */
  pageSize?: number;
  /** The sizes the user can choose (default 10, 25, 50, 100). */
  pageSizes?: readonly number[];
  /** The order at first (default none). */
  sort?: TableSort | null;
}

/**
 * A table's state (page, size, sort, filters, search, visible columns), kept in the URL under
 * `name.`; back and forward restore it. Clicks add a history entry; so does a new filter or search,
 * and typing more into it replaces that entry.
 * A server-side page calls this itself to build its query and hands the result to <DataTable state>.
 */
export function useDataTableState(name: string, options: TableStateOptions = {}): DataTableState {
  const [params, setParams] = useSearchParams();
  const pageSize = options.pageSize ?? 25;
  const sizes = options.pageSizes ?? DEFAULT_PAGE_SIZES;
  const sortKey = options.sort ? `${options.sort.desc ? '-' : ''}${options.sort.id}` : '';
  // biome-ignore lint/correctness/useExhaustiveDependencies: the sort object is compared by its key
  const defaults = useMemo<TableDefaults>(
    () => ({ pageSize, pageSizes: sizes.includes(pageSize) ? sizes : [...sizes, pageSize].sort((a, b) => a - b), sort: options.sort ?? null }),
    [pageSize, sizes.join(','), sortKey],
  );
  const search = params.toString();
  // biome-ignore lint/correctness/useExhaustiveDependencies: re-read when the query string changes
  const state = useMemo(() => readTableState(params, name, defaults), [search, name, defaults]);

  const update = useCallback(
    (change: (s: TableUrlState) => TableUrlState, opts: UpdateOptions = {}) =>
      setParams((prev) => writeTableState(prev, name, change(readTableState(prev, name, defaults)), defaults), {
        replace: opts.replace,
        preventScrollReset: true,
      }),
    [setParams, name, defaults],
  );

  return useMemo<DataTableState>(
    () => ({
      ...state,
      name,
      defaults,
      setPage: (page) => update((s) => ({ ...s, page })),
      setPageSize: (size) => update((s) => ({ ...s, pageSize: size, page: 1 })),
      setSort: (sort) => update((s) => ({ ...s, sort, page: 1 })),
      setFilter: (id, filter, opts) =>
        update((s) => {
          const filters: TableFilter[] = s.filters.filter((f) => f.id !== id);
          if (filter?.value.trim()) {
            const at = s.filters.findIndex((f) => f.id === id);
            filters.splice(at < 0 ? filters.length : at, 0, { id, ...filter });
          }
          return { ...s, filters, page: 1 };
        }, opts),
      clearFilters: () => update((s) => ({ ...s, filters: [], search: '', page: 1 })),
      setSearch: (q, opts) => update((s) => ({ ...s, search: q, page: 1 }), opts),
      setVisible: (visible) => update((s) => ({ ...s, visible })),
      query: serverQuery(state),
    }),
    [state, name, defaults, update],
  );
}
