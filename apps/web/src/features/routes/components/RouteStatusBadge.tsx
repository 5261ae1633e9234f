import { Badge } from '@mantine/core';
import type { RouteListItem } from '@vedmarked/domain';
import { useTranslation } from 'react-i18next';

const COLOURS = { new: 'blue', 'in-progress': 'orange', delivered: 'green', canceled: 'gray' } as const;

/** The route's state in words: new, in progress, completed or cancelled. */
export function routeStateOf(r: Pick<RouteListItem, 'status_name' | 'started_at'>): keyof typeof COLOURS {
  if (r.status_name === 'onRoute') return r.started_at ? 'in-progress' : 'new';
  return r.status_name;
}

export function RouteStatusBadge({ route }: { route: Pick<RouteListItem, 'status_name' | 'started_at'> }) {
  const { t } = useTranslation('routes');
  const state = routeStateOf(route);
  return (
    <Badge
      color={COLOURS[state]}
      variant="light"
      style={{ flexShrink: 0 }}
      miw="fit-content"
      styles={{ label: { overflow: 'visible' } }}
      data-testid="route-status"
    >
      {t(`state.${state}`)}
    </Badge>
  );
}
