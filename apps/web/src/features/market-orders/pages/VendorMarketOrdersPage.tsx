import { Anchor, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { MarketOrdersTable } from '../components/MarketOrdersTable.tsx';

const link = (id: number) => `/dashboard/market/order/${id}`;

/** /dashboard/market/orders: the vendor's own orders on the industry market. */
export default function VendorMarketOrdersPage() {
  const { t } = useTranslation('wholesale-orders');
  return (
    <Stack maw={1200} mx="auto" gap="md">
      <div>
        <Title order={1}>{t('title-buyer')}</Title>
        <Text c="dimmed">
          {t('lead-buyer')}{' '}
          <Anchor component={Link} to="/dashboard/market">
            {t('to-market')}
          </Anchor>
        </Text>
      </div>
      <MarketOrdersTable side="buyer" linkTo={link} />
    </Stack>
  );
}
