import { Alert, Anchor, Button, Card, Container, Grid, Group, List, Loader, Stack, Text, Title } from '@mantine/core';
import { modals } from '@mantine/modals';
import { formatMoney } from '@vedmarked/domain';
import { IconArrowBack, IconFileTypePdf, IconRepeat, IconX } from '@tabler/icons-react';
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
import { ProgressBadge, StatusBadge } from '../components/StatusBadge.tsx';

const date = (iso: string | null) => {
  if (!iso) return '';
  const [y, m, d] = iso.slice(0, 10).split('-');
  return `${d}.${m}.${y}`;
};
/** The last day an instant-bounded validity covers, in Oslo (valid until 27.11 00:00 → 26.11). */
const lastValidDay = (iso: string | null) =>
  iso
    ? new Intl.DateTimeFormat('nb-NO', { timeZone: 'Europe/Oslo', day: '2-digit', month: '2-digit', year: 'numeric' }).format(new Date(Date.parse(iso) - 1))
    : '';
const dateTime = (iso: string | null) =>
  iso
    ? new Intl.DateTimeFormat('nb-NO', {
        timeZone: 'Europe/Oslo',
        day: '2-digit',
        month: '2-digit',
        year: 'numeric',
        hour: '2-digit',
        minute: '2-digit',
      }).format(new Date(iso))
    : '';

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
            <Card withBorder padding="lg">
              <Title order={2} size="h4" mb="sm">
                {t('detail.delivery')}
              </Title>
              <List spacing={4} size="sm">
                <List.Item>
                  {o.customer.first_name} {o.customer.last_name}, {o.delivery.street}, {o.delivery.postcode} {o.delivery.city}
                </List.Item>
                <DeliveryWindowItems delivery={o.delivery} t={t} date={date} />
                <List.Item>
                  {o.delivery.arrival_date
                    ? t('detail.arrival', { date: date(o.delivery.arrival_date), time: o.delivery.arrival_time ?? '' })
                    : t('detail.arrival-unknown')}
                </List.Item>
                {o.services.map((s) => (
                  <List.Item key={s.code}>{t(`service.${s.code}`)}</List.Item>
                ))}
                {o.comment && <List.Item>{t('detail.comment', { comment: o.comment })}</List.Item>}
              </List>
              {o.images.length > 0 && (
                <>
                  <Text fw={600} size="sm" mt="md" mb="xs">
                    {t('detail.photos')}
                  </Text>
                  <OrderPhotos images={o.images} alt={(n) => t('detail.photo', { n })} />
                </>
              )}
            </Card>

            <OrderLinesTable order={o} money={money} t={t} />
          </Stack>
        </Grid.Col>

        <Grid.Col span={{ base: 12, md: 5 }}>
          <Stack gap="lg">
            <Card withBorder padding="lg">
              <Group justify="space-between" mb="sm">
                <Title order={2} size="h4">
                  {t('detail.payment')}
                </Title>
                <ProgressBadge label={o.progress.label} pct={o.progress.paid_pct} />
              </Group>
              <Stack gap="xs">
                {o.payments.map((p) => (
                  <Group key={p.id} justify="space-between" wrap="nowrap" align="flex-start">
                    <div>
                      <Text size="sm" fw={600}>
                        {t(`stage.${p.method === 'invoice' ? 'invoice' : p.stage}`)}
                      </Text>
                      <Text size="xs" c="gray.7">
                        {t(`payment-status.${p.status}`)}
                        {p.paid_at
                          ? ` · ${dateTime(p.paid_at)}`
                          : p.deadline
                            ? ` · ${t(p.status === 'reserved' ? 'detail.reserved-until' : 'detail.due', { date: dateTime(p.deadline) })}`
                            : ''}
                      </Text>
                    </div>
                    <Text size="sm">{money(p.amount)}</Text>
                  </Group>
                ))}
              </Stack>
              {o.progress.due_stage && o.payment_method === 'card' && o.status !== 7 && (
                <Button
                  mt="md"
                  fullWidth
                  loading={busy === 'pay'}
                  onClick={() =>
                    act('pay', async () => {
                      const p = await payOrder(o.id);
                      if (p.hosted_url) window.location.assign(p.hosted_url);
                    })
                  }
                  data-testid="pay-due"
                >
                  {t('detail.pay-now', { amount: money(o.progress.due_amount) })}
                </Button>
              )}
            </Card>

            <Card withBorder padding="lg">
              <Title order={2} size="h4" mb="xs">
                {t('detail.cancellation')}
              </Title>
              <Text size="sm">{t('detail.cancel-rule')}</Text>
              {o.cancellation.deadline && (
                <Text size="sm" mt={4}>
                  {t('detail.cancel-until', { date: dateTime(o.cancellation.deadline) })}
                </Text>
              )}
              {o.cancellation.allowed ? (
                <Button
                  mt="sm"
                  color="red.9"
                  c="red.9"
                  variant="light"
                  leftSection={<IconX size={16} aria-hidden />}
                  loading={busy === 'cancel'}
                  onClick={confirmCancel}
                  data-testid="cancel-order"
                >
                  {t('detail.cancel')}
                </Button>
              ) : (
                o.status !== 7 && (
                  <Text size="sm" c="gray.7" mt="sm">
                    {t(o.cancellation.reason === 'too-late' ? 'detail.cancel-too-late' : 'detail.cancel-not-possible')}
                  </Text>
                )
              )}
            </Card>

            {o.neighbour_code && o.status !== 7 && (
              <Card withBorder padding="lg" bg="forest.0">
                <Title order={2} size="h4" mb="xs">
                  {t('detail.neighbour-title')}
                </Title>
                <Text size="sm">{t('detail.neighbour-text', { code: o.neighbour_code, date: lastValidDay(o.neighbour_code_expires_at) })}</Text>
                <Text size="sm" mt={4} style={{ wordBreak: 'break-all' }}>
                  {`${window.location.origin}/?code=${o.neighbour_code}`}
                </Text>
              </Card>
            )}
          </Stack>
        </Grid.Col>
      </Grid>
    </Container>
  );
}
