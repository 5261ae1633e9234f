import type { MarketList, MarketListInput, MarketShow, WholesaleOrderAddInput, WholesaleOrderPlaced } from '@vedmarked/domain';
import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';

/** GET /api/wholesaler/market/list with the page's filters and sorting (one page of up to 100). */
export function useMarket(filters: MarketListInput) {
  const query = Object.fromEntries(Object.entries(filters).filter(([, v]) => v !== undefined && v !== '' && v !== null)) as Record<string, string | number>;
  return useQuery({
    queryKey: ['market', query],
    queryFn: ({ signal }) => api<MarketList>('/wholesaler/market/list', { query: { ...query, limit: 100 }, signal }),
    placeholderData: keepPreviousData,
  });
}

/** GET /api/wholesaler/market/show/{id}. */
export function useMarketListing(id: number | null) {
  return useQuery({
    queryKey: ['market', 'listing', id],
    queryFn: ({ signal }) => api<MarketShow>(`/wholesaler/market/show/${id}`, { signal }),
    enabled: id !== null,
  });
}

/** POST /api/wholesaler/order/add: the same client_key returns the same order (a double click, a retry). */
export function usePlaceMarketOrder() {
  return useMutation({ mutationFn: (body: WholesaleOrderAddInput) => api<WholesaleOrderPlaced>('/wholesaler/order/add', { body }) });
}
