import { carryPricesSchema, type DeliverySettings, fieldMessages, minOrderPriceBody } from '@vedmarked/domain';
import { Button, Divider, Group, Paper, SimpleGrid, Stack, Switch, Text, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../lib/api.ts';
import { notify } from '../../../lib/notify.ts';
import { useBecomeTransporter, useChangeMinOrderPrice, useChangeVendorStatus, useUpdateCarryPrices } from '../api/delivery-settings.ts';
import { confirmSwitch } from '../../../components/confirm.tsx';
import { zodValidate } from '../../../lib/zod-form.ts';
import { RULE_MESSAGES } from './rule-messages.ts';
import { useFormSubmit } from '../../../lib/use-form-submit.ts';
import { fromMajorInput, toMajorInput } from './money.ts';

/**
 * The vendor's own delivery terms (spec sections 3, 4 and 7): the shop's active flag, the
 * transporter switch (both confirmed first), the minimum order price and the carry prices.
 */
export function VendorTerms({ settings }: { settings: DeliverySettings }) {
  const { t } = useTranslation('delivery');
  const status = useChangeVendorStatus();
  const transporter = useBecomeTransporter();

  const toggleActive = async (active: boolean) => {
    const ok = await confirmSwitch({
      title: t(active ? 'terms.active-on-title' : 'terms.active-off-title'),
      body: t(active ? 'terms.active-on-text' : 'terms.active-off-text'),
      confirm: t(active ? 'terms.active-on' : 'terms.active-off'),
      cancel: t('cancel'),
      danger: !active,
    });
    if (!ok) return;
    status.mutate(active, {
      onSuccess: (s) => notify('success', t(s.active ? 'terms.activated' : 'terms.deactivated')),
      onError: (e) => notify('error', e.message),
    });
  };

  const toggleTransporter = async (on: boolean) => {
    const ok = await confirmSwitch({
      title: t(on ? 'terms.transporter-on-title' : 'terms.transporter-off-title'),
      body: t(on ? 'terms.transporter-on-text' : 'terms.transporter-off-text'),
      confirm: t(on ? 'terms.transporter-on' : 'terms.transporter-off'),
      cancel: t('cancel'),
    });
    if (!ok) return;
    transporter.mutate(on, {
      onSuccess: (r) => notify('success', t(r.is_transporter ? 'terms.transporter-saved-on' : 'terms.transporter-saved-off')),
      onError: (e) => notify('error', e.message),
    });
  };

  return (
    <Paper withBorder radius="md" p={{ base: 'sm', sm: 'lg' }} component="section" aria-labelledby="terms-title">
      <Stack>
        <div>
          <Title order={2} fz="h3" id="terms-title">
            {t('terms.title')}
          </Title>
          <Text size="sm" c="dimmed" data-testid="vendor-covered" aria-live="polite">
            {settings.active ? t('terms.covered', { count: settings.postcodes_covered }) : t('terms.covered-inactive')}
          </Text>
        </div>
        <Switch
          checked={settings.active}
          disabled={status.isPending}
          onChange={(e) => void toggleActive(e.currentTarget.checked)}
          label={t('terms.active')}
          description={t('terms.active-hint')}
          data-testid="vendor-active"
        />
        <Switch
          checked={settings.is_transporter}
          disabled={transporter.isPending}
          onChange={(e) => void toggleTransporter(e.currentTarget.checked)}
          label={t('terms.transporter')}
          description={t('terms.transporter-hint')}
          data-testid="become-transporter"
        />
        <Divider />
        <MinOrderForm settings={settings} />
        <Divider />
        <CarryPricesForm settings={settings} />
      </Stack>
    </Paper>
  );
}

function useUnit(settings: DeliverySettings) {
  return settings.currency === 'NOK' ? 'kr' : 'EUR';
}

function MinOrderForm({ settings }: { settings: DeliverySettings }) {
  const { t, i18n } = useTranslation(['delivery', 'delivery-rules', 'errors']);
  const change = useChangeMinOrderPrice();
  const unit = useUnit(settings);
  const form = useForm({
    initialValues: { min_order_price: toMajorInput(settings.min_order_price, i18n.language) },
    validate: zodValidate(minOrderPriceBody, t, (v: { min_order_price: string }) => ({ min_order_price: fromMajorInput(v.min_order_price) }), RULE_MESSAGES),
  });
  const { submit } = useFormSubmit(
    form,
    async (v) => {
      const s = await change.mutateAsync(fromMajorInput(v.min_order_price) as number);
      form.setValues({ min_order_price: toMajorInput(s.min_order_price, i18n.language) });
      form.resetDirty();
      notify('success', t('terms.min-order-saved'));
    },
    (message) => notify('error', message),
  );
  return (
    <form onSubmit={submit} noValidate aria-label={t('terms.min-order')}>
      <Group align="flex-end" wrap="wrap">
        <TextInput
          label={t('terms.min-order')}
          description={t('terms.min-order-hint')}
          inputMode="decimal"
          required
          w={{ base: '100%', xs: 260 }}
          rightSection={
            <Text size="sm" c="dimmed" aria-hidden>
              {unit}
            </Text>
          }
          rightSectionWidth={44}
          {...form.getInputProps('min_order_price')}
        />
        <Button type="submit" variant="light" loading={change.isPending}>
          {t('save')}
        </Button>
      </Group>
    </form>
  );
}

function CarryPricesForm({ settings }: { settings: DeliverySettings }) {
  const { t, i18n } = useTranslation(['delivery', 'delivery-rules', 'errors']);
  const update = useUpdateCarryPrices();
  const unit = useUnit(settings);
  type Values = { sack: string; bigBag: string };
  const toBody = (v: Values) => ({ sack: fromMajorInput(v.sack) as number, bigBag: fromMajorInput(v.bigBag) as number });
  const form = useForm<Values>({
    initialValues: { sack: toMajorInput(settings.carry_prices.sack, i18n.language), bigBag: toMajorInput(settings.carry_prices.bigBag, i18n.language) },
    validate: zodValidate(carryPricesSchema, t, toBody, RULE_MESSAGES),
  });
  const submit = form.onSubmit(async (v) => {
    try {
      await update.mutateAsync({ carry_prices: toBody(v) });
      form.resetDirty();
      notify('success', t('terms.carry-saved'));
    } catch (e) {
      if (!(e instanceof ApiError)) throw e;
      if (e.code === 'validation_failed') {
        // The server names the fields carry_prices.sack and carry_prices.bigBag.
        form.setErrors(fieldMessages(e.fields, { field: (path) => path.replace(/^carry_prices\./, '') }));
      } else notify('error', e.message);
    }
  });
  const input = (name: keyof Values, label: string) => (
    <TextInput
      label={label}
      inputMode="decimal"
      required
      rightSection={
        <Text size="sm" c="dimmed" aria-hidden>
          {unit}
        </Text>
      }
      rightSectionWidth={44}
      {...form.getInputProps(name)}
    />
  );
  return (
    <form onSubmit={submit} noValidate aria-labelledby="carry-title">
      <Stack gap="xs">
        <div>
          <Title order={3} fz="md" id="carry-title">
            {t('terms.carry-title')}
          </Title>
          <Text size="sm" c="dimmed">
            {t('terms.carry-hint')}
          </Text>
        </div>
        <SimpleGrid cols={{ base: 1, xs: 2 }}>
          {input('sack', t('terms.carry-sack'))}
          {input('bigBag', t('terms.carry-big-bag'))}
        </SimpleGrid>
        <Group>
          <Button type="submit" variant="light" loading={update.isPending}>
            {t('save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
