import type { RowData } from '@tanstack/react-table';
import { Button, Group, NativeSelect, Stack, Text, TextInput } from '@mantine/core';
import { IconX } from '@tabler/icons-react';
import { FILTER_OPS, type FilterOp, filterProblem } from '@vedmarked/domain/table/filter';
import type { TableFilter } from '@vedmarked/domain/table/query';
import { type RefObject, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import classes from './data-table.module.css';
import type { DataTableColumn, DataTableState } from './types.ts';

/** Typing waits this long before the URL (and a server query) follows. */
export const TYPING_DELAY_MS = 300;

const defaultOp = (): FilterOp => 'contains';
const usable = (f: { op: FilterOp; value: string }, kind: DataTableColumn<unknown>['kind']) => {
  const problem = filterProblem(f, kind);
  return problem === null || problem === 'filter.bad-pattern';
};

/**
 * One filter per column: a condition (the six operators of spec section 5) and a value. Operator
 * changes go to the URL at once; typing after a pause. A value that
 * cannot be compared (letters for a number) is explained under the field and not applied.
 * Back goes to the table before the filter; typing more into a filter does not add history steps.
 */
function FilterRow<Row extends RowData>({ column, filter, state }: { column: DataTableColumn<Row>; filter: TableFilter | undefined; state: DataTableState }) {
  const { t } = useTranslation('table');
  const labelId = useId();
  const kind = column.kind ?? 'text';
  const urlOp = filter?.op ?? defaultOp();
  const urlValue = filter?.value ?? '';
  const [op, setOp] = useState<FilterOp>(urlOp);
  const [value, setValue] = useState(urlValue);
  /** The filter this row last put in the URL, to tell our own changes from back/forward. */
  const sent = useRef(`${urlOp}|${urlValue}`);

  useEffect(() => {
    const key = `${urlOp}|${urlValue}`;
    if (key === sent.current) return;
    sent.current = key;
    setOp(urlOp);
    setValue(urlValue);
  }, [urlOp, urlValue]);

  const send = (nextOp: FilterOp, nextValue: string, replace: boolean) => {
    const apply = nextValue.trim() !== '' && usable({ op: nextOp, value: nextValue }, kind);
    const key = apply ? `${nextOp}|${nextValue}` : `${defaultOp()}|`;
    if (key === sent.current) return;
    sent.current = key;
    state.setFilter(column.id, apply ? { op: nextOp, value: nextValue } : null, { replace });
  };

  // biome-ignore lint/correctness/useExhaustiveDependencies: typing is sent after a pause
  useEffect(() => {
    // A new filter is a step in the history; further typing in it replaces that step.
    const timer = setTimeout(() => send(op, value, filter !== undefined), TYPING_DELAY_MS);
    return () => clearTimeout(timer);
  }, [value]);

  const problem = value.trim() ? filterProblem({ op, value }, kind) : null;
  const comparing = op === 'greater-than' || op === 'less-than';
  return (
    <div className={classes.filterRow}>
      <Text id={labelId} className={classes.filterLabel} size="sm">
        {column.header}
      </Text>
      <NativeSelect
        aria-label={t('filter.operator', { column: column.header })}
        value={op}
        data={FILTER_OPS.map((o) => ({ value: o, label: t(`filter.op.${o}`) }))}
        onChange={(e) => {
          const next = e.currentTarget.value as FilterOp;
          setOp(next);
          send(next, value, false);
        }}
      />
      <TextInput
        aria-label={t('filter.value', { column: column.header })}
        value={value}
        onChange={(e) => setValue(e.currentTarget.value)}
        placeholder={kind === 'date' && comparing ? t('filter.date-hint') : undefined}
        inputMode={comparing && (kind === 'number' || kind === 'money') ? 'decimal' : undefined}
        error={problem ? t(problem) : undefined}
        // An unusable pattern is still applied (as plain text): say so without marking it as an error.
        errorProps={problem === 'filter.bad-pattern' ? { c: 'yellow.9' } : undefined}
        autoComplete="off"
      />
    </div>
  );
}

/** The filter form: one row per filterable column, and a button to clear them all. */
export function FilterPanel<Row extends RowData>({
  id,
  columns,
  state,
  onCleared,
}: {
  id: string;
  columns: readonly DataTableColumn<Row>[];
  state: DataTableState;
  onCleared: () => void;
}) {
  const { t } = useTranslation('table');
  const filterable = columns.filter((c) => c.filterable !== false);
  return (
    <Stack id={id} component="fieldset" gap="xs" m={0} p="sm" style={{ border: '1px solid var(--mantine-color-gray-3)', borderRadius: 8 }}>
      <Text component="legend" fw={700} px={4}>
        {t('filter.legend')}
      </Text>
      {filterable.map((c) => (
        <FilterRow key={c.id} column={c} filter={state.filters.find((f) => f.id === c.id)} state={state} />
      ))}
      <Group>
        <Button
          variant="default"
          size="xs"
          onClick={() => {
            state.clearFilters();
            onCleared();
          }}
        >
          {t('filter.clear')}
        </Button>
      </Group>
    </Stack>
  );
}

/** The filters in force, each a button that removes it; focus moves to the next one, then to the Filters button. */
export function ActiveFilters<Row extends RowData>({
  columns,
  state,
  fallbackFocus,
}: {
  columns: readonly DataTableColumn<Row>[];
  state: DataTableState;
  fallbackFocus: RefObject<HTMLButtonElement | null>;
}) {
  const { t } = useTranslation('table');
  const list = useRef<HTMLDivElement>(null);
  const byId = new Map(columns.map((c) => [c.id, c]));
  const active = state.filters.filter((f) => byId.get(f.id) && byId.get(f.id)?.filterable !== false);
  if (!active.length && !state.search.trim()) return null;

  const removeAndRefocus = (index: number, remove: () => void) => {
    const buttons = [...(list.current?.querySelectorAll('button') ?? [])];
    const next = buttons[index + 1] ?? buttons[index - 1] ?? fallbackFocus.current;
    remove();
    requestAnimationFrame(() => next?.focus());
  };
  const chips = [
    ...(state.search.trim()
      ? [{ key: 'q', text: t('filter.search-active', { value: state.search }), label: t('filter.remove-search'), remove: () => state.setSearch('') }]
      : []),
    ...active.map((f) => {
      const header = byId.get(f.id)?.header ?? f.id;
      return {
        key: f.id,
        text: t('filter.active', { column: header, op: t(`filter.op.${f.op}`), value: f.value }),
        label: `${t('filter.remove', { column: header })}: ${t('filter.active', { column: header, op: t(`filter.op.${f.op}`), value: f.value })}`,
        remove: () => state.setFilter(f.id, null),
      };
    }),
  ];
  return (
    <Group gap="xs" ref={list}>
      {chips.map((chip, i) => (
        <Button
          key={chip.key}
          size="xs"
          variant="light"
          rightSection={<IconX size={14} aria-hidden />}
          aria-label={chip.label}
          onClick={() => removeAndRefocus(i, chip.remove)}
        >
          {chip.text}
        </Button>
      ))}
    </Group>
  );
}
