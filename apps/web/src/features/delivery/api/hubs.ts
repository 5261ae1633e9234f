import type { HubInput, HubView } from '@vedmarked/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { deliveryKey } from './delivery-settings.ts';

/** POST /api/vendor/hub/add or /api/vendor/hub/update/{id}; the coverage is rebuilt by the server. */
export function useSaveHub() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id?: number; body: HubInput }) => api<HubView>(id ? `/vendor/hub/update/${id}` : '/vendor/hub/add', { body }),
    onSuccess: () => qc.invalidateQueries({ queryKey: deliveryKey }),
  });
}

/** POST /api/vendor/hub/change-status/{id}. */
export function useChangeHubStatus() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ id, active }: { id: number; active: boolean }) => api<HubView>(`/vendor/hub/change-status/${id}`, { body: { active } }),
    onSuccess: () => qc.invalidateQueries({ queryKey: deliveryKey }),
  });
}
