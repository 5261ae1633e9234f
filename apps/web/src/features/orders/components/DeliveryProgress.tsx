import { Card, Text, Timeline, Title, VisuallyHidden } from '@mantine/core';
import type { OrderDetail } from '@vedmarked/domain';
import { IconCheck, IconClipboardCheck, IconMapPin, IconRoute, IconTruckDelivery } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { OrderPhotos } from '../../../components/orders/OrderPhotos.tsx';
import { date, dateTime } from '../lib/dates.ts';
import { currentDeliveryStep, DELIVERY_STEPS, type DeliveryStep } from '../lib/delivery-steps.ts';

const ICONS = { ordered: IconClipboardCheck, confirmed: IconCheck, scheduled: IconRoute, inProgress: IconTruckDelivery, delivered: IconMapPin };

/**
 * Where the order is on its way to the door (/orders/{id}): ordered, confirmed, on a delivery route,
 * on its way, delivered. The current step says what the customer may expect (the arrival day and
 * about when, within their time of day); a delivered order shows the driver's photos.
 */
export function DeliveryProgress({ order: o }: { order: OrderDetail }) {
  const { t } = useTranslation('orders');
  const current = currentDeliveryStep(o.status_name);
  if (current === null) return null;
  const d = o.delivery;
  const arrival = { date: date(d.arrival_date), time: d.arrival_time ?? '', from: d.window_from, to: d.window_to };
  const photos = o.images.filter((i) => i.kind === 'delivery');
  const texts: Record<DeliveryStep, string> = {
    ordered: current === 0 ? t(`status.${o.status_name}`) : t('progress-steps.ordered-text', { date: dateTime(o.created_at) }),
    confirmed: t('progress-steps.confirmed-text'),
    scheduled: d.arrival_date ? t('progress-steps.scheduled-text', arrival) : '',
    inProgress: d.arrival_date ? t('progress-steps.inProgress-text', arrival) : '',
    delivered: d.delivered_at || d.arrival_date ? t('progress-steps.delivered-text', { when: d.delivered_at ? dateTime(d.delivered_at) : arrival.date }) : '',
  };
  return (
    <Card withBorder padding="lg" data-testid="delivery-progress">
      <Title order={2} size="h4" mb="md">
        {t('progress-steps.title')}
      </Title>
      <Timeline active={current} bulletSize={28} lineWidth={2} color="green.8">
        {DELIVERY_STEPS.map((step, i) => {
          const Icon = ICONS[step];
          const reached = i <= current;
          // Past steps keep a short line; the current one says what comes next; later ones are titles only.
          const text = i === current || (reached && step === 'ordered') ? texts[step] : '';
          return (
            <Timeline.Item
              key={step}
              bullet={<Icon size={16} aria-hidden />}
              aria-current={i === current ? 'step' : undefined}
              data-testid={`delivery-step-${step}`}
              title={
                <Text fw={i === current ? 700 : 500} c={reached ? undefined : 'gray.7'}>
                  {t(`progress-steps.${step}`)}
                  {i === current && <VisuallyHidden> ({t('progress-steps.current')})</VisuallyHidden>}
                </Text>
              }
            >
              {text && (
                <Text size="sm" c="dark.6" data-testid={i === current ? 'delivery-step-text' : undefined}>
                  {text}
                </Text>
              )}
              {step === 'delivered' && reached && photos.length > 0 && (
                <>
                  <Text size="sm" fw={600} mt="xs" mb={4}>
                    {t('progress-steps.photos')}
                  </Text>
                  <OrderPhotos images={photos} alt={(n) => t('progress-steps.photo', { n })} />
                </>
              )}
            </Timeline.Item>
          );
        })}
      </Timeline>
    </Card>
  );
}
