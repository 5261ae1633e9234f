import { Card, Checkbox, Select, Stack, Textarea, Title } from '@mantine/core';
import { COMMENT_MAX_LENGTH, type Currency, HEAR_ABOUT_US } from '@vedmarked/domain';
import { useTranslation } from 'react-i18next';
import { useMoney } from '../../../cart/index.ts';
import { PlacementPhotos } from '../PlacementPhotos.tsx';
import type { DeliveryForm } from './use-delivery-form.ts';

const HEAR_KEYS: Record<string, string> = {
  dugnadsdeltaker: 'dugnad',
  facebook: 'facebook',
  'finn.no': 'finn',
  friend: 'friend',
  'google search': 'google',
  'neighbour order': 'neighbour',
  other: 'other',
};

interface Props {
  form: DeliveryForm;
  /** The carry-and-placement price of the whole cart, shown on its checkbox. */
  carryPrice: number;
  currency: Currency;
  images: File[];
  onImagesChange(files: File[]): void;
}

/** Extra services (carrying, a small car, delivery when nobody is home with photos of the spot). */
export function ServicesSection({ form, carryPrice, currency, images, onImagesChange }: Props) {
  const { t } = useTranslation('checkout');
  const money = useMoney();
  const values = form.getValues();
  return (
    <Card withBorder padding="lg">
      <Title order={2} size="h4" mb="sm">
        {t('delivery.services')}
      </Title>
      <Stack gap="sm">
        <Checkbox
          label={t('services.carry', { price: money(carryPrice, currency) })}
          description={t('services.carry-hint')}
          {...form.getInputProps('carry_and_placement', { type: 'checkbox' })}
          data-testid="service-carry"
        />
        <Checkbox label={t('services.small-car')} description={t('services.small-car-hint')} {...form.getInputProps('only_small_car', { type: 'checkbox' })} />
        <Checkbox
          label={t('services.not-home')}
          description={t('services.not-home-hint')}
          {...form.getInputProps('deliver_if_iam_not_at_home', { type: 'checkbox' })}
          data-testid="service-not-home"
        />
        {values.deliver_if_iam_not_at_home && <PlacementPhotos files={images} onChange={onImagesChange} error={form.errors.images as string | undefined} />}
      </Stack>
    </Card>
  );
}

/** A comment for the vendor and how the customer heard about the shop. */
export function NotesSection({ form }: { form: DeliveryForm }) {
  const { t } = useTranslation('checkout');
  const values = form.getValues();
  return (
    <Card withBorder padding="lg">
      <Stack gap="sm">
        <Textarea
          label={t('delivery.comment')}
          description={t('delivery.comment-count', { count: values.comment.length, max: COMMENT_MAX_LENGTH })}
          autosize
          minRows={2}
          maxLength={COMMENT_MAX_LENGTH}
          {...form.getInputProps('comment')}
          data-path="comment"
        />
        <Select
          label={t('delivery.hear')}
          placeholder={t('delivery.hear-placeholder')}
          clearable
          data={HEAR_ABOUT_US.map((h) => ({ value: h, label: t(`hear.${HEAR_KEYS[h]}`) }))}
          {...form.getInputProps('hear_about_us')}
          maw={360}
        />
      </Stack>
    </Card>
  );
}
