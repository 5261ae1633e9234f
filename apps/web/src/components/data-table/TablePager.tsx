import { Group, NativeSelect, Pagination, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { DataTableState } from './types.ts';

/** The row count ("26–50 of 120", announced politely), rows per page and the page buttons. */
export function TablePager({
  caption,
  state,
  total,
  pageCount,
  language,
}: {
  caption: string;
  state: DataTableState;
  total: number;
  pageCount: number;
  language: string;
}) {
  const { t } = useTranslation('table');
  const n = (v: number) => v.toLocaleString(language === 'no' ? 'nb-NO' : language);
  const from = total ? (state.page - 1) * state.pageSize + 1 : 0;
  const to = Math.min(total, state.page * state.pageSize);
  return (
    <Group justify="space-between" align="flex-end" wrap="wrap" gap="sm">
      <Text size="sm" c="dimmed" role="status">
        {total > state.pageSize ? t('pager.range', { from: n(from), to: n(to), total: n(total) }) : t('pager.count', { count: total })}
      </Text>
      <Group gap="sm" align="flex-end" wrap="wrap">
        {total > Math.min(...state.defaults.pageSizes) && (
          <NativeSelect
            label={t('pager.size')}
            value={String(state.pageSize)}
            onChange={(e) => state.setPageSize(Number(e.currentTarget.value))}
            data={state.defaults.pageSizes.map((s) => String(s))}
            w={130}
          />
        )}
        {pageCount > 1 && (
          <nav aria-label={t('pager.label', { caption })}>
            <Pagination
              total={pageCount}
              value={Math.min(state.page, pageCount)}
              onChange={state.setPage}
              siblings={0}
              getControlProps={(c) => ({ 'aria-label': t(`pager.${c}`) })}
              getItemProps={(page) => ({ 'aria-label': t('pager.page', { page }) })}
            />
          </nav>
        )}
      </Group>
    </Group>
  );
}
