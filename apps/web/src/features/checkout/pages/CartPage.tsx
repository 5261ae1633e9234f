import { Alert, Box, Button, Card, Container, Grid, Group, List, Loader, Stack, Tabs, Text, ThemeIcon, Title } from '@mantine/core';
import { TOAST_CART_IS_EMPTY } from '@vedmarked/domain';
import { IconAlertTriangle, IconArrowRight, IconShoppingCartOff, IconTrash, IconTruckDelivery } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { PostcodeBox } from '../../../components/PostcodeBox.tsx';
import { ApiError, api } from '../../../lib/api.ts';
import { notify } from '../../../lib/notify.ts';
import { useStored } from '../../../lib/storage.ts';
import { type CartCheck, CartLines, CartSummary, CrossSell, confirmDialog, useCart, useClearCart, useMoney } from '../../cart/index.ts';

function DeliveryTab() {
  const { t } = useTranslation('checkout');
  const money = useMoney();
  const cart = useCart();
  const info = cart.data?.vendorInfo;
  if (!info) return <Text c="gray.7">{t('cart-page.delivery-empty')}</Text>;
  const cur = info.currency;
  return (
    <Stack gap="md" data-testid="delivery-tab">
      <Title order={2} size="h4">
        {t('cart-page.delivered-by', { vendor: info.name })}
      </Title>
      {!info.delivers && (
        <Alert color="red" icon={<IconAlertTriangle size={18} aria-hidden />}>
          {t('cart-page.not-delivering', { code: cart.data?.newCart.postcode })}
        </Alert>
      )}
      <List spacing="xs">
        {info.shipping_price !== null && (
          <List.Item>{t('cart-page.shipping-to', { code: cart.data?.newCart.postcode, price: money(info.shipping_price, cur) })}</List.Item>
        )}
        <List.Item>{t('cart-page.min-order', { price: money(info.min_order_price, cur), sacks: info.min_order_sacks })}</List.Item>
        <List.Item>{t('cart-page.carry', { sack: money(info.carry_prices.sack, cur), bag: money(info.carry_prices.bigBag, cur) })}</List.Item>
      </List>
      <Title order={3} size="h5">
        {t('cart-page.options-title')}
      </Title>
      <List spacing="xs">
        {info.delivery_options.map((o) => (
          <List.Item key={o.period}>{t(`period.${o.period}-long`, { days: o.days, extra: o.extra_pct })}</List.Item>
        ))}
        <List.Item>{t('cart-page.windows')}</List.Item>
      </List>
      <Text size="sm" c="gray.7">
        {t('cart-page.payment-note')}
      </Text>
    </Stack>
  );
}

/** Step 0 of the checkout: the cart, with its shopping cart and delivery tabs. */
export default function CartPage() {
  const { t } = useTranslation(['checkout', 'commerce']);
  const navigate = useNavigate();
  const qc = useQueryClient();
  const postcode = useStored('postcode');
  const code = useStored('promoCode');
  const cart = useCart();
  const clear = useClearCart();
  const [checking, setChecking] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const view = cart.data;
  const empty = !view || view.newCart.lines.length === 0;

  async function emptyCart() {
    const ok = await confirmDialog({
      title: t('cart-page.empty-title'),
      body: t('cart-page.empty-body'),
      confirm: t('cart-page.empty-confirm'),
      cancel: t('cancel'),
      danger: true,
    });
    if (!ok) return;
    clear.mutate(undefined, {
      onSuccess: () => notify('success', t('commerce:cart-is-empty'), { autoClose: TOAST_CART_IS_EMPTY }),
      onError: (e) => notify('error', e.message),
    });
  }

  async function next() {
    setChecking(true);
    setProblem(null);
    try {
      const check = await api<CartCheck>('/cart/check', { withSession: true, body: { postcode: postcode ?? '', code: code ?? undefined } });
      qc.setQueryData(['cart-check-result'], check);
      if (!check.valid) {
        setProblem(check.message);
        return;
      }
      navigate('/checkout');
    } catch (e) {
      setProblem(e instanceof ApiError ? (Object.values(e.fields)[0] ?? e.message) : t('network'));
    } finally {
      setChecking(false);
    }
  }

  if (!postcode)
    return (
      <Container size="sm" py="xl">
        <Stack>
          <Title order={1}>{t('cart-page.title')}</Title>
          <Text>{t('cart-page.need-postcode')}</Text>
          <Box maw={320}>
            <PostcodeBox withLabel />
          </Box>
        </Stack>
      </Container>
    );

  return (
    <Container size="lg" py="lg">
      <Group justify="space-between" mb="md" wrap="wrap">
        <Title order={1}>{t('cart-page.title')}</Title>
        {!empty && (
          <Button
            variant="subtle"
            color="red.9"
            c="red.9"
            leftSection={<IconTrash size={18} aria-hidden />}
            onClick={emptyCart}
            loading={clear.isPending}
            data-testid="empty-cart"
          >
            {t('cart-page.empty-button')}
          </Button>
        )}
      </Group>
      {cart.isPending ? (
        <Loader />
      ) : empty ? (
        <Card withBorder padding="xl" ta="center">
          <Stack align="center">
            <ThemeIcon size={64} radius="xl" variant="light" color="gray" aria-hidden>
              <IconShoppingCartOff size={36} />
            </ThemeIcon>
            <Text size="lg">{t('cart-page.empty')}</Text>
            <Group>
              <Button component={Link} to="/lena">
                {t('cart-page.shop-firewood')}
              </Button>
              <Button component={Link} to="/" variant="default">
                {t('cart-page.home')}
              </Button>
            </Group>
          </Stack>
        </Card>
      ) : (
        <Grid gutter="lg">
          <Grid.Col span={{ base: 12, md: 8 }}>
            <Tabs defaultValue="cart" keepMounted={false}>
              <Tabs.List mb="md">
                <Tabs.Tab value="cart">{t('cart-page.tab-cart')}</Tabs.Tab>
                <Tabs.Tab value="delivery" leftSection={<IconTruckDelivery size={16} aria-hidden />}>
                  {t('cart-page.tab-delivery')}
                </Tabs.Tab>
              </Tabs.List>
              <Tabs.Panel value="cart">
                <Stack gap="lg">
                  <CartLines view={view} />
                  <CrossSell view={view} cols={2} />
                </Stack>
              </Tabs.Panel>
              <Tabs.Panel value="delivery">
                <DeliveryTab />
              </Tabs.Panel>
            </Tabs>
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 4 }}>
            <Card withBorder padding="lg" radius="md">
              <Stack>
                <Title order={2} size="h4">
                  {t('cart-page.summary')}
                </Title>
                <CartSummary view={view} />
                {problem && (
                  <Alert color="red" variant="light" role="alert" data-testid="cart-problem">
                    {problem}
                  </Alert>
                )}
                <Button
                  size="md"
                  rightSection={<IconArrowRight size={18} aria-hidden />}
                  onClick={next}
                  loading={checking}
                  disabled={!view.newCart.min_order.ok}
                  data-testid="to-delivery"
                >
                  {t('cart-page.continue')}
                </Button>
              </Stack>
            </Card>
          </Grid.Col>
        </Grid>
      )}
    </Container>
  );
}
