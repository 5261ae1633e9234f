import { Alert, Anchor, Loader, Stack, Title } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, useParams, useSearchParams } from 'react-router';
import { useProductPresets, useVendorProduct } from '../api/vendor-products.ts';
import { OfferForm } from '../components/OfferForm.tsx';

/**
 * /dashboard/product/:productId (spec section 2; issue 11): one of the vendor's offers, or `new` to
 * offer a catalogue product (?product_id= preselects it). The form with its photos.
 */
export default function VendorProductPage() {
  const { t } = useTranslation('vendor-products');
  const { productId = 'new' } = useParams();
  const [params] = useSearchParams();
  const id = productId === 'new' || !/^\d+$/.test(productId) ? null : Number(productId);
  const offer = useVendorProduct(id);
  const presets = useProductPresets();
  const back = (
    <Anchor component={Link} to="/dashboard/products" size="sm">
      <IconArrowLeft size={14} aria-hidden /> {t('form.back')}
    </Anchor>
  );
  if ((id !== null && offer.isPending) || presets.isPending) return <Loader aria-label={t('form.title-new')} />;
  if ((id !== null && offer.isError) || presets.isError || (productId !== 'new' && id === null)) {
    return (
      <Stack maw={900} mx="auto">
        {back}
        <Alert color="red" role="alert">
          {offer.error?.message ?? presets.error?.message ?? t('form.not-found')}
        </Alert>
      </Stack>
    );
  }
  return (
    <Stack maw={900} mx="auto" gap="md">
      {back}
      <Title order={1}>{offer.data ? t('form.title-edit', { name: offer.data.name }) : t('form.title-new')}</Title>
      <OfferForm
        key={offer.data?.updated_at ?? 'new'}
        offer={offer.data}
        presets={presets.data ?? []}
        initialProductId={params.get('product_id') ?? undefined}
      />
    </Stack>
  );
}
