import { Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { type Side, useMarketOrder } from '../api/market-orders.ts';
import { MarketOrderStatusBadge, shortDate } from '../components/badges.tsx';
import { MarketOrderActions } from '../components/MarketOrderActions.tsx';
import { MarketOrderDetails } from '../components/MarketOrderDetails.tsx';
import { BackLink, DetailMissing } from '../../../components/DetailPage.tsx';

/** One market order, for the wholesaler that sells it or the vendor that bought it, with what that side may do. */
export function MarketOrderPage({ side }: { side: Side }) {
  const { t } = useTranslation('wholesale-orders');
  const { orderId } = useParams();
  const id = Number(orderId);
  const order = useMarketOrder(side, id);
  const back = <BackLink to={side === 'seller' ? '/dashboard/orders' : '/dashboard/market/orders'}>{t('detail.back')}</BackLink>;
  if (order.isPending && Number.isInteger(id) && id > 0) return <Skeleton h={320} />;
  if (order.error || !order.data)
    return (
      <DetailMissing back={back} testId="market-order-missing">
        {order.error?.message ?? t('detail.not-found')}
      </DetailMissing>
    );
  const o = order.data;
  return (
    <Stack maw={1200} mx="auto" gap="md">
      {back}
      <Group justify="space-between" wrap="wrap">
        <div>
          <Group gap="sm">
            <Title order={1}>{t('detail.title', { id: o.id })}</Title>
            <MarketOrderStatusBadge status={o.status} />
          </Group>
          <Text size="sm" c="dimmed">
            {t('detail.placed', { date: shortDate(o.created_at) })}
          </Text>
        </div>
        <MarketOrderActions order={o} side={side} />
      </Group>
      <MarketOrderDetails order={o} />
    </Stack>
  );
}

/** /dashboard/orders/{orderId} for a wholesaler. */
export function WholesalerOrderPage() {
  return <MarketOrderPage side="seller" />;
}

/** /dashboard/market/order/{orderId}: the vendor follows its market order. */
export default function VendorMarketOrderPage() {
  return <MarketOrderPage side="buyer" />;
}
