import type { AdminOrderDetail } from '@vedmarked/domain';
import { Alert, Anchor, Badge, Grid, Group, Image, Paper, SimpleGrid, Skeleton, Stack, Table, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { ScrollTable } from '../../../components/ScrollTable.tsx';
import { useAdminOrder } from '../api/console.ts';
import { OrderAdminActions } from '../components/OrderAdminActions.tsx';
import { OrderHistory } from '../components/OrderHistory.tsx';
import { dateTime, StatusBadge, useMoney } from '../components/labels.tsx';
import { moneyLines } from '../money-lines.ts';

function MoneySummary({ o }: { o: AdminOrderDetail }) {
  const { t } = useTranslation('console');
  const money = useMoney();
  return (
    <Paper withBorder p="md" radius="md">
      <Stack gap={4}>
        {moneyLines(o).map(({ key, amount }) => (
          <Group key={key} justify="space-between">
            <Text size="sm">{t(`detail.${key}`)}</Text>
            <Text size="sm" data-testid={`detail-${key}`}>
              {money(amount, o.currency)}
            </Text>
          </Group>
        ))}
        {o.fixed_shipping !== null && (
          <Badge variant="light" color="grape" c="dark.8" w="fit-content">
            {t('detail.fixed')}
          </Badge>
        )}
        <Group justify="space-between" mt="xs">
          <Text fw={700}>{t('detail.total')}</Text>
          <Text fw={700} data-testid="detail-total">
            {money(o.total, o.currency)}
          </Text>
        </Group>
        {o.admin_comment && (
          <Alert color="grape" variant="light" c="dark.8" title={t('detail.admin-comment')} mt="sm" data-testid="detail-admin-comment">
            {o.admin_comment}
          </Alert>
        )}
      </Stack>
    </Paper>
  );
}

function Payments({ o }: { o: AdminOrderDetail }) {
  const { t } = useTranslation('console');
  const money = useMoney();
  return (
    <ScrollTable minWidth={520} label={t('detail.payments')}>
      <Table striped>
        <Table.Caption>{t('detail.payments')}</Table.Caption>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('detail.stage')}</Table.Th>
            <Table.Th>{t('detail.amount')}</Table.Th>
            <Table.Th>{t('detail.payment-status')}</Table.Th>
            <Table.Th>{t('detail.paid-at')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {o.payments.map((p) => (
            <Table.Tr key={p.id}>
              <Table.Td>{t(`stage.${p.stage}`)}</Table.Td>
              <Table.Td>{money(p.amount, o.currency)}</Table.Td>
              <Table.Td>{t(`payment.${p.status}`)}</Table.Td>
              <Table.Td>{p.paid_at ? dateTime(p.paid_at) : '—'}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </ScrollTable>
  );
}

function RouteAndMessages({ o }: { o: AdminOrderDetail }) {
  const { t } = useTranslation('console');
  return (
    <Paper withBorder p="md" radius="md">
      <Stack gap="sm">
        <Title order={2} size="h3">
          {t('detail.route')}
        </Title>
        {o.stops.length === 0 && <Text c="dimmed">{t('detail.no-route')}</Text>}
        {o.stops.map((s) => (
          <Text key={`${s.route_id}-${s.position}`} size="sm">
            {t('detail.stop', { route: s.route_id, date: s.delivery_date, position: s.position + 1 })}
            {s.delivered_at ? ` · ${t('detail.delivered-at', { at: dateTime(s.delivered_at) })}` : ''}
          </Text>
        ))}
        <Title order={2} size="h3" mt="md">
          {t('detail.messages')}
        </Title>
        {o.messages.length === 0 && <Text c="dimmed">{t('detail.no-messages')}</Text>}
        {o.messages.map((m, i) => (
          <Text key={`${m.ticket_id}-${i}`} size="sm">
            <b>{m.from_staff ? t('detail.support') : t('detail.customer')}</b> ({dateTime(m.at)}): {m.body}
          </Text>
        ))}
        {o.images.length > 0 && (
          <>
            <Title order={2} size="h3" mt="md">
              {t('detail.photos')}
            </Title>
            <SimpleGrid cols={{ base: 2, sm: 4 }}>
              {o.images.map((img) => (
                <Image key={img.id} src={img.url} alt={t(`detail.photo-${img.kind}`)} radius="sm" />
              ))}
            </SimpleGrid>
          </>
        )}
      </Stack>
    </Paper>
  );
}

/** /dashboard/orders/{id} for the admin: the whole history of one order and the admin's actions on it. */
export default function AdminOrderPage() {
  const { t } = useTranslation('console');
  const id = Number(useParams().orderId);
  const order = useAdminOrder(id);
  if (order.isPending) return <Skeleton h={320} />;
  if (order.error) return <Alert color="red">{order.error.message}</Alert>;
  const o = order.data;
  return (
    <Stack maw={1280} mx="auto" gap="md">
      <Anchor component={Link} to="/dashboard/orders" size="sm">
        {t('detail.back')}
      </Anchor>
      <Group justify="space-between" align="flex-start">
        <div>
          <Title order={1}>{t('orders.order-link', { id: o.id })}</Title>
          <Text c="dimmed">
            {o.customer.first_name} {o.customer.last_name} · {o.customer.phone} · {o.delivery.street}, {o.delivery.postcode} {o.delivery.city}
          </Text>
          <Text c="dimmed">{o.vendor ? t('detail.vendor', { name: o.vendor.name }) : t('orders.no-vendor')}</Text>
        </div>
        <StatusBadge name={o.status_name} />
      </Group>
      <Grid>
        <Grid.Col span={{ base: 12, md: 6 }}>
          <Stack>
            <MoneySummary o={o} />
            <Payments o={o} />
          </Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 6 }}>
          <OrderAdminActions order={o} />
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 6 }}>
          <OrderHistory o={o} />
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 6 }}>
          <RouteAndMessages o={o} />
        </Grid.Col>
      </Grid>
    </Stack>
  );
}
