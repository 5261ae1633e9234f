import { Card, Grid, Group, Image, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import { formatMoney } from '@vedmarked/domain';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { useTransportRequest } from '../api/market-orders.ts';
import { shortDate, TransportStatusBadge } from '../components/badges.tsx';
import { TransportActions } from '../components/TransportActions.tsx';
import { Facts } from '../components/Facts.tsx';
import { BackLink, DetailMissing } from '../../../components/DetailPage.tsx';

/** /dashboard/transportation/{id}: one transportation request (spec §3 fields) and the transporter's next step. */
export default function TransportRequestPage() {
  const { t, i18n } = useTranslation('wholesale-orders');
  const { id: param } = useParams();
  const id = Number(param);
  const request = useTransportRequest(id);
  const back = <BackLink to="/dashboard/transportation">{t('transport-back')}</BackLink>;
  if (request.isPending && Number.isInteger(id) && id > 0) return <Skeleton h={320} />;
  if (request.error || !request.data)
    return (
      <DetailMissing back={back} testId="transport-missing">
        {request.error?.message ?? t('transport-not-found')}
      </DetailMissing>
    );
  const r = request.data;
  const addr = (a: typeof r.seller_address) => `${a.street}, ${a.postcode} ${a.city}`;
  const unit = t(r.product_type === 'wholesale-firewood' ? 'unit.bags' : 'unit.m3');
  return (
    <Stack maw={1200} mx="auto" gap="md">
      {back}
      <Group justify="space-between" wrap="wrap" align="flex-start">
        <div>
          <Group gap="sm">
            <Title order={1}>{t('request-link', { id: r.id })}</Title>
            <TransportStatusBadge status={r.status} />
          </Group>
          <Text size="sm" c="dimmed">
            {t('transport-created', { date: shortDate(r.created_at), order: r.order_id })}
          </Text>
        </div>
        <TransportActions request={r} />
      </Group>
      <Grid gutter="md">
        <Grid.Col span={{ base: 12, md: 6 }}>
          <Card withBorder>
            <Title order={2} size="h4" mb="xs">
              {t('detail.goods')}
            </Title>
            <Facts
              rows={[
                [t('field.product'), `${t(`product.${r.product_type}`)} · ${t(`wood.${r.wood_type}`)}${r.firewood_format ? ` (${r.firewood_format})` : ''}`],
                [t('field.quantity'), `${r.quantity} ${unit}`],
                [t('col.volume'), `${r.volume_m3} m³`],
                [t('field.shipping-cost'), formatMoney(r.shipping_cost, 'NOK', i18n.language)],
              ]}
            />
          </Card>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 6 }}>
          <Card withBorder>
            <Title order={2} size="h4" mb="xs">
              {t('detail.delivery')}
            </Title>
            <Facts
              rows={[
                [t('field.seller-address'), addr(r.seller_address)],
                [t('field.delivery-address'), addr(r.delivery_address)],
                [t('field.goods-ready'), shortDate(r.goods_ready_date)],
                [t('field.delivery-period'), `${shortDate(r.delivery_from)} – ${shortDate(r.delivery_to)}`],
                [t('field.distance'), t('km', { km: r.distance_km })],
                ...(r.distance_to_pickup_km === null ? [] : ([[t('col.to-pickup'), t('km', { km: r.distance_to_pickup_km })]] as [string, ReactNode][])),
              ]}
            />
          </Card>
        </Grid.Col>
      </Grid>
      {r.photos.length > 0 && (
        <Card withBorder>
          <Title order={2} size="h4" mb="xs">
            {t('transport-photos-title')}
          </Title>
          <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="xs">
            {r.photos.map((p, i) => (
              <Image key={p.id} src={p.url} alt={t('detail.photo-alt', { n: i + 1 })} radius="sm" h={120} fit="cover" />
            ))}
          </SimpleGrid>
        </Card>
      )}
    </Stack>
  );
}
