import { Anchor, Stack, Tabs, Text, Title } from '@mantine/core';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { DataTable, type DataTableColumn } from '../../../components/data-table/index.ts';
import { type TransportRequest, useTransportRequests } from '../api/market-orders.ts';
import { TransportStatusBadge } from '../components/badges.tsx';

const TABS = ['open', 'mine'] as const;
type Tab = (typeof TABS)[number];

function RequestTable({ tab }: { tab: Tab }) {
  const { t } = useTranslation('wholesale-orders');
  const query = useTransportRequests(tab);
  const columns = useMemo<DataTableColumn<TransportRequest>[]>(
    () => [
      {
        id: 'id',
        header: t('col.request'),
        value: (r) => r.id,
        kind: 'number',
        primary: true,
        alwaysVisible: true,
        text: (r) => t('request-link', { id: r.id }),
        cell: (r) => (
          <Anchor component={Link} to={`/dashboard/transportation/${r.id}`} fw={600} style={{ whiteSpace: 'nowrap' }} data-testid="transport-link">
            {t('request-link', { id: r.id })}
          </Anchor>
        ),
      },
      { id: 'product', header: t('col.product'), value: (r) => `${t(`product.${r.product_type}`)} · ${t(`wood.${r.wood_type}`)}` },
      { id: 'volume', header: t('col.volume'), value: (r) => r.volume_m3, kind: 'number', text: (r) => `${r.volume_m3} m³` },
      { id: 'pickup', header: t('col.pickup'), value: (r) => `${r.seller_address.postcode} ${r.seller_address.city}` },
      { id: 'delivery', header: t('col.delivery'), value: (r) => `${r.delivery_address.postcode} ${r.delivery_address.city}` },
      {
        id: 'to_pickup',
        header: t('col.to-pickup'),
        value: (r) => r.distance_to_pickup_km,
        kind: 'number',
        text: (r) => (r.distance_to_pickup_km === null ? '' : t('km', { km: r.distance_to_pickup_km })),
      },
      { id: 'distance', header: t('col.distance'), value: (r) => r.distance_km, kind: 'number', text: (r) => t('km', { km: r.distance_km }) },
      { id: 'ready', header: t('col.goods-ready'), value: (r) => r.goods_ready_date, kind: 'date' },
      { id: 'delivery_to', header: t('col.delivery-to'), value: (r) => r.delivery_to, kind: 'date' },
      { id: 'cost', header: t('col.shipping-cost'), value: (r) => r.shipping_cost, kind: 'money' },
      {
        id: 'status',
        header: t('col.status'),
        value: (r) => r.status,
        text: (r) => t(`transport-status.${r.status}`),
        cell: (r) => <TransportStatusBadge status={r.status} />,
      },
    ],
    [t],
  );
  return (
    <DataTable<TransportRequest>
      name={`transport-${tab}`}
      caption={t(`transport-tabs.${tab}`)}
      columns={columns}
      rowId={(r) => r.id}
      query={query}
      emptyText={t(`transport-empty.${tab}`)}
      pageSize={25}
    />
  );
}

/**
 * /dashboard/transportation (round-timber transporter): open transportation requests near the
 * transporter's address, nearest first, and the ones it took (?tab=mine).
 */
export default function TransportationPage() {
  const { t } = useTranslation('wholesale-orders');
  const [params, setParams] = useSearchParams();
  const tab: Tab = params.get('tab') === 'mine' ? 'mine' : 'open';
  return (
    <Stack maw={1200} mx="auto" gap="md">
      <div>
        <Title order={1}>{t('transport-title')}</Title>
        <Text c="dimmed">{t('transport-lead')}</Text>
      </div>
      <Tabs value={tab} onChange={(v) => v && setParams(v === 'open' ? {} : { tab: v }, { replace: true })} keepMounted={false}>
        <Tabs.List aria-label={t('transport-tabs.label')}>
          {TABS.map((v) => (
            <Tabs.Tab key={v} value={v} data-testid={`tab-${v}`}>
              {t(`transport-tabs.${v}`)}
            </Tabs.Tab>
          ))}
        </Tabs.List>
        {TABS.map((v) => (
          <Tabs.Panel key={v} value={v} pt="md">
            <RequestTable tab={v} />
          </Tabs.Panel>
        ))}
      </Tabs>
    </Stack>
  );
}
