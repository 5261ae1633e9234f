import type { SettlementDetail, SettlementListItem, SettlementStatus } from '@vedmarked/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { downloadFile } from '../../../lib/download.ts';

/** The settlement shapes are the API's own (packages/domain/src/settlements/settlements.views.ts). */
export type { SettlementDetail, SettlementListItem, SettlementStatus };

const key = ['settlements'] as const;

/** GET /api/settlements?status=…: the vendor's own settlements of a tab (every vendor's for the admin). */
export function useSettlements(status: SettlementStatus) {
  return useQuery({
    queryKey: [...key, 'list', status],
    queryFn: ({ signal }) => api<SettlementListItem[]>('/settlements', { query: { status }, signal }),
  });
}

/** GET /api/settlements/{id}: one settlement with its lines. */
export function useSettlement(id: number) {
  return useQuery({
    queryKey: [...key, 'show', id],
    queryFn: ({ signal }) => api<SettlementDetail>(`/settlements/${id}`, { signal }),
    enabled: Number.isInteger(id) && id > 0,
    retry: false,
  });
}

/** POST /api/settlements/{id}/mark-paid (admin): refreshes the lists and the settlement. */
export function useMarkPaid(id: number) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (bankReference: string) =>
      api<{ settlement: SettlementDetail; changed: boolean }>(`/settlements/${id}/mark-paid`, { body: { bank_reference: bankReference } }),
    onSettled: () => qc.invalidateQueries({ queryKey: key }),
  });
}

/** Downloads a signed-in file (the PDF statement, the payout batch) and hands it to the browser. */
export async function download(path: string, filename: string) {
  await downloadFile(path, filename);
}
