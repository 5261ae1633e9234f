import { Alert, Anchor, Badge, Button, FileInput, Group, Paper, Progress, Select, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconFileTypeCsv } from '@tabler/icons-react';
import {
  CUSTOMER_CSV_COLUMNS,
  CUSTOMER_IMPORT_MAX_ROWS,
  type CustomerCsvColumn,
  customerRowsByMapping,
  guessCustomerColumns,
  INTL_LOCALES,
  readCustomerCsv,
  type VendorCustomerImportResult,
} from '@vedmarked/domain';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { DataTable, type DataTableColumn } from '../../../components/data-table/index.ts';
import { FormAlert } from '../../../components/FormAlert.tsx';
import { ApiError } from '../../../lib/api.ts';
import { notify } from '../../../lib/notify.ts';
import { useImportVendorCustomers } from '../api/customers.ts';

type CsvRow = Record<string, string>;
interface PreviewRow {
  row: number;
  values: CsvRow;
  errors: Record<string, string>;
  invites: boolean;
}

function usePreviewColumns() {
  const { t } = useTranslation('customers');
  return useMemo<DataTableColumn<PreviewRow>[]>(
    () => [
      { id: 'row', header: t('import.col.row'), value: (r) => r.row, kind: 'number' },
      {
        id: 'name',
        header: t('col.name'),
        value: (r) => [r.values.first_name, r.values.last_name].filter(Boolean).join(' '),
        primary: true,
      },
      { id: 'email', header: t('col.email'), value: (r) => r.values.email ?? '' },
      { id: 'phone', header: t('col.phone'), value: (r) => r.values.phone ?? '' },
      { id: 'postcode', header: t('col.postcode'), value: (r) => r.values.postcode ?? '' },
      {
        id: 'result',
        header: t('import.col.result'),
        value: (r) => Object.keys(r.errors).length,
        text: (r) => resultText(r, t),
        cell: (r) =>
          Object.keys(r.errors).length ? (
            <Text c="red.9" size="sm" data-testid={`import-errors-${r.row}`}>
              {resultText(r, t)}
            </Text>
          ) : (
            <Badge color="green" variant="light">
              {resultText(r, t)}
            </Badge>
          ),
      },
    ],
    [t],
  );
}

function resultText(r: PreviewRow, t: (key: string, o?: Record<string, unknown>) => string): string {
  const entries = Object.entries(r.errors);
  if (!entries.length) return t(r.invites ? 'import.ok-invite' : 'import.ok-link');
  return entries.map(([field, message]) => (field === '_' ? message : `${t(`import.field.${field}`, { defaultValue: field })}: ${message}`)).join(' · ');
}

type Mapping = (CustomerCsvColumn | null)[];

/** Which field each CSV column holds: recognised names come chosen; the vendor can change any. */
function ColumnMapping({ header, mapping, onChange }: { header: string[]; mapping: Mapping; onChange: (m: Mapping) => void }) {
  const { t } = useTranslation('customers');
  const options = useMemo(
    () => [{ value: '', label: t('import.ignore') }, ...CUSTOMER_CSV_COLUMNS.map((c) => ({ value: c, label: t(`import.field.${c}`) }))],
    [t],
  );
  return (
    <Paper withBorder p="md" radius="md" component="section" aria-labelledby="import-mapping-title">
      <Stack gap="xs">
        <Title order={2} size="h4" id="import-mapping-title">
          {t('import.mapping-title')}
        </Title>
        <Text size="sm" c="gray.8">
          {t('import.mapping-lead')}
        </Text>
        <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} spacing="sm">
          {header.map((name, i) => (
            <Select
              key={i}
              label={t('import.column', { name: name || i + 1 })}
              data={options}
              value={mapping[i] ?? ''}
              allowDeselect={false}
              onChange={(v) => onChange(mapping.map((m, j) => (j === i ? ((v || null) as CustomerCsvColumn | null) : m)))}
              data-testid={`import-column-${i}`}
            />
          ))}
        </SimpleGrid>
      </Stack>
    </Paper>
  );
}

/**
 * /dashboard/customers/import (spec section 2; issue 11 item 2): a CSV of customers, its columns
 * mapped to fields (guessed from the header, changeable), previewed row by row with each row's
 * errors (the server checks each as an add), then imported all together or not at all.
 */
export default function ImportCustomersPage() {
  const { t, i18n } = useTranslation(['customers', 'errors']);
  const navigate = useNavigate();
  const run = useImportVendorCustomers();
  const [csv, setCsv] = useState<{ header: string[]; records: string[][] } | null>(null);
  const [mapping, setMapping] = useState<Mapping>([]);
  const [rows, setRows] = useState<CsvRow[] | null>(null);
  const [importing, setImporting] = useState(false);
  const [preview, setPreview] = useState<VendorCustomerImportResult | null>(null);
  const [alert, setAlert] = useState<string | null>(null);
  const columns = usePreviewColumns();

  const send = async (csvRows: CsvRow[], dryRun: boolean) => {
    setAlert(null);
    setImporting(!dryRun);
    try {
      const result = await run.mutateAsync({ rows: csvRows, dry_run: dryRun });
      if (!dryRun && result.imported > 0) {
        notify('success', t('import.done', { count: result.imported }));
        navigate('/dashboard/customers');
      } else setPreview(result);
    } catch (e) {
      if (!(e instanceof ApiError)) throw e;
      setAlert(e.message);
    } finally {
      setImporting(false);
    }
  };
  /** The rows under a mapping, previewed at once; a mapping without any field says so. */
  const previewWith = async (records: string[][], m: Mapping) => {
    setMapping(m);
    setPreview(null);
    setAlert(null);
    const mapped = customerRowsByMapping(records, m) as CsvRow[] | null;
    setRows(mapped);
    if (!mapped) return setAlert(t('import.problem.no-columns'));
    await send(mapped, true);
  };
  const onFile = async (file: File | null) => {
    setPreview(null);
    setRows(null);
    setAlert(null);
    setCsv(null);
    if (!file) return;
    const read = readCustomerCsv(await file.text());
    if ('problem' in read)
      return setAlert(
        t(`import.problem.${read.problem}`, {
          max: CUSTOMER_IMPORT_MAX_ROWS.toLocaleString(INTL_LOCALES[i18n.language] ?? 'es-ES'),
        }),
      );
    setCsv(read);
    await previewWith(read.records, guessCustomerColumns(read.header));
  };
  const previewRows = useMemo<PreviewRow[]>(() => (preview && rows ? preview.rows.map((r) => ({ ...r, values: rows[r.row - 1] ?? {} })) : []), [preview, rows]);
  const refused = previewRows.filter((r) => Object.keys(r.errors).length > 0).length;

  return (
    <Stack maw={1200} mx="auto" gap="md">
      <div>
        <Title order={1}>{t('import.title')}</Title>
        <Text c="dimmed">{t('import.lead')}</Text>
      </div>
      <Paper withBorder p="md" radius="md">
        <Stack>
          <Text size="sm">
            {t('import.columns')} <code>{CUSTOMER_CSV_COLUMNS.join('; ')}</code>
          </Text>
          <FileInput
            label={t('import.file')}
            accept=".csv,text/csv"
            leftSection={<IconFileTypeCsv size={18} aria-hidden />}
            onChange={(f) => void onFile(f)}
            maw={420}
          />
          <FormAlert message={alert} />
        </Stack>
      </Paper>
      {csv && <ColumnMapping header={csv.header} mapping={mapping} onChange={(m) => void previewWith(csv.records, m)} />}
      {run.isPending && (
        <Stack gap={4} role="status" data-testid="import-progress">
          <Text size="sm">{importing ? t('import.progress', { count: rows?.length ?? 0 }) : t('import.checking')}</Text>
          <Progress value={100} striped animated aria-label={importing ? t('import.progress', { count: rows?.length ?? 0 }) : t('import.checking')} />
        </Stack>
      )}
      {preview && (
        <Stack gap="sm">
          {refused > 0 ? (
            <Alert color="red" role="alert" title={t('import.refused-title', { count: refused })}>
              {t('import.refused')}
            </Alert>
          ) : (
            <Alert color="green" role="status">
              {t('import.ready', { count: previewRows.length })}
            </Alert>
          )}
          <DataTable<PreviewRow>
            name="import"
            caption={t('import.preview')}
            columns={columns}
            rowId={(r) => r.row}
            query={{ data: previewRows, isPending: false }}
          />
          <Group justify="space-between">
            <Anchor component={Link} to="/dashboard/customers">
              {t('new.back')}
            </Anchor>
            <Button disabled={refused > 0} loading={run.isPending} onClick={() => rows && void send(rows, false)}>
              {t('import.submit', { count: previewRows.length })}
            </Button>
          </Group>
        </Stack>
      )}
    </Stack>
  );
}
