import { type Currency, type DeliveryBand, formatMoney, type HubInput, type HubView, MAX_DELIVERY_AREAS, WEEKDAYS, type Weekday } from '@vedmarked/domain';
import { ActionIcon, Box, Button, Checkbox, Fieldset, Group, NumberInput, Stack, Table, Text, TextInput, type TextInputProps } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { fromMajorInput, toMajorInput } from './money.ts';

// The hub form's values and its parts: the delivery areas, the weekly schedule and the price preview.

type DayState = { open: boolean; from: string; to: string };
export interface HubFormValues {
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

export function initialValues(hub: HubView | null, lang: string): HubFormValues {
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
export function toBody(v: HubFormValues): HubInput {
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

type HubForm = UseFormReturnType<HubFormValues>;

/** An amount typed in kr (or EUR), with the unit after it. */
export function MoneyInput({ unit, ...props }: TextInputProps & { unit: string }) {
  return (
    <TextInput
      inputMode="decimal"
      rightSection={
        <Text size="sm" c="dimmed" aria-hidden>
          {unit}
        </Text>
      }
      rightSectionWidth={44}
      {...props}
    />
  );
}

/** The rings around the hub, each with its delivery price (at most MAX_DELIVERY_AREAS). */
export function DeliveryAreasFieldset({ form, unit }: { form: HubForm; unit: string }) {
  const { t } = useTranslation(['delivery', 'delivery-rules', 'errors']);
  const values = form.values;
  return (
    <HintedFieldset legend={t('hub.areas-title')} hint={t('hub.areas-hint')}>
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
            <Box style={{ flex: 1 }}>
              <MoneyInput unit={unit} label={t('hub.area-price', { n: i + 1 })} required {...form.getInputProps(`delivery_areas.${i}.price`)} />
            </Box>
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
    </HintedFieldset>
  );
}

/** What customers pay by distance with the values typed so far. */
export function BandsPreview({ bands, currency }: { bands: DeliveryBand[]; currency: Currency }) {
  const { t } = useTranslation('delivery');
  return (
    <Box aria-live="polite" data-testid="hub-preview">
      <Text size="sm" fw={600}>
        {t('hub.preview-title')}
      </Text>
      <BandsText bands={bands} currency={currency} />
    </Box>
  );
}

/** The hub's weekly opening hours: a day is open or closed, with its hours. */
export function ScheduleFieldset({ form }: { form: HubForm }) {
  const { t } = useTranslation(['delivery', 'delivery-rules', 'errors']);
  const values = form.values;
  return (
    <HintedFieldset legend={t('hub.schedule-title')} hint={t('hub.schedule-hint')}>
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
    </HintedFieldset>
  );
}

/** A group of the form's fields, with a hint under its legend. */
function HintedFieldset({ legend, hint, children }: { legend: string; hint: string; children: ReactNode }) {
  return (
    <Fieldset legend={legend} variant="filled">
      <Text size="sm" c="dimmed" mb="xs">
        {hint}
      </Text>
      {children}
    </Fieldset>
  );
}

/** The delivery price by distance from the hub: "0–10 km: 200,00 kr · …". */
export function BandsText({ bands, currency }: { bands: readonly DeliveryBand[]; currency: Currency }) {
  const { t, i18n } = useTranslation('delivery');
  const lang = i18n.language;
  return (
    <Text size="sm" c="dimmed">
      {bands
        .map((b) => t('hub.band', { from: b.fromKm.toLocaleString(lang), to: b.toKm.toLocaleString(lang), price: formatMoney(b.price, currency, lang) }))
        .join(' · ')}
    </Text>
  );
}
