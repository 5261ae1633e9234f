import { Badge } from '@mantine/core';
import type { TransportRequestStatus, WholesaleOrderStatus } from '@vedmarked/domain';
import { useTranslation } from 'react-i18next';

// Dark shades on light badges: 4.5:1 contrast for the small text.
const ORDER_COLOUR: Record<WholesaleOrderStatus, string> = {
  ordered: 'yellow',
  confirmed: 'blue',
  'in-transport': 'grape',
  delivered: 'green',
  cancelled: 'gray',
};
const TRANSPORT_COLOUR: Record<TransportRequestStatus, string> = {
  open: 'yellow',
  accepted: 'blue',
  'picked-up': 'grape',
  delivered: 'green',
  cancelled: 'gray',
};

export function MarketOrderStatusBadge({ status }: { status: WholesaleOrderStatus }) {
  const { t } = useTranslation('wholesale-orders');
  return (
    <Badge variant="light" color={ORDER_COLOUR[status]} c={`${ORDER_COLOUR[status]}.9`} data-testid="market-order-status" data-status={status}>
      {t(`status.${status}`)}
    </Badge>
  );
}

export function TransportStatusBadge({ status }: { status: TransportRequestStatus }) {
  const { t } = useTranslation('wholesale-orders');
  return (
    <Badge variant="light" color={TRANSPORT_COLOUR[status]} c={`${TRANSPORT_COLOUR[status]}.9`} data-testid="transport-status" data-status={status}>
      {t(`transport-status.${status}`)}
    </Badge>
  );
}

/** dd.mm.yyyy of an ISO date or timestamp. */
export const shortDate = (iso: string | null) => {
  if (!iso) return '';
  const [y, m, d] = iso.slice(0, 10).split('-');
  return `${d}.${m}.${y}`;
};
