import { Text } from '@mantine/core';
import { modals } from '@mantine/modals';

/** Asks before a switch changes or a step that cannot be undone (spec section 4: some switches ask for confirmation). True when confirmed. */
export function confirmSwitch(opts: { title: string; body: string; confirm: string; cancel: string; danger?: boolean }): Promise<boolean> {
  return new Promise((resolve) => {
    let settled = false;
    const settle = (v: boolean) => {
      if (settled) return;
      settled = true;
      resolve(v);
    };
    modals.openConfirmModal({
      title: opts.title,
      centered: true,
      children: <Text size="sm">{opts.body}</Text>,
      labels: { confirm: opts.confirm, cancel: opts.cancel },
      confirmProps: { color: opts.danger ? 'red.9' : undefined, 'data-autofocus': true, 'data-testid': 'confirm-switch' },
      onConfirm: () => settle(true),
      onCancel: () => settle(false),
      onClose: () => settle(false),
    });
  });
}
