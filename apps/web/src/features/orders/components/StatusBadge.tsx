import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** An order status with its colour (spec section 4), as a coloured dot beside dark text (AA contrast). */
export function StatusBadge({ name, colour }: { name: string; colour: string }) {
  const { t } = useTranslation('orders');
  return (
    <Badge color={colour} variant="dot" size="lg" c="dark.8" data-testid="order-status">
      {t(`status.${name}`)}
    </Badge>
  );
}

export function ProgressBadge({ label, pct }: { label: string; pct: number }) {
  const { t } = useTranslation('orders');
  const colour = label === 'paid' ? 'green' : label.endsWith('-due') ? 'yellow' : label === 'refunded' || label === 'canceled' ? 'gray' : 'blue';
  return (
    <Badge color={colour} variant="light" c="dark.8" data-testid="payment-progress">
      {t(`progress.${label}`, { pct })}
    </Badge>
  );
}
