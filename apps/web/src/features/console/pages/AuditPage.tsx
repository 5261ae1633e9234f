import type { AuditEntryItem } from '@vedmarked/domain';
import { Button, Container, Group, Stack, Text, Title } from '@mantine/core';
import { IconFileDownload } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DataTable, type DataTableColumn, useDataTableState } from '../../../components/data-table/index.ts';
import { notify } from '../../../lib/notify.ts';
import { downloadAuditCsv, fetchAllAudit, useAuditLog } from '../api/audit.ts';

function useAuditColumns() {
  const { t } = useTranslation('console');
  return useMemo<DataTableColumn<AuditEntryItem>[]>(
    () => [
      { id: 'time', header: t('audit.time'), value: (e) => e.time, kind: 'date', text: (e) => new Date(e.time).toLocaleString('nb-NO'), alwaysVisible: true },
      { id: 'actor', header: t('audit.actor'), value: (e) => e.actor, text: (e) => e.actor ?? '—', primary: true },
      {
        id: 'acted_as',
        header: t('audit.acted-as'),
        value: (e) => e.acted_as,
        cell: (e) =>
          e.acted_as ? (
            <Text span fw={600} size="sm">
              {e.acted_as}
            </Text>
          ) : (
            '—'
          ),
      },
      { id: 'action', header: t('audit.action'), value: (e) => e.action },
      { id: 'target', header: t('audit.target'), value: (e) => e.target, text: (e) => e.target ?? '—' },
      { id: 'reason', header: t('audit.reason'), value: (e) => e.reason, text: (e) => e.reason ?? '—', sortable: false },
      { id: 'details', header: t('audit.details'), value: (e) => e.details, text: (e) => e.details ?? '', sortable: false, filterable: false, hidden: true },
    ],
    [t],
  );
}

/**
 * /dashboard/audit (admin): the audit log in the shared data table: who did what as whom, on what,
 * why and when, filtered, searched, paged and exported (the table's CSV, or the server's full file).
 */
export default function AuditPage() {
  const { t } = useTranslation('console');
  const table = useDataTableState('audit', { pageSize: 25 });
  const log = useAuditLog(table.query);
  const columns = useAuditColumns();
  const [downloading, setDownloading] = useState(false);
  return (
    <Container size="xl" py="md" px={{ base: 'xs', sm: 'md' }}>
      <Stack>
        <Group justify="space-between" align="flex-end" wrap="wrap">
          <div>
            <Title order={1}>{t('audit.title')}</Title>
            <Text c="gray.7">{t('audit.lead')}</Text>
          </div>
          <Button
            variant="default"
            leftSection={<IconFileDownload size={16} aria-hidden />}
            loading={downloading}
            onClick={() => {
              setDownloading(true);
              downloadAuditCsv(table.query)
                .catch(() => notify('error', t('audit.download-failed')))
                .finally(() => setDownloading(false));
            }}
            data-testid="audit-download"
          >
            {t('audit.download')}
          </Button>
        </Group>
        <DataTable<AuditEntryItem>
          name="audit"
          caption={t('audit.table')}
          columns={columns}
          rowId={(e) => e.id}
          state={table}
          query={log}
          search={{ label: t('audit.search'), placeholder: t('audit.search-placeholder') }}
          exportRows={() => fetchAllAudit(table.query)}
        />
      </Stack>
    </Container>
  );
}
