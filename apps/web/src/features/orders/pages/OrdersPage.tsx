import { Alert, Anchor, Button, Card, Container, Group, Loader, Stack, Table, Text, Title } from '@mantine/core';
import { formatMoney } from '@vedmarked/domain';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useOrders } from '../api/orders-api.ts';
import { ProgressBadge, StatusBadge } from '../components/StatusBadge.tsx';

const date = (iso: string) => {
  const [y, m, d] = iso.slice(0, 10).split('-');
  return `${d}.${m}.${y}`;
};

/** /orders: the customer's orders, newest first. */
export default function OrdersPage() {
  const { t, i18n } = useTranslation('orders');
  const orders = useOrders();
  return (
    <Container size="lg" py="lg">
      <Title order={1} mb="md">
        {t('list.title')}
      </Title>
      {orders.isPending ? (
        <Loader />
      ) : orders.error ? (
        <Alert color="red">{orders.error.message}</Alert>
      ) : orders.data.length === 0 ? (
        <Card withBorder padding="xl">
          <Stack align="center">
            <Text>{t('list.empty')}</Text>
            <Button component={Link} to="/lena">
              {t('list.shop')}
            </Button>
          </Stack>
        </Card>
      ) : (
        <>
          <Table.ScrollContainer minWidth={720} visibleFrom="sm">
            <Table striped highlightOnHover verticalSpacing="sm" data-testid="orders-table">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('list.order')}</Table.Th>
                  <Table.Th>{t('list.date')}</Table.Th>
                  <Table.Th>{t('list.vendor')}</Table.Th>
                  <Table.Th>{t('list.delivery')}</Table.Th>
                  <Table.Th>{t('list.status')}</Table.Th>
                  <Table.Th>{t('list.payment')}</Table.Th>
                  <Table.Th ta="right">{t('list.total')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {orders.data.map((o) => (
                  <Table.Tr key={o.id}>
                    <Table.Td>
                      <Anchor component={Link} to={`/orders/${o.id}`} fw={700}>
                        #{o.id}
                      </Anchor>
                    </Table.Td>
                    <Table.Td>{date(o.created_at)}</Table.Td>
                    <Table.Td>{o.vendor_name}</Table.Td>
                    <Table.Td>
                      {date(o.delivery_date_from)}–{date(o.delivery_date_to)}
                    </Table.Td>
                    <Table.Td>
                      <StatusBadge name={o.status_name} colour={o.status_colour} />
                    </Table.Td>
                    <Table.Td>
                      <ProgressBadge label={o.progress.label} pct={o.progress.paid_pct} />
                    </Table.Td>
                    <Table.Td ta="right">{formatMoney(o.total, o.currency, i18n.language)}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
          <Stack hiddenFrom="sm" gap="sm">
            {orders.data.map((o) => (
              <Card key={o.id} withBorder padding="md" component={Link} to={`/orders/${o.id}`} aria-label={t('list.open', { id: o.id })}>
                <Group justify="space-between">
                  <Text fw={700}>#{o.id}</Text>
                  <Text fw={700}>{formatMoney(o.total, o.currency, i18n.language)}</Text>
                </Group>
                <Text size="sm" c="gray.7">
                  {date(o.created_at)} · {o.vendor_name}
                </Text>
                <Group gap="xs" mt="xs">
                  <StatusBadge name={o.status_name} colour={o.status_colour} />
                  <ProgressBadge label={o.progress.label} pct={o.progress.paid_pct} />
                </Group>
              </Card>
            ))}
          </Stack>
        </>
      )}
    </Container>
  );
}
