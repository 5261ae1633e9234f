import { Alert, Anchor, Button, Group, Loader, Paper, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import { formatMoney } from '@vedmarked/domain';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { ScrollTable } from '../../../components/ScrollTable.tsx';
import { confirmSwitch } from '../../../components/confirm.tsx';
import { useCloseDugnad, useDugnad } from '../api/dugnad.ts';
import { day } from '../components/day.ts';
import { DugnadSettlements } from '../components/DugnadSettlements.tsx';
import { DugnadStatusBadge } from '../components/DugnadStatusBadge.tsx';
import { ShareBox } from '../components/ShareBox.tsx';

/**
 * /dugnad/{id} (decision 0039): the organiser's page. The code and share link, the vendor and the
 * delivery period, the orders placed with the code (first name and initial only), the sums and the
 * share earned, and the group's settlements with their PDF statements.
 */
export default function DugnadPage() {
  const { t, i18n } = useTranslation('dugnad');
  const id = Number(useParams().id);
  const q = useDugnad(id);
  const close = useCloseDugnad();
  if (q.isPending) return <Loader m="xl" />;
  if (q.error)
    return (
      <Alert color="red" m="md">
        {q.error.message}
      </Alert>
    );
  const d = q.data;
  const money = (n: number) => formatMoney(n, d.currency, i18n.language);
  const askToClose = async () => {
    const yes = await confirmSwitch({
      title: t('page.close-title'),
      body: t('page.close-body'),
      confirm: t('page.close-confirm'),
      cancel: t('page.close-cancel'),
      danger: true,
    });
    if (yes) close.mutate(d.id);
  };
  const sums = [
    ['orders', String(d.sums.orders)],
    ['products', money(d.sums.products)],
    ['share-earned', money(d.sums.share_earned)],
    ['share-pending', money(d.sums.share_pending)],
    ['share-paid', money(d.sums.share_paid)],
  ] as const;
  return (
    <Stack maw={1000} mx="auto" gap="md" py="lg" px="md">
      <Anchor component={Link} to="/dugnad">
        {t('page.back')}
      </Anchor>
      <Group justify="space-between" align="flex-start">
        <div>
          <Title order={1}>{d.group_name}</Title>
          <Text c="gray.8">
            {t(`kind.${d.kind}`)} · {t('page.vendor', { vendor: d.vendor_name, postcode: d.postcode })}
          </Text>
          <Text c="gray.8">{t('page.period', { from: day(d.delivery_date_from), to: day(d.delivery_date_to) })}</Text>
        </div>
        <DugnadStatusBadge status={d.status} />
      </Group>
      {d.status === 'declined' && (
        <Alert color="red" title={t('page.declined-title', { vendor: d.vendor_name })}>
          {t('page.declined-reason', { reason: d.declined_reason })}
        </Alert>
      )}
      {d.status === 'closed' && (
        <Alert color="gray" title={t('page.closed-title')}>
          {t('page.closed-body')}
        </Alert>
      )}
      {close.error && (
        <Alert color="red" role="alert">
          {close.error.message}
        </Alert>
      )}
      {d.status === 'active' && (
        <>
          <ShareBox code={d.code} sharePath={d.share_path} />
          <Group>
            <Button variant="outline" color="red.9" onClick={askToClose} loading={close.isPending}>
              {t('page.close')}
            </Button>
          </Group>
        </>
      )}
      <SimpleGrid cols={{ base: 2, sm: 5 }} spacing="sm">
        {sums.map(([k, v]) => (
          <Paper key={k} withBorder p="sm" radius="md">
            <Text size="sm" c="gray.8">
              {t(`sums.${k}`)}
            </Text>
            <Text fw={700} fz="lg" data-testid={`dugnad-sum-${k}`}>
              {v}
            </Text>
          </Paper>
        ))}
      </SimpleGrid>
      <Text size="sm" c="gray.8">
        {t('sums.note', { pct: d.share_pct })}
      </Text>
      <Title order={2}>{t('orders.title')}</Title>
      {d.orders.length === 0 ? (
        <Text c="gray.7">{t('orders.none')}</Text>
      ) : (
        <ScrollTable minWidth={520} label={t('orders.title')}>
          <Table striped verticalSpacing="xs" data-testid="dugnad-orders">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('orders.order')}</Table.Th>
                <Table.Th>{t('orders.date')}</Table.Th>
                <Table.Th>{t('orders.buyer')}</Table.Th>
                <Table.Th>{t('orders.state')}</Table.Th>
                <Table.Th ta="right">{t('orders.products')}</Table.Th>
                <Table.Th ta="right">{t('orders.share')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {d.orders.map((o) => (
                <Table.Tr key={o.order_id}>
                  <Table.Td>#{o.order_id}</Table.Td>
                  <Table.Td>{day(o.created_at)}</Table.Td>
                  <Table.Td>{o.buyer}</Table.Td>
                  <Table.Td>{t(o.canceled ? 'orders.canceled' : o.delivered ? 'orders.delivered' : 'orders.open')}</Table.Td>
                  <Table.Td ta="right">{money(o.products_subtotal)}</Table.Td>
                  <Table.Td ta="right">{money(o.share)}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </ScrollTable>
      )}
      <Title order={2}>{t('settlements.title')}</Title>
      <DugnadSettlements dugnad={d} />
    </Stack>
  );
}
