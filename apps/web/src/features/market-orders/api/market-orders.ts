import type { TransportAction, TransportRequest, WholesaleOrderAction, WholesaleOrderDetail, WholesaleOrderListItem } from '@vedmarked/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';

/** The shapes are the API's own (packages/domain/src/market/market-orders.views.ts). */
export type { TransportRequest, WholesaleOrderDetail, WholesaleOrderListItem };
/** Whose side of a market order: the wholesaler sells (/wholesaler/order/*), the vendor buys (/wholesaler/order/vendor/*). */
export type Side = 'seller' | 'buyer';

const key = ['market-orders'] as const;
const base = (side: Side) => (side === 'seller' ? '/wholesaler/order' : '/wholesaler/order/vendor');

/** GET /api/wholesaler/order/list or /api/wholesaler/order/vendor/list. */
export function useMarketOrders(side: Side) {
  return useQuery({
    queryKey: [...key, side, 'list'],
    queryFn: ({ signal }) => api<WholesaleOrderListItem[]>(`${base(side)}/list`, { signal }),
  });
}

/** GET /api/wholesaler/order/show/{id} or /api/wholesaler/order/vendor/show/{id}. */
export function useMarketOrder(side: Side, id: number) {
  return useQuery({
    queryKey: [...key, side, 'show', id],
    queryFn: ({ signal }) => api<WholesaleOrderDetail>(`${base(side)}/show/${id}`, { signal }),
    enabled: Number.isInteger(id) && id > 0,
    retry: false,
  });
}

/**
 * Confirm (wholesaler), cancel with a reason (wholesaler), mark an order without transport collected
 * (wholesaler) or cancel (the buying vendor); refreshes the lists and the order.
 */
export function useMarketOrderAction(side: Side) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ id, action, reason }: { id: number; action: 'confirm' | 'cancel' | 'collected'; reason?: string }) =>
      api<WholesaleOrderAction>(`${base(side)}/${action}/${id}`, { method: 'POST', body: side === 'seller' && action === 'cancel' ? { reason } : {} }),
    onSettled: () => qc.invalidateQueries({ queryKey: key }),
  });
}

const tkey = ['transportation'] as const;

/** GET /api/transporter/transportation/list?tab=open|mine. */
export function useTransportRequests(tab: 'open' | 'mine') {
  return useQuery({
    queryKey: [...tkey, 'list', tab],
    queryFn: ({ signal }) => api<TransportRequest[]>('/transporter/transportation/list', { query: { tab }, signal }),
  });
}

/** GET /api/transporter/transportation/show/{id}. */
export function useTransportRequest(id: number) {
  return useQuery({
    queryKey: [...tkey, 'show', id],
    queryFn: ({ signal }) => api<TransportRequest>(`/transporter/transportation/show/${id}`, { signal }),
    enabled: Number.isInteger(id) && id > 0,
    retry: false,
  });
}

/** Accept, hand back before pick-up, pick up, or deliver with 1–10 photos (multipart images[]). */
export function useTransportAction() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ id, action, photos }: { id: number; action: 'accept' | 'hand-back' | 'pick-up' | 'deliver'; photos?: File[] }) => {
      if (action !== 'deliver') return api<TransportAction>(`/transporter/transportation/${action}/${id}`, { method: 'POST', body: {} });
      const form = new FormData();
      for (const p of photos ?? []) form.append('images[]', p);
      return api<TransportAction>(`/transporter/transportation/deliver/${id}`, { method: 'POST', form });
    },
    onSettled: () => qc.invalidateQueries({ queryKey: tkey }),
  });
}
