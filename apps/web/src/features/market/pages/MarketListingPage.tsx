import { Alert, Anchor, Badge, Group, Image, Loader, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import type { MarketShow } from '@vedmarked/domain';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { useMarketListing } from '../api/market.ts';
import { amountText, kmText, period, unitPrice } from '../components/format.ts';
import { MarketOrderForm } from '../components/MarketOrderForm.tsx';

/** The listing's facts as label/value rows (only those it has). */
function facts(l: MarketShow, t: TFunction, lang: string): [string, string][] {
  const rows: [string, string | null | false][] = [
    [t('field.seller'), l.seller.company_name],
    [t('field.place'), `${l.postcode} ${l.city}${l.county ? `, ${l.county}` : ''}`],
    [t('field.distance'), l.distance_km !== null && kmText(t, l.distance_km, lang)],
    [t('field.remaining'), amountText(t, l.remaining, l.unit)],
    [t('field.minimum_order_amount'), amountText(t, l.minimum_order_amount, l.unit)],
    [t('field.price_per_unit'), unitPrice(t, l.price_per_unit, l.unit, lang)],
    [t('field.firewood_format'), l.firewood_format],
    [t('field.diameter'), l.min_diameter_cm !== null && `${l.min_diameter_cm}–${l.max_diameter_cm} cm`],
    [t('field.curving'), l.curving !== null && String(l.curving)],
    [t('field.vsys_number'), l.vsys_number],
    [t('field.humidity_pct'), l.humidity_pct !== null && `${l.humidity_pct} %`],
    [t('field.dryness'), l.dryness && t(`dryness.${l.dryness}`)],
    [t('field.pile'), l.width_cm !== null && `${l.width_cm} × ${l.height_cm ?? '–'} × ${l.depth_cm ?? '–'} cm`],
    [t('field.chopped'), period(l.chopped_date_from, l.chopped_date_to)],
    [t('field.shipped'), period(l.shipped_date_from, l.shipped_date_to)],
    [t('field.days_to_deliver'), t('days', { count: l.days_to_deliver })],
  ];
  return rows.filter((r): r is [string, string] => Boolean(r[1]));
}

/** /dashboard/market/product/:productId (spec §2; issue 12): a listing on the market, its photos and the order form. */
export default function MarketListingPage() {
  const { t, i18n } = useTranslation('market');
  const { productId = '' } = useParams();
  const id = /^\d+$/.test(productId) ? Number(productId) : null;
  const listing = useMarketListing(id);
  const back = (
    <Anchor component={Link} to="/dashboard/market" size="sm">
      <IconArrowLeft size={14} aria-hidden /> {t('market.back')}
    </Anchor>
  );
  if (id !== null && listing.isPending) return <Loader aria-label={t('form.loading')} />;
  if (!listing.data) {
    return (
      <Stack maw={1100} mx="auto">
        {back}
        <Alert color="red" role="alert">
          {listing.error?.message ?? t('form.not-found')}
        </Alert>
      </Stack>
    );
  }
  const l = listing.data;
  return (
    <Stack maw={1100} mx="auto" gap="md">
      {back}
      <Group gap="sm">
        <Title order={1}>
          {t(`wood.${l.wood_type}`)} · {t(`type.${l.product_type}`)}
        </Title>
        <Badge variant="light">{t('market.excl-vat')}</Badge>
      </Group>
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
        <Stack gap="sm">
          {l.images.length > 0 && (
            <SimpleGrid cols={l.images.length > 1 ? 2 : 1} spacing="xs">
              {l.images.map((img, i) => (
                <Image key={img.id} src={img.url} alt={t('market.photo-alt', { n: i + 1, wood: t(`wood.${l.wood_type}`) })} radius="sm" fit="cover" mah={280} />
              ))}
            </SimpleGrid>
          )}
          <Table variant="vertical" withTableBorder data-testid="listing-facts">
            <Table.Tbody>
              {facts(l, t, i18n.language).map(([k, v]) => (
                <Table.Tr key={k}>
                  <Table.Th w={200}>{k}</Table.Th>
                  <Table.Td>{v}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
          {l.description && <Text style={{ whiteSpace: 'pre-line' }}>{l.description}</Text>}
        </Stack>
        <MarketOrderForm listing={l} />
      </SimpleGrid>
    </Stack>
  );
}
