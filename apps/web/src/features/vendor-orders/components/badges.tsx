import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** An order status with its colour (spec section 4), as a coloured dot beside dark text (AA contrast). */
export function VendorStatusBadge({ name, colour }: { name: string; colour: string }) {
  const { t } = useTranslation('vendor-orders');
  return (
    <Badge color={colour} variant="dot" size="md" c="dark.8" style={{ flexShrink: 0, minWidth: 'max-content' }} data-testid="vendor-order-status">
      {t(`status.${name}`)}
    </Badge>
  );
}

/** The payment plan's progress label (decision 0007: 10% paid, 50% due, 60% paid, 100% paid). */
export function VendorProgressBadge({ label }: { label: string }) {
  const { t } = useTranslation('vendor-orders');
  const colour = label === 'paid' ? 'green' : label.endsWith('-due') ? 'yellow' : label === 'refunded' || label === 'canceled' ? 'gray' : 'blue';
  return (
    <Badge color={colour} variant="light" c="dark.8" style={{ flexShrink: 0, minWidth: 'max-content' }} data-testid="vendor-order-progress">
      {t(`progress.${label}`)}
    </Badge>
  );
}

/** dd.mm.yyyy of an ISO date. */
export const shortDate = (iso: string | null) => {
  if (!iso) return '';
  const [y, m, d] = iso.slice(0, 10).split('-');
  return `${d}.${m}.${y}`;
};
