import type { NotifyMeBody } from '@vedmarked/domain';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';

/** POST /api/products/notify-me: leave an e-mail to hear when a vendor delivers to the postcode. */
export function notifyMe(body: NotifyMeBody) {
  return api<unknown>('/products/notify-me', { method: 'POST', body });
}

export function useNotifyMe() {
  return useMutation({ mutationFn: notifyMe });
}
