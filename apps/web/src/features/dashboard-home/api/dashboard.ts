import type { DashboardHome, FirstSignInGuide, Shortcuts } from '@vedmarked/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { storage } from '../../../lib/storage.ts';

const homeKey = ['dashboard', 'home'] as const;
const shortcutsKey = ['dashboard', 'shortcuts'] as const;

/** GET /api/dashboard/home: the role's cards with their counts, and the first sign-in guide still to show. */
export function useDashboardHome(enabled = true) {
  return useQuery({ queryKey: homeKey, queryFn: () => api<DashboardHome>('/dashboard/home'), enabled });
}

/** GET /api/dashboard/shortcuts: the pinned pages and the pages still to pin. */
export function useShortcuts(enabled = true) {
  return useQuery({ queryKey: shortcutsKey, queryFn: () => api<Shortcuts>('/dashboard/shortcuts'), enabled });
}

/** Pins (POST) or unpins (DELETE) a page; the answer is the new list. */
export function useToggleShortcut() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ path, pin }: { path: string; pin: boolean }) =>
      pin ? api<Shortcuts>('/dashboard/shortcuts', { body: { path } }) : api<Shortcuts>('/dashboard/shortcuts', { method: 'DELETE', query: { path } }),
    onSuccess: (data) => qc.setQueryData(shortcutsKey, data),
  });
}

/** POST /api/dashboard/tours/{name}/done: the guide was finished or skipped, and is not shown again. */
export function useFinishGuide() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (name: FirstSignInGuide) => api<{ guide: FirstSignInGuide; done: true }>(`/dashboard/tours/${name}/done`, { method: 'POST', body: {} }),
    onMutate: () => storage.set('joyrideCompany', false),
    onSettled: () => qc.invalidateQueries({ queryKey: homeKey }),
  });
}
