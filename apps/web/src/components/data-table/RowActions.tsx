import type { RowData } from '@tanstack/react-table';
import { Button, Checkbox, Group } from '@mantine/core';
import type { DataTableRowAction } from './types.ts';

/** A row's actions as buttons (at least 30 px high), after its cells in reading order. */
export function RowActions<Row extends RowData>({ row, actions, onAction }: { row: Row; actions: readonly DataTableRowAction<Row>[]; onAction: () => void }) {
  const shown = actions.filter((a) => a.visible?.(row) ?? true);
  if (!shown.length) return null;
  return (
    <Group gap="xs" wrap="wrap">
      {shown.map((a) => {
        const loading = a.loading?.(row) ?? false;
        return (
          <Button
            key={a.id}
            size="xs"
            variant={a.variant ?? 'light'}
            color={a.color}
            leftSection={a.icon}
            loading={loading}
            aria-label={a.accessibleLabel?.(row)}
            onClick={() => {
              if (loading) return;
              onAction();
              a.onClick(row);
            }}
          >
            {a.label}
          </Button>
        );
      })}
    </Group>
  );
}

/** A selection checkbox, 24 × 24 px. */
export function SelectBox({ label, checked, indeterminate, onChange }: { label: string; checked: boolean; indeterminate?: boolean; onChange: () => void }) {
  return <Checkbox size="md" aria-label={label} checked={checked} indeterminate={indeterminate} onChange={onChange} />;
}
