import { Text, Timeline } from '@mantine/core';
import { IconCheck, IconPackage, IconTruck, IconX } from '@tabler/icons-react';
import type { WholesaleOrderDetail } from '@vedmarked/domain';
import { useTranslation } from 'react-i18next';
import { shortDate } from './badges.tsx';

/** The order's way so far: ordered → confirmed → in transport → delivered, or where it was cancelled. */
export function StatusTimeline({ order }: { order: WholesaleOrderDetail }) {
  const { t } = useTranslation('wholesale-orders');
  const steps: { key: string; at: string | null; icon: typeof IconCheck }[] = [
    { key: 'ordered', at: order.created_at, icon: IconPackage },
    { key: 'confirmed', at: order.confirmed_at, icon: IconCheck },
  ];
  if (order.status === 'cancelled') steps.push({ key: 'cancelled', at: order.cancelled_at, icon: IconX });
  else {
    if (order.needs_transport) steps.push({ key: 'in-transport', at: order.transport?.picked_up_at ?? null, icon: IconTruck });
    steps.push({ key: 'delivered', at: order.delivered_at, icon: IconCheck });
  }
  const active = steps.reduce((last, s, i) => (s.at ? i : last), 0);
  return (
    <Timeline active={active} bulletSize={24} lineWidth={2} aria-label={t('detail.timeline')}>
      {steps.map((s) => {
        const Icon = s.icon;
        return (
          <Timeline.Item key={s.key} bullet={<Icon size={14} aria-hidden />} title={t(`status.${s.key}`)}>
            <Text size="sm" c="dimmed">
              {s.at ? shortDate(s.at) : t('detail.not-yet')}
            </Text>
          </Timeline.Item>
        );
      })}
    </Timeline>
  );
}
