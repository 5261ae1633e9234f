import type { RowData } from '@tanstack/react-table';
import { Checkbox, Group, Skeleton, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import classes from './data-table.module.css';
import { cellText } from './format.ts';
import { RowActions, SelectBox } from './RowActions.tsx';
import type { RowsViewProps } from './TableGrid.tsx';

/**
 * The rows as cards for narrow screens: the primary column as the card's title, every other
 * visible column as a term and its value, then the row's actions. The order is chosen in the toolbar.
 */
export function CardList<Row extends RowData>(p: RowsViewProps<Row>) {
  const { t } = useTranslation('table');
  const primary = p.columns.find((c) => c.primary) ?? p.columns[0];
  const rest = p.columns.filter((c) => c !== primary);
  if (p.loading) {
    return (
      <ul className={classes.cards} aria-label={p.caption} aria-busy>
        {[0, 1, 2].map((i) => (
          <li key={i} className={classes.card}>
            <Skeleton h={64} />
          </li>
        ))}
      </ul>
    );
  }
  if (!p.rows.length) return <div className={classes.card}>{p.empty}</div>;
  return (
    <>
      {p.selection && (
        <div className={classes.card}>
          <Checkbox
            size="md"
            label={t('select.all')}
            checked={p.selection.all}
            indeterminate={!p.selection.all && p.selection.some}
            onChange={p.selection.toggleAll}
          />
        </div>
      )}
      <ul className={classes.cards} aria-label={p.caption} aria-busy={p.busy || undefined}>
        {p.rows.map((row) => (
          <li key={row.id} className={classes.card} data-row-key={row.id} tabIndex={-1}>
            <Group gap="sm" wrap="nowrap" align="flex-start">
              {p.selection && <SelectBox label={t('select.row', { label: p.rowLabel(row.original) })} checked={row.selected} onChange={row.toggle} />}
              {primary && (
                <Text fw={700} component="div" style={{ overflowWrap: 'anywhere' }}>
                  {primary.cell ? primary.cell(row.original) : cellText(primary, row.original, p.language)}
                </Text>
              )}
            </Group>
            {rest.length > 0 && (
              <dl className={classes.fields}>
                {rest.map((c) => (
                  <div key={c.id} style={{ display: 'contents' }}>
                    <dt>{c.header}</dt>
                    <dd>{c.cell ? c.cell(row.original) : cellText(c, row.original, p.language) || '—'}</dd>
                  </div>
                ))}
              </dl>
            )}
            {p.actions.length > 0 && (
              <Group mt="sm">
                <RowActions row={row.original} actions={p.actions} onAction={() => p.onRowAction(row.id)} />
              </Group>
            )}
          </li>
        ))}
      </ul>
    </>
  );
}
