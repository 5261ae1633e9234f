import { Alert, Button, Card, Checkbox, Group, Select, SimpleGrid, Stack, Text, TextInput, Title } from '@mantine/core';
import { IconRoute, IconSparkles } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { ApiError } from '../../../lib/api.ts';
import { notify } from '../../../lib/notify.ts';
import { type RouteActionResult, useAddRoute, useConfirmedOrders, useRouteVehicles } from '../api/routes.ts';
import { LeftOutList } from './LeftOutList.tsx';

const tomorrow = () => {
  const d = new Date(Date.now() + 24 * 3600 * 1000);
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
};

/** The vendor's confirmed orders to tick for a route by hand, in the order ticked. */
function TickOrders({ value, onChange, error }: { value: string[]; onChange: (v: string[]) => void; error?: string }) {
  const { t } = useTranslation('routes');
  const orders = useConfirmedOrders();
  return (
    <Checkbox.Group label={t('new.orders')} description={t('new.orders-hint')} value={value} onChange={onChange} error={error}>
      <Stack gap={4} mt="xs">
        {(orders.data ?? []).map((o) => (
          <Checkbox
            key={o.id}
            value={String(o.id)}
            label={t('new.order', { id: o.id, name: o.customer_name, place: `${o.postcode} ${o.city}` })}
            // Mantine does not tie a checkbox's description to it: the id does, for screen readers.
            aria-describedby={o.dugnad_group ? `route-order-dugnad-${o.id}` : undefined}
            description={o.dugnad_group ? <span id={`route-order-dugnad-${o.id}`}>{t('new.order-dugnad', { group: o.dugnad_group })}</span> : undefined}
          />
        ))}
        {orders.data?.length === 0 && (
          <Text size="sm" c="dimmed">
            {t('new.no-orders')}
          </Text>
        )}
      </Stack>
    </Checkbox.Group>
  );
}

/**
 * A new route: date, departure and vehicle, then either the planner's suggestion (suggest: true)
 * or the confirmed orders the vendor ticks, in the order ticked. Field errors show by their fields.
 */
export function NewRouteForm() {
  const { t } = useTranslation('routes');
  const navigate = useNavigate();
  const vehicles = useRouteVehicles();
  const add = useAddRoute();
  const [date, setDate] = useState(tomorrow);
  const [departure, setDeparture] = useState('08:00');
  const [vehicle, setVehicle] = useState<string | null>(null);
  const [ticked, setTicked] = useState<string[]>([]);
  const [fields, setFields] = useState<Record<string, string>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [leftOut, setLeftOut] = useState<{ id: number; orders: RouteActionResult['left_out'] } | null>(null);

  const active = (vehicles.data ?? []).filter((v) => v.active);
  const chosen = vehicle ?? (active.length === 1 ? String(active[0]!.id) : null);

  const submit = (suggest: boolean) => {
    setFields({});
    setFormError(null);
    setLeftOut(null);
    add.mutate(
      {
        delivery_date: date,
        departure_time: departure,
        vehicle_id: chosen ? Number(chosen) : (undefined as unknown as number),
        ...(suggest ? { suggest: true } : { order_ids: ticked.map(Number) }),
        idempotency_key: `route-${date}-${chosen}-${Date.now()}`,
      },
      {
        onSuccess: (r) => {
          notify('success', t('notice.created', { id: r.route.id }));
          // A suggestion that left orders out says which and why here; otherwise straight to the route.
          if (r.left_out.length) setLeftOut({ id: r.route.id, orders: r.left_out });
          else navigate(`/dashboard/routes/${r.route.id}`);
        },
        onError: (e) => {
          if (e instanceof ApiError && Object.keys(e.fields).length) setFields(e.fields);
          else setFormError(e.message);
        },
      },
    );
  };

  return (
    <Card withBorder padding="md" component="section" aria-labelledby="new-route-title">
      <Stack gap="sm">
        <Title order={2} size="h4" id="new-route-title">
          {t('new.title')}
        </Title>
        <Text size="sm" c="dimmed">
          {t('new.lead')}
        </Text>
        {leftOut && <LeftOutList routeId={leftOut.id} leftOut={leftOut.orders} />}
        {formError && (
          <Alert color="red" role="alert" data-testid="new-route-error">
            {formError}
          </Alert>
        )}
        <SimpleGrid cols={{ base: 1, sm: 3 }}>
          <TextInput
            type="date"
            label={t('new.date')}
            value={date}
            onChange={(e) => setDate(e.currentTarget.value)}
            error={fields.delivery_date}
            required
            data-testid="new-route-date"
          />
          <TextInput
            type="time"
            label={t('new.departure')}
            value={departure}
            onChange={(e) => setDeparture(e.currentTarget.value)}
            error={fields.departure_time}
            required
            data-testid="new-route-departure"
          />
          <Select
            label={t('new.vehicle')}
            placeholder={t('new.vehicle-placeholder')}
            data={active.map((v) => ({ value: String(v.id), label: v.car_number }))}
            value={chosen}
            onChange={setVehicle}
            error={fields.vehicle_id}
            nothingFoundMessage={t('new.no-vehicles')}
            required
            data-testid="new-route-vehicle"
          />
        </SimpleGrid>
        <TickOrders value={ticked} onChange={setTicked} error={fields.order_ids} />
        <Group>
          <Button
            leftSection={<IconSparkles size={16} aria-hidden />}
            loading={add.isPending && add.variables?.suggest === true}
            disabled={add.isPending}
            onClick={() => submit(true)}
            data-testid="new-route-suggest"
          >
            {t('new.suggest')}
          </Button>
          <Button
            variant="default"
            leftSection={<IconRoute size={16} aria-hidden />}
            loading={add.isPending && !add.variables?.suggest}
            disabled={add.isPending}
            onClick={() => submit(false)}
            data-testid="new-route-create"
          >
            {t('new.create')}
          </Button>
        </Group>
      </Stack>
    </Card>
  );
}
