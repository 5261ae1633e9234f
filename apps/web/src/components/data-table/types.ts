import type { Currency, TableFilter, TableSort, ValueKind } from '@vedmarked/domain';
import type { ReactNode } from 'react';

/** A cell's raw value: what the column sorts, compares and exports by. */
export type CellValue = string | number | Date | null | undefined;

/**
 * One column of a DataTable. Pages declare these (with translated headers) and nothing about
 * rendering, filtering or export: the table derives all of that from the kind.
 */
export interface DataTableColumn<Row> {
  /** Stable id: used in the URL, the CSV and the server query (letters, digits, - and _). */
  id: string;
  /** The heading, already translated. */
  header: string;
  /** The raw value the column sorts, filters (greater/less-than) and exports by. */
  value: (row: Row) => CellValue;
  /** How values show and compare: text (default), number, money (integer minor units) or date (shown DD.MM.YYYY). */
  kind?: ValueKind;
  /** For money: the row's currency (NOK when not given). */
  currency?: (row: Row) => Currency;
  /** The text shown, searched and exported when it is not the formatted value (a translated status, a full name). */
  text?: (row: Row) => string;
  /** Custom cell content (badges, links). Sorting, filtering and export still use value/text. */
  cell?: (row: Row) => ReactNode;
  /** Default true. In server mode, only columns the API can sort by. */
  sortable?: boolean;
  /** Default true. In server mode, only columns the API can filter. */
  filterable?: boolean;
  /** Hidden until the user shows it (column visibility). */
  hidden?: boolean;
  /** The user cannot hide it. */
  alwaysVisible?: boolean;
  /** Default true: part of the CSV export. */
  exportable?: boolean;
  /** The column that names a row: the card's title on phones and the label of its checkbox. */
  primary?: boolean;
}

/** A button on every row (reachable in reading order, after the row's cells). */
export interface DataTableRowAction<Row> {
  id: string;
  /** The visible text. */
  label: string;
  /** The accessible name, naming the row ("Act as ola@example.com"). */
  accessibleLabel?: (row: Row) => string;
  icon?: ReactNode;
  onClick: (row: Row) => void;
  /** Shown for this row? Default: always. */
  visible?: (row: Row) => boolean;
  variant?: 'light' | 'default' | 'filled' | 'subtle' | 'outline';
  color?: string;
  /** Shows a loader and ignores presses while true (e.g. the mutation for this row is pending). */
  loading?: (row: Row) => boolean;
}

/** An action on the selected rows; giving any turns on the selection checkboxes. */
export interface DataTableBulkAction<Row> {
  id: string;
  label: string;
  icon?: ReactNode;
  onClick: (rows: Row[]) => void;
  color?: string;
}

/** The part of a TanStack Query result the table reads. */
export interface DataTableQuery<Data> {
  data?: Data;
  isPending?: boolean;
  isFetching?: boolean;
  error?: Error | null;
}

/** What a server-side list answers: one page of rows and the total after filtering. */
export interface ServerPage<Row> {
  rows: Row[];
  total: number;
}

/** Table state as it lives in the URL. */
export interface TableUrlState {
  /** 1-based. */
  page: number;
  pageSize: number;
  sort: TableSort | null;
  filters: TableFilter[];
  search: string;
  /** The visible columns, or null for the columns' defaults. */
  visible: string[] | null;
}

export interface TableDefaults {
  pageSize: number;
  pageSizes: readonly number[];
  sort: TableSort | null;
}

export interface UpdateOptions {
  /** Replace the current history entry (typing) instead of adding one (a click). */
  replace?: boolean;
}

/** The table's state and its setters; in server mode the page reads `query` to fetch. */
export interface DataTableState extends TableUrlState {
  name: string;
  defaults: TableDefaults;
  setPage: (page: number) => void;
  setPageSize: (size: number) => void;
  setSort: (sort: TableSort | null) => void;
  /** Sets (or clears, with null) one column's filter; the page goes back to 1. */
  setFilter: (id: string, filter: Omit<TableFilter, 'id'> | null, options?: UpdateOptions) => void;
  clearFilters: () => void;
  setSearch: (search: string, options?: UpdateOptions) => void;
  setVisible: (visible: string[] | null) => void;
  /** The state as a server list's query string (see tableListQuery in @vedmarked/domain). */
  query: { sort?: string; filter?: string[]; q?: string; limit: number; offset: number };
}
