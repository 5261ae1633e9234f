import { Button, Group, Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import { IconCheck, IconX } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../lib/api.ts';
import { notify } from '../../../lib/notify.ts';
import { useVendorOrderAction, type VendorOrderActions } from '../api/vendor-orders.ts';

interface Props {
  id: number;
  market: boolean;
  actions: VendorOrderActions;
  size?: 'xs' | 'sm';
  /** After a change went through (the detail page leaves a market order it hid). */
  onDone?: (action: 'confirm' | 'cancel') => void;
}

/**
 * Confirm and cancel (reject) with a confirmation dialog each, and a notice that says what
 * happened. On a market order they read "Take the order" and "Not for me".
 */
export function OrderActions({ id, market, actions, size = 'sm', onDone }: Props) {
  const { t } = useTranslation('vendor-orders');
  const act = useVendorOrderAction();
  if (!actions.confirm && !actions.cancel) return null;
  const names = market ? { confirm: 'take', cancel: 'hide' } : { confirm: 'confirm', cancel: 'reject' };

  const run = (action: 'confirm' | 'cancel') =>
    act.mutate(
      { id, action },
      {
        onSuccess: (r) => {
          if (!r.changed) notify('info', t('notice.already', { id }));
          else {
            const key = action === 'confirm' ? (market ? 'taken' : 'confirmed') : market ? 'hidden' : 'rejected';
            const extra = r.neighbour_ids.length ? ` ${t('notice.neighbours', { ids: r.neighbour_ids.join(', ') })}` : '';
            notify('success', t(`notice.${key}`, { id }) + extra);
          }
          onDone?.(action);
        },
        onError: (e) => notify('error', e instanceof ApiError ? e.message : String(e), { autoClose: 8000 }),
      },
    );

  const ask = (action: 'confirm' | 'cancel') => {
    const name = names[action];
    modals.openConfirmModal({
      title: t(`dialog.${name}-title`, { id }),
      centered: true,
      children: <Text size="sm">{t(`dialog.${name}-body`)}</Text>,
      labels: { confirm: t(`action.${name}`), cancel: t('action.back') },
      confirmProps: { color: action === 'cancel' ? 'red.9' : undefined, 'data-autofocus': true, 'data-testid': `dialog-${action}` },
      onConfirm: () => run(action),
    });
  };

  return (
    <Group gap="xs" wrap="nowrap">
      {actions.confirm && (
        <Button
          size={size}
          leftSection={<IconCheck size={16} aria-hidden />}
          loading={act.isPending && act.variables?.action === 'confirm'}
          disabled={act.isPending}
          onClick={() => ask('confirm')}
          aria-label={t(`action.${names.confirm}-aria`, { id })}
          data-testid="vendor-order-confirm"
        >
          {t(`action.${names.confirm}`)}
        </Button>
      )}
      {actions.cancel && (
        <Button
          size={size}
          variant="default"
          c="red.9"
          leftSection={<IconX size={16} aria-hidden />}
          loading={act.isPending && act.variables?.action === 'cancel'}
          disabled={act.isPending}
          onClick={() => ask('cancel')}
          aria-label={t(`action.${names.cancel}-aria`, { id })}
          data-testid="vendor-order-cancel"
        >
          {t(`action.${names.cancel}`)}
        </Button>
      )}
    </Group>
  );
}
