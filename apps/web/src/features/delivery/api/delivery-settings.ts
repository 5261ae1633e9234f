import type { BecomeTransporterResult, DeliverySettings, DeliveryUpdateBody } from '@vedmarked/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { storage } from '../../../lib/storage.ts';

export const deliveryKey = ['delivery', 'settings'] as const;

/** GET /api/vendor/delivery/list: the vendor's terms and hubs. */
export function useDeliverySettings(enabled = true) {
  return useQuery({
    queryKey: deliveryKey,
    queryFn: ({ signal }) => api<DeliverySettings>('/vendor/delivery/list', { signal }),
    enabled,
    retry: false,
  });
}

/** A call that answers the vendor's terms: the page shows them as they are now. */
function useSettingsMutation<B>(call: (body: B) => Promise<DeliverySettings>) {
  const qc = useQueryClient();
  return useMutation({ mutationFn: call, onSuccess: (s) => qc.setQueryData(deliveryKey, s) });
}

/** POST /api/vendor/delivery/update: carry prices in øre. */
export const useUpdateCarryPrices = () => useSettingsMutation((body: DeliveryUpdateBody) => api<DeliverySettings>('/vendor/delivery/update', { body }));

/** POST /api/vendor/change-min-order-price (the vendor group's path; both vendor roles may call it). */
export const useChangeMinOrderPrice = () =>
  useSettingsMutation((minOrderPrice: number) => api<DeliverySettings>('/vendor/change-min-order-price', { body: { min_order_price: minOrderPrice } }));

/** POST /api/vendor/change-status: an inactive vendor is not shown and gets no new orders. */
export const useChangeVendorStatus = () => useSettingsMutation((active: boolean) => api<DeliverySettings>('/vendor/change-status', { body: { active } }));

/**
 * POST /api/vendor/become-transporter. The session goes on with the new role; the stored user
 * takes it too, so the navigation and the pages follow at once.
 */
export function useBecomeTransporter() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (isTransporter: boolean) => api<BecomeTransporterResult>('/vendor/become-transporter', { body: { is_transporter: isTransporter } }),
    onSuccess: (r) => {
      const user = storage.get('user');
      if (user) storage.set('user', { ...user, role: r.role });
      qc.setQueryData<DeliverySettings>(deliveryKey, (s) => (s ? { ...s, is_transporter: r.is_transporter } : s));
    },
  });
}
