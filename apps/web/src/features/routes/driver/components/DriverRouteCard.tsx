import { Button, Group, Stack, Text, Title } from '@mantine/core';
import { IconPlayerPlay } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { RouteStatusBadge } from '../../components/RouteStatusBadge.tsx';
import { useConfirmedRouteAction } from '../../components/use-route-actions.tsx';
import type { DriverRoute } from '../api/driver.ts';
import type { Outbox } from '../offline/use-outbox.ts';
import { DriverStopCard } from './DriverStopCard.tsx';

/** One of the day's routes: date, departure and vehicle, start (with its confirmation, online only), and its stops in order. */
export function DriverRouteCard({ route, outbox, online }: { route: DriverRoute; outbox: Outbox; online: boolean }) {
  const { t } = useTranslation('driver');
  const run = useConfirmedRouteAction();
  const headingId = `driver-route-${route.id}`;
  return (
    <Stack gap="sm" component="section" aria-labelledby={headingId} data-testid="driver-route" data-route-id={route.id}>
      <Group justify="space-between" align="flex-start" wrap="nowrap">
        <div>
          <Title order={2} size="h3" id={headingId}>
            {t('route.title', { id: route.id })}
          </Title>
          <Text size="sm" c="gray.7">
            {t('route.summary', {
              date: route.delivery_date.split('-').reverse().join('.'),
              departure: route.departure_time,
              vehicle: route.vehicle.car_number,
              count: route.stops.length,
            })}
          </Text>
        </div>
        <RouteStatusBadge route={route} />
      </Group>
      {route.actions.start && (
        <Stack gap={4}>
          <Button
            leftSection={<IconPlayerPlay size={16} aria-hidden />}
            disabled={!online}
            aria-describedby={online ? undefined : `${headingId}-start-offline`}
            loading={run.pending(route.id, 'start')}
            onClick={() => run.ask(route.id, 'start')}
            data-testid="driver-start"
          >
            {t('route.start')}
          </Button>
          {!online && (
            <Text size="xs" c="gray.7" id={`${headingId}-start-offline`}>
              {t('route.start-offline')}
            </Text>
          )}
        </Stack>
      )}
      <Stack component="ol" gap="sm" m={0} p={0} style={{ listStyle: 'none' }} aria-label={t('route.stops', { id: route.id })}>
        {route.stops.map((s, i) => (
          <DriverStopCard key={s.order_id} stop={s} index={i} route={route} outbox={outbox} />
        ))}
      </Stack>
    </Stack>
  );
}
