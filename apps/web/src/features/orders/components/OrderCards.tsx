import { Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { IconX } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { OrderDetail } from '../api/orders-api.ts';
import { dateTime, lastValidDay } from '../lib/dates.ts';
import { ProgressBadge } from './StatusBadge.tsx';

/** The payments of an order, its progress, and the button to pay a stage that is due. */
export function PaymentCard({ order: o, money, paying, onPay }: { order: OrderDetail; money(n: number): string; paying: boolean; onPay(): void }) {
  const { t } = useTranslation('orders');
  return (
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
        <Button mt="md" fullWidth loading={paying} onClick={onPay} data-testid="pay-due">
          {t('detail.pay-now', { amount: money(o.progress.due_amount) })}
        </Button>
      )}
    </Card>
  );
}

/** The cancellation rule, until when it applies, and the button while it does. */
export function CancellationCard({ order: o, cancelling, onCancel }: { order: OrderDetail; cancelling: boolean; onCancel(): void }) {
  const { t } = useTranslation('orders');
  return (
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
          loading={cancelling}
          onClick={onCancel}
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
  );
}

/** The neighbour code the order issued, while it is valid: neighbours who order with it share the delivery. */
export function NeighbourCard({ order: o }: { order: OrderDetail }) {
  const { t } = useTranslation('orders');
  if (!o.neighbour_code || o.status === 7) return null;
  return (
    <Card withBorder padding="lg" bg="forest.0">
      <Title order={2} size="h4" mb="xs">
        {t('detail.neighbour-title')}
      </Title>
      <Text size="sm">{t('detail.neighbour-text', { code: o.neighbour_code, date: lastValidDay(o.neighbour_code_expires_at) })}</Text>
      <Text size="sm" mt={4} style={{ wordBreak: 'break-all' }}>
        {`${window.location.origin}/?code=${o.neighbour_code}`}
      </Text>
    </Card>
  );
}
