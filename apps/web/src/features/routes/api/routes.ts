import type { RouteActionResult, RouteAddBody, RouteDetail, RouteListItem, RouteTab, RouteUpdateBody, VehicleView } from '@vedmarked/domain';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { type DataTableState, type ServerPage, toQueryString } from '../../../components/data-table/index.ts';
import { api } from '../../../lib/api.ts';
import { downloadFile } from '../../../lib/download.ts';

/** The route shapes are the API's own (packages/domain/src/routes/routes.views.ts). */
export type { RouteActionResult, RouteDetail, RouteListItem };

const routesKey = ['routes'] as const;

/** GET /api/vendor/routes/list: one page of a tab for the route desk's table. */
export function useRoutes(tab: RouteTab, query: DataTableState['query']) {
  return useQuery({
    queryKey: [...routesKey, 'list', tab, query],
    queryFn: ({ signal }) => api<{ total: number; routes: RouteListItem[] }>(`/vendor/routes/list${toQueryString({ ...query, tab })}`, { signal }),
    select: (d): ServerPage<RouteListItem> => ({ rows: d.routes, total: d.total }),
    placeholderData: keepPreviousData,
  });
}

/** GET /api/vendor/routes/show/{id}. */
export function useRoute(id: number) {
  const { i18n } = useTranslation();
  return useQuery({
    // The stops' goods are named in the interface language: a change of language refetches.
    queryKey: [...routesKey, 'show', id, i18n.language],
    queryFn: ({ signal }) => api<RouteDetail>(`/vendor/routes/show/${id}`, { signal }),
    enabled: Number.isInteger(id) && id > 0,
    retry: false,
  });
}

/** The vendor's vehicles (for the new route form). */
export function useRouteVehicles() {
  return useQuery({ queryKey: [...routesKey, 'vehicles'], queryFn: ({ signal }) => api<VehicleView[]>('/transporter/vehicle/list', { signal }) });
}

/** The vendor's confirmed orders, to tick for a route by hand. */
export function useConfirmedOrders() {
  return useQuery({
    queryKey: [...routesKey, 'confirmed-orders'],
    queryFn: ({ signal }) =>
      api<{ id: number; customer_name: string; postcode: string; city: string; status_name: string; dugnad_group?: string | null }[]>('/vendor/order/list', {
        query: { tab: 'confirmed' },
        signal,
      }),
  });
}

/** Every route call refreshes the desk, the route and the order lists. */
function useRouteMutation<Vars>(fn: (v: Vars) => Promise<RouteActionResult>) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: fn,
    onSettled: async () => {
      await qc.invalidateQueries({ queryKey: routesKey });
      await qc.invalidateQueries({ queryKey: ['vendor-orders'] });
    },
  });
}

/** POST /api/vendor/routes/add. */
export const useAddRoute = () => useRouteMutation((body: RouteAddBody) => api<RouteActionResult>('/vendor/routes/add', { body }));

/** POST /api/vendor/routes/update/{id}. */
export const useUpdateRoute = () =>
  useRouteMutation(({ id, body }: { id: number; body: RouteUpdateBody }) => api<RouteActionResult>(`/vendor/routes/update/${id}`, { body }));

/** POST /api/vendor/routes/{start|complete|cancel}/{id}. */
export const useRouteAction = () =>
  useRouteMutation(({ id, action }: { id: number; action: 'start' | 'complete' | 'cancel' }) =>
    api<RouteActionResult>(`/vendor/routes/${action}/${id}`, { method: 'POST', body: {} }),
  );

/** POST /api/vendor/routes/deliver/{id}. */
export const useDeliverStop = () =>
  useRouteMutation(({ id, orderId }: { id: number; orderId: number }) =>
    api<RouteActionResult>(`/vendor/routes/deliver/${id}`, { body: { order_id: orderId } }),
  );

/** GET /api/vendor/routes/print/{id}: the route sheet, opened as a download. */
export async function openRouteSheet(id: number) {
  await downloadFile(`/vendor/routes/print/${id}`, `vedmarked-route-${id}.pdf`);
}
