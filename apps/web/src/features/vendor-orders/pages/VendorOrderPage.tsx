import { type Currency, formatMoney } from '@vedmarked/domain';
import { Alert, Anchor, Card, Grid, Group, List, Progress, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { DeliveryWindowItems } from '../../../components/orders/DeliveryWindowItems.tsx';
import { OrderLinesTable } from '../../../components/orders/OrderLinesTable.tsx';
import { OrderPhotos } from '../../../components/orders/OrderPhotos.tsx';
import { useVendorOrder } from '../api/vendor-orders.ts';
import { OrderActions } from '../components/OrderActions.tsx';
import { shortDate, VendorProgressBadge, VendorStatusBadge } from '../components/badges.tsx';
import { BackLink, DetailMissing } from '../../../components/DetailPage.tsx';

/**
 * /dashboard/orders/{orderId}: one order as the vendor needs it to deliver — lines, delivery period
 * and time window, address, services, the customer's comment, payment progress — with confirm and
 * cancel. A market order hides the customer's contact details until the vendor takes it.
 */
export default function VendorOrderPage() {
  const { t, i18n } = useTranslation('vendor-orders');
  const { orderId } = useParams();
  const id = Number(orderId);
  const order = useVendorOrder(id);
  const navigate = useNavigate();

  const back = <BackLink to="/dashboard/orders">{t('detail.back')}</BackLink>;
  if (order.isPending && Number.isInteger(id) && id > 0) return <Skeleton h={320} />;
  if (order.error || !order.data)
    return (
      <DetailMissing back={back} testId="vendor-order-missing">
        {order.error?.message ?? t('detail.not-found')}
      </DetailMissing>
    );
  const o = order.data;
  const money = (n: number) => formatMoney(n, o.currency as Currency, i18n.language);
  return (
    <Stack maw={1200} mx="auto" gap="md">
      {back}
      <Group justify="space-between" wrap="wrap">
        <Group gap="sm">
          <Title order={1}>{t('detail.title', { id: o.id })}</Title>
          <VendorStatusBadge name={o.status_name} colour={o.status_colour} />
          <VendorProgressBadge label={o.progress.label} />
        </Group>
        <OrderActions
          id={o.id}
          market={o.market}
          actions={o.actions}
          onDone={(action) => {
            // A market order this vendor hid is no longer its to see.
            if (o.market && action === 'cancel') navigate('/dashboard/orders?tab=market');
          }}
        />
      </Group>
      {o.admin_comment && (
        <Alert color="grape" variant="light" c="dark.8" title={t('detail.admin-comment')} data-testid="vendor-order-admin-comment">
          <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
            {o.admin_comment}
          </Text>
        </Alert>
      )}
      {o.market && (
        <Alert color="orange" variant="light" c="dark.8">
          {t('detail.market-note')}
        </Alert>
      )}
      {o.dugnad && (
        <Alert color="forest" variant="light" c="dark.8" data-testid="order-dugnad">
          {t('detail.dugnad-note', { group: o.dugnad.group_name, from: shortDate(o.dugnad.delivery_date_from), to: shortDate(o.dugnad.delivery_date_to) })}
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
                  {t('detail.address')}: {o.delivery.street}, {o.delivery.postcode} {o.delivery.city}
                </List.Item>
                <DeliveryWindowItems delivery={o.delivery} t={t} date={shortDate} />
                {o.delivery.arrival_date && (
                  <List.Item>{t('detail.arrival', { date: shortDate(o.delivery.arrival_date), time: o.delivery.arrival_time ?? '' })}</List.Item>
                )}
              </List>
              <Title order={3} size="h5" mt="md" mb={4}>
                {t('detail.services')}
              </Title>
              {o.services.length ? (
                <List spacing={4} size="sm" data-testid="vendor-order-services">
                  {o.services.map((s) => (
                    <List.Item key={s.code}>
                      {t(`service.${s.code}`)}
                      {s.price > 0 ? ` (${money(s.price)})` : ''}
                    </List.Item>
                  ))}
                </List>
              ) : (
                <Text size="sm" c="dimmed">
                  {t('detail.no-services')}
                </Text>
              )}
              {o.comment && (
                <>
                  <Title order={3} size="h5" mt="md" mb={4}>
                    {t('detail.comment')}
                  </Title>
                  <Text size="sm" style={{ whiteSpace: 'pre-wrap' }} data-testid="vendor-order-comment">
                    {o.comment}
                  </Text>
                </>
              )}
              {(['placement', 'delivery'] as const).map((kind) => {
                // The customer's photos of where to leave the goods, then the driver's from the delivery.
                const images = o.images.filter((i) => i.kind === kind);
                const [title, alt] = kind === 'placement' ? ['detail.photos', 'detail.photo'] : ['detail.delivery-photos', 'detail.delivery-photo'];
                return (
                  images.length > 0 && (
                    <div key={kind}>
                      <Title order={3} size="h5" mt="md" mb="xs">
                        {t(title)}
                      </Title>
                      <OrderPhotos images={images} alt={(n) => t(alt, { n })} />
                    </div>
                  )
                );
              })}
            </Card>

            <OrderLinesTable order={o} money={money} t={t} compact testId="vendor-order-lines" />
          </Stack>
        </Grid.Col>

        <Grid.Col span={{ base: 12, md: 5 }}>
          <Stack gap="lg">
            <Card withBorder padding="lg">
              <Title order={2} size="h4" mb="sm">
                {t('detail.customer')}
              </Title>
              <Text size="sm">
                {o.customer.first_name} {o.customer.last_name}
              </Text>
              {o.customer.company_name && (
                <Text size="sm">{t('detail.company', { name: o.customer.company_name, org: o.customer.organization_number ?? '' })}</Text>
              )}
              {o.customer.email && (
                <Anchor href={`mailto:${o.customer.email}`} size="sm" display="block">
                  {o.customer.email}
                </Anchor>
              )}
              {o.customer.phone && (
                <Anchor href={`tel:${o.customer.phone}`} size="sm" display="block">
                  {o.customer.phone}
                </Anchor>
              )}
            </Card>
            <Card withBorder padding="lg" data-testid="vendor-order-payment">
              <Group justify="space-between" mb="sm">
                <Title order={2} size="h4">
                  {t('detail.payment')}
                </Title>
                <VendorProgressBadge label={o.progress.label} />
              </Group>
              <Progress value={o.progress.paid_pct} aria-label={t(`progress.${o.progress.label}`)} mb="xs" />
              <Text size="sm" mb="sm">
                {t('detail.paid-of', { paid: money(o.progress.paid_amount), total: money(o.total) })}
              </Text>
              <Text size="sm" mb="sm" data-testid="vendor-order-shipping">
                {t(o.fixed_shipping != null ? 'detail.shipping-fixed' : 'detail.shipping', { amount: money(o.shipping) })}
              </Text>
              <Stack gap={4}>
                {o.payments.map((p) => (
                  <Group key={p.id} justify="space-between" wrap="nowrap" align="flex-start">
                    <div>
                      <Text size="sm" fw={600}>
                        {t(`stage.${p.stage}`)}
                      </Text>
                      <Text size="xs" c="dimmed">
                        {t(`payment-status.${p.status}`)}
                      </Text>
                    </div>
                    <Text size="sm" style={{ whiteSpace: 'nowrap' }}>
                      {money(p.amount)}
                    </Text>
                  </Group>
                ))}
              </Stack>
            </Card>
          </Stack>
        </Grid.Col>
      </Grid>
    </Stack>
  );
}
