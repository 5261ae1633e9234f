import { Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import type { ReactNode } from 'react';

/** A confirmation dialog as a promise: true when confirmed, false when cancelled or closed. */
export function confirmDialog(opts: { title: string; body: ReactNode; confirm: string; cancel: string; danger?: boolean }): Promise<boolean> {
  return new Promise((resolve) => {
    let settled = false;
    const settle = (v: boolean) => {
      if (!settled) {
        settled = true;
        resolve(v);
      }
    };
    modals.openConfirmModal({
      title: opts.title,
      centered: true,
      children: typeof opts.body === 'string' ? <Text size="sm">{opts.body}</Text> : opts.body,
      labels: { confirm: opts.confirm, cancel: opts.cancel },
      confirmProps: { color: opts.danger ? 'red.9' : undefined, 'data-autofocus': true },
      onConfirm: () => settle(true),
      onCancel: () => settle(false),
      onClose: () => settle(false),
    });
  });
}
