import { Alert, Anchor, Button, Card, Container, CopyButton, Group, List, Loader, Stack, Text, TextInput, ThemeIcon, Title } from '@mantine/core';
import { IconCheck, IconCopy, IconCreditCardOff, IconShare } from '@tabler/icons-react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { api } from '../../../lib/api.ts';
import { notify } from '../../../lib/notify.ts';
import { useSession } from '../../../lib/session.ts';
import { useMoney } from '../../cart/index.ts';
import { cancelOrder, paymentFailed, paymentStatus, payOrder } from '../api/order-calls.ts';
import type { OrderSummary, PaymentState } from '@vedmarked/domain';
import { clearAfterOrder, setPendingOrder } from '../checkout-draft.ts';
import { formatDate } from '../../../lib/format-date.ts';
import { lastValidDay } from '../components/dates.ts';

const CAUSES = ['wrong-details', 'expired', 'funds', 'connection'] as const;
const CAUSE_OF: Record<string, (typeof CAUSES)[number] | null> = {
  declined: 'wrong-details',
  expired_card: 'expired',
  insufficient_funds: 'funds',
  processing_error: 'connection',
  canceled: null,
  expired: null,
};

/** The neighbour code to share: neighbours within 350 m get 50% off delivery. */
function ShareCode({ order }: { order: OrderSummary }) {
  const { t } = useTranslation('checkout');
  if (!order.neighbour_code) return null;
  const link = `${window.location.origin}/?code=${encodeURIComponent(order.neighbour_code)}`;
  return (
    <Card withBorder padding="lg" bg="forest.0" data-testid="share-code">
      <Stack gap="xs">
        <Title order={2} size="h4">
          {t('success.share-title')}
        </Title>
        <Text size="sm">{t('success.share-text', { date: lastValidDay(order.neighbour_code_expires_at) })}</Text>
        <Group gap="xs" align="flex-end" wrap="nowrap">
          <TextInput
            label={t('success.share-link')}
            value={link}
            readOnly
            style={{ flex: 1 }}
            onFocus={(e) => e.currentTarget.select()}
            data-testid="share-link"
          />
          <CopyButton value={link}>
            {({ copied, copy }) => (
              <Button
                variant={copied ? 'filled' : 'light'}
                color={copied ? 'forest.8' : undefined}
                leftSection={copied ? <IconCheck size={16} aria-hidden /> : <IconCopy size={16} aria-hidden />}
                onClick={() => {
                  try {
                    copy();
                  } catch {
                    notify('error', t('success.copy-failed'));
                  }
                }}
              >
                {copied ? t('success.copied') : t('success.copy')}
              </Button>
            )}
          </CopyButton>
          {'share' in navigator && (
            <Button
              variant="light"
              leftSection={<IconShare size={16} aria-hidden />}
              onClick={() =>
                void navigator.share({ title: 'Vedmarked', text: t('success.share-message', { code: order.neighbour_code }), url: link }).catch(() => undefined)
              }
            >
              {t('success.share')}
            </Button>
          )}
        </Group>
        <Text size="sm" c="gray.7">
          {t('success.share-code', { code: order.neighbour_code })}
        </Text>
      </Stack>
    </Card>
  );
}

function Paid({ order, invoice }: { order: OrderSummary; invoice?: boolean }) {
  const { t } = useTranslation('checkout');
  const money = useMoney();
  const { actor } = useSession();
  const customer = actor === 'customer' || actor === 'customer-company';
  return (
    <Stack gap="lg" data-testid="payment-success">
      <Group wrap="nowrap" align="flex-start">
        <ThemeIcon size={56} radius="xl" color="forest.8" aria-hidden>
          <IconCheck size={32} />
        </ThemeIcon>
        <div>
          <Title order={1}>{t('success.title')}</Title>
          <Text size="lg">{t('success.order-number', { id: order.id })}</Text>
        </div>
      </Group>
      <Card withBorder padding="lg">
        <List spacing="xs">
          <List.Item>
            {invoice
              ? t('success.invoice', { amount: money(order.total, order.currency) })
              : t('success.paid', {
                  amount: money(order.progress.paid_amount, order.currency),
                  reserved: money(order.progress.reserved_amount, order.currency),
                })}
          </List.Item>
          <List.Item>{t('success.period', { from: formatDate(order.delivery_date_from), to: formatDate(order.delivery_date_to) })}</List.Item>
          <List.Item>{t('success.next')}</List.Item>
          <List.Item>{t('success.email')}</List.Item>
        </List>
      </Card>
      <ShareCode order={order} />
      <Group>
        {customer && (
          <Button component={Link} to={`/orders/${order.id}`} data-testid="see-order">
            {t('success.see-order')}
          </Button>
        )}
        <Button component={Link} to="/" variant="default">
          {t('success.continue')}
        </Button>
      </Group>
    </Stack>
  );
}

function Failed({ state }: { state: PaymentState }) {
  const { t } = useTranslation('checkout');
  const navigate = useNavigate();
  const qc = useQueryClient();
  const [busy, setBusy] = useState<'retry' | 'cart' | null>(null);
  const reason = state.payment.failure_reason ?? '';
  const likely = CAUSE_OF[reason] ?? null;
  return (
    <Stack gap="lg" data-testid="payment-failed">
      <Group wrap="nowrap" align="flex-start">
        <ThemeIcon size={56} radius="xl" color="red.9" aria-hidden>
          <IconCreditCardOff size={30} />
        </ThemeIcon>
        <div>
          <Title order={1}>{reason === 'canceled' ? t('failed.canceled-title') : t('failed.title')}</Title>
          <Text>{t('failed.order-kept', { id: state.order.id })}</Text>
        </div>
      </Group>
      {reason && reason !== 'canceled' && (
        <Alert color="red" variant="light" role="alert" data-testid="failure-reason">
          {t(`failed.reason.${reason}`, { defaultValue: t('failed.reason.unknown') })}
        </Alert>
      )}
      <Card withBorder padding="lg">
        <Text fw={600} mb="xs">
          {t('failed.causes-title')}
        </Text>
        <List spacing="xs">
          {CAUSES.map((c) => (
            <List.Item key={c} fw={c === likely ? 700 : 400}>
              {t(`failed.cause.${c}`)}
            </List.Item>
          ))}
        </List>
        <Text size="sm" mt="sm">
          {t('failed.deadline')}
        </Text>
      </Card>
      <Group>
        <Button
          loading={busy === 'retry'}
          data-testid="retry-payment"
          onClick={async () => {
            setBusy('retry');
            try {
              const p = await payOrder(state.order.id, '/checkout-success');
              setPendingOrder({ orderId: state.order.id, paymentId: p.payment_id });
              if (p.hosted_url) window.location.assign(p.hosted_url);
              else navigate(`/checkout-success?payment_id=${p.payment_id}`, { replace: true });
            } catch (e) {
              notify('error', e instanceof Error ? e.message : t('network'));
              setBusy(null);
            }
          }}
        >
          {t('failed.retry')}
        </Button>
        <Button
          variant="default"
          loading={busy === 'cart'}
          onClick={async () => {
            setBusy('cart');
            try {
              await cancelOrder(state.order.id);
            } catch {
              // Nothing to restore: the cart page shows what is there.
            }
            setPendingOrder(null);
            sessionStorage.removeItem('vm.checkout-key');
            await qc.invalidateQueries({ queryKey: ['cart'] });
            navigate('/cart');
          }}
        >
          {t('failed.back-to-cart')}
        </Button>
      </Group>
    </Stack>
  );
}

/** After the payment page: success (with the neighbour link to share) or the failed payment and its likely causes. */
export default function SuccessPage() {
  const { t } = useTranslation('checkout');
  const [params] = useSearchParams();
  const qc = useQueryClient();
  const paymentId = params.get('payment_id');
  const returned = params.get('status');
  const orderId = params.get('order_id');
  const [polls, setPolls] = useState(0);

  const state = useQuery({
    queryKey: ['payment-state', paymentId, polls],
    queryFn: () => (returned && returned !== 'charged' ? paymentFailed(paymentId!) : paymentStatus(paymentId!)),
    enabled: !!paymentId,
    retry: 1,
  });
  const invoiceOrder = useQuery({
    queryKey: ['invoice-order', orderId],
    queryFn: () => api<OrderSummary>(`/customer-company/order/show/${orderId}`),
    enabled: !paymentId && !!orderId,
  });

  const paid = state.data?.payment.status === 'paid' || invoiceOrder.data;
  useEffect(() => {
    if (!paid) return;
    clearAfterOrder();
    void qc.invalidateQueries({ queryKey: ['cart'] });
  }, [paid, qc]);
  // The provider may not have settled yet: ask again a few times.
  useEffect(() => {
    if (state.data?.payment.status === 'pending' && polls < 5) {
      const timer = window.setTimeout(() => setPolls((n) => n + 1), 1500);
      return () => window.clearTimeout(timer);
    }
  }, [state.data, polls]);

  let body: React.ReactNode;
  if (!paymentId && !orderId)
    body = (
      <Stack>
        <Title order={1}>{t('success.nothing-title')}</Title>
        <Anchor component={Link} to="/cart">
          {t('success.to-cart')}
        </Anchor>
      </Stack>
    );
  else if (state.isPending && paymentId) body = <Loader />;
  else if (invoiceOrder.data) body = <Paid order={invoiceOrder.data} invoice />;
  else if (state.error) body = <Alert color="red">{state.error.message}</Alert>;
  else if (state.data?.payment.status === 'paid') body = <Paid order={state.data.order} />;
  else if (state.data?.payment.status === 'failed') body = <Failed state={state.data} />;
  else if (state.data)
    body = (
      <Stack>
        <Title order={1}>{t('success.waiting-title')}</Title>
        <Text>{t('success.waiting-text')}</Text>
        {polls >= 5 ? <Failed state={{ ...state.data, payment: { ...state.data.payment, failure_reason: null } }} /> : <Loader />}
      </Stack>
    );
  else body = <Loader />;

  return (
    <Container size="md" py="xl">
      {body}
    </Container>
  );
}
