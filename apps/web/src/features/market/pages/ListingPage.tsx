import { Alert, Anchor, Loader, Stack, Text, Title } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { useListing, useListingPresets } from '../api/listings.ts';
import { amountText } from '../components/format.ts';
import { ListingForm } from '../components/ListingForm.tsx';
import { isIncomplete, RegistrationAlert } from '../components/RegistrationAlert.tsx';

/**
 * /dashboard/product/:type/:productId (spec §2; issue 12): one of the wholesaler's listings, or
 * `new` to list round timber or wholesale firewood. The form with its photos.
 */
export default function ListingPage() {
  const { t } = useTranslation('market');
  const { type = 'round-timber', productId = 'new' } = useParams();
  const id = /^\d+$/.test(productId) ? Number(productId) : null;
  const listing = useListing(id);
  const presets = useListingPresets();
  const preset = presets.data?.find((p) => p.product_type === (listing.data?.product_type ?? type));
  const back = (
    <Anchor component={Link} to={`/dashboard/products/${type}`} size="sm">
      <IconArrowLeft size={14} aria-hidden /> {t('form.back')}
    </Anchor>
  );
  if ((id !== null && listing.isPending) || presets.isPending) return <Loader aria-label={t('form.loading')} />;
  const error = presets.error ?? listing.error;
  if (error || (productId !== 'new' && id === null) || !preset || !preset.enabled) {
    return (
      <Stack maw={900} mx="auto">
        {back}
        {isIncomplete(error) ? (
          <RegistrationAlert message={error!.message} />
        ) : (
          <Alert color="red" role="alert">
            {error?.message ?? (preset && !preset.enabled ? t('listings.type-disabled') : t('form.not-found'))}
          </Alert>
        )}
      </Stack>
    );
  }
  const l = listing.data;
  return (
    <Stack maw={900} mx="auto" gap="md">
      {back}
      <Title order={1}>{l ? t('form.title-edit', { type: t(`type.${l.product_type}`), id: l.id }) : t('form.title-new', { type: t(`type.${type}`) })}</Title>
      {l && (
        <Text c="dimmed" data-testid="listing-remaining">
          {t('form.remaining', { remaining: amountText(t, l.remaining, l.unit), reserved: amountText(t, l.reserved, l.unit) })}
        </Text>
      )}
      <ListingForm key={l?.updated_at ?? 'new'} preset={preset} listing={l} />
    </Stack>
  );
}
