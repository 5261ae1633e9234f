import { Anchor } from '@mantine/core';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { DataTable, type DataTableColumn } from '../../../components/data-table/index.ts';
import { type Side, useMarketOrders, type WholesaleOrderListItem } from '../api/market-orders.ts';
import { MarketOrderStatusBadge, TransportStatusBadge } from './badges.tsx';

/** A side's market orders in the shared data table; each links to its page. */
export function MarketOrdersTable({ side, linkTo }: { side: Side; linkTo: (id: number) => string }) {
  const { t } = useTranslation('wholesale-orders');
  const query = useMarketOrders(side);
  const columns = useMemo<DataTableColumn<WholesaleOrderListItem>[]>(
    () => [
      {
        id: 'id',
        header: t('col.id'),
        value: (o) => o.id,
        kind: 'number',
        primary: true,
        alwaysVisible: true,
        text: (o) => t('link', { id: o.id }),
        cell: (o) => (
          <Anchor component={Link} to={linkTo(o.id)} fw={600} style={{ whiteSpace: 'nowrap' }} data-testid="market-order-link">
            {t('link', { id: o.id })}
          </Anchor>
        ),
      },
      { id: 'product', header: t('col.product'), value: (o) => `${t(`product.${o.product_type}`)} · ${t(`wood.${o.wood_type}`)}` },
      {
        id: 'amount',
        header: t('col.amount'),
        value: (o) => o.amount,
        kind: 'number',
        text: (o) => `${o.amount} ${t(o.product_type === 'wholesale-firewood' ? 'unit.bags' : 'unit.m3')}`,
      },
      { id: 'total', header: t('col.total'), value: (o) => o.total, kind: 'money' },
      side === 'seller'
        ? { id: 'buyer', header: t('col.buyer'), value: (o) => o.buyer_name }
        : { id: 'seller', header: t('col.seller'), value: (o) => o.seller_name },
      { id: 'delivery_from', header: t('col.delivery-from'), value: (o) => o.delivery_from, kind: 'date' },
      { id: 'delivery_to', header: t('col.delivery-to'), value: (o) => o.delivery_to, kind: 'date', hidden: true },
      {
        id: 'status',
        header: t('col.status'),
        value: (o) => o.status,
        text: (o) => t(`status.${o.status}`),
        cell: (o) => <MarketOrderStatusBadge status={o.status} />,
      },
      {
        id: 'transport',
        header: t('col.transport'),
        value: (o) => o.transport_status ?? '',
        text: (o) => (o.transport_status ? t(`transport-status.${o.transport_status}`) : ''),
        cell: (o) => (o.transport_status ? <TransportStatusBadge status={o.transport_status} /> : null),
      },
      { id: 'created_at', header: t('col.created'), value: (o) => o.created_at, kind: 'date' },
    ],
    [t, side, linkTo],
  );
  return (
    <DataTable<WholesaleOrderListItem>
      name={`market-orders-${side}`}
      caption={t(side === 'seller' ? 'title-seller' : 'title-buyer')}
      columns={columns}
      rowId={(o) => o.id}
      query={query}
      emptyText={t(side === 'seller' ? 'empty-seller' : 'empty-buyer')}
      pageSize={25}
    />
  );
}
