import { Badge } from '@mantine/core';
import type { TransportRequestStatus, WholesaleOrderStatus } from '@vedmarked/domain';
import { useTranslation } from 'react-i18next';

// A coloured dot beside dark text (AA contrast), as the vendor's order badges.
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
    <Badge
      variant="dot"
      color={ORDER_COLOUR[status]}
      c="dark.8"
      style={{ flexShrink: 0, minWidth: 'max-content' }}
      data-testid="market-order-status"
      data-status={status}
    >
      {t(`status.${status}`)}
    </Badge>
  );
}

export function TransportStatusBadge({ status }: { status: TransportRequestStatus }) {
  const { t } = useTranslation('wholesale-orders');
  return (
    <Badge
      variant="dot"
      color={TRANSPORT_COLOUR[status]}
      c="dark.8"
      style={{ flexShrink: 0, minWidth: 'max-content' }}
      data-testid="transport-status"
      data-status={status}
    >
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
