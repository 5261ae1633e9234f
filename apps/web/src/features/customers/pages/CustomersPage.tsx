import { Badge, Button, Group, Stack, Text, Title } from '@mantine/core';
import { IconFileImport, IconUserPlus } from '@tabler/icons-react';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { DataTable, type DataTableColumn, useDataTableState } from '../../../components/data-table/index.ts';
import { useVendorCustomers, type VendorCustomer } from '../api/customers.ts';

const fullName = (c: VendorCustomer) => [c.first_name, c.last_name].filter(Boolean).join(' ');

function useCustomerColumns() {
  const { t } = useTranslation('customers');
  return useMemo<DataTableColumn<VendorCustomer>[]>(
    () => [
      { id: 'name', header: t('col.name'), value: fullName, primary: true, alwaysVisible: true },
      { id: 'email', header: t('col.email'), value: (c) => c.email },
      { id: 'phone', header: t('col.phone'), value: (c) => c.phone },
      { id: 'postcode', header: t('col.postcode'), value: (c) => c.postcode },
      { id: 'added', header: t('col.added'), value: (c) => c.added_at, kind: 'date' },
      {
        id: 'account',
        header: t('col.account'),
        value: (c) => (c.has_password ? 1 : 0),
        text: (c) => t(c.has_password ? 'account.active' : 'account.invited'),
        cell: (c) => (
          <Badge color={c.has_password ? 'green' : 'gray'} variant="light">
            {t(c.has_password ? 'account.active' : 'account.invited')}
          </Badge>
        ),
        sortable: false,
        filterable: false,
      },
    ],
    [t],
  );
}

/**
 * /dashboard/customers (spec section 2; issue 11 item 2): the vendor's own customers in the shared
 * data table with a search. Orders from them carry the 5% own-customer fee.
 */
export default function CustomersPage() {
  const { t } = useTranslation('customers');
  const table = useDataTableState('customers', { pageSize: 25 });
  const customers = useVendorCustomers(table.query);
  const columns = useCustomerColumns();
  return (
    <Stack maw={1200} mx="auto" gap="md">
      <Group justify="space-between" align="flex-end" wrap="wrap">
        <div>
          <Title order={1}>{t('title')}</Title>
          <Text c="dimmed">{t('lead')}</Text>
        </div>
        <Group gap="sm">
          <Button component={Link} to="/dashboard/customers/import" variant="default" leftSection={<IconFileImport size={18} aria-hidden />}>
            {t('import.title')}
          </Button>
          <Button component={Link} to="/dashboard/customers/new" leftSection={<IconUserPlus size={18} aria-hidden />}>
            {t('add')}
          </Button>
        </Group>
      </Group>
      <DataTable<VendorCustomer>
        name="customers"
        caption={t('title')}
        columns={columns}
        rowId={(c) => c.user_id}
        state={table}
        query={customers}
        search={{ label: t('search.label'), placeholder: t('search.placeholder') }}
        emptyText={t('empty')}
      />
    </Stack>
  );
}
