import type { VehicleInput, VehicleView } from '@vedmarked/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';

const vehiclesKey = ['delivery', 'vehicles'] as const;

/** GET /api/transporter/vehicle/list: the signed-in user's vehicles. */
export function useVehicles() {
  return useQuery({ queryKey: vehiclesKey, queryFn: ({ signal }) => api<VehicleView[]>('/transporter/vehicle/list', { signal }) });
}

/** POST /api/transporter/add-vehicle or /api/transporter/update-vehicle/{id}. */
export function useSaveVehicle() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id?: number; body: VehicleInput }) =>
      api<VehicleView>(id ? `/transporter/update-vehicle/${id}` : '/transporter/add-vehicle', { body }),
    onSuccess: () => qc.invalidateQueries({ queryKey: vehiclesKey }),
  });
}

/** POST /api/transporter/vehicle/change-status/{id}. */
export function useChangeVehicleStatus() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ id, active }: { id: number; active: boolean }) => api<VehicleView>(`/transporter/vehicle/change-status/${id}`, { body: { active } }),
    onSuccess: () => qc.invalidateQueries({ queryKey: vehiclesKey }),
  });
}
