import { List } from '@mantine/core';

interface Props {
  delivery: { date_from: string; date_to: string; window_from: string; window_to: string; excluded_dates: readonly string[] };
  /** The page's translations: detail.period, detail.window, detail.excluded. */
  t(key: string, params: Record<string, unknown>): string;
  /** How the page writes a date (DD.MM.YYYY). */
  date(iso: string): string;
}

/** The delivery period, the time of day and the days left out: items of an order page's delivery list. */
export function DeliveryWindowItems({ delivery: d, t, date }: Props) {
  return (
    <>
      <List.Item>{t('detail.period', { from: date(d.date_from), to: date(d.date_to) })}</List.Item>
      <List.Item>{t('detail.window', { from: d.window_from, to: d.window_to })}</List.Item>
      {d.excluded_dates.length > 0 && <List.Item>{t('detail.excluded', { dates: d.excluded_dates.map(date).join(', ') })}</List.Item>}
    </>
  );
}
