import type { SupportTicketDetail, TicketTopic } from '@vedmarked/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { supportKeys } from './keys.ts';

export interface AddTicketInput extends TicketTopic {
  message: string;
  client_id: string;
}

export const addTicket = (input: AddTicketInput) => api<SupportTicketDetail>('/support/add-ticket', { body: input });

/** Sends the first message of a draft ticket, which creates the ticket. */
export function useAddTicket() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: addTicket,
    onSuccess: (ticket) => {
      qc.setQueryData(supportKeys.ticket(ticket.id), ticket);
      void qc.invalidateQueries({ queryKey: supportKeys.ticketLists });
    },
  });
}
