import { isVendorRole } from '@vedmarked/domain';
import { Alert, Button, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconBuildingStore } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ApiError } from '../../../lib/api.ts';
import { useSession } from '../../../lib/session.ts';
import { useDeliverySettings } from '../api/delivery-settings.ts';
import { HubsPanel } from '../components/HubsPanel.tsx';
import { VehiclesPanel } from '../components/VehiclesPanel.tsx';
import { VendorTerms } from '../components/VendorTerms.tsx';

/**
 * /dashboard/delivery (vendor, vendor-transporter, transporter): a vendor's delivery terms and
 * hubs with their delivery areas; everyone's vehicles. A transporter has no shop, so it sees only
 * its vehicles.
 */
export default function DeliveryPage() {
  const { t } = useTranslation('delivery');
  const { actor } = useSession();
  const vendor = isVendorRole(actor);
  const settings = useDeliverySettings(vendor);
  const companyMissing = settings.error instanceof ApiError && settings.error.code === 'company_required';

  return (
    <Stack maw={1100} mx="auto" gap="md">
      <div>
        <Title order={1}>{t('title')}</Title>
        <Text c="dimmed">{t(vendor ? 'lead' : 'lead-transporter')}</Text>
      </div>
      {vendor && settings.isLoading && <Skeleton h={260} />}
      {vendor && companyMissing && (
        <Alert color="yellow" icon={<IconBuildingStore aria-hidden />} title={t('company-required.title')}>
          <Text size="sm" mb="xs">
            {t('company-required.text')}
          </Text>
          <Button component={Link} to="/dashboard/company" size="xs" variant="default">
            {t('company-required.link')}
          </Button>
        </Alert>
      )}
      {vendor && settings.error && !companyMissing && <Alert color="red">{settings.error.message}</Alert>}
      {vendor && settings.data && (
        <>
          <VendorTerms settings={settings.data} />
          <HubsPanel hubs={settings.data.hubs} currency={settings.data.currency} />
        </>
      )}
      <VehiclesPanel />
    </Stack>
  );
}
