import { Alert, Anchor, Button, Card, Container, Grid, Group, List, Loader, Stack, Text, Title } from '@mantine/core';
import { modals } from '@mantine/modals';
import { formatMoney } from '@vedmarked/domain';
import { IconArrowBack, IconFileTypePdf, IconRepeat } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import { DeliveryWindowItems } from '../../../components/orders/DeliveryWindowItems.tsx';
import { OrderLinesTable } from '../../../components/orders/OrderLinesTable.tsx';
import { OrderPhotos } from '../../../components/orders/OrderPhotos.tsx';
import { ApiError } from '../../../lib/api.ts';
import { notify } from '../../../lib/notify.ts';
import { cancelOrder, openInvoice, payOrder, repeatOrder, useOrder } from '../api/orders-api.ts';
import { DeliveryProgress } from '../components/DeliveryProgress.tsx';
import { CancellationCard, NeighbourCard, PaymentCard } from '../components/OrderCards.tsx';
import { StatusBadge } from '../components/StatusBadge.tsx';
import { date, dateTime } from '../lib/dates.ts';

/** /orders/{id}: one order in full, with its payments, invoice, repeat and cancellation. */
export default function OrderPage() {
  const { t, i18n } = useTranslation('orders');
  const { id } = useParams();
  const orderId = Number(id);
  const order = useOrder(orderId);
  const navigate = useNavigate();
  const qc = useQueryClient();
  const [busy, setBusy] = useState<string | null>(null);

  if (order.isPending) return <Loader m="xl" />;
  if (order.error || !order.data)
    return (
      <Container size="sm" py="xl">
        <Alert color="red">{order.error?.message ?? t('detail.not-found')}</Alert>
        <Anchor component={Link} to="/orders">
          {t('detail.back')}
        </Anchor>
      </Container>
    );
  const o = order.data;
  const placement = o.images.filter((i) => i.kind === 'placement');
  const money = (n: number) => formatMoney(n, o.currency, i18n.language);
  const act = async (name: string, fn: () => Promise<unknown>, after?: () => void) => {
    setBusy(name);
    try {
      await fn();
      after?.();
    } catch (e) {
      notify('error', e instanceof ApiError ? e.message : String(e));
    } finally {
      setBusy(null);
    }
  };

  const pay = () =>
    act('pay', async () => {
      const p = await payOrder(o.id);
      if (p.hosted_url) window.location.assign(p.hosted_url);
    });

  const confirmCancel = () =>
    modals.openConfirmModal({
      title: t('detail.cancel-title', { id: o.id }),
      centered: true,
      children: <Text size="sm">{t('detail.cancel-body')}</Text>,
      labels: { confirm: t('detail.cancel-confirm'), cancel: t('detail.keep') },
      confirmProps: { color: 'red.9' },
      onConfirm: () =>
        void act(
          'cancel',
          () => cancelOrder(o.id),
          () => {
            notify('success', t('detail.canceled'));
            void qc.invalidateQueries({ queryKey: ['order', o.id] });
            void qc.invalidateQueries({ queryKey: ['orders'] });
          },
        ),
    });

  return (
    <Container size="lg" py="lg">
      <Anchor component={Link} to="/orders" size="sm">
        <IconArrowBack size={14} aria-hidden /> {t('detail.back')}
      </Anchor>
      <Group justify="space-between" mt="xs" mb="md" wrap="wrap">
        <Group gap="sm">
          <Title order={1}>{t('detail.title', { id: o.id })}</Title>
          <StatusBadge name={o.status_name} colour={o.status_colour} />
        </Group>
        <Group gap="xs">
          <Button
            variant="light"
            leftSection={<IconFileTypePdf size={18} aria-hidden />}
            loading={busy === 'pdf'}
            onClick={() => act('pdf', () => openInvoice(o.id))}
            data-testid="invoice-pdf"
          >
            {o.payment_method === 'invoice' ? t('detail.invoice') : t('detail.receipt')}
          </Button>
          <Button
            variant="light"
            leftSection={<IconRepeat size={18} aria-hidden />}
            loading={busy === 'repeat'}
            onClick={() =>
              act('repeat', async () => {
                const r = await repeatOrder(o.id);
                await qc.invalidateQueries({ queryKey: ['cart'] });
                if (r.skipped.length) notify('warning', t('detail.repeat-skipped', { names: r.skipped.join(', ') }));
                navigate('/cart');
              })
            }
            data-testid="repeat-order"
          >
            {t('detail.repeat')}
          </Button>
        </Group>
      </Group>
      {o.cancel_reason && (
        <Alert color="gray" mb="md">
          {t(`detail.cancel-reason.${o.cancel_reason}`, { date: dateTime(o.canceled_at) })}
        </Alert>
      )}
      <Grid gutter="lg">
        <Grid.Col span={{ base: 12, md: 7 }}>
          <Stack gap="lg">
            <DeliveryProgress order={o} />
            <Card withBorder padding="lg">
              <Title order={2} size="h4" mb="sm">
                {t('detail.delivery')}
              </Title>
              <List spacing={4} size="sm">
                <List.Item>
                  {o.customer.first_name} {o.customer.last_name}, {o.delivery.street}, {o.delivery.postcode} {o.delivery.city}
                </List.Item>
                <DeliveryWindowItems delivery={o.delivery} t={t} date={date} />
                {o.status_name !== 'delivered' && (
                  <List.Item>
                    {o.delivery.arrival_date
                      ? t('detail.arrival', { date: date(o.delivery.arrival_date), time: o.delivery.arrival_time ?? '' })
                      : t('detail.arrival-unknown')}
                  </List.Item>
                )}
                {o.services.map((s) => (
                  <List.Item key={s.code}>{t(`service.${s.code}`)}</List.Item>
                ))}
                {o.comment && <List.Item>{t('detail.comment', { comment: o.comment })}</List.Item>}
              </List>
              {placement.length > 0 && (
                <>
                  <Text fw={600} size="sm" mt="md" mb="xs">
                    {t('detail.photos')}
                  </Text>
                  <OrderPhotos images={placement} alt={(n) => t('detail.photo', { n })} />
                </>
              )}
            </Card>

            <OrderLinesTable order={o} money={money} t={t} />
          </Stack>
        </Grid.Col>

        <Grid.Col span={{ base: 12, md: 5 }}>
          <Stack gap="lg">
            <PaymentCard order={o} money={money} paying={busy === 'pay'} onPay={pay} />
            <CancellationCard order={o} cancelling={busy === 'cancel'} onCancel={confirmCancel} />
            <NeighbourCard order={o} />
          </Stack>
        </Grid.Col>
      </Grid>
    </Container>
  );
}
