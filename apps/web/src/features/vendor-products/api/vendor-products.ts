import type { VendorProduct, VendorProductAddInput, VendorProductPreset, VendorProductUpdateBody } from '@vedmarked/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, toFormData } from '../../../lib/api.ts';

const listKey = ['vendor-products'] as const;
const presetKey = ['vendor-products', 'preset'] as const;

/** GET /api/vendor/product/list: the vendor's offers. */
export function useVendorProducts() {
  return useQuery({ queryKey: listKey, queryFn: ({ signal }) => api<VendorProduct[]>('/vendor/product/list', { signal }) });
}

/** GET /api/vendor/product/preset: the catalogue the vendor may offer, with price ranges. */
export function useProductPresets() {
  return useQuery({ queryKey: presetKey, queryFn: ({ signal }) => api<VendorProductPreset[]>('/vendor/product/preset', { signal }) });
}

/** GET /api/vendor/product/show/{id}. */
export function useVendorProduct(id: number | null) {
  return useQuery({
    queryKey: [...listKey, id],
    queryFn: ({ signal }) => api<VendorProduct>(`/vendor/product/show/${id}`, { signal }),
    enabled: id !== null,
  });
}

export interface SaveOffer {
  /** The offer to update; absent: a new offer of fields.product_id. */
  id?: number;
  fields: VendorProductAddInput | VendorProductUpdateBody;
  images: File[];
}

/** POST /api/vendor/product/add or update/{id}, multipart with the photos (spec section 5). */
export function useSaveOffer() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ id, fields, images }: SaveOffer) =>
      api<VendorProduct>(id ? `/vendor/product/update/${id}` : '/vendor/product/add', { method: 'POST', form: toFormData({ ...fields, images }) }),
    onSuccess: () => qc.invalidateQueries({ queryKey: listKey }),
  });
}

/** POST /api/vendor/product/update/{id} with some fields (an inline edit, a bulk price change). */
export function updateOffer(id: number, fields: VendorProductUpdateBody): Promise<VendorProduct> {
  return api<VendorProduct>(`/vendor/product/update/${id}`, { body: fields });
}

export function useUpdateOffer() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ id, fields }: { id: number; fields: VendorProductUpdateBody }) => updateOffer(id, fields),
    onSuccess: () => qc.invalidateQueries({ queryKey: listKey }),
  });
}

/** POST /api/vendor/product/change-status/{id}. */
export function useChangeOfferStatus() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ id, active }: { id: number; active: boolean }) => api<VendorProduct>(`/vendor/product/change-status/${id}`, { body: { active } }),
    onSuccess: () => qc.invalidateQueries({ queryKey: listKey }),
  });
}

/** POST /api/vendor/product/delete-product-image/{id}. */
export function useDeleteOfferImage() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (imageId: number) => api<{ id: number; vendor_product_id: number }>(`/vendor/product/delete-product-image/${imageId}`, { body: {} }),
    onSuccess: () => qc.invalidateQueries({ queryKey: listKey }),
  });
}

/** Refreshes the list after changes made outside a mutation hook (the bulk price change). */
export function useRefreshOffers() {
  const qc = useQueryClient();
  return () => qc.invalidateQueries({ queryKey: listKey });
}
