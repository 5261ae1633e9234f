import { Badge } from '@mantine/core';
import type { DugnadStatus } from '@vedmarked/domain';
import { useTranslation } from 'react-i18next';

const COLOUR: Record<DugnadStatus, string> = { active: 'forest.9', closed: 'gray.7', declined: 'red.9' };

/** A dugnad's status as a badge (dark colours: white text keeps its contrast). */
export function DugnadStatusBadge({ status }: { status: DugnadStatus }) {
  const { t } = useTranslation('dugnad');
  return (
    <Badge color={COLOUR[status]} variant="filled" data-testid="dugnad-status">
      {t(`status.${status}`)}
    </Badge>
  );
}
