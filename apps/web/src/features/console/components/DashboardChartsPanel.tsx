import { BarChart } from '@mantine/charts';
import { DASHBOARD_GROUP_COLOURS, DASHBOARD_STATUS_GROUP_NAMES, type DashboardCharts, formatMoney } from '@vedmarked/domain';
import { SimpleGrid, Skeleton } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ChartFigure } from './ChartFigure.tsx';

const shortDay = (day: string) => `${day.slice(8, 10)}.${day.slice(5, 7)}`;

/** The three charts: orders per day by status group (stacked), GMV by county, the top vendors. */
export function DashboardChartsPanel({ data }: { data: DashboardCharts | undefined }) {
  const { t, i18n } = useTranslation('console');
  if (!data) return <Skeleton h={320} radius="md" />;
  const money = (minor: number) => formatMoney(minor, 'NOK', i18n.language);
  const series = DASHBOARD_STATUS_GROUP_NAMES.map((g) => ({ name: g, label: t(`groups.${g}`), color: `${DASHBOARD_GROUP_COLOURS[g]}.6` }));
  const perDay = data.orders_per_day.map((d) => ({ ...d, label: shortDay(d.day) }));
  const anyOrders = perDay.some((d) => DASHBOARD_STATUS_GROUP_NAMES.some((g) => d[g] > 0));
  const counties = data.gmv_by_county.map((c) => ({ county: c.county ?? t('charts.no-county'), gmv: c.gmv / 100, orders: c.orders, minor: c.gmv }));
  return (
    <SimpleGrid cols={{ base: 1, lg: 2 }} spacing="md">
      <ChartFigure
        title={t('charts.orders-per-day')}
        testId="chart-orders"
        columns={[t('charts.day'), ...series.map((s) => s.label)]}
        rows={anyOrders ? perDay.map((d) => [shortDay(d.day), ...DASHBOARD_STATUS_GROUP_NAMES.map((g) => d[g])]) : []}
        chart={
          <BarChart
            barChartProps={{ accessibilityLayer: false }}
            h={260}
            data={perDay}
            dataKey="label"
            type="stacked"
            series={series}
            withLegend
            legendProps={{ verticalAlign: 'bottom' }}
            tickLine="y"
          />
        }
      />
      <ChartFigure
        title={t('charts.gmv-by-county')}
        testId="chart-counties"
        columns={[t('charts.county'), t('charts.gmv'), t('charts.orders')]}
        rows={counties.map((c) => [c.county, money(c.minor), c.orders])}
        chart={
          <BarChart
            barChartProps={{ accessibilityLayer: false }}
            h={Math.max(160, counties.length * 34 + 40)}
            data={counties}
            dataKey="county"
            orientation="vertical"
            yAxisProps={{ width: 110 }}
            series={[{ name: 'gmv', label: t('charts.gmv'), color: 'ember.6' }]}
            valueFormatter={(v) => money(Math.round(v * 100))}
          />
        }
      />
      <ChartFigure
        title={t('charts.top-vendors')}
        testId="chart-vendors"
        columns={[t('charts.vendor'), t('charts.gmv'), t('charts.orders')]}
        rows={data.top_vendors.map((v) => [v.vendor, money(v.gmv), v.orders])}
        chart={
          <BarChart
            barChartProps={{ accessibilityLayer: false }}
            h={Math.max(160, data.top_vendors.length * 34 + 40)}
            data={data.top_vendors.map((v) => ({ vendor: v.vendor, gmv: v.gmv / 100 }))}
            dataKey="vendor"
            orientation="vertical"
            yAxisProps={{ width: 120 }}
            series={[{ name: 'gmv', label: t('charts.gmv'), color: 'teal.7' }]}
            valueFormatter={(v) => money(Math.round(v * 100))}
          />
        }
      />
    </SimpleGrid>
  );
}
