import { Anchor, Badge, Button, Group, Image, Stack, Text, Title } from '@mantine/core';
import { IconPercentage, IconPlus } from '@tabler/icons-react';
import type { VendorProduct } from '@vedmarked/domain';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { DataTable, type DataTableColumn } from '../../../components/data-table/index.ts';
import { useVendorProducts } from '../api/vendor-products.ts';
import { BulkPriceDialog } from '../components/BulkPriceDialog.tsx';
import { ActiveCell, PriceCell, rangeText, StockCell } from '../components/InlineCells.tsx';

function useColumns() {
  const { t, i18n } = useTranslation('vendor-products');
  return useMemo<DataTableColumn<VendorProduct>[]>(
    () => [
      {
        id: 'name',
        header: t('col.name'),
        value: (r) => r.name,
        primary: true,
        alwaysVisible: true,
        cell: (r) => (
          <Group gap="xs" wrap="nowrap">
            <Image src={r.images[0]?.url ?? r.image} alt="" w={36} h={36} radius="sm" fit="cover" />
            <Anchor component={Link} to={`/dashboard/product/${r.id}`} fw={600} data-testid="offer-link">
              {r.name}
            </Anchor>
          </Group>
        ),
      },
      { id: 'format', header: t('col.format'), value: (r) => r.format ?? '' },
      { id: 'price', header: t('col.price'), value: (r) => r.price, kind: 'money', currency: (r) => r.currency, cell: (r) => <PriceCell row={r} /> },
      {
        id: 'range',
        header: t('col.range'),
        value: (r) => r.min_price,
        kind: 'money',
        currency: (r) => r.currency,
        text: (r) => rangeText(r, i18n.language),
        hidden: true,
      },
      { id: 'stock', header: t('col.stock'), value: (r) => r.stock, kind: 'number', cell: (r) => <StockCell row={r} /> },
      {
        id: 'ready',
        header: t('col.ready'),
        value: (r) => r.ready_to_ship_days,
        kind: 'number',
        text: (r) => (r.ready_to_ship_days ? t('days', { count: r.ready_to_ship_days }) : t('ready-now')),
      },
      { id: 'active', header: t('col.active'), value: (r) => (r.active ? 1 : 0), filterable: false, exportable: false, cell: (r) => <ActiveCell row={r} /> },
      {
        id: 'on_sale',
        header: t('col.on-sale'),
        value: (r) => (r.on_sale ? t('on-sale') : t('off-sale')),
        cell: (r) => (
          <Badge color={r.on_sale ? 'green' : 'gray'} variant="light">
            {r.on_sale ? t('on-sale') : t('off-sale')}
          </Badge>
        ),
      },
    ],
    [t, i18n.language],
  );
}

/**
 * /dashboard/products (spec section 2; issue 11): the vendor's offers in the shared data table, with
 * price, stock and active edited in place and a price change by percent for the selected rows.
 */
export default function VendorProductsPage() {
  const { t } = useTranslation('vendor-products');
  const offers = useVendorProducts();
  const columns = useColumns();
  const [bulk, setBulk] = useState<VendorProduct[] | null>(null);
  const bulkActions = useMemo(() => [{ id: 'percent', label: t('bulk.action'), icon: <IconPercentage size={14} aria-hidden />, onClick: setBulk }], [t]);
  return (
    <Stack maw={1200} mx="auto" gap="md">
      <Group justify="space-between" align="flex-end">
        <div>
          <Title order={1}>{t('title')}</Title>
          <Text c="dimmed">{t('lead')}</Text>
        </div>
        <Button component={Link} to="/dashboard/product/new" leftSection={<IconPlus size={16} aria-hidden />} data-testid="add-offer">
          {t('add')}
        </Button>
      </Group>
      <DataTable<VendorProduct>
        name="products"
        caption={t('caption')}
        columns={columns}
        rowId={(r) => r.id}
        query={offers}
        bulkActions={bulkActions}
        search
        emptyText={t('empty')}
      />
      {bulk && <BulkPriceDialog rows={bulk} onClose={() => setBulk(null)} />}
    </Stack>
  );
}
