import { type Currency, deliveryBands, HUB_RADIUS_MAX_KM, type HubView, hubBody, sanitisePostcodeInput } from '@vedmarked/domain';
import { Modal, NumberInput, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useMediaQuery } from '@mantine/hooks';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { notify } from '../../../lib/notify.ts';
import { findPostcode } from '../../../lib/postcode.ts';
import { useSaveHub } from '../api/hubs.ts';
import { zodValidate } from '../../../lib/zod-form.ts';
import { RULE_MESSAGES } from './rule-messages.ts';
import { DialogActions } from '../../../components/DialogActions.tsx';
import { useFormSubmit } from '../../../lib/use-form-submit.ts';
import { BandsPreview, DeliveryAreasFieldset, type HubFormValues, initialValues, MoneyInput, ScheduleFieldset, toBody } from './hub-form-parts.tsx';

/**
 * Add or edit a hub (spec section 3): name, street, postcode (the city and the point come from
 * it), delivery radius, delivery areas with their prices, standard delivery cost, carry price,
 * minimum order price and the weekly working schedule. Money is typed in kr.
 */
export function HubForm({ hub, currency, onClose }: { hub: HubView | null; currency: Currency; onClose: () => void }) {
  const { t, i18n } = useTranslation(['delivery', 'delivery-rules', 'errors']);
  const lang = i18n.language;
  const save = useSaveHub();
  const phone = useMediaQuery('(max-width: 48em)');
  const [city, setCity] = useState<string | null>(hub?.city ?? null);
  const form = useForm<HubFormValues>({
    initialValues: initialValues(hub, lang),
    validate: zodValidate(hubBody, t, toBody, RULE_MESSAGES),
  });
  const values = form.values;
  const unit = currency === 'NOK' ? 'kr' : 'EUR';

  /** A complete postcode shows its city, or says it cannot be used. */
  const onPostcode = (raw: string) => {
    const code = sanitisePostcodeInput(raw);
    form.setFieldValue('postcode', code);
    setCity(null);
    if (code.length !== 4) return;
    findPostcode(code).then(
      (entry) => {
        if (form.getValues().postcode !== code) return;
        if (!entry) form.setFieldError('postcode', t('delivery-rules:error-hub-postcode-not-found'));
        else if (!entry.deliverable) form.setFieldError('postcode', t('delivery-rules:error-hub-postcode-po-box', { code }));
        else setCity(entry.city);
      },
      () => undefined,
    );
  };

  const { submit } = useFormSubmit(
    form,
    async (v) => {
      const saved = await save.mutateAsync({ id: hub?.id, body: toBody(v) });
      notify('success', t('hub.saved', { name: saved.name }));
      onClose();
    },
    (message) => notify('error', message),
  );

  // A preview of what customers pay by distance, while the values make sense.
  const body = toBody(values);
  const preview =
    hubBody.safeParse(body).success && body.radius_km ? deliveryBands(body.radius_km, body.delivery_areas ?? [], body.standard_delivery_cost ?? 0) : null;
  return (
    <Modal
      opened
      onClose={onClose}
      title={hub ? t('hub.edit-title', { name: hub.name }) : t('hub.add-title')}
      size="xl"
      fullScreen={phone}
      closeButtonProps={{ 'aria-label': t('close') }}
    >
      <form onSubmit={submit} noValidate aria-label={hub ? t('hub.edit-title', { name: hub.name }) : t('hub.add-title')} data-testid="hub-form">
        <Stack>
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <TextInput label={t('hub.name')} description={t('hub.name-hint')} required {...form.getInputProps('name')} />
            <TextInput label={t('hub.street')} autoComplete="street-address" required {...form.getInputProps('street')} />
            <TextInput
              label={t('hub.postcode')}
              description={city ? t('hub.city', { city }) : t('hub.postcode-hint')}
              inputMode="numeric"
              autoComplete="postal-code"
              maxLength={4}
              required
              {...form.getInputProps('postcode')}
              onChange={(e) => onPostcode(e.currentTarget.value)}
              data-testid="hub-postcode"
            />
            <NumberInput
              label={t('hub.radius')}
              description={t('hub.radius-hint', { max: HUB_RADIUS_MAX_KM })}
              min={0}
              max={HUB_RADIUS_MAX_KM}
              decimalScale={1}
              allowNegative={false}
              clampBehavior="none"
              hideControls
              required
              rightSection={
                <Text size="sm" c="dimmed" aria-hidden>
                  km
                </Text>
              }
              {...form.getInputProps('radius_km')}
            />
          </SimpleGrid>

          <DeliveryAreasFieldset form={form} unit={unit} />

          <SimpleGrid cols={{ base: 1, sm: 3 }}>
            <MoneyInput
              unit={unit}
              label={t('hub.standard-cost')}
              description={t('hub.standard-cost-hint')}
              required
              {...form.getInputProps('standard_delivery_cost')}
            />
            <MoneyInput unit={unit} label={t('hub.carry-price')} description={t('hub.carry-price-hint')} {...form.getInputProps('carry_price')} />
            <MoneyInput unit={unit} label={t('hub.min-order')} description={t('hub.min-order-hint')} {...form.getInputProps('min_order_price')} />
          </SimpleGrid>

          {preview && <BandsPreview bands={preview} currency={currency} />}

          <ScheduleFieldset form={form} />

          <DialogActions onCancel={onClose} saving={save.isPending} cancelLabel={t('cancel')} saveLabel={t('save')} />
        </Stack>
      </form>
    </Modal>
  );
}
