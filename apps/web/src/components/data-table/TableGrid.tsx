import type { RowData } from '@tanstack/react-table';
import { Skeleton, Table, UnstyledButton, VisuallyHidden } from '@mantine/core';
import { IconArrowDown, IconArrowsSort, IconArrowUp } from '@tabler/icons-react';
import type { TableSort } from '@vedmarked/domain';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import classes from './data-table.module.css';
import { cellText } from './format.ts';
import { RowActions, SelectBox } from './RowActions.tsx';
import type { DataTableColumn, DataTableRowAction } from './types.ts';

export interface ViewRow<Row extends RowData> {
  id: string;
  original: Row;
  selected: boolean;
  toggle: () => void;
}

export interface SelectionView {
  all: boolean;
  some: boolean;
  toggleAll: () => void;
}

export interface RowsViewProps<Row extends RowData> {
  caption: string;
  captionVisible: boolean;
  columns: readonly DataTableColumn<Row>[];
  rows: ViewRow<Row>[];
  sort: TableSort | null;
  onSort: (columnId: string) => void;
  selection: SelectionView | null;
  actions: readonly DataTableRowAction<Row>[];
  loading: boolean;
  busy: boolean;
  empty: ReactNode;
  language: string;
  /** The label of a row (its primary column's text), for checkboxes and action groups. */
  rowLabel: (row: Row) => string;
  onRowAction: (rowId: string) => void;
}

export const isEnd = (kind: DataTableColumn<unknown>['kind']) => kind === 'number' || kind === 'money';

/** Whether an element is wider than its box (then its scroll area must take keyboard focus). */
function useOverflows<T extends HTMLElement>() {
  const ref = useRef<T>(null);
  const [overflows, setOverflows] = useState(false);
  useEffect(() => {
    const el = ref.current;
    if (!el || typeof ResizeObserver === 'undefined') return;
    const check = () => setOverflows(el.scrollWidth > el.clientWidth + 1);
    const observer = new ResizeObserver(check);
    observer.observe(el);
    if (el.firstElementChild) observer.observe(el.firstElementChild);
    check();
    return () => observer.disconnect();
  }, []);
  return [ref, overflows] as const;
}

function SortHeader<Row extends RowData>({ column, sort, onSort }: { column: DataTableColumn<Row>; sort: TableSort | null; onSort: (id: string) => void }) {
  const active = sort?.id === column.id ? sort : null;
  const Icon = active ? (active.desc ? IconArrowDown : IconArrowUp) : IconArrowsSort;
  return (
    <UnstyledButton className={classes.sortButton} onClick={() => onSort(column.id)}>
      <span>{column.header}</span>
      <Icon size={16} className={classes.sortIcon} aria-hidden />
    </UnstyledButton>
  );
}

/**
 * The table itself: a caption names it, sortable headers are buttons with aria-sort, row actions
 * come last in each row. When it is wider than the screen its scroll area is a focusable region.
 */
export function TableGrid<Row extends RowData>(p: RowsViewProps<Row>) {
  const { t } = useTranslation('table');
  const [scrollRef, overflows] = useOverflows<HTMLDivElement>();
  const span = p.columns.length + (p.selection ? 1 : 0) + (p.actions.length ? 1 : 0);
  return (
    <div
      ref={scrollRef}
      className={classes.scroll}
      {...(overflows ? { tabIndex: 0, role: 'region', 'aria-label': t('state.scroll', { caption: p.caption }) } : {})}
    >
      <Table className={classes.table} striped highlightOnHover verticalSpacing="xs" aria-busy={p.busy || undefined}>
        <Table.Caption style={{ captionSide: 'top', textAlign: 'start' }}>
          {p.captionVisible ? p.caption : <VisuallyHidden>{p.caption}</VisuallyHidden>}
        </Table.Caption>
        <Table.Thead>
          <Table.Tr>
            {p.selection && (
              <Table.Th className={classes.selectCell}>
                <SelectBox
                  label={t('select.all')}
                  checked={p.selection.all}
                  indeterminate={!p.selection.all && p.selection.some}
                  onChange={p.selection.toggleAll}
                />
              </Table.Th>
            )}
            {p.columns.map((c) => {
              const sortable = c.sortable !== false;
              const ariaSort = !sortable ? undefined : p.sort?.id === c.id ? (p.sort.desc ? 'descending' : 'ascending') : 'none';
              return (
                <Table.Th key={c.id} scope="col" aria-sort={ariaSort} className={isEnd(c.kind) ? classes.end : undefined}>
                  {sortable ? <SortHeader column={c} sort={p.sort} onSort={p.onSort} /> : c.header}
                </Table.Th>
              );
            })}
            {p.actions.length > 0 && <Table.Th scope="col">{t('actions')}</Table.Th>}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {p.loading &&
            [0, 1, 2].map((i) => (
              <Table.Tr key={`loading-${i}`}>
                <Table.Td colSpan={span}>
                  <Skeleton h={20} />
                </Table.Td>
              </Table.Tr>
            ))}
          {!p.loading && p.rows.length === 0 && (
            <Table.Tr>
              <Table.Td colSpan={span}>{p.empty}</Table.Td>
            </Table.Tr>
          )}
          {p.rows.map((row) => (
            <Table.Tr key={row.id} data-row-key={row.id} tabIndex={-1}>
              {p.selection && (
                <Table.Td className={classes.selectCell}>
                  <SelectBox label={t('select.row', { label: p.rowLabel(row.original) })} checked={row.selected} onChange={row.toggle} />
                </Table.Td>
              )}
              {p.columns.map((c) => (
                <Table.Td key={c.id} className={isEnd(c.kind) ? classes.end : undefined}>
                  {c.cell ? c.cell(row.original) : cellText(c, row.original, p.language)}
                </Table.Td>
              ))}
              {p.actions.length > 0 && (
                <Table.Td>
                  <RowActions row={row.original} actions={p.actions} onAction={() => p.onRowAction(row.id)} />
                </Table.Td>
              )}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </div>
  );
}
