import type { Address, AddressInput, County } from '@vedmarked/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, toFormData } from '../../../lib/api.ts';

const key = (role: string) => ['addresses', role] as const;

export function useAddresses(role: string) {
  return useQuery({ queryKey: key(role), queryFn: ({ signal }) => api<Address[]>(`/${role}/get-addresses`, { signal }) });
}

export function useCounties() {
  return useQuery({ queryKey: ['counties'], queryFn: ({ signal }) => api<County[]>('/counties', { signal }), staleTime: 3_600_000 });
}

export interface SaveAddress {
  id?: number;
  fields: AddressInput;
  images: File[];
}

/** add-address or update-address/{id}, as multipart with the images (spec section 5). */
export function useSaveAddress(role: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ id, fields, images }: SaveAddress) =>
      api<Address>(id ? `/${role}/update-address/${id}` : `/${role}/add-address`, { method: 'POST', form: toFormData({ ...fields, images }) }),
    onSuccess: () => qc.invalidateQueries({ queryKey: key(role) }),
  });
}

export function useDeleteAddressImage(role: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (imageId: number) => api<{ id: number; address_id: number }>(`/${role}/delete-address-image/${imageId}`, { method: 'POST' }),
    onSuccess: () => qc.invalidateQueries({ queryKey: key(role) }),
  });
}

export function useDeleteAddress(role: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api<{ id: number }>(`/${role}/delete-address/${id}`, { method: 'POST' }),
    onSuccess: () => qc.invalidateQueries({ queryKey: key(role) }),
  });
}
