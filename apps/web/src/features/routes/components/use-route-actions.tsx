import { Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import { useTranslation } from 'react-i18next';
import { notify } from '../../../lib/notify.ts';
import { useRouteAction } from '../api/routes.ts';

export type RouteRunAction = 'start' | 'complete' | 'cancel';

const DONE = { start: 'started', complete: 'completed', cancel: 'canceled' } as const;

/** Start, complete and cancel, each after a confirmation dialog; the API's error shows in the user's language. */
export function useConfirmedRouteAction() {
  const { t } = useTranslation('routes');
  const act = useRouteAction();
  const ask = (id: number, action: RouteRunAction) =>
    modals.openConfirmModal({
      title: t(`dialog.${action}-title`, { id }),
      centered: true,
      children: <Text size="sm">{t(`dialog.${action}-body`)}</Text>,
      labels: { confirm: t(`action.${action}`), cancel: t('action.back') },
      confirmProps: { 'data-autofocus': true, 'data-testid': `dialog-${action}`, ...(action === 'cancel' ? { color: 'red' } : {}) },
      onConfirm: () =>
        act.mutate(
          { id, action },
          {
            onSuccess: (r) => notify(r.changed ? 'success' : 'info', r.changed ? t(`notice.${DONE[action]}`, { id }) : t('notice.already', { id })),
            onError: (e) => notify('error', e.message, { autoClose: 8000 }),
          },
        ),
    });
  const pending = (id: number, action: RouteRunAction) => act.isPending && act.variables?.id === id && act.variables.action === action;
  return { ask, pending, busy: act.isPending };
}
