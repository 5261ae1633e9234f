import { Card, Grid, Group, Image, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { formatMoney, type WholesaleOrderDetail } from '@vedmarked/domain';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { shortDate, TransportStatusBadge } from './badges.tsx';
import { StatusTimeline } from './StatusTimeline.tsx';
import { Facts } from './Facts.tsx';

type Address = WholesaleOrderDetail['delivery_address'];
const addressText = (a: Address) => `${a.street}, ${a.postcode} ${a.city}`;

/** The goods, the money, the dates, the addresses, the way so far and the transport of one market order. */
export function MarketOrderDetails({ order: o }: { order: WholesaleOrderDetail }) {
  const { t, i18n } = useTranslation('wholesale-orders');
  const money = (n: number) => formatMoney(n, 'NOK', i18n.language);
  const unit = t(o.product_type === 'wholesale-firewood' ? 'unit.bags' : 'unit.m3');
  return (
    <Grid gutter="md">
      <Grid.Col span={{ base: 12, md: 8 }}>
        <Stack gap="md">
          <Card withBorder>
            <Title order={2} size="h4" mb="xs">
              {t('detail.goods')}
            </Title>
            <Facts
              rows={[
                [t('field.product'), `${t(`product.${o.product_type}`)}${o.firewood_format ? ` (${o.firewood_format})` : ''}`],
                [t('field.wood'), t(`wood.${o.wood_type}`)],
                [t('field.amount'), `${o.amount} ${unit}`],
                [t('field.price-per-unit'), `${money(o.price_per_unit)} / ${unit}`],
                [t('field.total-excl-vat'), money(o.total_excl_vat)],
                [t('field.vat'), money(o.vat)],
                [t('field.total'), <b key="total">{money(o.total)}</b>],
                [t('field.seller'), o.seller_name],
                [t('field.buyer'), o.buyer_name],
              ]}
            />
          </Card>
          <Card withBorder>
            <Title order={2} size="h4" mb="xs">
              {t('detail.delivery')}
            </Title>
            <Facts
              rows={[
                [t('field.goods-ready'), shortDate(o.goods_ready_date)],
                [t('field.delivery-period'), `${shortDate(o.delivery_from)} – ${shortDate(o.delivery_to)}`],
                [t('field.seller-address'), addressText(o.seller_address)],
                [t('field.delivery-address'), addressText(o.delivery_address)],
                [t('field.needs-transport'), t(o.needs_transport ? 'yes' : 'no')],
                ...(o.comment ? ([[t('field.comment'), o.comment]] as [string, ReactNode][]) : []),
                ...(o.cancel_reason ? ([[t('field.cancel-reason'), o.cancel_reason]] as [string, ReactNode][]) : []),
              ]}
            />
          </Card>
        </Stack>
      </Grid.Col>
      <Grid.Col span={{ base: 12, md: 4 }}>
        <Stack gap="md">
          <Card withBorder>
            <Title order={2} size="h4" mb="sm">
              {t('detail.progress')}
            </Title>
            <StatusTimeline order={o} />
          </Card>
          <Card withBorder data-testid="market-order-transport">
            <Title order={2} size="h4" mb="xs">
              {t('detail.transport')}
            </Title>
            {o.transport ? (
              <Stack gap="xs">
                <Group gap="xs">
                  <TransportStatusBadge status={o.transport.status} />
                </Group>
                <Facts
                  rows={[
                    [t('field.shipping-cost'), money(o.transport.shipping_cost)],
                    [t('field.distance'), t('km', { km: o.transport.distance_km })],
                    [t('field.transporter'), o.transport.transporter_name ?? t('detail.no-transporter')],
                  ]}
                />
                {o.transport.photos.length > 0 && (
                  <SimpleGrid cols={3} spacing="xs">
                    {o.transport.photos.map((p, i) => (
                      <Image key={p.id} src={p.url} alt={t('detail.photo-alt', { n: i + 1 })} radius="sm" h={80} fit="cover" />
                    ))}
                  </SimpleGrid>
                )}
              </Stack>
            ) : (
              <Text size="sm" c="dimmed">
                {t(o.needs_transport ? 'detail.transport-after-confirm' : 'detail.no-transport')}
              </Text>
            )}
          </Card>
        </Stack>
      </Grid.Col>
    </Grid>
  );
}
