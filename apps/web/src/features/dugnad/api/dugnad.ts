import type { CreateDugnadBody, DugnadBody, DugnadDetail, VendorDugnad } from '@vedmarked/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { downloadFile } from '../../../lib/download.ts';

/** The dugnad shapes are the API's own (packages/domain/src/dugnad/dugnad.views.ts). */
export type { DugnadBody, DugnadDetail, VendorDugnad };

const key = ['dugnad'] as const;

/** GET /api/dugnad/vendors?postcode=…: the vendors that deliver there (once the postcode has 4 digits). */
export function useDugnadVendors(postcode: string) {
  return useQuery({
    queryKey: [...key, 'vendors', postcode],
    queryFn: ({ signal }) => api<{ id: number; name: string }[]>('/dugnad/vendors', { query: { postcode }, signal }),
    enabled: /^\d{4}$/.test(postcode),
  });
}

/** POST /api/dugnad: starts a dugnad; the organiser's list is refreshed. */
export function useCreateDugnad() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateDugnadBody) => api<DugnadBody>('/dugnad', { body }),
    onSettled: () => qc.invalidateQueries({ queryKey: key }),
  });
}

/** GET /api/dugnad: the organiser's dugnads. */
export function useDugnads() {
  return useQuery({ queryKey: [...key, 'list'], queryFn: ({ signal }) => api<DugnadBody[]>('/dugnad', { signal }) });
}

/** GET /api/dugnad/{id}: one of the organiser's dugnads with its orders, sums and settlements. */
export function useDugnad(id: number) {
  return useQuery({
    queryKey: [...key, 'show', id],
    queryFn: ({ signal }) => api<DugnadDetail>(`/dugnad/${id}`, { signal }),
    enabled: Number.isInteger(id) && id > 0,
    retry: false,
  });
}

/** POST /api/dugnad/{id}/close: the organiser closes a dugnad early; its page and the list are refreshed. */
export function useCloseDugnad() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api<DugnadBody>(`/dugnad/${id}/close`, { method: 'POST' }),
    onSettled: () => qc.invalidateQueries({ queryKey: key }),
  });
}

/** GET /api/vendor/dugnad/list: the dugnads with the signed-in vendor. */
export function useVendorDugnads(enabled = true) {
  return useQuery({ queryKey: [...key, 'vendor'], queryFn: ({ signal }) => api<VendorDugnad[]>('/vendor/dugnad/list', { signal }), enabled });
}

/** POST /api/vendor/dugnad/decline/{id}: the vendor declines with a reason. */
export function useDeclineDugnad() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ id, reason }: { id: number; reason: string }) => api<VendorDugnad>(`/vendor/dugnad/decline/${id}`, { body: { reason } }),
    onSettled: () => qc.invalidateQueries({ queryKey: key }),
  });
}

/** Downloads a group settlement's PDF statement (signed in) and hands it to the browser. */
export async function downloadStatement(dugnadId: number, settlementId: number) {
  await downloadFile(`/dugnad/${dugnadId}/settlements/${settlementId}/pdf`, `vedmarked-settlement-${settlementId}.pdf`);
}
