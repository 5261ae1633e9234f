import type { AdminBadges, DashboardCharts, DashboardFigures, DashboardPeriod, DashboardStuck } from '@vedmarked/domain';
import { POLLING_INTERVAL } from '@vedmarked/domain';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { toQueryString } from '../../../components/data-table/index.ts';
import { api } from '../../../lib/api.ts';
import { publishBadges } from '../../../lib/badges.ts';

export const consoleKeys = {
  figures: (p: DashboardPeriod) => ['admin-dashboard', 'figures', p] as const,
  charts: (p: DashboardPeriod) => ['admin-dashboard', 'charts', p] as const,
  stuck: ['admin-dashboard', 'stuck'] as const,
  badges: ['admin-dashboard', 'badges'] as const,
};

/** GET /api/admin/dashboard/figures: the period's figures and the previous period's. */
export function useDashboardFigures(period: DashboardPeriod) {
  return useQuery({
    queryKey: consoleKeys.figures(period),
    queryFn: ({ signal }) => api<DashboardFigures>(`/admin/dashboard/figures${toQueryString(period)}`, { signal }),
    placeholderData: keepPreviousData,
  });
}

/** GET /api/admin/dashboard/charts: orders per day by status group, GMV by county, top vendors. */
export function useDashboardCharts(period: DashboardPeriod) {
  return useQuery({
    queryKey: consoleKeys.charts(period),
    queryFn: ({ signal }) => api<DashboardCharts>(`/admin/dashboard/charts${toQueryString(period)}`, { signal }),
    placeholderData: keepPreviousData,
  });
}

/** GET /api/admin/dashboard/stuck: what waits too long. */
export function useDashboardStuck() {
  return useQuery({ queryKey: consoleKeys.stuck, queryFn: ({ signal }) => api<DashboardStuck>('/admin/dashboard/stuck', { signal }) });
}

/**
 * The admin navigation's counters (unanswered tickets, stuck orders): loaded once and every 60 s
 * (spec section 9's polling), published for the navigation (lib/badges.ts).
 */
export function useAdminBadges(enabled: boolean) {
  const query = useQuery({
    queryKey: consoleKeys.badges,
    queryFn: ({ signal }) => api<AdminBadges>('/admin/dashboard/badges', { signal }),
    enabled,
    refetchInterval: POLLING_INTERVAL,
    staleTime: POLLING_INTERVAL,
  });
  const tickets = enabled ? (query.data?.tickets ?? 0) : 0;
  const stuck = enabled ? (query.data?.stuck ?? 0) : 0;
  useEffect(() => {
    publishBadges({ tickets, stuck });
  }, [tickets, stuck]);
}
