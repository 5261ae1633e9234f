import { CART_NOTICE_AUTOHIDE } from '@vedmarked/domain';
import { useSyncExternalStore } from 'react';
import { notify } from '../../lib/notify.ts';

/** Whether the cart panel is open: notices about the cart appear only while it is closed. */
let open = false;
const listeners = new Set<() => void>();

export function setCartPanelOpen(next: boolean) {
  if (next === open) return;
  open = next;
  for (const l of listeners) l();
}
export function useCartPanelOpen() {
  return useSyncExternalStore(
    (l) => {
      listeners.add(l);
      return () => listeners.delete(l);
    },
    () => open,
    () => false,
  );
}

/** A cart notice (spec section 4): shown only when the panel is closed, hidden after 2 s. */
export function cartNotice(message: string) {
  if (open) return;
  notify('cart', message, { autoClose: CART_NOTICE_AUTOHIDE });
}
