import { Alert, Anchor, Badge, Button, Group, Stack, Switch, Tabs, Text, Title } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { LISTING_PRESETS, type Listing } from '@vedmarked/domain';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import { DataTable, type DataTableColumn } from '../../../components/data-table/index.ts';
import { notify } from '../../../lib/notify.ts';
import { useChangeListingStatus, useListings } from '../api/listings.ts';
import { amountText, period, priceColumn, remainingColumn } from '../components/format.ts';
import { ListingThumb } from '../components/ListingThumb.tsx';
import { isIncomplete, RegistrationAlert } from '../components/RegistrationAlert.tsx';

function ActiveToggle({ row }: { row: Listing }) {
  const { t } = useTranslation('market');
  const change = useChangeListingStatus();
  return (
    <Switch
      checked={row.active}
      disabled={change.isPending}
      aria-label={t('listings.active-label', { id: row.id })}
      onChange={(e) =>
        change.mutate(
          { id: row.id, active: e.currentTarget.checked },
          { onSuccess: (l) => notify('success', t(l.active ? 'listings.activated' : 'listings.deactivated')), onError: (err) => notify('error', err.message) },
        )
      }
      data-testid="listing-active"
    />
  );
}

function useColumns(type: string) {
  const { t, i18n } = useTranslation(['market', 'common']);
  return useMemo<DataTableColumn<Listing>[]>(
    () => [
      {
        id: 'wood',
        header: t('field.wood_type'),
        value: (r) => t(`wood.${r.wood_type}`),
        primary: true,
        alwaysVisible: true,
        cell: (r) => (
          <Group gap="xs" wrap="nowrap">
            <ListingThumb images={r.images} size={36} />
            <Anchor component={Link} to={`/dashboard/product/${type}/${r.id}`} fw={600} data-testid="listing-link">
              {t(`wood.${r.wood_type}`)}
              {r.firewood_format ? ` · ${r.firewood_format}` : ''}
            </Anchor>
          </Group>
        ),
      },
      { id: 'amount', header: t('field.amount'), value: (r) => r.amount, kind: 'number', text: (r) => amountText(t, r.amount, r.unit) },
      remainingColumn<Listing>(t),
      { id: 'minimum', header: t('field.minimum_order_amount'), value: (r) => r.minimum_order_amount, kind: 'number', hidden: true },
      priceColumn<Listing>(t, i18n.language),
      { id: 'shipped', header: t('field.shipped'), value: (r) => r.shipped_date_from, text: (r) => period(r.shipped_date_from, r.shipped_date_to) },
      { id: 'place', header: t('field.place'), value: (r) => `${r.city}${r.county ? `, ${r.county}` : ''}` },
      {
        id: 'status',
        header: t('listings.status'),
        value: (r) => (r.active && r.remaining > 0 ? t('listings.on-market') : t('listings.off-market')),
        cell: (r) => (
          <Badge color={r.active && r.remaining > 0 ? 'green' : 'gray'} variant="light">
            {r.active && r.remaining > 0 ? t('listings.on-market') : t('listings.off-market')}
          </Badge>
        ),
      },
      {
        id: 'active',
        header: t('field.active'),
        value: (r) => (r.active ? 1 : 0),
        filterable: false,
        exportable: false,
        cell: (r) => <ActiveToggle row={r} />,
      },
    ],
    [t, i18n.language, type],
  );
}

/**
 * /dashboard/products/:type (spec §2; issue 12): the wholesaler's listings of one product type in
 * the shared data table, a tab per type (trees on the root shown, disabled), active toggled in place.
 */
export default function ListingsPage() {
  const { t } = useTranslation('market');
  const navigate = useNavigate();
  const { type = 'round-timber' } = useParams();
  const preset = LISTING_PRESETS.find((p) => p.product_type === type);
  const listings = useListings(type);
  const columns = useColumns(type);
  return (
    <Stack maw={1200} mx="auto" gap="md">
      <Group justify="space-between" align="flex-end">
        <div>
          <Title order={1}>{t('listings.title')}</Title>
          <Text c="dimmed">{t('listings.lead')}</Text>
        </div>
        {preset?.enabled && (
          <Button component={Link} to={`/dashboard/product/${type}/new`} leftSection={<IconPlus size={16} aria-hidden />} data-testid="add-listing">
            {t('listings.add')}
          </Button>
        )}
      </Group>
      <Tabs value={type} onChange={(v) => v && navigate(`/dashboard/products/${v}`)}>
        <Tabs.List>
          {LISTING_PRESETS.map((p) => (
            <Tabs.Tab key={p.product_type} value={p.product_type} disabled={!p.enabled}>
              {t(`type.${p.product_type}`)}
              {!p.enabled && ` (${t('listings.not-available')})`}
            </Tabs.Tab>
          ))}
        </Tabs.List>
        {LISTING_PRESETS.map((p) => (
          <Tabs.Panel key={p.product_type} value={p.product_type} pt="md">
            {p.product_type === type &&
              (!preset?.enabled ? (
                <Alert color="gray">{t('listings.type-disabled')}</Alert>
              ) : isIncomplete(listings.error) ? (
                <RegistrationAlert message={listings.error!.message} />
              ) : (
                <DataTable<Listing>
                  name={`listings-${type}`}
                  caption={t('listings.caption', { type: t(`type.${type}`) })}
                  columns={columns}
                  rowId={(r) => r.id}
                  query={listings}
                  search
                  emptyText={t('listings.empty')}
                />
              ))}
          </Tabs.Panel>
        ))}
      </Tabs>
    </Stack>
  );
}
