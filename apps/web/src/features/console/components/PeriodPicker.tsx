import { dashboardPeriodQuery, type DashboardPeriod, fieldMessages } from '@vedmarked/domain';
import { Button, Group, SegmentedControl, Stack, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PRESETS, type Preset } from './period.ts';

interface Props {
  preset: Preset;
  period: DashboardPeriod;
  onPreset: (preset: Exclude<Preset, 'custom'>) => void;
  onCustom: (period: DashboardPeriod) => void;
}

/** The dashboard's period: today, 7 days, 30 days, or two dates (checked with the API's own schema). */
export function PeriodPicker({ preset, period, onPreset, onCustom }: Props) {
  const { t } = useTranslation(['console', 'admin-console']);
  const [custom, setCustom] = useState(preset === 'custom');
  const [draft, setDraft] = useState(period);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const apply = () => {
    const parsed = dashboardPeriodQuery.safeParse(draft);
    if (parsed.success) {
      setErrors({});
      onCustom(parsed.data);
    } else setErrors(fieldMessages(parsed.error.issues, { message: (m) => t(`admin-console:${m.key}`, m.params) }));
  };
  return (
    <Stack gap="xs">
      <SegmentedControl
        aria-label={t('period.label')}
        value={custom ? 'custom' : preset}
        onChange={(v) => {
          if (v === 'custom') {
            setDraft(period);
            setCustom(true);
          } else {
            setCustom(false);
            onPreset(v as Exclude<Preset, 'custom'>);
          }
        }}
        data={PRESETS.map((p) => ({ value: p, label: t(`period.${p}`) }))}
        data-testid="period-picker"
      />
      {custom && (
        <Group align="flex-start" gap="xs" wrap="wrap">
          <TextInput
            type="date"
            label={t('period.from')}
            value={draft.from}
            onChange={(e) => setDraft({ ...draft, from: e.currentTarget.value })}
            error={errors.from}
          />
          <TextInput
            type="date"
            label={t('period.to')}
            value={draft.to}
            onChange={(e) => setDraft({ ...draft, to: e.currentTarget.value })}
            error={errors.to}
          />
          <Button mt={{ base: 0, xs: 25 }} onClick={apply}>
            {t('period.apply')}
          </Button>
        </Group>
      )}
    </Stack>
  );
}
