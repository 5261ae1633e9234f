import { ADMIN_ORDER_GROUPS, type AdminOrderGroup, type AdminOrderRow } from '@vedmarked/domain';
import { Anchor, Chip, Group, Stack, Text, Title } from '@mantine/core';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { DataTable, type DataTableColumn, useDataTableState } from '../../../components/data-table/index.ts';
import { fetchAllAdminOrders, useAdminOrders } from '../api/console.ts';
import { StatusBadge } from '../components/labels.tsx';

const isGroup = (v: string | null): v is AdminOrderGroup => (ADMIN_ORDER_GROUPS as readonly string[]).includes(v ?? '');

function useOrderColumns() {
  const { t } = useTranslation('console');
  return useMemo<DataTableColumn<AdminOrderRow>[]>(
    () => [
      {
        id: 'id',
        header: t('orders.col.order'),
        value: (o) => o.id,
        kind: 'number',
        text: (o) => `#${o.id}`,
        primary: true,
        alwaysVisible: true,
        filterable: false,
        cell: (o) => (
          <Anchor component={Link} to={`/dashboard/orders/${o.id}`} fw={600} data-testid="admin-order-link">
            {t('orders.order-link', { id: o.id })}
          </Anchor>
        ),
      },
      { id: 'created', header: t('orders.col.created'), value: (o) => o.created_at, kind: 'date' },
      { id: 'customer', header: t('orders.col.customer'), value: (o) => o.customer_name },
      { id: 'phone', header: t('orders.col.phone'), value: (o) => o.phone, sortable: false, hidden: true },
      { id: 'postcode', header: t('orders.col.postcode'), value: (o) => o.postcode, text: (o) => `${o.postcode} ${o.city}` },
      { id: 'vendor', header: t('orders.col.vendor'), value: (o) => o.vendor_name, text: (o) => o.vendor_name ?? t('orders.no-vendor') },
      { id: 'delivery', header: t('orders.col.delivery'), value: (o) => o.delivery_date_from, kind: 'date' },
      { id: 'total', header: t('orders.col.total'), value: (o) => o.total, kind: 'money', currency: (o) => o.currency },
      {
        id: 'status',
        header: t('orders.col.status'),
        value: (o) => o.status,
        text: (o) => t(`status.${o.status_name}`),
        cell: (o) => <StatusBadge name={o.status_name} />,
        filterable: false,
      },
    ],
    [t],
  );
}

/**
 * /dashboard/orders for the admin (issue 13 item 2): every order of every vendor in the shared data
 * table, with the status groups of spec section 4 as quick filters (in the address: ?group=).
 */
export default function AdminOrdersPage() {
  const { t } = useTranslation('console');
  const [params, setParams] = useSearchParams();
  const group: AdminOrderGroup = isGroup(params.get('group')) ? (params.get('group') as AdminOrderGroup) : 'all';
  const table = useDataTableState('orders', { pageSize: 25 });
  const orders = useAdminOrders({ ...table.query, group });
  const columns = useOrderColumns();
  const choose = (next: string) =>
    setParams((prev) => {
      const p = new URLSearchParams(prev);
      if (next === 'all') p.delete('group');
      else p.set('group', next);
      p.delete('orders.page');
      return p;
    });

  return (
    <Stack maw={1280} mx="auto" gap="md">
      <div>
        <Title order={1}>{t('orders.title')}</Title>
        <Text c="dimmed">{t('orders.lead')}</Text>
      </div>
      <Chip.Group multiple={false} value={group} onChange={choose}>
        <Group gap="xs" role="radiogroup" aria-label={t('orders.groups-label')}>
          {ADMIN_ORDER_GROUPS.map((g) => (
            <Chip key={g} value={g} data-testid={`group-${g}`}>
              {t(`orders.group.${g}`)}
            </Chip>
          ))}
        </Group>
      </Chip.Group>
      <DataTable<AdminOrderRow>
        name="orders"
        caption={t('orders.table')}
        columns={columns}
        rowId={(o) => o.id}
        state={table}
        query={orders}
        search={{ label: t('orders.search'), placeholder: t('orders.search-placeholder') }}
        emptyText={t('orders.empty')}
        exportRows={() => fetchAllAdminOrders({ ...table.query, group })}
      />
    </Stack>
  );
}
