import { Alert, Anchor, Group, Stack, Text, Title } from '@mantine/core';
import type { MarketListing } from '@vedmarked/domain';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { DataTable, type DataTableColumn } from '../../../components/data-table/index.ts';
import { PlanMap } from '../../../components/plan-map/index.tsx';
import { useMarket } from '../api/market.ts';
import { kmText, period, priceColumn, remainingColumn } from '../components/format.ts';
import { ListingThumb } from '../components/ListingThumb.tsx';
import { MarketFilters, useMarketFilters } from '../components/MarketFilters.tsx';

function useColumns() {
  const { t, i18n } = useTranslation('market');
  return useMemo<DataTableColumn<MarketListing>[]>(
    () => [
      {
        id: 'wood',
        header: t('field.wood_type'),
        value: (r) => `${t(`wood.${r.wood_type}`)} · ${t(`type.${r.product_type}`)}`,
        primary: true,
        alwaysVisible: true,
        cell: (r) => (
          <Group gap="xs" wrap="nowrap">
            <ListingThumb images={r.images} size={40} />
            <div>
              <Anchor component={Link} to={`/dashboard/market/product/${r.id}`} fw={600} data-testid="market-link">
                {t(`wood.${r.wood_type}`)}
                {r.firewood_format ? ` · ${r.firewood_format}` : ''}
              </Anchor>
              <Text size="xs" c="dimmed">
                {t(`type.${r.product_type}`)}
              </Text>
            </div>
          </Group>
        ),
      },
      { id: 'seller', header: t('field.seller'), value: (r) => r.seller.company_name },
      { id: 'place', header: t('field.place'), value: (r) => `${r.city}${r.county ? `, ${r.county}` : ''}` },
      {
        id: 'distance',
        header: t('field.distance'),
        value: (r) => r.distance_km,
        kind: 'number',
        text: (r) => (r.distance_km === null ? '' : kmText(t, r.distance_km, i18n.language)),
      },
      remainingColumn<MarketListing>(t),
      priceColumn<MarketListing>(t, i18n.language),
      {
        id: 'diameter',
        header: t('field.diameter'),
        value: (r) => r.min_diameter_cm,
        kind: 'number',
        text: (r) => (r.min_diameter_cm ? `${r.min_diameter_cm}–${r.max_diameter_cm} cm` : ''),
      },
      { id: 'ready', header: t('field.shipped'), value: (r) => r.shipped_date_from, text: (r) => period(r.shipped_date_from, r.shipped_date_to) },
    ],
    [t, i18n.language],
  );
}

/**
 * /dashboard/market (spec §2; issue 12): what wholesalers offer, filtered on the server (product
 * type, wood type, diameters, price, distance from the vendor's hubs, ready dates) and sorted there,
 * in the shared data table, with a map of where the timber lies.
 */
export default function MarketPage() {
  const { t } = useTranslation('market');
  const filters = useMarketFilters();
  const market = useMarket(filters.query);
  const columns = useColumns();
  const items = market.data?.items ?? [];
  const rows = useMemo(() => ({ ...market, data: market.data?.items }), [market]);
  const stops = items.map((l, i) => ({
    id: l.id,
    lat: l.lat,
    lon: l.lon,
    label: t('map.marker', { n: i + 1, wood: t(`wood.${l.wood_type}`), place: l.city }),
  }));
  return (
    <Stack maw={1200} mx="auto" gap="md">
      <div>
        <Title order={1}>{t('market.title')}</Title>
        <Text c="dimmed">{t('market.lead')}</Text>
      </div>
      <MarketFilters filters={filters} />
      {market.error && (
        <Alert color="red" role="alert">
          {market.error.message}
        </Alert>
      )}
      {stops.length > 0 && (
        <PlanMap label={t('map.label')} hub={null} stops={stops} zoomIn={t('map.zoom-in')} zoomOut={t('map.zoom-out')} testId="market-map" />
      )}
      <Text size="sm" c="dimmed" aria-live="polite" data-testid="market-total">
        {t('market.total', { count: market.data?.total ?? 0 })}
      </Text>
      <DataTable<MarketListing> name="market" caption={t('market.caption')} columns={columns} rowId={(r) => r.id} query={rows} emptyText={t('market.empty')} />
    </Stack>
  );
}
