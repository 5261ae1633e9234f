import type {
  AdminOrderActionResult,
  AdminOrderDetail,
  AdminOrderGroup,
  AdminOrderList,
  AdminOrderRow,
  AdminVendorRow,
  PlatformSettings,
  PlatformSettingsView,
} from '@vedmarked/domain';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type DataTableState, type ServerPage, toQueryString } from '../../../components/data-table/index.ts';
import { api } from '../../../lib/api.ts';

type OrderListQuery = DataTableState['query'] & { group: AdminOrderGroup };

function fetchOrders({ group, ...table }: OrderListQuery, signal?: AbortSignal) {
  return api<AdminOrderList>(`/admin/orders${toQueryString({ ...table, group })}`, { signal });
}

/** GET /api/admin/orders: one page of every vendor's orders (status group, search, sort, filters). */
export function useAdminOrders(query: OrderListQuery) {
  return useQuery({
    queryKey: ['admin-orders', query],
    queryFn: ({ signal }) => fetchOrders(query, signal),
    select: (d): ServerPage<AdminOrderRow> => ({ rows: d.orders, total: d.total }),
    placeholderData: keepPreviousData,
  });
}

/** Every order the table's filters select (the CSV export), 100 at a time. */
export async function fetchAllAdminOrders(query: OrderListQuery): Promise<AdminOrderRow[]> {
  const all: AdminOrderRow[] = [];
  for (let offset = 0; ; offset += 100) {
    const page = await fetchOrders({ ...query, limit: 100, offset });
    all.push(...page.orders);
    if (!page.orders.length || all.length >= page.total) return all;
  }
}

/** GET /api/admin/orders/{id}. */
export function useAdminOrder(id: number) {
  return useQuery({ queryKey: ['admin-order', id], queryFn: ({ signal }) => api<AdminOrderDetail>(`/admin/orders/${id}`, { signal }), enabled: id > 0 });
}

export type AdminOrderAction =
  | { kind: 'shipping'; body: { shipping: number; comment?: string; reason: string } }
  | { kind: 'comment'; body: { comment: string; reason: string } }
  | { kind: 'market'; body: { reason: string } }
  | { kind: 'cancel'; body: { reason: string } };

/** POST /api/admin/orders/{id}/shipping | comment | market | cancel: the order afterwards replaces the cached one. */
export function useAdminOrderAction(id: number) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (a: AdminOrderAction) => api<AdminOrderActionResult>(`/admin/orders/${id}/${a.kind}`, { body: a.body }),
    onSuccess: (r) => {
      qc.setQueryData(['admin-order', id], r.order);
      void qc.invalidateQueries({ queryKey: ['admin-orders'] });
    },
  });
}

/** GET /api/admin/settings. */
export function usePlatformSettings() {
  return useQuery({ queryKey: ['admin-settings'], queryFn: ({ signal }) => api<PlatformSettingsView>('/admin/settings', { signal }) });
}

/** POST /api/admin/settings. */
export function useSavePlatformSettings() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: Partial<PlatformSettings> & { reason: string }) => api<PlatformSettingsView & { changed: string[] }>('/admin/settings', { body }),
    onSuccess: (r) => qc.setQueryData(['admin-settings'], r),
  });
}

function fetchVendors(table: DataTableState['query'], signal?: AbortSignal) {
  return api<{ total: number; vendors: AdminVendorRow[] }>(`/admin/vendors${toQueryString(table)}`, { signal });
}

/** GET /api/admin/vendors. */
export function useAdminVendors(query: DataTableState['query']) {
  return useQuery({
    queryKey: ['admin-vendors', query],
    queryFn: ({ signal }) => fetchVendors(query, signal),
    select: (d): ServerPage<AdminVendorRow> => ({ rows: d.vendors, total: d.total }),
    placeholderData: keepPreviousData,
  });
}

export async function fetchAllAdminVendors(query: DataTableState['query']): Promise<AdminVendorRow[]> {
  const all: AdminVendorRow[] = [];
  for (let offset = 0; ; offset += 100) {
    const page = await fetchVendors({ ...query, limit: 100, offset });
    all.push(...page.vendors);
    if (!page.vendors.length || all.length >= page.total) return all;
  }
}

/** POST /api/admin/vendors/{id}/active. */
export function useSetVendorActive() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ id, active, reason }: { id: number; active: boolean; reason: string }) =>
      api<{ vendor_id: number; active: boolean; changed: boolean }>(`/admin/vendors/${id}/active`, { body: { active, reason } }),
    onSuccess: () => qc.invalidateQueries({ queryKey: ['admin-vendors'] }),
  });
}

/** POST /api/admin/users/{id}/company-status (the admin module's call): confirms a vendor's company for invoice payment. */
export function useConfirmCompany() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (userId: number) => api<{ user_id: number; status: string }>(`/admin/users/${userId}/company-status`, { body: { status: 'confirmed' } }),
    onSuccess: () => qc.invalidateQueries({ queryKey: ['admin-vendors'] }),
  });
}
