import '@mantine/charts/styles.css';
import type { DashboardPeriod } from '@vedmarked/domain';
import { Alert, Group, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useDashboardCharts, useDashboardFigures, useDashboardStuck } from '../api/dashboard.ts';
import { DashboardChartsPanel } from '../components/DashboardChartsPanel.tsx';
import { FigureCards } from '../components/FigureCards.tsx';
import { PeriodPicker } from '../components/PeriodPicker.tsx';
import { type Preset, periodFromParams } from '../components/period.ts';
import { StuckList } from '../components/StuckList.tsx';

/**
 * The admin's /dashboard (issue 13, decision 0037): the figures of a period against the period
 * before, the charts (each with its numbers as a table) and the stuck list.
 */
const dmy = (d: string) => `${d.slice(8, 10)}.${d.slice(5, 7)}.${d.slice(0, 4)}`;

export default function AdminHomePage() {
  const { t } = useTranslation('console');
  const [params, setParams] = useSearchParams();
  const { preset, period, invalid } = periodFromParams(params);
  const figures = useDashboardFigures(period);
  const charts = useDashboardCharts(period);
  const stuck = useDashboardStuck();
  const choose = (next: Preset, custom?: DashboardPeriod) =>
    setParams(
      (prev) => {
        const p = new URLSearchParams(prev);
        p.set('period', next);
        if (custom) {
          p.set('from', custom.from);
          p.set('to', custom.to);
        } else {
          p.delete('from');
          p.delete('to');
        }
        return p;
      },
      { replace: true },
    );
  const error = figures.error ?? charts.error ?? stuck.error;
  return (
    <Stack maw={1280} mx="auto" gap="lg" data-testid="admin-home">
      <Group justify="space-between" align="flex-end" wrap="wrap" gap="sm">
        <div>
          <Title order={1}>{t('home.title')}</Title>
          <Text c="gray.7" data-testid="period-shown">
            {t('home.period', { from: dmy(period.from), to: dmy(period.to) })}
          </Text>
        </div>
        <PeriodPicker preset={preset} period={period} onPreset={(p) => choose(p)} onCustom={(p) => choose('custom', p)} />
      </Group>
      {invalid && <Alert color="yellow">{t('period.invalid')}</Alert>}
      {error && (
        <Alert color="red" role="alert">
          {error.message}
        </Alert>
      )}
      <FigureCards data={figures.data} />
      <DashboardChartsPanel data={charts.data} />
      <StuckList data={stuck.data} />
    </Stack>
  );
}
