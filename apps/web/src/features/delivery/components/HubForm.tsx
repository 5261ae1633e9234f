import {
  type Currency,
  deliveryBands,
  formatMoney,
  HUB_RADIUS_MAX_KM,
  type HubInput,
  type HubView,
  hubBody,
  MAX_DELIVERY_AREAS,
  sanitisePostcodeInput,
  WEEKDAYS,
  type Weekday,
} from '@vedmarked/domain';
import { ActionIcon, Box, Button, Checkbox, Fieldset, Group, Modal, NumberInput, SimpleGrid, Stack, Table, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useMediaQuery } from '@mantine/hooks';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { notify } from '../../../lib/notify.ts';
import { findPostcode } from '../../../lib/postcode.ts';
import { useSaveHub } from '../api/hubs.ts';
import { zodValidate } from '../../../lib/zod-form.ts';
import { RULE_MESSAGES } from './rule-messages.ts';
import { DialogActions } from '../../../components/DialogActions.tsx';
import { useFormSubmit } from '../../../lib/use-form-submit.ts';
import { fromMajorInput, toMajorInput } from './money.ts';

type DayState = { open: boolean; from: string; to: string };
interface HubFormValues {
  name: string;
  street: string;
  postcode: string;
  radius_km: number | string;
  standard_delivery_cost: string;
  carry_price: string;
  min_order_price: string;
  delivery_areas: { key: string; radius_km: number | string; price: string }[];
  working_schedule: Record<Weekday, DayState>;
}

let areaKeys = 0;
const newKey = () => `area-${++areaKeys}`;
const km = (v: number | string): number | undefined => (v === '' || v === undefined ? undefined : Number(v));

function initialValues(hub: HubView | null, lang: string): HubFormValues {
  const schedule = Object.fromEntries(
    WEEKDAYS.map((d) => {
      const h = hub?.working_schedule[d];
      // A new hub opens on weekdays by default; an existing one as it was saved.
      const open = hub ? Boolean(h) : Number(d) <= 5;
      return [d, { open, from: h?.from ?? '07:00', to: h?.to ?? '17:00' }];
    }),
  ) as Record<Weekday, DayState>;
  return {
    name: hub?.name ?? '',
    street: hub?.street ?? '',
    postcode: hub?.postcode ?? '',
    radius_km: hub?.radius_km ?? '',
    standard_delivery_cost: toMajorInput(hub?.standard_delivery_cost, lang),
    carry_price: toMajorInput(hub?.carry_price ?? 0, lang),
    min_order_price: toMajorInput(hub?.min_order_price, lang),
    delivery_areas: (hub?.delivery_areas ?? []).map((a) => ({ key: newKey(), radius_km: a.radius_km, price: toMajorInput(a.price, lang) })),
    working_schedule: schedule,
  };
}

/** The form's values as the API's body: kr to øre, closed days left out. */
function toBody(v: HubFormValues): HubInput {
  return {
    name: v.name,
    street: v.street,
    postcode: v.postcode,
    radius_km: km(v.radius_km) as number,
    standard_delivery_cost: fromMajorInput(v.standard_delivery_cost) as number,
    carry_price: fromMajorInput(v.carry_price) ?? 0,
    min_order_price: fromMajorInput(v.min_order_price) ?? null,
    delivery_areas: v.delivery_areas.map((a) => ({ radius_km: km(a.radius_km) as number, price: fromMajorInput(a.price) as number })),
    working_schedule: Object.fromEntries(
      WEEKDAYS.filter((d) => v.working_schedule[d].open).map((d) => [d, { from: v.working_schedule[d].from, to: v.working_schedule[d].to }]),
    ),
  };
}

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
  const money = (name: string, label: string, description?: string, required = false) => (
    <TextInput
      label={label}
      description={description}
      inputMode="decimal"
      required={required}
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

          <Fieldset legend={t('hub.areas-title')} variant="filled">
            <Text size="sm" c="dimmed" mb="xs">
              {t('hub.areas-hint')}
            </Text>
            <Stack gap="xs">
              {values.delivery_areas.map((a, i) => (
                <Group key={a.key} align="flex-start" wrap="nowrap" gap="xs" data-testid="area-row">
                  <NumberInput
                    label={t('hub.area-radius', { n: i + 1 })}
                    min={0}
                    decimalScale={1}
                    allowNegative={false}
                    hideControls
                    style={{ flex: 1 }}
                    rightSection={
                      <Text size="sm" c="dimmed" aria-hidden>
                        km
                      </Text>
                    }
                    {...form.getInputProps(`delivery_areas.${i}.radius_km`)}
                  />
                  <Box style={{ flex: 1 }}>{money(`delivery_areas.${i}.price`, t('hub.area-price', { n: i + 1 }), undefined, true)}</Box>
                  <ActionIcon
                    variant="subtle"
                    color="red.8"
                    size="lg"
                    mt={26}
                    onClick={() => form.removeListItem('delivery_areas', i)}
                    aria-label={t('hub.area-remove', { n: i + 1 })}
                  >
                    <IconTrash size={18} aria-hidden />
                  </ActionIcon>
                </Group>
              ))}
              {typeof form.errors.delivery_areas === 'string' && (
                <Text c="red.8" size="sm" role="alert">
                  {form.errors.delivery_areas}
                </Text>
              )}
              <Group>
                <Button
                  variant="light"
                  size="xs"
                  leftSection={<IconPlus size={14} aria-hidden />}
                  disabled={values.delivery_areas.length >= MAX_DELIVERY_AREAS}
                  onClick={() => form.insertListItem('delivery_areas', { key: newKey(), radius_km: '', price: '' })}
                >
                  {t('hub.area-add')}
                </Button>
              </Group>
            </Stack>
          </Fieldset>

          <SimpleGrid cols={{ base: 1, sm: 3 }}>
            {money('standard_delivery_cost', t('hub.standard-cost'), t('hub.standard-cost-hint'), true)}
            {money('carry_price', t('hub.carry-price'), t('hub.carry-price-hint'))}
            {money('min_order_price', t('hub.min-order'), t('hub.min-order-hint'))}
          </SimpleGrid>

          {preview && (
            <Box aria-live="polite" data-testid="hub-preview">
              <Text size="sm" fw={600}>
                {t('hub.preview-title')}
              </Text>
              <Text size="sm" c="dimmed">
                {preview
                  .map((b) =>
                    t('hub.band', { from: b.fromKm.toLocaleString(lang), to: b.toKm.toLocaleString(lang), price: formatMoney(b.price, currency, lang) }),
                  )
                  .join(' · ')}
              </Text>
            </Box>
          )}

          <Fieldset legend={t('hub.schedule-title')} variant="filled">
            <Text size="sm" c="dimmed" mb="xs">
              {t('hub.schedule-hint')}
            </Text>
            <Table withRowBorders={false} verticalSpacing={4} horizontalSpacing="xs">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('hub.day')}</Table.Th>
                  <Table.Th>{t('hub.opens')}</Table.Th>
                  <Table.Th>{t('hub.closes')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {WEEKDAYS.map((d) => {
                  const day = t(`days.${d}`);
                  const open = values.working_schedule[d].open;
                  return (
                    <Table.Tr key={d} data-testid={`schedule-${d}`}>
                      <Table.Td>
                        <Checkbox label={day} {...form.getInputProps(`working_schedule.${d}.open`, { type: 'checkbox' })} />
                      </Table.Td>
                      <Table.Td>
                        <TextInput
                          type="time"
                          aria-label={t('hub.opens-day', { day })}
                          disabled={!open}
                          size="xs"
                          {...form.getInputProps(`working_schedule.${d}.from`)}
                        />
                      </Table.Td>
                      <Table.Td>
                        <TextInput
                          type="time"
                          aria-label={t('hub.closes-day', { day })}
                          disabled={!open}
                          size="xs"
                          {...form.getInputProps(`working_schedule.${d}.to`)}
                        />
                      </Table.Td>
                    </Table.Tr>
                  );
                })}
              </Table.Tbody>
            </Table>
          </Fieldset>

          <DialogActions onCancel={onClose} saving={save.isPending} cancelLabel={t('cancel')} saveLabel={t('save')} />
        </Stack>
      </form>
    </Modal>
  );
}
