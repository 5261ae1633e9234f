/**
 * The TanStack Table (headless) behind a DataTable: our column declarations become column
 * definitions whose filter and sort functions are the spec's operators (@vedmarked/domain), and
 * the URL-held state drives it. In server mode the table only reports state; the page's query
 * does the work (manual sorting, filtering and paging).
 *
 * The table imports the domain's table and money modules by path, not through the package index,
 * so its chunk does not bring other domain modules along.
 */
import {
  columnFilteringFeature,
  type ColumnDef,
  columnVisibilityFeature,
  createFilteredRowModel,
  createPaginatedRowModel,
  createSortedRowModel,
  functionalUpdate,
  globalFilteringFeature,
  type Row as TableRow,
  type RowData,
  type RowSelectionState,
  rowPaginationFeature,
  rowSelectionFeature,
  rowSortingFeature,
  tableFeatures,
  useTable,
} from '@tanstack/react-table';
import { type ColumnFilter, compareValues, matchesFilter } from '@vedmarked/domain/table/filter';
import { useEffect, useMemo, useState } from 'react';
import { cellText } from './format.ts';
import type { DataTableColumn, DataTableState } from './types.ts';

const features = tableFeatures({
  columnFilteringFeature,
  globalFilteringFeature,
  filteredRowModel: createFilteredRowModel(),
  rowSortingFeature,
  sortedRowModel: createSortedRowModel(),
  columnVisibilityFeature,
  rowPaginationFeature,
  paginatedRowModel: createPaginatedRowModel(),
  rowSelectionFeature,
});

export interface TableModelInput<Row extends RowData> {
  columns: readonly DataTableColumn<Row>[];
  /** All rows (client mode) or the current page (server mode). */
  rows: Row[];
  rowId: (row: Row) => string | number;
  state: DataTableState;
  language: string;
  /** Server mode: the total after filtering; the table neither filters, sorts nor slices. */
  serverTotal?: number;
}

/** Which columns are visible: the URL's list, or each column's default; some cannot be hidden. */
export function visibilityOf<Row>(columns: readonly DataTableColumn<Row>[], visible: string[] | null): Record<string, boolean> {
  return Object.fromEntries(columns.map((c) => [c.id, Boolean(c.alwaysVisible) || (visible ? visible.includes(c.id) : !c.hidden)]));
}

export function useTableModel<Row extends RowData>({ columns, rows, rowId, state, language, serverTotal }: TableModelInput<Row>) {
  const server = serverTotal !== undefined;
  const defs = useMemo(
    (): ColumnDef<typeof features, Row, unknown>[] =>
      columns.map((c) => {
        const kind = c.kind ?? 'text';
        return {
          id: c.id,
          header: c.header,
          accessorFn: (row: Row) => c.value(row) ?? undefined,
          enableSorting: c.sortable !== false,
          enableColumnFilter: c.filterable !== false,
          enableGlobalFilter: c.filterable !== false,
          enableHiding: !c.alwaysVisible,
          sortUndefined: 'last' as const,
          sortFn: (a: TableRow<typeof features, Row>, b: TableRow<typeof features, Row>) =>
            compareValues(c.value(a.original), c.value(b.original), kind, { language }),
          filterFn: (row: TableRow<typeof features, Row>, _id: string, filter: ColumnFilter) =>
            matchesFilter({ text: cellText(c, row.original, language), value: c.value(row.original) }, filter, kind, { language }),
        };
      }),
    [columns, language],
  );
  const byId = useMemo(() => new Map(columns.map((c) => [c.id, c])), [columns]);

  // Only filters on known, filterable columns apply.
  const columnFilters = useMemo(
    () => state.filters.filter((f) => byId.get(f.id)?.filterable !== false && byId.has(f.id)).map((f) => ({ id: f.id, value: { op: f.op, value: f.value } })),
    [state.filters, byId],
  );
  const sorting = useMemo(
    () => (state.sort && byId.get(state.sort.id) && byId.get(state.sort.id)?.sortable !== false ? [{ id: state.sort.id, desc: state.sort.desc }] : []),
    [state.sort, byId],
  );
  const columnVisibility = useMemo(() => visibilityOf(columns, state.visible), [columns, state.visible]);

  // Selection is of what the user sees: a new page, order or filter clears it.
  const [rowSelection, setRowSelection] = useState<RowSelectionState>({});
  const viewKey = JSON.stringify([state.page, state.pageSize, state.sort, state.filters, state.search]);
  // biome-ignore lint/correctness/useExhaustiveDependencies: cleared whenever the view changes
  useEffect(() => setRowSelection({}), [viewKey]);

  const pagination = { pageIndex: state.page - 1, pageSize: state.pageSize };
  const table = useTable<typeof features, Row>({
    features,
    columns: defs,
    data: rows,
    getRowId: (row: Row) => String(rowId(row)),
    state: { sorting, columnFilters, globalFilter: state.search, pagination, columnVisibility, rowSelection },
    onSortingChange: (u) => {
      const [next] = functionalUpdate(u, sorting);
      state.setSort(next ? { id: next.id, desc: next.desc } : null);
    },
    onPaginationChange: (u) => {
      const next = functionalUpdate(u, pagination);
      if (next.pageSize !== pagination.pageSize) state.setPageSize(next.pageSize);
      else if (next.pageIndex !== pagination.pageIndex) state.setPage(next.pageIndex + 1);
    },
    onColumnVisibilityChange: (u) => {
      const next = functionalUpdate(u, columnVisibility);
      state.setVisible(columns.filter((c) => next[c.id] !== false).map((c) => c.id));
    },
    onRowSelectionChange: setRowSelection,
    // The URL owns filters and search; the table only reads them.
    onColumnFiltersChange: () => {},
    onGlobalFilterChange: () => {},
    globalFilterFn: (row: TableRow<typeof features, Row>, id: string, value: string) => {
      const c = byId.get(id);
      return c ? matchesFilter({ text: cellText(c, row.original, language), value: null }, { op: 'contains', value }) : false;
    },
    getColumnCanGlobalFilter: (column: { id: string }) => byId.get(column.id)?.filterable !== false,
    enableMultiSort: false,
    autoResetPageIndex: false,
    manualSorting: server,
    manualFiltering: server,
    manualPagination: server,
    rowCount: server ? serverTotal : undefined,
  });

  const total = server ? (serverTotal ?? 0) : table.getPrePaginatedRowModel().rows.length;
  return { table, byId, columnVisibility, total, pageCount: Math.max(1, Math.ceil(total / state.pageSize)) };
}
