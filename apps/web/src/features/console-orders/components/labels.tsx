import { type Currency, formatMoney, ORDER_STATUS_COLOURS, type OrderStatusName } from '@vedmarked/domain';
import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** An order status as a coloured badge (the colours of spec section 4), its name translated. */
export function StatusBadge({ name }: { name: OrderStatusName }) {
  const { t } = useTranslation('console');
  return (
    <Badge color={ORDER_STATUS_COLOURS[name]} variant="light" c="dark.8">
      {t(`status.${name}`)}
    </Badge>
  );
}

/** Money in the interface language, with its currency. */
export function useMoney() {
  const { i18n } = useTranslation();
  return (minor: number, currency: Currency = 'NOK') => formatMoney(minor, currency, i18n.language);
}

/** A timestamp as DD.MM.YYYY HH:MM in Oslo. */
export function dateTime(iso: string) {
  return new Intl.DateTimeFormat('nb-NO', { timeZone: 'Europe/Oslo', dateStyle: 'short', timeStyle: 'short' }).format(new Date(iso));
}
