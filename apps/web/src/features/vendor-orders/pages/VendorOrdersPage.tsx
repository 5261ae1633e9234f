import { type Currency, formatMoney, VENDOR_ORDER_TABS, type VendorOrderTab } from '@vedmarked/domain';
import { Alert, Anchor, Card, Group, Skeleton, Stack, Table, Tabs, Text, Title } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { useVendorOrders, type VendorOrderListItem } from '../api/vendor-orders.ts';
import { OrderActions } from '../components/OrderActions.tsx';
import { PaymentsTable } from '../components/PaymentsTable.tsx';
import { shortDate, VendorProgressBadge, VendorStatusBadge } from '../components/badges.tsx';

const isTab = (v: string | null): v is VendorOrderTab => (VENDOR_ORDER_TABS as readonly string[]).includes(v ?? '');

/** On a phone each order is a card (a wide table would hide the buttons off screen). */
function OrderCards({ orders }: { orders: VendorOrderListItem[] }) {
  const { t, i18n } = useTranslation('vendor-orders');
  return (
    <Stack gap="sm" data-testid="vendor-orders-cards">
      {orders.map((o) => (
        <Card key={o.id} withBorder padding="md" data-testid="vendor-order-row" data-order-id={o.id}>
          <Group justify="space-between" wrap="nowrap" align="flex-start">
            <div>
              <Anchor component={Link} to={`/dashboard/orders/${o.id}`} fw={600}>
                {t('order-link', { id: o.id })}
              </Anchor>
              <Text size="xs" c="dimmed">
                {o.customer_name} · {o.postcode} {o.city}
              </Text>
            </div>
            <Text fw={600} style={{ whiteSpace: 'nowrap' }}>
              {formatMoney(o.total, o.currency as Currency, i18n.language)}
            </Text>
          </Group>
          <Text size="sm" mt="xs">
            {t('col.delivery')}: {t('period', { from: shortDate(o.delivery_date_from), to: shortDate(o.delivery_date_to) })}
          </Text>
          <OrderLineList lines={o.lines} />
          <Group gap="xs" mt="xs">
            <VendorStatusBadge name={o.status_name} colour={o.status_colour} />
            <VendorProgressBadge label={o.progress.label} />
          </Group>
          <Group mt="sm">
            <OrderActions id={o.id} market={o.market} actions={o.actions} size="xs" />
          </Group>
        </Card>
      ))}
    </Stack>
  );
}

function OrderTable({ tab }: { tab: VendorOrderTab }) {
  const { t, i18n } = useTranslation('vendor-orders');
  const list = useVendorOrders(tab);
  const phone = useMediaQuery('(max-width: 48em)');
  if (list.isPending) return <Skeleton h={160} />;
  if (list.error) return <Alert color="red">{list.error.message}</Alert>;
  if (!list.data.length)
    return (
      <Text c="dimmed" py="md" data-testid="vendor-orders-empty">
        {t(`empty.${tab}`)}
      </Text>
    );
  if (phone) return <OrderCards orders={list.data} />;
  return (
    <Table.ScrollContainer minWidth={980}>
      <Table verticalSpacing="sm" striped data-testid={`vendor-orders-${tab}`}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('col.order')}</Table.Th>
            <Table.Th>{t('col.delivery')}</Table.Th>
            <Table.Th>{t('col.address')}</Table.Th>
            <Table.Th>{t('col.products')}</Table.Th>
            <Table.Th ta="right">{t('col.total')}</Table.Th>
            <Table.Th>{t('col.status')}</Table.Th>
            <Table.Th>{t('col.payment')}</Table.Th>
            <Table.Th>{t('col.actions')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {list.data.map((o) => (
            <Table.Tr key={o.id} data-testid="vendor-order-row" data-order-id={o.id}>
              <Table.Td>
                <Anchor component={Link} to={`/dashboard/orders/${o.id}`} fw={600}>
                  {t('order-link', { id: o.id })}
                </Anchor>
                <Text size="xs" c="dimmed">
                  {o.customer_name}
                </Text>
              </Table.Td>
              <Table.Td>
                <Text size="sm">{t('period', { from: shortDate(o.delivery_date_from), to: shortDate(o.delivery_date_to) })}</Text>
              </Table.Td>
              <Table.Td>
                <Text size="sm">
                  {o.postcode} {o.city}
                </Text>
              </Table.Td>
              <Table.Td>
                <OrderLineList lines={o.lines} />
              </Table.Td>
              <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
                {formatMoney(o.total, o.currency as Currency, i18n.language)}
              </Table.Td>
              <Table.Td style={{ whiteSpace: 'nowrap' }}>
                <VendorStatusBadge name={o.status_name} colour={o.status_colour} />
              </Table.Td>
              <Table.Td style={{ whiteSpace: 'nowrap' }}>
                <VendorProgressBadge label={o.progress.label} />
              </Table.Td>
              <Table.Td>
                <OrderActions id={o.id} market={o.market} actions={o.actions} size="xs" />
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

/**
 * /dashboard/orders (spec section 2): New orders (My orders, Market orders), Confirmed, History and
 * Payments (each order's payment stages).
 * The tab is in the address (?tab=), so a reload or a shared link opens the same list.
 */
export default function VendorOrdersPage() {
  const { t } = useTranslation('vendor-orders');
  const [params, setParams] = useSearchParams();
  const tab: VendorOrderTab = isTab(params.get('tab')) ? (params.get('tab') as VendorOrderTab) : 'mine';
  const payments = params.get('tab') === 'payments';
  const outer = payments ? 'payments' : tab === 'mine' || tab === 'market' ? 'new' : tab;
  const go = (next: string | null) => {
    if (!next) return;
    const target = next === 'new' ? 'mine' : next;
    setParams(target === 'mine' ? {} : { tab: target }, { replace: true });
  };

  return (
    <Stack maw={1200} mx="auto" gap="md">
      <div>
        <Title order={1}>{t('title')}</Title>
        <Text c="dimmed">{t('lead')}</Text>
      </div>
      <Tabs value={outer} onChange={go} keepMounted={false}>
        <Tabs.List aria-label={t('tabs.label')}>
          <Tabs.Tab value="new" data-testid="tab-new">
            {t('tabs.new')}
          </Tabs.Tab>
          <Tabs.Tab value="confirmed" data-testid="tab-confirmed">
            {t('tabs.confirmed')}
          </Tabs.Tab>
          <Tabs.Tab value="history" data-testid="tab-history">
            {t('tabs.history')}
          </Tabs.Tab>
          <Tabs.Tab value="payments" data-testid="tab-payments">
            {t('tabs.payments')}
          </Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="new" pt="md">
          <Tabs value={tab} onChange={go} variant="pills" keepMounted={false}>
            <Tabs.List aria-label={t('tabs.new-label')}>
              <Tabs.Tab value="mine" data-testid="tab-mine">
                {t('tabs.mine')}
              </Tabs.Tab>
              <Tabs.Tab value="market" data-testid="tab-market">
                {t('tabs.market')}
              </Tabs.Tab>
            </Tabs.List>
            {(['mine', 'market'] as const).map((v) => (
              <TabPanel key={v} tab={v} />
            ))}
          </Tabs>
        </Tabs.Panel>
        {(['confirmed', 'history'] as const).map((v) => (
          <TabPanel key={v} tab={v} />
        ))}
        <Tabs.Panel value="payments" pt="md">
          <Text size="sm" c="dimmed" mb="sm">
            {t('hint.payments')}
          </Text>
          <PaymentsTable />
        </Tabs.Panel>
      </Tabs>
    </Stack>
  );
}

/** "2 × Birch 60 L", one line each. */
function OrderLineList({ lines }: { lines: readonly { name: string; quantity: number }[] }) {
  const { t } = useTranslation('vendor-orders');
  return lines.map((l) => (
    <Text size="sm" key={`${l.name}-${l.quantity}`}>
      {t('line', { quantity: l.quantity, name: l.name })}
    </Text>
  ));
}

/** A tab's panel: what the tab holds, then its orders. */
function TabPanel({ tab }: { tab: VendorOrderTab }) {
  const { t } = useTranslation('vendor-orders');
  return (
    <Tabs.Panel value={tab} pt="md">
      <Text size="sm" c="dimmed" mb="sm">
        {t(`hint.${tab}`)}
      </Text>
      <OrderTable tab={tab} />
    </Tabs.Panel>
  );
}
