import { Button, Group, Modal, Stack, Text, Textarea } from '@mantine/core';
import { modals } from '@mantine/modals';
import { IconCheck, IconX } from '@tabler/icons-react';
import type { WholesaleOrderDetail } from '@vedmarked/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../lib/api.ts';
import { notify } from '../../../lib/notify.ts';
import { type Side, useMarketOrderAction } from '../api/market-orders.ts';
import { CollectedButton } from './CollectedButton.tsx';

/**
 * Confirm (the wholesaler), mark an order without transport collected (the wholesaler) and cancel (the wholesaler with a reason in a dialog; the buying vendor
 * while the order is not yet confirmed), each asked first, with a notice of what happened.
 */
export function MarketOrderActions({ order, side }: { order: WholesaleOrderDetail; side: Side }) {
  const { t } = useTranslation('wholesale-orders');
  const act = useMarketOrderAction(side);
  const [cancelling, setCancelling] = useState(false);
  const [reason, setReason] = useState('');
  const [reasonError, setReasonError] = useState<string | null>(null);
  if (!order.can_confirm && !order.can_cancel && !order.can_collect) return null;

  const run = (action: 'confirm' | 'cancel', why?: string) =>
    act.mutate(
      { id: order.id, action, reason: why },
      {
        onSuccess: (r) => {
          setCancelling(false);
          notify(
            r.changed ? 'success' : 'info',
            t(r.changed ? (action === 'confirm' ? 'notice.confirmed' : 'notice.cancelled') : 'notice.already', { id: order.id }),
          );
        },
        onError: (e) => {
          const fields = e instanceof ApiError ? e.fields : undefined;
          if (fields?.reason) setReasonError(fields.reason);
          else notify('error', e instanceof ApiError ? e.message : String(e), { autoClose: 8000 });
        },
      },
    );

  const askConfirm = () =>
    modals.openConfirmModal({
      title: t('dialog.confirm-title', { id: order.id }),
      centered: true,
      children: <Text size="sm">{t(order.needs_transport ? 'dialog.confirm-body-transport' : 'dialog.confirm-body')}</Text>,
      labels: { confirm: t('action.confirm'), cancel: t('action.back') },
      confirmProps: { 'data-autofocus': true, 'data-testid': 'dialog-confirm' },
      onConfirm: () => run('confirm'),
    });

  const askBuyerCancel = () =>
    modals.openConfirmModal({
      title: t('dialog.cancel-title', { id: order.id }),
      centered: true,
      children: <Text size="sm">{t('dialog.buyer-cancel-body')}</Text>,
      labels: { confirm: t('action.cancel'), cancel: t('action.back') },
      confirmProps: { color: 'red.9', 'data-autofocus': true, 'data-testid': 'dialog-cancel' },
      onConfirm: () => run('cancel'),
    });

  const submitReason = () => {
    if (reason.trim().length < 3) return setReasonError(t('dialog.reason-required'));
    run('cancel', reason.trim());
  };

  return (
    <Group gap="xs" wrap="wrap">
      {order.can_confirm && (
        <Button
          leftSection={<IconCheck size={16} aria-hidden />}
          loading={act.isPending && act.variables?.action === 'confirm'}
          disabled={act.isPending}
          onClick={askConfirm}
          data-testid="market-order-confirm"
        >
          {t('action.confirm')}
        </Button>
      )}
      {order.can_collect && <CollectedButton order={order} />}
      {order.can_cancel && (
        <Button
          variant="default"
          c="red.9"
          leftSection={<IconX size={16} aria-hidden />}
          loading={act.isPending && act.variables?.action === 'cancel'}
          disabled={act.isPending}
          onClick={side === 'seller' ? () => setCancelling(true) : askBuyerCancel}
          data-testid="market-order-cancel"
        >
          {t('action.cancel')}
        </Button>
      )}
      <Modal opened={cancelling} onClose={() => setCancelling(false)} title={t('dialog.cancel-title', { id: order.id })} centered>
        <Stack>
          <Text size="sm">{t('dialog.seller-cancel-body')}</Text>
          <Textarea
            label={t('dialog.reason')}
            required
            autosize
            minRows={3}
            maxLength={500}
            value={reason}
            error={reasonError}
            onChange={(e) => {
              setReason(e.currentTarget.value);
              setReasonError(null);
            }}
            data-autofocus
            data-testid="cancel-reason"
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setCancelling(false)}>
              {t('action.back')}
            </Button>
            <Button color="red.9" loading={act.isPending} onClick={submitReason} data-testid="dialog-cancel">
              {t('action.cancel')}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </Group>
  );
}
