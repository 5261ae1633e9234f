import { NOTIFICATION_AUTOHIDE } from '@vedmarked/domain';
import { notifications } from '@mantine/notifications';
import i18n from 'i18next';
import type { ReactNode } from 'react';

/** The snackbar variants of spec section 2: success, warning, error, info and cart. */
export type SnackbarVariant = 'success' | 'warning' | 'error' | 'info' | 'cart';

const COLOURS: Record<SnackbarVariant, string> = { success: 'green', warning: 'yellow', error: 'red', info: 'blue', cart: 'ember' };

export const OPEN_CART_EVENT = 'vm:open-cart';

/** A message is text, or a short list (a notice naming several things); autoClose false keeps it until closed. */
export function notify(variant: SnackbarVariant, message: ReactNode, opts: { title?: string; autoClose?: number | false } = {}) {
  notifications.show({
    color: COLOURS[variant],
    title: opts.title,
    message,
    autoClose: opts.autoClose ?? NOTIFICATION_AUTOHIDE,
    withBorder: true,
    // The close button needs a name (WCAG 4.1.2).
    closeButtonProps: { 'aria-label': i18n.t('common:a11y.close-notification') },
    // Clicking a cart snackbar opens the cart.
    onClick: variant === 'cart' ? () => window.dispatchEvent(new Event(OPEN_CART_EVENT, { cancelable: true })) : undefined,
    style: variant === 'cart' ? { cursor: 'pointer' } : undefined,
    'data-variant': variant,
  } as Parameters<typeof notifications.show>[0]);
}
