import { Alert, Anchor, List, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { RouteActionResult } from '../api/routes.ts';

/** The confirmed orders a suggested route left out, each with why (planner.ts LeftOutReason), and the way to the route made. */
export function LeftOutList({ routeId, leftOut }: { routeId: number; leftOut: RouteActionResult['left_out'] }) {
  const { t } = useTranslation('routes');
  return (
    <Alert color="blue" title={t('left-out.title', { id: routeId })} data-testid="route-left-out">
      <Stack gap={6}>
        <Text size="sm">{t('left-out.lead')}</Text>
        <List size="sm" spacing={2}>
          {leftOut.map((l) => (
            <List.Item key={l.order_id} data-testid="route-left-out-order" data-reason={l.reason}>
              {t('left-out.item', { id: l.order_id, reason: t(`left-out.reason.${l.reason}`, { defaultValue: l.reason }) })}
            </List.Item>
          ))}
        </List>
        <Anchor component={Link} to={`/dashboard/routes/${routeId}`} size="sm" fw={600}>
          {t('left-out.open', { id: routeId })}
        </Anchor>
      </Stack>
    </Alert>
  );
}
