import { Alert, Button, Card, Container, Grid, Group, Image, List, Loader, Radio, Stack, Text, Title } from '@mantine/core';
import { planAmounts } from '@vedmarked/domain';
import { IconAlertTriangle, IconCreditCard, IconFileInvoice, IconLock } from '@tabler/icons-react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useNavigate } from 'react-router';
import { ApiError } from '../../../lib/api.ts';
import { notify } from '../../../lib/notify.ts';
import { setSession } from '../../../lib/session.ts';
import { useCart, useMoney } from '../../cart/index.ts';
import { useCartCheck } from '../api/check-cart.ts';
import { addOrder, cancelOrder, checkOrder, createPayment, payOrder } from '../api/order-calls.ts';
import type { CheckoutAccount as Account } from '@vedmarked/domain';
import { checkoutKey, type DeliveryDraft, draftImages, draftToForm, loadDraft, pendingOrder, setPendingOrder } from '../checkout-draft.ts';
import { formatDate } from '../../../lib/format-date.ts';
import { OrderTotals } from '../components/OrderTotals.tsx';

function signInCreated(account: Account | null) {
  if (!account) return;
  setSession(account.access_token, {
    id: account.user.id,
    email: account.user.email,
    role: account.user.role,
    firstName: account.user.first_name,
    lastName: account.user.last_name,
  });
}

/** An order placed in this tab but not paid: pay it, or cancel it and get the cart back. */
function PendingOrder({ orderId }: { orderId: number }) {
  const { t } = useTranslation('checkout');
  const navigate = useNavigate();
  const qc = useQueryClient();
  const [busy, setBusy] = useState<'pay' | 'cancel' | null>(null);
  return (
    <Container size="sm" py="xl">
      <Card withBorder padding="lg">
        <Stack>
          <Title order={1} size="h2">
            {t('payment.pending-title', { id: orderId })}
          </Title>
          <Text>{t('payment.pending-text')}</Text>
          <Group>
            <Button
              loading={busy === 'pay'}
              onClick={async () => {
                setBusy('pay');
                try {
                  const p = await payOrder(orderId, '/checkout-success');
                  setPendingOrder({ orderId, paymentId: p.payment_id });
                  if (p.hosted_url) window.location.assign(p.hosted_url);
                  else navigate(`/checkout-success?payment_id=${p.payment_id}`);
                } catch (e) {
                  notify('error', e instanceof Error ? e.message : t('network'));
                  if (e instanceof ApiError && e.status === 409) setPendingOrder(null);
                } finally {
                  setBusy(null);
                }
              }}
            >
              {t('payment.pay-pending')}
            </Button>
            <Button
              variant="default"
              loading={busy === 'cancel'}
              onClick={async () => {
                setBusy('cancel');
                try {
                  await cancelOrder(orderId);
                } catch {
                  // Already cancelled or paid: the cart page shows what is there.
                }
                setPendingOrder(null);
                sessionStorage.removeItem('vm.checkout-key');
                await qc.invalidateQueries({ queryKey: ['cart'] });
                navigate('/cart');
              }}
            >
              {t('payment.back-to-cart')}
            </Button>
          </Group>
        </Stack>
      </Card>
    </Container>
  );
}

/** Places the order: by invoice at once, by card through the provider's payment page. */
function usePlaceOrder(draft: DeliveryDraft | null, method: 'card' | 'invoice') {
  const { t } = useTranslation('checkout');
  const navigate = useNavigate();
  const [paying, setPaying] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function pay() {
    if (!draft) return;
    setPaying(true);
    setError(null);
    const key = checkoutKey();
    try {
      if (method === 'invoice') {
        const r = await addOrder(draftToForm({ ...draft, agree_terms: true, payment_method: 'invoice' }, { idempotency_key: key }));
        signInCreated(r.account);
        navigate(`/checkout-success?order_id=${r.order.id}&method=invoice`);
        return;
      }
      const r = await createPayment(
        draftToForm({ ...draft, agree_terms: true, payment_method: 'card' }, { idempotency_key: key, return_url: '/checkout-success' }),
      );
      signInCreated(r.account);
      setPendingOrder({ orderId: r.order.id, paymentId: r.payment.payment_id });
      if (r.payment.hosted_url) window.location.assign(r.payment.hosted_url);
      else navigate(`/checkout-success?payment_id=${r.payment.payment_id}`);
    } catch (e) {
      setPaying(false);
      if (e instanceof ApiError && e.code === 'cart_empty') {
        navigate('/cart');
        return;
      }
      setError(e instanceof ApiError ? (Object.values(e.fields)[0] ?? e.message) : t('network'));
    }
  }

  return { pay, paying, error };
}

/** Step 2 of the checkout: the order as it will be placed, the payment plan, and paying. */
export default function PaymentPage() {
  const { t } = useTranslation('checkout');
  const money = useMoney();
  const draft = loadDraft();
  const cart = useCart();
  const check = useCartCheck();
  const pending = pendingOrder();
  const [method, setMethod] = useState<'card' | 'invoice'>(draft?.payment_method ?? 'card');
  const { pay, paying, error } = usePlaceOrder(draft, method);
  const photosLost = !!draft?.deliver_if_iam_not_at_home && draftImages().length === 0;

  const priced = useQuery({
    queryKey: ['order-check', JSON.stringify(draft), cart.data?.newCart.total],
    queryFn: () => checkOrder(draftToForm({ ...draft!, agree_terms: true })),
    enabled: !!draft && !photosLost && !!cart.data && cart.data.newCart.lines.length > 0 && !pending,
    retry: false,
  });

  if (pending) return <PendingOrder orderId={pending.orderId} />;
  if (!draft || photosLost) return <Navigate to="/checkout" replace />;
  if (cart.data && cart.data.newCart.lines.length === 0) return <Navigate to="/cart" replace />;
  if (priced.error instanceof ApiError && priced.error.status === 422) return <Navigate to="/checkout" replace />;

  const canInvoice = draft.checkout_type === 'company' && !!check.data?.customer?.can_pay_by_invoice;
  const summary = priced.data?.summary;
  const plan = summary ? planAmounts(summary.total) : null;
  const cur = summary?.currency ?? 'NOK';

  return (
    <Container size="lg" py="lg">
      <Title order={1} mb="md">
        {t('payment.title')}
      </Title>
      <Grid gutter="lg">
        <Grid.Col span={{ base: 12, md: 7 }}>
          <Stack gap="lg">
            <Card withBorder padding="lg">
              <Group justify="space-between" mb="xs">
                <Title order={2} size="h4">
                  {t('payment.your-order')}
                </Title>
                <Button component={Link} to="/checkout" variant="subtle" size="compact-sm">
                  {t('payment.change')}
                </Button>
              </Group>
              <Stack gap={6}>
                {cart.data?.newCart.lines.map((l) => (
                  <Group key={l.id} wrap="nowrap" justify="space-between">
                    <Group wrap="nowrap" gap="xs">
                      <Image src={l.image} alt="" w={36} h={36} fit="contain" />
                      <Text size="sm">
                        {l.quantity} × {l.name}
                      </Text>
                    </Group>
                    <Text size="sm">{money(l.total, cur)}</Text>
                  </Group>
                ))}
              </Stack>
              <List size="sm" mt="md" spacing={4}>
                <List.Item>
                  {draft.first_name} {draft.last_name}, {draft.delivery_street}, {cart.data?.newCart.postcode} {draft.delivery_city}
                </List.Item>
                {summary && (
                  <List.Item>{t('payment.period', { from: formatDate(summary.delivery_date_from), to: formatDate(summary.delivery_date_to) })}</List.Item>
                )}
                <List.Item>{t(`window.${draft.time_window}`)}</List.Item>
                {draft.carry_and_placement && <List.Item>{t('services.carry-short')}</List.Item>}
                {draft.only_small_car && <List.Item>{t('services.small-car')}</List.Item>}
                {draft.deliver_if_iam_not_at_home && <List.Item>{t('services.not-home-short', { count: draftImages().length })}</List.Item>}
              </List>
            </Card>

            <Card withBorder padding="lg">
              <Title order={2} size="h4" mb="sm">
                {t('payment.method')}
              </Title>
              <Radio.Group value={method} onChange={(v) => setMethod(v as 'card' | 'invoice')} aria-label={t('payment.method')}>
                <Stack gap="sm">
                  <Radio
                    value="card"
                    label={
                      <Group gap={6}>
                        <IconCreditCard size={18} aria-hidden />
                        {t('payment.card')}
                      </Group>
                    }
                  />
                  {canInvoice && (
                    <Radio
                      value="invoice"
                      label={
                        <Group gap={6}>
                          <IconFileInvoice size={18} aria-hidden />
                          {t('payment.invoice')}
                        </Group>
                      }
                    />
                  )}
                </Stack>
              </Radio.Group>
              {method === 'card' && plan && (
                <Alert variant="light" color="blue" mt="md" data-testid="payment-plan">
                  <Text size="sm" fw={600}>
                    {t('payment.plan-now', { amount: money(plan.initial, cur) })}
                  </Text>
                  <Text size="sm">{t('payment.plan-reserved', { amount: money(plan.confirmation + plan.final, cur) })}</Text>
                  <Text size="sm">{t('payment.plan-later', { confirmation: money(plan.confirmation, cur), final: money(plan.final, cur) })}</Text>
                  <Text size="sm" c="gray.7" mt={4}>
                    {t('payment.plan-deadline')}
                  </Text>
                </Alert>
              )}
              {method === 'invoice' && (
                <Alert variant="light" color="blue" mt="md">
                  {t('payment.invoice-text')}
                </Alert>
              )}
            </Card>
          </Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 5 }}>
          <Card withBorder padding="lg">
            <Stack>
              <Title order={2} size="h4">
                {t('payment.total-title')}
              </Title>
              {priced.isPending ? (
                <Loader size="sm" />
              ) : summary ? (
                <OrderTotals
                  price={{
                    productsSubtotal: summary.products_subtotal,
                    carryPrice: summary.carry_price,
                    shipping: summary.shipping,
                    periodExtra: summary.period_extra,
                    discount: summary.discount,
                    total: summary.total,
                  }}
                  currency={cur}
                />
              ) : (
                <Alert color="red">{priced.error?.message}</Alert>
              )}
              {error && (
                <Alert color="red" icon={<IconAlertTriangle size={18} aria-hidden />} role="alert" data-testid="payment-error">
                  {error}
                </Alert>
              )}
              <Button size="lg" leftSection={<IconLock size={18} aria-hidden />} onClick={pay} loading={paying} disabled={!summary} data-testid="pay">
                {method === 'invoice' ? t('payment.place-invoice') : plan ? t('payment.pay', { amount: money(plan.initial, cur) }) : t('payment.pay-plain')}
              </Button>
              <Text size="xs" c="gray.7">
                {t('payment.secure')}
              </Text>
            </Stack>
          </Card>
        </Grid.Col>
      </Grid>
    </Container>
  );
}
