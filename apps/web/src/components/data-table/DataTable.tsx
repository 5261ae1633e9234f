import type { RowData } from '@tanstack/react-table';
import { Alert, Button, Group, Stack, Text, VisuallyHidden } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import type { TableSort } from '@vedmarked/domain';
import { type RefObject, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CardList } from './CardList.tsx';
import { csvDialect, downloadCsv, toCsv } from './csv.ts';
import { ActiveFilters, FilterPanel } from './FilterPanel.tsx';
import { cellText } from './format.ts';
import { TableGrid, type ViewRow } from './TableGrid.tsx';
import { TablePager } from './TablePager.tsx';
import { TableToolbar } from './TableToolbar.tsx';
import type { DataTableBulkAction, DataTableColumn, DataTableQuery, DataTableRowAction, DataTableState, ServerPage } from './types.ts';
import { type TableStateOptions, useDataTableState } from './use-table-state.ts';
import { useTableModel } from './use-table-model.ts';

const NO_ROWS: never[] = [];

interface CommonProps<Row extends RowData> {
  /** Names the table's keys in the URL (`name.page`, `name.sort`, …) and its CSV file. */
  name: string;
  /** The table's accessible name (a caption, visually hidden unless captionVisible). */
  caption: string;
  captionVisible?: boolean;
  /** Declare with useMemo: a new array on every render redoes the table's work. */
  columns: readonly DataTableColumn<Row>[];
  rowId: (row: Row) => string | number;
  rowActions?: readonly DataTableRowAction<Row>[];
  /** Actions on selected rows; any turns on a checkbox per row and "select all on this page". */
  bulkActions?: readonly DataTableBulkAction<Row>[];
  /** A search box over all filterable columns (true for the default label). */
  search?: boolean | { label?: string; placeholder?: string };
  /** Shown when there are no rows at all. */
  emptyText?: string;
  /** Below this width rows show as cards (default: Mantine's sm, 48em). */
  cardsBelow?: string;
}

export interface ClientDataTableProps<Row extends RowData> extends CommonProps<Row>, TableStateOptions {
  /** All rows: the table filters, sorts and pages them itself. */
  query: DataTableQuery<Row[]>;
  state?: undefined;
}

export interface ServerDataTableProps<Row extends RowData> extends CommonProps<Row> {
  /** One page from the server for `state.query`; the table shows it as it is. */
  query: DataTableQuery<ServerPage<Row>>;
  /** From useDataTableState(name, …), whose `query` the page sent to the server. */
  state: DataTableState;
  /** All filtered rows for the CSV (the page fetches them); without it the export holds the current page. */
  exportRows?: () => Promise<Row[]>;
}

export type DataTableProps<Row extends RowData> = ClientDataTableProps<Row> | ServerDataTableProps<Row>;

/**
 * The one data table of the dashboards (ARCHITECTURE.md, convention 13): pages pass columns and a
 * query; filtering (spec section 5), sorting, paging, column visibility, CSV export, selection,
 * row actions, empty and loading states, the phone layout and keyboard use come from here. All
 * state is in the URL. See docs/architecture.md, "Web: shared components".
 */
export function DataTable<Row extends RowData>(props: DataTableProps<Row>) {
  return props.state ? <DataTableView {...props} server /> : <ClientDataTable {...props} />;
}

function ClientDataTable<Row extends RowData>(props: ClientDataTableProps<Row>) {
  const state = useDataTableState(props.name, { pageSize: props.pageSize, pageSizes: props.pageSizes, sort: props.sort });
  return <DataTableView {...props} state={state} server={false} />;
}

interface ViewProps<Row extends RowData> extends CommonProps<Row> {
  query: DataTableQuery<Row[] | ServerPage<Row>>;
  state: DataTableState;
  server: boolean;
  exportRows?: () => Promise<Row[]>;
}

const nextSort = (current: TableSort | null, id: string): TableSort | null =>
  current?.id !== id ? { id, desc: false } : current.desc ? null : { id, desc: true };

/**
 * A row action that re-renders its own row (its button goes away) must not drop focus to the page:
 * the row (or its first button, or the filters button) takes it back. Returns the ref a row action sets.
 */
function useRowActionFocus(container: RefObject<HTMLDivElement | null>, fallback: RefObject<HTMLButtonElement | null>) {
  const actedOn = useRef<string | null>(null);
  useEffect(() => {
    const forget = (e: FocusEvent) => {
      if (e.target !== document.body) actedOn.current = null;
    };
    document.addEventListener('focusin', forget);
    return () => document.removeEventListener('focusin', forget);
  }, []);
  useEffect(() => {
    const key = actedOn.current;
    if (!key || (document.activeElement && document.activeElement !== document.body)) return;
    const row = [...(container.current?.querySelectorAll<HTMLElement>('[data-row-key]') ?? [])].find((el) => el.dataset.rowKey === key);
    const target = row?.querySelector<HTMLElement>('button:not([disabled])') ?? row ?? fallback.current;
    target?.focus();
  });
  return actedOn;
}

/** No rows: say so, and when filters hide everything, offer to clear them (focus goes to the filters button). */
function EmptyState(props: { filtered: boolean; emptyText?: string; onClear: () => void; focusAfter: RefObject<HTMLButtonElement | null> }) {
  const { t } = useTranslation('table');
  return (
    <Group gap="sm" py="xs">
      <Text c="dimmed">{props.filtered ? t('state.no-match') : (props.emptyText ?? t('state.empty'))}</Text>
      {props.filtered && (
        <Button
          size="xs"
          variant="default"
          onClick={() => {
            props.onClear();
            requestAnimationFrame(() => props.focusAfter.current?.focus());
          }}
        >
          {t('filter.clear')}
        </Button>
      )}
    </Group>
  );
}

/** The page's rows as the views draw them, the selected rows, and the select-all state (when bulk actions exist). */
function selectionOf<Row extends RowData>(table: ReturnType<typeof useTableModel<Row>>['table'], selectable: boolean) {
  const viewRows: ViewRow<Row>[] = table.getRowModel().rows.map((r) => ({
    id: r.id,
    original: r.original,
    selected: r.getIsSelected(),
    toggle: () => r.toggleSelected(),
  }));
  const selectedRows = table.getSelectedRowModel().rows.map((r) => r.original);
  const selection = selectable
    ? { all: table.getIsAllPageRowsSelected(), some: table.getIsSomePageRowsSelected(), toggleAll: () => table.toggleAllPageRowsSelected() }
    : null;
  return { viewRows, selectedRows, selection };
}

/** CSV export of what the table shows (every filtered row; in server mode the page's exportRows, else the page). */
function useCsvExport<Row extends RowData>(o: {
  name: string;
  columns: DataTableColumn<Row>[];
  language: string;
  server: boolean;
  serverExport?: () => Promise<Row[]>;
  rows: Row[];
  table: ReturnType<typeof useTableModel<Row>>['table'];
  announce: (text: string) => void;
}) {
  const { t } = useTranslation('table');
  const exportable = o.columns.filter((c) => c.exportable !== false);
  const onExport = async () => {
    const list = o.server ? (o.serverExport ? await o.serverExport() : o.rows) : o.table.getPrePaginatedRowModel().rows.map((r) => r.original);
    const file = downloadCsv(
      o.name,
      toCsv(list, exportable, (c, row) => cellText(c, row, o.language), csvDialect(o.language)),
    );
    o.announce(t('toolbar.exported', { file }));
  };
  return { exportable, onExport };
}

// biome-ignore lint/complexity/noExcessiveLinesPerFunction: the table's wiring in one place: its model, toolbar, filter panel, table or cards and pager share one set of state; each part is its own component.
function DataTableView<Row extends RowData>(props: ViewProps<Row>) {
  const { t, i18n } = useTranslation('table');
  const language = i18n.language;
  const { state, columns, query, server } = props;
  const page = server ? (query.data as ServerPage<Row> | undefined) : undefined;
  const rows = (server ? page?.rows : (query.data as Row[] | undefined)) ?? NO_ROWS;
  const { table, byId, columnVisibility, total, pageCount } = useTableModel({
    columns,
    rows,
    rowId: props.rowId,
    state,
    language,
    serverTotal: server ? (page?.total ?? 0) : undefined,
  });

  const cards = useMediaQuery(`(max-width: ${props.cardsBelow ?? '47.99em'})`, false, { getInitialValueInEffect: false }) ?? false;
  const [filtersOpen, setFiltersOpen] = useState(false);
  const filterPanelId = useId();
  const filtersButton = useRef<HTMLButtonElement>(null);
  const container = useRef<HTMLDivElement>(null);
  const [announcement, setAnnouncement] = useState('');

  // A page past the end (fewer rows after a filter, or an old link) shows the last page instead.
  const loading = Boolean(query.isPending) && query.data === undefined;
  useEffect(() => {
    if (!loading && total > 0 && state.page > pageCount) state.setPage(pageCount);
  }, [loading, total, state.page, pageCount, state.setPage]);

  const actedOn = useRowActionFocus(container, filtersButton);

  const visibleColumns = columns.filter((c) => columnVisibility[c.id]);
  const primary = columns.find((c) => c.primary) ?? columns[0];
  const rowLabel = (row: Row) => (primary ? cellText(primary, row, language) : '');
  const { viewRows, selectedRows, selection } = selectionOf(table, Boolean(props.bulkActions?.length));
  const bulk = props.bulkActions ?? [];

  const onSort = (id: string) => {
    const next = nextSort(state.sort, id);
    const header = next ? (byId.get(next.id)?.header ?? next.id) : '';
    setAnnouncement(next ? t(next.desc ? 'sort.announce-desc' : 'sort.announce-asc', { column: header }) : t('sort.announce-none'));
    state.setSort(next);
  };

  const { exportable, onExport } = useCsvExport({
    name: props.name,
    columns: visibleColumns,
    language,
    server,
    serverExport: props.exportRows,
    rows,
    table,
    announce: setAnnouncement,
  });
  const serverExport = props.exportRows;

  const searchLabel = typeof props.search === 'object' ? props.search : {};
  const filtered = state.filters.length > 0 || state.search.trim() !== '';
  const empty = <EmptyState filtered={filtered} emptyText={props.emptyText} onClear={state.clearFilters} focusAfter={filtersButton} />;
  const view = {
    caption: props.caption,
    captionVisible: Boolean(props.captionVisible),
    columns: visibleColumns,
    rows: viewRows,
    sort: state.sort,
    onSort,
    selection,
    actions: props.rowActions ?? [],
    loading,
    busy: Boolean(query.isFetching),
    empty,
    language,
    rowLabel,
    onRowAction: (id: string) => {
      actedOn.current = id;
    },
  };

  return (
    <Stack gap="sm" ref={container}>
      <TableToolbar
        caption={props.caption}
        columns={columns}
        state={state}
        search={
          props.search ? { label: searchLabel.label ?? t('toolbar.search'), placeholder: searchLabel.placeholder ?? t('toolbar.search-placeholder') } : null
        }
        filtersOpen={filtersOpen}
        onToggleFilters={() => setFiltersOpen((o) => !o)}
        filterPanelId={filterPanelId}
        filtersButton={filtersButton}
        onExport={exportable.length ? onExport : null}
        exportLabel={server && !serverExport ? t('toolbar.export-page') : t('toolbar.export')}
        cards={cards}
        fetching={Boolean(query.isFetching) && !loading}
      />
      {filtersOpen && <FilterPanel id={filterPanelId} columns={columns} state={state} onCleared={() => filtersButton.current?.focus()} />}
      <ActiveFilters columns={columns} state={state} fallbackFocus={filtersButton} />
      {selection && selectedRows.length > 0 && (
        <Group gap="sm" role="group" aria-label={t('select.count', { count: selectedRows.length })}>
          <Text fw={600} size="sm">
            {t('select.count', { count: selectedRows.length })}
          </Text>
          {bulk.map((a) => (
            <Button key={a.id} size="xs" color={a.color} leftSection={a.icon} onClick={() => a.onClick(selectedRows)}>
              {a.label}
            </Button>
          ))}
          <Button size="xs" variant="subtle" onClick={() => table.resetRowSelection(true)}>
            {t('select.clear')}
          </Button>
        </Group>
      )}
      {query.error && <Alert color="red">{query.error.message}</Alert>}
      {loading && <VisuallyHidden role="status">{t('state.loading')}</VisuallyHidden>}
      {cards ? <CardList {...view} /> : <TableGrid {...view} />}
      {!loading && <TablePager caption={props.caption} state={state} total={total} pageCount={pageCount} language={language} />}
      <VisuallyHidden role="status">{announcement}</VisuallyHidden>
    </Stack>
  );
}
