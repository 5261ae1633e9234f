import { Button, Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import { IconPackageExport } from '@tabler/icons-react';
import type { WholesaleOrderDetail } from '@vedmarked/domain';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../lib/api.ts';
import { notify } from '../../../lib/notify.ts';
import { useMarketOrderAction } from '../api/market-orders.ts';

/**
 * The wholesaler marks a confirmed order without transport collected, asked first: the vendor
 * picked the goods up itself, so the order is delivered (decision 0044). An order with transport
 * never shows it (the API refuses it too).
 */
export function CollectedButton({ order }: { order: WholesaleOrderDetail }) {
  const { t } = useTranslation('wholesale-orders');
  const act = useMarketOrderAction('seller');
  const run = () =>
    act.mutate(
      { id: order.id, action: 'collected' },
      {
        onSuccess: (r) => notify(r.changed ? 'success' : 'info', t(r.changed ? 'notice.collected' : 'notice.already', { id: order.id })),
        onError: (e) => notify('error', e instanceof ApiError ? e.message : String(e), { autoClose: 8000 }),
      },
    );
  return (
    <Button
      leftSection={<IconPackageExport size={16} aria-hidden />}
      loading={act.isPending}
      onClick={() =>
        modals.openConfirmModal({
          title: t('dialog.collected-title', { id: order.id }),
          centered: true,
          children: <Text size="sm">{t('dialog.collected-body')}</Text>,
          labels: { confirm: t('action.collected'), cancel: t('action.back') },
          confirmProps: { 'data-autofocus': true, 'data-testid': 'dialog-collected' },
          onConfirm: run,
        })
      }
      data-testid="market-order-collected"
    >
      {t('action.collected')}
    </Button>
  );
}
