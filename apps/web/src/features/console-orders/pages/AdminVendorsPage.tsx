import type { AdminVendorRow } from '@vedmarked/domain';
import { Badge, Stack, Text, Title } from '@mantine/core';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DataTable, type DataTableColumn, type DataTableRowAction, useDataTableState } from '../../../components/data-table/index.ts';
import { fetchAllAdminVendors, useAdminVendors } from '../api/console.ts';
import { VendorPanel } from '../components/VendorPanel.tsx';

function useVendorColumns() {
  const { t } = useTranslation('console');
  return useMemo<DataTableColumn<AdminVendorRow>[]>(
    () => [
      { id: 'name', header: t('vendors.col.name'), value: (v) => v.name, primary: true, alwaysVisible: true },
      { id: 'email', header: t('vendors.col.email'), value: (v) => v.email, sortable: false },
      { id: 'postcodes', header: t('vendors.col.postcodes'), value: (v) => v.postcodes, kind: 'number', filterable: false },
      { id: 'open', header: t('vendors.col.open'), value: (v) => v.open_orders, kind: 'number', filterable: false },
      { id: 'balance', header: t('vendors.col.balance'), value: (v) => v.balance, kind: 'money', currency: (v) => v.currency, filterable: false },
      {
        id: 'state',
        header: t('vendors.col.state'),
        value: (v) => (v.active ? 1 : 0),
        text: (v) => t(v.active ? 'vendors.active' : 'vendors.inactive'),
        cell: (v) => (
          <Badge color={v.active ? 'green' : 'gray'} variant="light" c="dark.8">
            {t(v.active ? 'vendors.active' : 'vendors.inactive')}
          </Badge>
        ),
        sortable: false,
        filterable: false,
      },
      { id: 'created', header: t('vendors.col.created'), value: (v) => v.created_at, kind: 'date', hidden: true },
    ],
    [t],
  );
}

/** /dashboard/vendors (admin, issue 13 item 3): vendors with coverage, state, open orders and balance; one vendor's hubs on a map. */
export default function AdminVendorsPage() {
  const { t } = useTranslation('console');
  const table = useDataTableState('vendors', { pageSize: 25 });
  const vendors = useAdminVendors(table.query);
  const columns = useVendorColumns();
  const [chosen, setChosen] = useState<number | null>(null);
  const rowActions = useMemo<DataTableRowAction<AdminVendorRow>[]>(
    () => [{ id: 'open', label: t('vendors.details'), accessibleLabel: (v) => t('vendors.details-named', { name: v.name }), onClick: (v) => setChosen(v.id) }],
    [t],
  );
  const selected = vendors.data?.rows.find((v) => v.id === chosen) ?? null;
  return (
    <Stack maw={1280} mx="auto" gap="md">
      <div>
        <Title order={1}>{t('vendors.title')}</Title>
        <Text c="dimmed">{t('vendors.lead')}</Text>
      </div>
      <DataTable<AdminVendorRow>
        name="vendors"
        caption={t('vendors.table')}
        columns={columns}
        rowId={(v) => v.id}
        state={table}
        query={vendors}
        rowActions={rowActions}
        search={{ label: t('vendors.search'), placeholder: t('vendors.search-placeholder') }}
        exportRows={() => fetchAllAdminVendors(table.query)}
      />
      {selected && <VendorPanel vendor={selected} />}
    </Stack>
  );
}
