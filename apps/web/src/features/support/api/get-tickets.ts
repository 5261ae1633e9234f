import { POLLING_INTERVAL, type SupportTicket } from '@vedmarked/domain';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { supportKeys } from './keys.ts';

export const getTickets = (opts: { unreadOnly?: boolean; limit?: number } = {}) =>
  api<SupportTicket[]>('/support/list', { query: { unread: opts.unreadOnly ? 1 : undefined, limit: opts.limit ?? 100 } });

/** The caller's tickets (the admin: all), most recent activity first. */
export function useTickets(opts: { unreadOnly?: boolean; enabled?: boolean } = {}) {
  return useQuery({
    queryKey: supportKeys.tickets(opts.unreadOnly),
    queryFn: () => getTickets(opts),
    enabled: opts.enabled ?? true,
    refetchInterval: POLLING_INTERVAL,
  });
}
