import type { OrderDeliveryView, OrderSummary, VendorOrderTab } from '@vedmarked/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';

export interface VendorOrderActions {
  confirm: boolean;
  cancel: boolean;
}

/** A row of GET /api/vendor/order/list. */
export interface VendorOrderListItem extends OrderSummary {
  tab: VendorOrderTab | null;
  market: boolean;
  customer_name: string;
  postcode: string;
  city: string;
  lines: { name: string; quantity: number }[];
  actions: VendorOrderActions;
}

/** GET /api/vendor/order/show/{id}: a market order not yet taken hides the customer's e-mail and phone. */
export interface VendorOrderDetail extends OrderSummary {
  tab: VendorOrderTab | null;
  market: boolean;
  actions: VendorOrderActions;
  vendor: { id: number; name: string } | null;
  customer: {
    first_name: string;
    last_name: string;
    email: string | null;
    phone: string | null;
    customer_type: string;
    company_name: string | null;
    organization_number: string | null;
  };
  delivery: OrderDeliveryView;
  lines: { id: number; name: string; image: string | null; quantity: number; unit_price: number; weight: number; total: number }[];
  services: { code: string; price: number }[];
  products_subtotal: number;
  carry_price: number;
  shipping: number;
  period_extra: number;
  discount: number;
  comment: string | null;
  payments: { id: string; stage: string; amount: number; status: string; method: string; deadline: string | null; paid_at: string | null }[];
  images: { id: string; url: string }[];
}

export interface VendorOrderActionResult {
  order: VendorOrderDetail;
  changed: boolean;
  neighbour_ids: number[];
}

const listKey = ['vendor-orders'] as const;

export function useVendorOrders(tab: VendorOrderTab) {
  return useQuery({ queryKey: [...listKey, 'list', tab], queryFn: () => api<VendorOrderListItem[]>('/vendor/order/list', { query: { tab } }) });
}

export function useVendorOrder(id: number) {
  return useQuery({
    queryKey: [...listKey, 'show', id],
    queryFn: () => api<VendorOrderDetail>(`/vendor/order/show/${id}`),
    enabled: Number.isInteger(id) && id > 0,
    retry: false,
  });
}

/** POST /api/vendor/order/confirm/{id} or /cancel/{id}; refreshes every vendor order list and the order. */
export function useVendorOrderAction() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ id, action }: { id: number; action: 'confirm' | 'cancel' }) =>
      api<VendorOrderActionResult>(`/vendor/order/${action}/${id}`, { method: 'POST', body: {} }),
    onSettled: () => qc.invalidateQueries({ queryKey: listKey }),
  });
}
