import { POLLING_INTERVAL, type SupportTicketDetail } from '@vedmarked/domain';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { supportKeys } from './keys.ts';

/** Opens a ticket; the server marks its messages read for the caller (and lowers the badge). */
export const getTicket = (id: number) => api<SupportTicketDetail>(`/support/show/${id}`);

export function useTicket(id: number) {
  return useQuery({
    queryKey: supportKeys.ticket(id),
    queryFn: () => getTicket(id),
    enabled: id > 0,
    staleTime: 0,
    refetchInterval: POLLING_INTERVAL,
  });
}
