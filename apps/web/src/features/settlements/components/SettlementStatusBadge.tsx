import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { SettlementStatus } from '../api/settlements.ts';

export function SettlementStatusBadge({ status }: { status: SettlementStatus }) {
  const { t } = useTranslation('settlements');
  return (
    <Badge color={status === 'paid' ? 'green' : 'orange'} variant="light" data-testid="settlement-status">
      {t(`status.${status}`)}
    </Badge>
  );
}
