import type { Listing, ListingPresetView } from '@vedmarked/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, toFormData } from '../../../lib/api.ts';

const listKey = ['wholesaler-listings'] as const;

/** GET /api/wholesaler/product/list?product_type=: the wholesaler's listings of one type. */
export function useListings(productType: string) {
  return useQuery({
    queryKey: [...listKey, 'type', productType],
    queryFn: ({ signal }) => api<Listing[]>('/wholesaler/product/list', { query: { product_type: productType }, signal }),
  });
}

/** GET /api/wholesaler/product/preset: product types, units, choices and field rules. */
export function useListingPresets() {
  return useQuery({
    queryKey: [...listKey, 'preset'],
    queryFn: ({ signal }) => api<ListingPresetView[]>('/wholesaler/product/preset', { signal }),
    retry: false,
  });
}

/** GET /api/wholesaler/product/show/{id}. */
export function useListing(id: number | null) {
  return useQuery({
    queryKey: [...listKey, id],
    queryFn: ({ signal }) => api<Listing>(`/wholesaler/product/show/${id}`, { signal }),
    enabled: id !== null,
  });
}

export interface SaveListing {
  id?: number;
  fields: Record<string, unknown>;
  images: File[];
}

/** POST /api/wholesaler/product/add or update/{id}: multipart with the photos. */
export function useSaveListing() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ id, fields, images }: SaveListing) =>
      api<Listing>(id ? `/wholesaler/product/update/${id}` : '/wholesaler/product/add', { method: 'POST', form: toFormData({ ...fields, images }) }),
    onSuccess: () => qc.invalidateQueries({ queryKey: listKey }),
  });
}

/** POST /api/wholesaler/product/change-status/{id}. */
export function useChangeListingStatus() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ id, active }: { id: number; active: boolean }) => api<Listing>(`/wholesaler/product/change-status/${id}`, { body: { active } }),
    onSuccess: () => qc.invalidateQueries({ queryKey: listKey }),
  });
}

/** POST /api/wholesaler/product/delete-product-image/{id}. */
export function useDeleteListingImage() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (imageId: number) => api<{ id: number; listing_id: number }>(`/wholesaler/product/delete-product-image/${imageId}`, { body: {} }),
    onSuccess: () => qc.invalidateQueries({ queryKey: listKey }),
  });
}
