import type {
  VendorOrderActionResult,
  VendorOrderActions,
  VendorOrderDetail,
  VendorOrderListItem,
  VendorOrderTab,
  VendorPaymentItem,
  VendorPaymentList,
} from '@vedmarked/domain';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { type DataTableState, type ServerPage, toQueryString } from '../../../components/data-table/index.ts';
import { api } from '../../../lib/api.ts';

/** The vendor's order shapes are the API's own (packages/domain/src/orders/orders.views.ts). */
export type { VendorOrderActionResult, VendorOrderActions, VendorOrderDetail, VendorOrderListItem, VendorPaymentItem };

const listKey = ['vendor-orders'] as const;

/** Product names come in the interface language: the language is part of each key, so a change refetches. */
export function useVendorOrders(tab: VendorOrderTab, enabled = true) {
  const { i18n } = useTranslation();
  return useQuery({
    queryKey: [...listKey, 'list', tab, i18n.language],
    queryFn: () => api<VendorOrderListItem[]>('/vendor/order/list', { query: { tab } }),
    enabled,
  });
}

/** GET /api/vendor/order/payments: one page of the Payments tab's table (its sort, filters and paging). */
export function useVendorPayments(query: DataTableState['query']) {
  return useQuery({
    queryKey: [...listKey, 'payments', query],
    queryFn: ({ signal }) => api<VendorPaymentList>(`/vendor/order/payments${toQueryString(query)}`, { signal }),
    select: (d): ServerPage<VendorPaymentItem> => ({ rows: d.payments, total: d.total }),
    placeholderData: keepPreviousData,
  });
}

export function useVendorOrder(id: number) {
  const { i18n } = useTranslation();
  return useQuery({
    queryKey: [...listKey, 'show', id, i18n.language],
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
