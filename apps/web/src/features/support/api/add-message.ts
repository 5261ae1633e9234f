import type { SupportMessage, SupportTicketDetail } from '@vedmarked/domain';
import { type QueryClient, useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { supportKeys } from './keys.ts';

export interface AddMessageInput {
  support_ticket_id: number;
  message: string;
  client_id: string;
}

export const addMessage = (input: AddMessageInput) => api<SupportMessage & { support_ticket_id: number }>('/support/add-message', { body: input });

/** Puts a message into a cached ticket once (it may come back both from the call and from the stream). */
export function mergeMessage(qc: QueryClient, ticketId: number, message: SupportMessage) {
  qc.setQueryData<SupportTicketDetail>(supportKeys.ticket(ticketId), (t) => {
    if (!t || t.messages.some((m) => m.id === message.id)) return t;
    return { ...t, messages: [...t.messages, message], last_message: message, last_message_at: message.created_at };
  });
}

export function useAddMessage() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: addMessage,
    onSuccess: ({ support_ticket_id, ...message }) => {
      mergeMessage(qc, support_ticket_id, message);
      void qc.invalidateQueries({ queryKey: supportKeys.ticketLists });
    },
  });
}
