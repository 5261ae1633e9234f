import type { RowData } from '@tanstack/react-table';
import { Badge, Button, Checkbox, Group, Loader, NativeSelect, Popover, Stack, TextInput, VisuallyHidden } from '@mantine/core';
import { IconColumns, IconDownload, IconFilter, IconSearch } from '@tabler/icons-react';
import { encodeSort, parseSort } from '@vedmarked/domain/table/query';
import { type RefObject, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { TYPING_DELAY_MS } from './FilterPanel.tsx';
import type { DataTableColumn, DataTableState } from './types.ts';
import { visibilityOf } from './use-table-model.ts';

/** The search box: typed text reaches the URL after a pause. */
function SearchBox({ state, label, placeholder }: { state: DataTableState; label: string; placeholder: string }) {
  const [value, setValue] = useState(state.search);
  const sent = useRef(state.search);
  useEffect(() => {
    if (state.search === sent.current) return;
    sent.current = state.search;
    setValue(state.search);
  }, [state.search]);
  // biome-ignore lint/correctness/useExhaustiveDependencies: typing is sent after a pause
  useEffect(() => {
    if (value === sent.current) return;
    const timer = setTimeout(() => {
      // A new search is a step in the history; typing more into it replaces that step.
      state.setSearch(value, { replace: sent.current.trim() !== '' });
      sent.current = value;
    }, TYPING_DELAY_MS);
    return () => clearTimeout(timer);
  }, [value]);
  return (
    <TextInput
      label={label}
      placeholder={placeholder}
      leftSection={<IconSearch size={16} aria-hidden />}
      value={value}
      onChange={(e) => setValue(e.currentTarget.value)}
      type="search"
      w={{ base: '100%', xs: 280 }}
    />
  );
}

/** Which columns show; columns that cannot be hidden are not offered. */
function ColumnsMenu<Row extends RowData>({ columns, state }: { columns: readonly DataTableColumn<Row>[]; state: DataTableState }) {
  const { t } = useTranslation('table');
  const visibility = visibilityOf(columns, state.visible);
  const hideable = columns.filter((c) => !c.alwaysVisible);
  if (!hideable.length) return null;
  return (
    <Popover position="bottom-end" trapFocus returnFocus shadow="md" withinPortal hideDetached={false}>
      <Popover.Target>
        <Button variant="default" size="sm" leftSection={<IconColumns size={16} aria-hidden />}>
          {t('toolbar.columns')}
        </Button>
      </Popover.Target>
      <Popover.Dropdown aria-label={t('toolbar.columns-legend')}>
        <Checkbox.Group
          label={t('toolbar.columns-legend')}
          value={columns.filter((c) => visibility[c.id]).map((c) => c.id)}
          onChange={(ids) => state.setVisible(columns.filter((c) => c.alwaysVisible || ids.includes(c.id)).map((c) => c.id))}
        >
          <Stack gap="xs" mt="xs">
            {hideable.map((c) => (
              <Checkbox key={c.id} value={c.id} label={c.header} size="md" />
            ))}
          </Stack>
        </Checkbox.Group>
      </Popover.Dropdown>
    </Popover>
  );
}

/** On phones there are no column headers: the order is chosen here. */
function SortSelect<Row extends RowData>({ columns, state }: { columns: readonly DataTableColumn<Row>[]; state: DataTableState }) {
  const { t } = useTranslation('table');
  const sortable = columns.filter((c) => c.sortable !== false);
  if (!sortable.length) return null;
  return (
    <NativeSelect
      label={t('sort.by')}
      value={encodeSort(state.sort)}
      onChange={(e) => state.setSort(parseSort(e.currentTarget.value))}
      data={[
        { value: '', label: t('sort.none') },
        ...sortable.flatMap((c) => [
          { value: c.id, label: t('sort.asc', { column: c.header }) },
          { value: `-${c.id}`, label: t('sort.desc', { column: c.header }) },
        ]),
      ]}
      w={{ base: '100%', xs: 260 }}
    />
  );
}

export interface TableToolbarProps<Row extends RowData> {
  caption: string;
  columns: readonly DataTableColumn<Row>[];
  state: DataTableState;
  search: { label: string; placeholder: string } | null;
  filtersOpen: boolean;
  onToggleFilters: () => void;
  filterPanelId: string;
  filtersButton: RefObject<HTMLButtonElement | null>;
  onExport: (() => void) | null;
  exportLabel: string;
  cards: boolean;
  fetching: boolean;
}

export function TableToolbar<Row extends RowData>(p: TableToolbarProps<Row>) {
  const { t } = useTranslation('table');
  const filterCount = p.state.filters.length;
  const canFilter = p.columns.some((c) => c.filterable !== false);
  return (
    <Group gap="sm" align="flex-end" wrap="wrap" role="group" aria-label={t('toolbar.label', { caption: p.caption })}>
      {p.search && <SearchBox state={p.state} label={p.search.label} placeholder={p.search.placeholder} />}
      {p.cards && <SortSelect columns={p.columns} state={p.state} />}
      <Group gap="xs" wrap="wrap">
        {canFilter && (
          <Button
            ref={p.filtersButton}
            variant={p.filtersOpen ? 'light' : 'default'}
            size="sm"
            leftSection={<IconFilter size={16} aria-hidden />}
            rightSection={
              filterCount ? (
                <Badge size="sm" circle>
                  {filterCount}
                </Badge>
              ) : undefined
            }
            aria-expanded={p.filtersOpen}
            aria-controls={p.filtersOpen ? p.filterPanelId : undefined}
            onClick={p.onToggleFilters}
          >
            {t('toolbar.filters')}
          </Button>
        )}
        <ColumnsMenu columns={p.columns} state={p.state} />
        {p.onExport && (
          <Button variant="default" size="sm" leftSection={<IconDownload size={16} aria-hidden />} onClick={p.onExport}>
            {p.exportLabel}
          </Button>
        )}
        {p.fetching && (
          <>
            <Loader size="xs" aria-hidden />
            <VisuallyHidden>{t('toolbar.updating')}</VisuallyHidden>
          </>
        )}
      </Group>
    </Group>
  );
}
