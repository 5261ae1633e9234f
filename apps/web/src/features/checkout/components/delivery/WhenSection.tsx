import { Alert, Card, Group, Radio, SegmentedControl, Stack, Text, Title } from '@mantine/core';
import { DatePicker, DatePickerInput } from '@mantine/dates';
import { addDays, type PublicSettingsView } from '@vedmarked/domain';
import { useTranslation } from 'react-i18next';
import type { DeliveryDraft } from '../../checkout-draft.ts';
import { formatDate } from '../../../../lib/format-date.ts';
import type { DeliveryForm } from './use-delivery-form.ts';

interface Props {
  form: DeliveryForm;
  today: string;
  /** A group order's code fixes the window; the customer does not choose a period then. */
  codeActive: boolean;
  period: { from: string; to: string };
  maxExcluded: number;
  /** The operator's delivery periods (GET /api/settings/public): the texts and the last-day picker's limits. */
  periods: PublicSettingsView['delivery_periods'];
}

/** When the goods come: the delivery period, days to leave out, and the time of day. */
export function WhenSection({ form, today, codeActive, period, maxExcluded, periods }: Props) {
  const { t } = useTranslation('checkout');
  const values = form.getValues();
  return (
    <Card withBorder padding="lg">
      <Title order={2} size="h4" mb="sm">
        {t('delivery.when')}
      </Title>
      {codeActive ? (
        <Alert color="forest" variant="light" mb="sm" data-testid="group-dates">
          {t('delivery.group-dates', { from: formatDate(period.from), to: formatDate(period.to) })}
        </Alert>
      ) : (
        <Stack gap="sm">
          <SegmentedControl
            fullWidth
            aria-label={t('delivery.period')}
            data={[
              { value: 'fast', label: t('period.fast', { days: periods.fast_days }) },
              { value: 'standard', label: t('period.standard', { days: periods.standard_days }) },
              { value: 'custom', label: t('period.custom') },
            ]}
            {...form.getInputProps('delivery_period')}
            onChange={(v) => {
              form.setFieldValue('delivery_period', v as DeliveryDraft['delivery_period']);
              form.setFieldValue('excluded_dates', []);
            }}
            data-testid="delivery-period"
          />
          <Text size="sm" c="gray.7">
            {values.delivery_period === 'fast'
              ? t('period.fast-long', { days: periods.fast_days, extra: periods.fast_extra_pct })
              : values.delivery_period === 'standard'
                ? t('period.standard-long', { days: periods.standard_days })
                : t('period.custom-long', { days: periods.custom_max_days })}
          </Text>
          {values.delivery_period === 'custom' && (
            <DatePickerInput
              label={t('delivery.last-day')}
              nextLabel={t('delivery.next-month')}
              previousLabel={t('delivery.previous-month')}
              weekendDays={[]}
              required
              minDate={addDays(today, periods.custom_min_days)}
              maxDate={addDays(today, periods.custom_max_days)}
              valueFormat="DD.MM.YYYY"
              maw={260}
              {...form.getInputProps('delivery_date_to')}
              data-path="delivery_date_to"
            />
          )}
        </Stack>
      )}
      <Text size="sm" mt="sm">
        {t('delivery.window', { from: formatDate(period.from), to: formatDate(period.to) })}
      </Text>
      <Stack gap={4} mt="md">
        <Text fw={600} size="sm" id="excluded-label">
          {t('delivery.excluded', { max: maxExcluded })}
        </Text>
        <DatePicker
          type="multiple"
          weekendDays={[]}
          nextLabel={t('delivery.next-month')}
          previousLabel={t('delivery.previous-month')}
          aria-labelledby="excluded-label"
          minDate={period.from}
          maxDate={period.to}
          defaultDate={period.from}
          value={values.excluded_dates}
          onChange={(v) => form.setFieldValue('excluded_dates', (v as string[]).slice(0, maxExcluded))}
          data-testid="excluded-dates"
        />
        {form.errors.excluded_dates && (
          <Text size="sm" c="red.9" role="alert">
            {form.errors.excluded_dates}
          </Text>
        )}
      </Stack>
      <Radio.Group label={t('delivery.time-window')} mt="md" required {...form.getInputProps('time_window')}>
        <Group mt={6}>
          <Radio value="morning" label={t('window.morning')} />
          <Radio value="midday" label={t('window.midday')} />
          <Radio value="evening" label={t('window.evening')} />
        </Group>
      </Radio.Group>
    </Card>
  );
}
