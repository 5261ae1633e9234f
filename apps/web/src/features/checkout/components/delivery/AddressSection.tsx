import { Card, SimpleGrid, TextInput, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { DeliveryForm } from './use-delivery-form.ts';

/** Where the goods go: street and city; the postcode is the one the cart was priced for. */
export function AddressSection({ form, postcode }: { form: DeliveryForm; postcode: string }) {
  const { t } = useTranslation('checkout');
  return (
    <Card withBorder padding="lg">
      <Title order={2} size="h4" mb="sm">
        {t('delivery.address')}
      </Title>
      <SimpleGrid cols={{ base: 1, sm: 3 }}>
        <TextInput label={t('delivery.street')} autoComplete="street-address" required {...form.getInputProps('delivery_street')} data-path="delivery_street" />
        <TextInput label={t('delivery.city')} autoComplete="address-level2" required {...form.getInputProps('delivery_city')} data-path="delivery_city" />
        <TextInput label={t('delivery.postcode')} value={postcode} readOnly description={t('delivery.postcode-fixed')} />
      </SimpleGrid>
    </Card>
  );
}
