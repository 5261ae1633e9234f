import { Alert, Anchor, Badge, Button, Card, Group, Image, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconArrowLeft, IconCheck, IconDeviceMobile, IconDeviceFloppy, IconFileTypePdf, IconPlayerPlay, IconTruckDelivery, IconX } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { SortableList } from '../../../components/sortable-list/index.ts';
import { notify } from '../../../lib/notify.ts';
import { openRouteSheet, type RouteDetail, useDeliverStop, useRoute, useUpdateRoute } from '../api/routes.ts';
import { StopsMap } from '../components/StopsMap.tsx';
import { RouteStatusBadge } from '../components/RouteStatusBadge.tsx';
import { type LivePlan, useLivePlan } from '../components/use-live-plan.ts';
import { useConfirmedRouteAction } from '../components/use-route-actions.tsx';

type Stop = RouteDetail['stops'][number];

function StopCard({ stop, index, routeId, canDeliver }: { stop: Stop; index: number; routeId: number; canDeliver: boolean }) {
  const { t } = useTranslation('routes');
  const deliver = useDeliverStop();
  return (
    <Stack gap={4} data-testid="route-stop" data-order-id={stop.order_id}>
      <Group justify="space-between" wrap="wrap" gap="xs">
        <Text fw={600}>
          {t('stop.title', { n: index + 1, name: stop.customer.name })}{' '}
          <Anchor component={Link} to={`/dashboard/orders/${stop.order_id}`} size="sm">
            {t('stop.order', { id: stop.order_id })}
          </Anchor>
        </Text>
        {stop.delivered && (
          <Badge color="green" variant="light" data-testid="stop-delivered">
            {t('stop.delivered')}
          </Badge>
        )}
      </Group>
      <Text size="sm">
        {stop.customer.street}, {stop.customer.postcode} {stop.customer.city}
      </Text>
      <Text size="sm">
        {t('stop.arrival', { time: stop.arrival })} ·{' '}
        {t('stop.window', { window: t(`window.${stop.time_window}`), from: stop.window_from, to: stop.window_to })}
      </Text>
      <Text size="sm">{stop.lines.map((l) => t('stop.line', { quantity: l.quantity, name: l.name })).join(', ')}</Text>
      {stop.services.length > 0 && (
        <Text size="sm" c="dimmed">
          {stop.services.map((s) => t(`service.${s}`)).join(' · ')}
        </Text>
      )}
      {stop.comment && (
        <Text size="sm" fs="italic">
          {stop.comment}
        </Text>
      )}
      {stop.photos.length > 0 && (
        <Group gap={6} data-testid="stop-photos">
          {stop.photos.map((p, i) => (
            <Image key={p.id} src={p.url} h={56} w={56} fit="cover" radius="sm" alt={t('stop.photo', { n: i + 1, id: stop.order_id })} />
          ))}
        </Group>
      )}
      {canDeliver && !stop.delivered && (
        <Group>
          <Button
            size="xs"
            leftSection={<IconTruckDelivery size={14} aria-hidden />}
            loading={deliver.isPending}
            aria-label={t('stop.deliver-named', { id: stop.order_id, name: stop.customer.name })}
            onClick={() =>
              deliver.mutate(
                { id: routeId, orderId: stop.order_id },
                {
                  onSuccess: () => notify('success', t('notice.delivered', { id: stop.order_id })),
                  onError: (e) => notify('error', e.message, { autoClose: 8000 }),
                },
              )
            }
            data-testid="stop-deliver"
          >
            {t('stop.deliver')}
          </Button>
        </Group>
      )}
    </Stack>
  );
}

/** Figures of the route: fill, distance, duration, departure. */
function Figures({ route, plan }: { route: RouteDetail; plan: LivePlan }) {
  const { t, i18n } = useTranslation('routes');
  const items = [
    [t('col.date'), route.delivery_date.split('-').reverse().join('.')],
    [t('figure.departure'), route.departure_time],
    [t('col.vehicle'), route.vehicle.car_number],
    [t('col.volume'), `${Math.round(route.volume_pct)} %`],
    [t('col.weight'), `${Math.round(route.weight_pct)} %`],
    [t('col.sacks'), String(route.sacks)],
    [t('figure.distance'), t('figure.km', { km: new Intl.NumberFormat(i18n.language, { maximumFractionDigits: 1 }).format(plan.distance_m / 1000) })],
    [t('figure.duration'), t('figure.minutes', { min: Math.round(plan.duration_s / 60) })],
  ];
  return (
    <SimpleGrid cols={{ base: 2, sm: 4 }} component="dl" m={0} data-testid="route-figures">
      {items.map(([k, v]) => (
        <div key={k}>
          <Text component="dt" size="xs" c="dimmed">
            {k}
          </Text>
          <Text component="dd" m={0} fw={600}>
            {v}
          </Text>
        </div>
      ))}
    </SimpleGrid>
  );
}

/** Warnings of the plan; refusals (after 23:00) of an unsaved order, which cannot be saved. */
function PlanAlerts({ plan }: { plan: LivePlan }) {
  const { t } = useTranslation('routes');
  return (
    <>
      {plan.refusals.length > 0 && (
        <Alert color="red" title={t('warnings.refused-title')} data-testid="route-refusals" role="alert">
          <Stack gap={2}>
            {plan.refusals.map((e) => (
              <Text size="sm" key={e.order_id}>
                {t('warnings.after_latest_hour', { id: e.order_id, time: e.arrival })}
              </Text>
            ))}
          </Stack>
        </Alert>
      )}
      {plan.warnings.length > 0 && (
        <Alert color="yellow" title={t('warnings.title')} data-testid="route-warnings">
          <Stack gap={2}>
            {plan.warnings.map((w) => (
              <Text size="sm" key={`${w.code}-${w.order_id}`}>
                {t(`warnings.${w.code}`, { id: w.order_id ?? '', time: w.arrival ?? '' })}
              </Text>
            ))}
          </Stack>
        </Alert>
      )}
    </>
  );
}

/** Start, complete and cancel, each after its confirmation dialog. */
function RouteActions({ route: r, dirty }: { route: RouteDetail; dirty: boolean }) {
  const { t } = useTranslation('routes');
  const run = useConfirmedRouteAction();
  return (
    <Group gap="xs">
      <Button
        variant="default"
        leftSection={<IconFileTypePdf size={16} aria-hidden />}
        onClick={() => openRouteSheet(r.id).catch(() => notify('error', t('notice.pdf-failed')))}
      >
        {t('col.pdf')}
      </Button>
      {r.actions.cancel && (
        <Button
          variant="light"
          color="red"
          leftSection={<IconX size={16} aria-hidden />}
          loading={run.pending(r.id, 'cancel')}
          onClick={() => run.ask(r.id, 'cancel')}
          data-testid="route-cancel"
        >
          {t('action.cancel')}
        </Button>
      )}
      {r.actions.start && (
        <Button
          leftSection={<IconPlayerPlay size={16} aria-hidden />}
          loading={run.pending(r.id, 'start')}
          disabled={dirty}
          onClick={() => run.ask(r.id, 'start')}
          data-testid="route-start"
        >
          {t('action.start')}
        </Button>
      )}
      {r.actions.complete && (
        <Button
          leftSection={<IconCheck size={16} aria-hidden />}
          loading={run.pending(r.id, 'complete')}
          onClick={() => run.ask(r.id, 'complete')}
          data-testid="route-complete"
        >
          {t('action.complete')}
        </Button>
      )}
    </Group>
  );
}

/**
 * One loaded route. Before it starts the stops can be reordered (drag, keyboard or the move
 * buttons): the times, warnings and figures are recomputed at once (useLivePlan), and the new order
 * is saved on request; once started, each stop can be marked delivered.
 */
function RouteView({ route: r }: { route: RouteDetail }) {
  const { t } = useTranslation('routes');
  const update = useUpdateRoute();
  // An unsaved stop order belongs to the route as loaded: a fresh route from the server drops it.
  const [draft, setDraft] = useState<{ base: RouteDetail; stops: Stop[] } | null>(null);
  const order = draft?.base === r ? draft.stops : null;
  const dirty = order !== null;
  const plan = useLivePlan(r, order ?? r.stops, dirty);
  const stops = plan.stops;
  const canDeliver = r.status_name === 'onRoute' && r.started_at !== null;

  const save = () =>
    update.mutate(
      { id: r.id, body: { order_ids: stops.map((s) => s.order_id) } },
      { onSuccess: () => notify('success', t('notice.saved', { id: r.id })), onError: (e) => notify('error', e.message, { autoClose: 8000 }) },
    );

  return (
    <Stack maw={1200} mx="auto" gap="md">
      <Group justify="space-between" gap="xs">
        <Anchor component={Link} to="/dashboard/routes" size="sm">
          <Group gap={4} component="span">
            <IconArrowLeft size={14} aria-hidden />
            {t('back')}
          </Group>
        </Anchor>
        {r.status_name === 'onRoute' && (
          <Anchor component={Link} to="/driver" size="sm" data-testid="route-driver-link">
            <Group gap={4} component="span">
              <IconDeviceMobile size={14} aria-hidden />
              {t('driver-link')}
            </Group>
          </Anchor>
        )}
      </Group>
      <Group justify="space-between" align="flex-start">
        <div>
          <Title order={1}>{t('route-link', { id: r.id })}</Title>
          <RouteStatusBadge route={r} />
        </div>
        <RouteActions route={r} dirty={dirty} />
      </Group>
      <Card withBorder>
        <Figures route={r} plan={plan} />
      </Card>
      {plan.live && (
        <Text size="sm" c="dimmed" data-testid="route-live" role="status">
          {t('warnings.live')}
        </Text>
      )}
      <PlanAlerts plan={plan} />
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
        <Stack gap="xs">
          <Title order={2} size="h3">
            {t('stops.title')}
          </Title>
          {r.actions.update && (
            <Text size="sm" c="dimmed">
              {t('stops.hint')}
            </Text>
          )}
          <SortableList<Stop>
            items={stops}
            getId={(s) => s.order_id}
            getLabel={(s) => t('stop.label', { name: s.customer.name, street: s.customer.street, id: s.order_id })}
            renderItem={(s, i) => <StopCard stop={s} index={i} routeId={r.id} canDeliver={canDeliver} />}
            onReorder={(next) => setDraft({ base: r, stops: next })}
            label={t('stops.title')}
            disabled={!r.actions.update}
          />
          {dirty && (
            <Group>
              <Button
                leftSection={<IconDeviceFloppy size={16} aria-hidden />}
                loading={update.isPending}
                disabled={plan.refusals.length > 0}
                onClick={save}
                data-testid="route-save"
              >
                {t('stops.save')}
              </Button>
              <Button variant="default" disabled={update.isPending} onClick={() => setDraft(null)}>
                {t('stops.undo')}
              </Button>
            </Group>
          )}
        </Stack>
        <StopsMap route={r} stops={stops} />
      </SimpleGrid>
    </Stack>
  );
}

/** /dashboard/routes/{routeId} (spec section 2; issue 9): the stops in order on a map and as a list. */
export default function RoutePage() {
  const id = Number(useParams().routeId);
  const route = useRoute(id);
  if (route.isPending) return <Skeleton h={320} />;
  if (route.error)
    return (
      <Alert color="red" role="alert">
        {route.error.message}
      </Alert>
    );
  return <RouteView route={route.data} />;
}
