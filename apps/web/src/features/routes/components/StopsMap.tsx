import { Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { PlanMap } from '../../../components/plan-map/index.tsx';
import type { RouteDetail } from '../api/routes.ts';

/** The route on the map: the hub, the stops numbered in the order on screen, and the line between them; with where the points and times come from. */
export function StopsMap({ route: r, stops }: { route: RouteDetail; stops: RouteDetail['stops'] }) {
  const { t } = useTranslation('routes');
  const { t: tc } = useTranslation('common');
  return (
    <Stack gap="xs">
      <Title order={2} size="h3">
        {t('map.title')}
      </Title>
      <PlanMap
        label={t('map.label', { count: stops.length, hub: r.hub?.name ?? '—' })}
        hub={r.hub ? { lat: r.hub.lat, lon: r.hub.lon, label: tc('map.hub', { name: r.hub.name }) } : null}
        stops={stops.map((s, i) => ({ id: s.order_id, lat: s.point.lat, lon: s.point.lon, label: t('map.stop', { n: i + 1, name: s.customer.name }) }))}
        zoomIn={tc('map.zoom-in')}
        zoomOut={tc('map.zoom-out')}
        testId="route-map"
      />
      {r.points_source === 'postcode' && (
        <Text size="xs" c="dimmed" data-testid="route-points-source">
          {t('map.postcode')}
        </Text>
      )}
      <Text size="xs" c="dimmed" data-testid="route-travel-source">
        {t(`map.travel-${r.travel_source}`)}
      </Text>
    </Stack>
  );
}
