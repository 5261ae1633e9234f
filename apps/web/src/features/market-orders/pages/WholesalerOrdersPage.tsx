import { Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { MarketOrdersTable } from '../components/MarketOrdersTable.tsx';

const link = (id: number) => `/dashboard/orders/${id}`;

/** /dashboard/orders for a wholesaler: the market orders vendors placed on its listings. */
export default function WholesalerOrdersPage() {
  const { t } = useTranslation('wholesale-orders');
  return (
    <Stack maw={1200} mx="auto" gap="md">
      <div>
        <Title order={1}>{t('title-seller')}</Title>
        <Text c="dimmed">{t('lead-seller')}</Text>
      </div>
      <MarketOrdersTable side="seller" linkTo={link} />
    </Stack>
  );
}
